import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { COUPON_MSG } from '../../../common/contracts/coupons';
import type { DbOrTx } from '../../db/client';
import { couponRedemptions, coupons, payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PricingCoupon } from '../commerce/pricing';

export type CouponRowData = typeof coupons.$inferSelect;

/** The field a refused code is reported on (checkout body and quote query alike). */
const refuse = (message: string) => new AppError('VALIDATION', message, { couponCode: message });

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A checkout that can still be paid: pending and not past its expiry, or (Stripe only) failed
 * but not expired — Stripe's page lets the student try another card until the session ends.
 */
export const stillPayable = (now: Date) =>
  and(
    gt(payments.expiresAt, now),
    or(
      eq(payments.status, 'pending'),
      and(eq(payments.status, 'failed'), eq(payments.provider, 'stripe')),
    ),
  );

/**
 * A redemption holds a use while its checkout can still be paid and keeps it once paid (a
 * refund does not give it back). Expired checkouts and final failures hold nothing, even before
 * their rows are deleted.
 */
export const holdsAUse = (now: Date) =>
  or(inArray(payments.status, ['succeeded', 'refunded']), stillPayable(now));

/** Uses (paid) and reservations (pending) of one coupon, overall and by one student. */
async function usesOf(db: DbOrTx, couponId: string, userId: string, now: Date) {
  const [row] = await db
    .select({
      overall: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int`,
      minePending: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId} and ${payments.status} not in ('succeeded', 'refunded'))::int`,
    })
    .from(couponRedemptions)
    .innerJoin(payments, eq(payments.id, couponRedemptions.paymentId))
    .where(and(eq(couponRedemptions.couponId, couponId), holdsAUse(now)));
  return row ?? { overall: 0, mine: 0, minePending: 0 };
}

/**
 * The coupon a student may apply to a package now, or a 400 saying why not (unknown or
 * switched off, not started, expired, not for this package, used up, used by this student).
 * With `lock`, the coupon row is locked FOR UPDATE first: inside the checkout transaction this
 * serialises every checkout of one coupon, so the counts it reads cannot be overtaken.
 */
export async function checkCoupon(
  db: DbOrTx,
  input: { code: string; userId: string; packageId: string; now: Date; lock?: boolean },
): Promise<CouponRowData> {
  const { code, userId, packageId, now } = input;
  const query = db
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.code})`, code.trim().toLowerCase()))
    .limit(1);
  const [coupon] = input.lock ? await query.for('update') : await query;
  if (!coupon?.active) throw refuse(COUPON_MSG.invalid);
  if (coupon.validFrom && coupon.validFrom > now) {
    throw refuse(COUPON_MSG.notYet(day(coupon.validFrom)));
  }
  if (coupon.validUntil && coupon.validUntil < now) {
    throw refuse(COUPON_MSG.expired(day(coupon.validUntil)));
  }
  if (coupon.packageIds.length > 0 && !coupon.packageIds.includes(packageId)) {
    throw refuse(COUPON_MSG.notForPackage);
  }
  if (coupon.maxUses !== null || coupon.maxUsesPerStudent !== null) {
    const uses = await usesOf(db, coupon.id, userId, now);
    if (coupon.maxUsesPerStudent !== null && uses.mine >= coupon.maxUsesPerStudent) {
      throw refuse(uses.minePending > 0 ? COUPON_MSG.heldByCheckout : COUPON_MSG.perStudent);
    }
    if (coupon.maxUses !== null && uses.overall >= coupon.maxUses) {
      throw refuse(COUPON_MSG.usedUp);
    }
  }
  return coupon;
}

export const pricingCouponOf = (c: CouponRowData): PricingCoupon => ({
  code: c.code,
  kind: c.kind as PricingCoupon['kind'],
  value: c.value,
});
