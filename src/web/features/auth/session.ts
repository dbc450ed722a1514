import type { Me } from '@common/contracts/account';
import { homePathFor } from '@common/roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adoptAccountLanguage } from '@/i18n/language-choice';
import { api, isApiError } from '@/lib/api';

/** The signed-in user is the web app's session: TanStack Query key ['me']. */
export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when there is no (valid) session. */
export async function fetchMe(): Promise<Me | null> {
  try {
    const me = await api<Me>('/api/account/me');
    await adoptAccountLanguage(me.locale);
    return me;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/**
 * The session as TanStack Query state. `quiet` first asks whether a session exists at all, so
 * pages that visitors open (/auth) load without a 401 in the console; the cache key is the same.
 */
export function useMe({ quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: quiet ? fetchMeQuietly : fetchMe,
    staleTime: 60_000,
  });
}

/**
 * Whether the browser holds a session, asked without an error status when it does not
 * (better-auth answers 200 with null), so public pages can check quietly.
 */
export async function hasSession(): Promise<boolean> {
  try {
    return Boolean(await api<unknown>('/api/auth/get-session'));
  } catch {
    return false;
  }
}

/** fetchMe without the 401 round trip for visitors. */
export async function fetchMeQuietly(): Promise<Me | null> {
  return (await hasSession()) ? fetchMe() : null;
}

/** Where a signed-in user belongs. */
export function homePath(me: Pick<Me, 'role'> | null | undefined) {
  return homePathFor(me?.role);
}

/** Location state that tells the next page the session just ended. */
export type SignedOutState = { signedOut: true };

export function isSignedOutState(state: unknown): state is SignedOutState {
  return Boolean(state && typeof state === 'object' && (state as SignedOutState).signedOut);
}

/** Drops everything cached for the user who just signed out. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
  }, [queryClient]);
}

/** The signed-in user inside a guarded page (the guard has already waited for the session). */
export function useCurrentUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser() is only for pages behind a session guard');
  return data;
}
