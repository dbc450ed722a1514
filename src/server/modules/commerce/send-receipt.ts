import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, profiles } from '../../db/schema';
import type { Mailer } from '../email/create-mailer';
import { TEMPLATE_KEYS } from '../email/default-templates';
import { inEveryLocale, longDate } from '../email/localized-values';
import { sendTemplatedEmail } from '../email/send-templated-email';
import type { Credit } from './credit-package';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The receipt for a payment that just succeeded (stored in the outbox or sent over SMTP). */
export async function sendReceipt(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  paymentId: string,
  credit: Credit,
) {
  const [row] = await deps.db
    .select({ payment: payments, email: profiles.email, firstName: profiles.firstName })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row) return;
  const { payment } = row;
  const minus = (amount: number) => (amount > 0 ? `-${usd.format(amount)}` : usd.format(0));
  await sendTemplatedEmail(deps, {
    template: TEMPLATE_KEYS.paymentReceipt,
    to: row.email,
    // Amounts stay in US dollars as written in English (the Arabic template isolates them).
    ...inEveryLocale((locale) => ({
      firstName: row.firstName || 'there',
      packageName: credit.packageName,
      listPrice: usd.format(payment.amountList),
      packageDiscount: minus(payment.discountPackage),
      affiliateDiscount: minus(payment.discountAffiliate),
      couponDiscount: minus(payment.discountCoupon),
      amountPaid: usd.format(payment.amountPaid),
      points: credit.points,
      expiryDate: longDate(locale, credit.expiryDate),
      paidAt: longDate(locale, payment.completedAt ?? new Date()),
      reference: payment.providerRef ?? payment.id,
      url: `${deps.appUrl}/student/unlocked-subjects`,
    })),
  });
}
