// Used by the pre-rendered public pages' script too (public-client.ts): no React, no zod here.
import type {
  REFERRAL_COOKIE,
  ReferralVisitInput,
  ReferralVisitResult,
} from '@common/contracts/affiliates';
import { visitorId } from '@/lib/visitor-id';

/**
 * The first-party cookie the server sets when it accepts a referral visit (30 days). It is not
 * httpOnly, so registration can fill the code in; an unknown code never gets one.
 */
export const REFERRAL_COOKIE_NAME: typeof REFERRAL_COOKIE = 'referral_code';

/** Codes are kept trimmed and upper-cased (spec section 5). */
export function normalizeReferralCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** The remembered referral code, or '' when there is none. */
export function readReferralCode(): string {
  if (typeof document === 'undefined') return '';
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== REFERRAL_COOKIE_NAME) continue;
    try {
      return normalizeReferralCode(decodeURIComponent(value.join('=')));
    } catch {
      return '';
    }
  }
  return '';
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the remembered code may have changed (see useReferralCode). */
export function subscribeReferralCode(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Takes the `code` parameter out of a query: the code (trimmed, upper-cased, '' when empty) and
 * the rest of the query, or null when the query carries no code.
 */
export function takeReferralCode(search: string): { code: string; rest: string } | null {
  const query = new URLSearchParams(search);
  if (!query.has('code')) return null;
  const code = normalizeReferralCode(query.get('code'));
  query.delete('code');
  const rest = query.toString();
  return { code, rest: rest ? `?${rest}` : '' };
}

/**
 * Reports a visit through a referral link. The server counts it (once per visitor per day) and,
 * for a known code, answers with the cookie that remembers it; an unknown code, a refusal or a
 * network failure is ignored silently. `keepalive` lets the report outlive the page.
 */
export async function recordReferralVisit(code: string, path: string): Promise<boolean> {
  const body: ReferralVisitInput = { code, visitorId: visitorId(), path: path.slice(0, 512) };
  try {
    const response = await fetch('/api/referrals/visits', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      keepalive: true,
    });
    if (!response.ok) return false;
    const result = (await response.json()) as Partial<ReferralVisitResult>;
    return result.accepted === true;
  } catch {
    return false;
  } finally {
    // The answer may have set (or kept) the cookie: whoever shows the code reads it again.
    notify();
  }
}

/** Forgets the referral code once an account was created with it. */
export function clearReferralCode() {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${REFERRAL_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
  notify();
}
