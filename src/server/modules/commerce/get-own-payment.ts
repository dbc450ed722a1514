import { and, eq } from 'drizzle-orm';
import type {
  OwnPayment,
  PaymentProvider,
  PaymentStatus,
} from '../../../common/contracts/commerce';
import type { DbOrTx } from '../../db/client';
import { coupons, packages, payments, usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { expireAbandonedCheckouts } from './expire-abandoned-checkouts';
import { breakdownOfPayment } from './pricing';
import { spendablePoints } from './spendable-points';

/** A student's own payment for the result page (which polls until it is no longer pending). */
export async function getOwnPayment(
  db: DbOrTx,
  userId: string,
  paymentId: string,
  now = new Date(),
): Promise<OwnPayment> {
  await expireAbandonedCheckouts(db, now, { paymentId, userId });
  const [row] = await db
    .select({ payment: payments, packageName: packages.name, couponCode: coupons.code })
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Payment not found');
  const { payment } = row;
  const [credit] = await db
    .select({ points: usersPackages.packageUnlockPoints, expiresAt: usersPackages.expiryDate })
    .from(usersPackages)
    .where(eq(usersPackages.paymentId, payment.id))
    .limit(1);
  return {
    id: payment.id,
    status: payment.status as PaymentStatus,
    failureReason: payment.failureReason,
    provider: payment.provider as PaymentProvider,
    packageId: payment.packageId,
    packageName: row.packageName,
    pricing: breakdownOfPayment(payment, row.couponCode),
    createdAt: payment.createdAt.toISOString(),
    expiresAt: payment.expiresAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
    credit: credit ? { points: credit.points, expiresAt: credit.expiresAt.toISOString() } : null,
    points: await spendablePoints(db, userId, now),
  };
}
