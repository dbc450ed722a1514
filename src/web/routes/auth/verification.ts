import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toast';
import { sendVerificationEmail } from '@/features/auth/api';

/** Remembered across tabs, so the expired-link view opened from the e-mail can resend. */
const STORAGE_KEY = 'verification_email';

export function rememberVerificationEmail(email: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, email);
  } catch {
    // Storage unavailable: the e-mail is still remembered for this visit.
  }
}

export function recalledVerificationEmail(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Sends the verification e-mail again and says how it went in a toast. */
export async function resendVerification(email: string, t: TFunction<'auth'>) {
  try {
    await sendVerificationEmail(email);
    toast.success(t('verify.sent'));
    return true;
  } catch {
    toast.error(t('verify.failed'));
    return false;
  }
}

/** A sign-in failure about an unverified e-mail (spec section 4). */
export function isVerificationFailure(message: string): boolean {
  return /verif/i.test(message);
}
