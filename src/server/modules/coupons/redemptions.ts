import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponRedemptions } from '../../db/schema';

/**
 * Takes a use of a coupon for a checkout, in the transaction that created the payment (after
 * `checkCoupon` with `lock`). Also used when money arrives for a checkout that had expired: it
 * was paid at the coupon's price, so the use counts again (payment_id is unique: once only).
 */
export async function recordRedemption(
  db: DbOrTx,
  r: { couponId: string; paymentId: string; userId: string; now: Date },
): Promise<void> {
  await db
    .insert(couponRedemptions)
    .values({ couponId: r.couponId, paymentId: r.paymentId, userId: r.userId, createdAt: r.now })
    .onConflictDoNothing({ target: couponRedemptions.paymentId });
}

/** Gives back the uses held by checkouts that expired or failed (ADR: coupon reservations). */
export async function releaseRedemptions(db: DbOrTx, paymentIds: string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await db.delete(couponRedemptions).where(inArray(couponRedemptions.paymentId, paymentIds));
}
