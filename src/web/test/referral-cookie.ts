import { REFERRAL_COOKIE_NAME } from '@/features/auth/referral';

/** What the server's answer to an accepted referral visit does: the cookie remembers the code. */
export function setReferralCookie(code: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie header
  document.cookie = `${REFERRAL_COOKIE_NAME}=${encodeURIComponent(code)}; Path=/`;
}
