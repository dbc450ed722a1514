import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from '../../../common/contracts/affiliates';

/**
 * The first-party cookie that remembers a referral code for 30 days. Not httpOnly: the sign-up
 * form reads it to pre-fill the code. `code` matches AFFILIATE_CODE_PATTERN (no ; or spaces).
 */
export function referralCookie(code: string, secure: boolean): string {
  const maxAge = REFERRAL_COOKIE_DAYS * 86_400;
  return [
    `${REFERRAL_COOKIE}=${encodeURIComponent(code)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
