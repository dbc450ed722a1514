import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commissions, profiles } from '../../db/schema';
import type { Mailer } from '../email/create-mailer';
import { TEMPLATE_KEYS } from '../email/default-templates';
import { commissionCount, inEveryLocale, longDate } from '../email/localized-values';
import { sendTemplatedEmail } from '../email/send-templated-email';
import { toMoney } from './commission-rows';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The `commission approved` e-mail: one per affiliate per approval request, naming how many of
 * their commissions were approved and the total. Never throws (the mailer records failures).
 */
export async function sendCommissionApproved(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  ids: string[],
  approvedAt: Date,
) {
  const rows = await deps.db
    .select({
      email: profiles.email,
      firstName: profiles.firstName,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${commissions.amount})`,
    })
    .from(commissions)
    .innerJoin(profiles, eq(profiles.id, commissions.affiliateId))
    .where(inArray(commissions.id, ids))
    .groupBy(profiles.id, profiles.email, profiles.firstName);
  for (const row of rows) {
    await sendTemplatedEmail(deps, {
      template: TEMPLATE_KEYS.commissionApproved,
      to: row.email,
      ...inEveryLocale((locale) => ({
        firstName: row.firstName || 'there',
        commissions: commissionCount(locale, row.count),
        amount: usd.format(toMoney(row.amount)),
        approvedAt: longDate(locale, approvedAt),
        url: `${deps.appUrl.replace(/\/+$/, '')}/affiliate/commissions`,
      })),
    });
  }
}
