import { and, eq, lte, type SQL } from 'drizzle-orm';
import { CHECKOUT_LIFETIME_MINUTES } from '../../../common/contracts/commerce';
import type { DbOrTx } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
import { releaseRedemptions } from '../coupons/redemptions';

/**
 * Pending checkouts nobody finished within CHECKOUT_LIFETIME_MINUTES become `expired`, with an
 * entry on their timeline, and give back the coupon use they held. Runs when payments are read and on a periodic sweep; a payment whose
 * money arrives later is still credited (see process-payment-event).
 */
/** Whether a pending checkout has run out (the sweep's probe before it claims its period). */
export async function hasAbandonedCheckouts(db: DbOrTx, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

export async function expireAbandonedCheckouts(
  db: DbOrTx,
  now = new Date(),
  scope: { userId?: string; paymentId?: string } = {},
): Promise<number> {
  const where: SQL[] = [eq(payments.status, 'pending'), lte(payments.expiresAt, now)];
  if (scope.userId) where.push(eq(payments.userId, scope.userId));
  if (scope.paymentId) where.push(eq(payments.id, scope.paymentId));
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: now })
      .where(and(...where))
      .returning({ id: payments.id });
    if (expired.length === 0) return 0;
    await releaseRedemptions(
      tx,
      expired.map((p) => p.id),
    );
    await tx
      .insert(paymentEvents)
      .values(
        expired.map((p) => ({
          provider: 'app',
          eventId: `app_expired_${p.id}`,
          type: 'checkout.expired',
          paymentId: p.id,
          outcome: `expired: checkout not finished within ${CHECKOUT_LIFETIME_MINUTES} minutes`,
          processedAt: now,
        })),
      )
      .onConflictDoNothing({ target: paymentEvents.eventId });
    return expired.length;
  });
}
