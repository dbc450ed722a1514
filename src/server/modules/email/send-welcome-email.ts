import { createEmailVerificationToken } from 'better-auth/api';
import type { Locale } from '../../../common/locales';
import type { Auth } from '../auth/create-auth';
import type { AuthEmails } from './auth-emails';
import type { SentEmail } from './create-mailer';
import { VERIFIED_CALLBACK } from './verification-link';

/** Verification links live one hour, like the ones better-auth sends on request. */
const LINK_LIFETIME_SECONDS = 60 * 60;

const GETTING_STARTED: Record<string, Record<Locale, string>> = {
  student: {
    en: 'Your Free Trial is waiting: pick a subject and take your first practice exam.',
    ar: 'الفترة التجريبية المجانية بانتظارك: اختر مادة وابدأ أول اختبار تدريبي.',
  },
  affiliate: {
    en: 'Share your affiliate code with your students: their purchases earn you commission.',
    ar: 'شارك رمز الإحالة الخاص بك مع طلابك، فكل عملية شراء يُتمّونها تمنحك عمولة.',
  },
};

/**
 * A new account's first e-mail: welcome, Free Trial, and the link that confirms the address
 * (the same kind of link better-auth sends, so its verify-email endpoint accepts it).
 */
export async function sendWelcomeEmail(
  auth: Auth,
  emails: AuthEmails,
  user: { id: string; email: string; firstName: string; role: string },
): Promise<SentEmail> {
  const context = await auth.$context;
  const token = await createEmailVerificationToken(
    context.secret,
    user.email,
    undefined,
    LINK_LIFETIME_SECONDS,
    { userId: user.id },
  );
  const url = `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`;
  return emails.welcome({ user, url, gettingStarted: GETTING_STARTED[user.role] ?? '' });
}
