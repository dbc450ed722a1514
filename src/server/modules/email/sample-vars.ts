import { SUPPORT_EMAIL } from '../../../common/constants';
import type { Locale } from '../../../common/locales';
import { TEMPLATE_KEYS } from './default-templates';
import { APP_NAMES } from './localized-values';

/**
 * Sample values for the template editor's preview and the test send, by variable name (so a
 * template added later with the usual names has them too). Unknown names read `[name]`.
 */
const SAMPLE_VALUES: Record<string, string> = {
  appName: APP_NAMES.en,
  firstName: 'Amina',
  lastName: 'Haddad',
  email: 'amina.haddad@example.com',
  supportEmail: SUPPORT_EMAIL,
  gettingStarted: 'Your Free Trial is waiting: pick a subject and take your first practice exam.',
  packageName: 'AP Calculus AB: 10 exams',
  listPrice: '$49.00',
  packageDiscount: '-$4.90',
  affiliateDiscount: '-$2.21',
  couponDiscount: '$0.00',
  amountPaid: '$41.89',
  points: '10',
  expiryDate: '31 December 2026',
  reference: 'pi_3SampleReference0001',
  paidAt: '15 June 2026',
  commissions: '3 commissions',
  amount: '$24.60',
  approvedAt: '1 July 2026',
  reason: 'Your account was deactivated at your request.',
};

/** The sample values that read differently in Arabic (the others are names, amounts, codes). */
const ARABIC_SAMPLE_VALUES: Record<string, string> = {
  appName: APP_NAMES.ar,
  firstName: 'أمينة',
  lastName: 'حداد',
  gettingStarted: 'الفترة التجريبية المجانية بانتظارك: اختر مادة وابدأ أول اختبار تدريبي.',
  packageName: 'AP Calculus AB: 10 اختبارات',
  expiryDate: '31 ديسمبر 2026',
  paidAt: '15 يونيو 2026',
  commissions: '3 عمولات',
  approvedAt: '1 يوليو 2026',
  reason: 'أُوقف حسابك بناءً على طلبك.',
};

/** Where each template's `{{url}}` leads in real mail. */
const SAMPLE_PATHS: Record<string, string> = {
  [TEMPLATE_KEYS.verifyEmail]: '/api/auth/verify-email?token=sample-token',
  [TEMPLATE_KEYS.welcome]: '/api/auth/verify-email?token=sample-token',
  [TEMPLATE_KEYS.resetPassword]: '/auth?mode=update-password&token=sample-token',
  [TEMPLATE_KEYS.emailVerified]: '/auth?mode=login',
  [TEMPLATE_KEYS.paymentReceipt]: '/student/unlocked-subjects',
  [TEMPLATE_KEYS.commissionApproved]: '/affiliate/commissions',
  [TEMPLATE_KEYS.accountReactivated]: '/auth',
};

/** One sample value per variable of a template. */
export function sampleVarsFor(
  key: string,
  variables: readonly string[],
  appUrl: string,
  locale: Locale = 'en',
): Record<string, string> {
  const base = appUrl.replace(/\/+$/, '');
  const localized: Record<string, string> = locale === 'ar' ? ARABIC_SAMPLE_VALUES : {};
  return Object.fromEntries(
    variables.map((name) => {
      if (name === 'url') return [name, `${base}${SAMPLE_PATHS[key] ?? '/auth?mode=login'}`];
      return [name, localized[name] ?? SAMPLE_VALUES[name] ?? `[${name}]`];
    }),
  );
}
