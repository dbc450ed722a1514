import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminPaymentDetail, PaymentEvent } from '../../../common/contracts/commerce';
import type { DbOrTx } from '../../db/client';
import {
  commissions,
  coupons,
  packages,
  paymentEvents,
  payments,
  profiles,
  usersPackages,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toAdminRow } from './list-payments';
import { breakdownOfPayment } from './pricing';

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** One payment for administrators: amounts, people, commission, credit and its timeline. */
export async function getPaymentDetail(db: DbOrTx, id: string): Promise<AdminPaymentDetail> {
  const [row] = await db
    .select({
      payment: payments,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      packageName: packages.name,
      couponCode: coupons.code,
    })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .where(eq(payments.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Payment not found');
  const p = row.payment;

  const peopleIds = [p.affiliateId, p.refundedBy].filter((v): v is string => Boolean(v));
  const [people, [commission], [credit], events] = await Promise.all([
    peopleIds.length
      ? db
          .select({
            id: profiles.id,
            email: profiles.email,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
          })
          .from(profiles)
          .where(inArray(profiles.id, peopleIds))
      : Promise.resolve([]),
    db.select().from(commissions).where(eq(commissions.paymentId, id)).limit(1),
    db.select().from(usersPackages).where(eq(usersPackages.paymentId, id)).limit(1),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, id))
      .orderBy(asc(paymentEvents.processedAt)),
  ]);
  const person = (personId: string | null) => {
    const found = people.find((x) => x.id === personId);
    return found
      ? { id: found.id, email: found.email, name: `${found.firstName} ${found.lastName}`.trim() }
      : null;
  };
  const timeline: PaymentEvent[] = [
    {
      id: `created-${p.id}`,
      at: p.createdAt.toISOString(),
      provider: p.provider,
      type: 'checkout.created',
      outcome: `checkout started for ${usd(p.amountPaid)}`,
    },
    ...events.map((e) => ({
      id: e.id,
      at: e.processedAt.toISOString(),
      provider: e.provider,
      type: e.type,
      outcome: e.outcome,
    })),
  ];
  return {
    ...toAdminRow(row),
    pricing: breakdownOfPayment(p, row.couponCode),
    expiresAt: p.expiresAt.toISOString(),
    refundedAt: p.refundedAt?.toISOString() ?? null,
    refundedBy: person(p.refundedBy),
    affiliate: person(p.affiliateId),
    commission: commission
      ? { rate: commission.rate, amount: commission.amount, status: commission.status }
      : null,
    credit: credit
      ? {
          usersPackageId: credit.id,
          points: credit.packageUnlockPoints,
          availability: credit.availability,
          expiryDate: credit.expiryDate.toISOString(),
          status: credit.status,
        }
      : null,
    events: timeline,
  };
}
