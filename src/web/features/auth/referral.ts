/** The referral code a visitor arrived with (`?code=` on any page), kept for registration. */
export const REFERRAL_STORAGE_KEY = 'referral_code';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored referral code, or '' when there is none. */
export function readReferralCode(): string {
  return storage()?.getItem(REFERRAL_STORAGE_KEY) ?? '';
}

/** Codes are kept trimmed and upper-cased (spec section 5). */
export function normalizeReferralCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/**
 * Stores the `code` parameter of a query (trimmed, upper-cased; an empty one is not stored) and
 * returns it with the rest of the query, or null when the query carries no code.
 */
export function takeReferralCode(search: string): { code: string; rest: string } | null {
  const query = new URLSearchParams(search);
  if (!query.has('code')) return null;
  const code = normalizeReferralCode(query.get('code'));
  if (code) storage()?.setItem(REFERRAL_STORAGE_KEY, code);
  query.delete('code');
  const rest = query.toString();
  return { code, rest: rest ? `?${rest}` : '' };
}

/** Forgets the referral code once an account was created with it. */
export function clearReferralCode() {
  storage()?.removeItem(REFERRAL_STORAGE_KEY);
}
