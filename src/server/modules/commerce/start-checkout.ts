import { eq } from 'drizzle-orm';
import { CHECKOUT_LIFETIME_MINUTES, type CheckoutResult } from '../../../common/contracts/commerce';
import type { Db } from '../../db/client';
import { payments, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkCoupon, pricingCouponOf } from '../coupons/check-coupon';
import { recordRedemption, releaseRedemptions } from '../coupons/redemptions';
import type { Mailer } from '../email/create-mailer';
import { expireAbandonedCheckouts } from './expire-abandoned-checkouts';
import { findReferringAffiliate } from './find-referring-affiliate';
import type { PaymentGateway } from './payment-gateway';
import { breakdownOf, CURRENCY, priceInCents, toDollars } from './pricing';
import { processPaymentEvent } from './process-payment-event';
import { findPackageForSale } from './quote-packages';
import { sendReceipt } from './send-receipt';

export type CheckoutDeps = {
  db: Db;
  gateway: PaymentGateway;
  appUrl: string;
  /** Sends the receipt of a checkout a coupon made free (credited at once). */
  mailer?: Mailer;
  log?: { error(obj: object, msg: string): void };
};

export const paymentResultUrl = (appUrl: string, paymentId: string) =>
  `${appUrl}/student/payment-result?payment=${paymentId}`;

/**
 * Starts paying for a package: a pending payment whose amount the server computes (list price
 * minus the package and referral discounts and the coupon, if any), then Stripe's hosted
 * Checkout or the sandbox page. A coupon's use is reserved in the transaction that creates the
 * payment, under a lock on the coupon row, so concurrent checkouts never exceed its limits.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  userId: string,
  packageId: string,
  now = new Date(),
  couponCode?: string,
): Promise<CheckoutResult> {
  const { db, gateway } = deps;
  await expireAbandonedCheckouts(db, now, { userId });
  const pkg = await findPackageForSale(db, packageId);
  const [student] = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!student) throw new AppError('NOT_FOUND', 'Profile not found');
  const affiliate = await findReferringAffiliate(db, userId);
  const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MINUTES * 60_000);

  const { payment, price } = await db.transaction(async (tx) => {
    const coupon = couponCode
      ? await checkCoupon(tx, { code: couponCode, userId, packageId: pkg.id, now, lock: true })
      : null;
    const price = priceInCents(
      pkg,
      affiliate?.referralDiscountPercent ?? 0,
      coupon ? pricingCouponOf(coupon) : null,
    );
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        packageId: pkg.id,
        provider: gateway.provider,
        amountList: toDollars(price.listPrice),
        discountPackage: toDollars(price.packageDiscount),
        discountAffiliate: toDollars(price.affiliateDiscount),
        amountPaid: toDollars(price.finalPrice),
        currency: CURRENCY,
        packageDiscountPercent: price.packageDiscountPercent,
        affiliateDiscountPercent: price.affiliateDiscountPercent,
        affiliateId: affiliate?.id ?? null,
        couponId: coupon?.id ?? null,
        discountCoupon: toDollars(price.couponDiscount),
        createdAt: now,
        updatedAt: now,
        expiresAt,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('payment insert returned nothing');
    if (coupon)
      await recordRedemption(tx, { couponId: coupon.id, paymentId: payment.id, userId, now });
    return { payment, price };
  });

  if (price.finalPrice === 0) return completeFreeCheckout(deps, payment.id, price, expiresAt, now);

  let reference = `sandbox_cs_${payment.id.replaceAll('-', '')}`;
  let checkoutUrl: string | null = null;
  if (gateway.provider === 'stripe') {
    try {
      const session = await gateway.createCheckoutSession({
        paymentId: payment.id,
        userId,
        email: student.email,
        packageName: pkg.name,
        description: pkg.description,
        amountCents: price.finalPrice,
        currency: CURRENCY,
        expiresAt,
        successUrl: paymentResultUrl(deps.appUrl, payment.id),
        cancelUrl: `${deps.appUrl}/student/payment/${pkg.id}`,
      });
      reference = session.id;
      checkoutUrl = session.url;
    } catch (err) {
      deps.log?.error(
        { err, paymentId: payment.id },
        'Stripe Checkout Session could not be created',
      );
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'failed', failureReason: 'provider_unavailable', updatedAt: now })
          .where(eq(payments.id, payment.id));
        await releaseRedemptions(tx, [payment.id]);
      });
      throw new AppError(
        'UNAVAILABLE',
        'The payment provider could not be reached. Nothing was charged; please try again in a moment.',
      );
    }
  }
  await db.update(payments).set({ providerRef: reference }).where(eq(payments.id, payment.id));
  return {
    paymentId: payment.id,
    provider: gateway.provider,
    checkoutUrl,
    reference,
    expiresAt: expiresAt.toISOString(),
    pricing: breakdownOf(price),
    completed: false,
  };
}

/**
 * Nothing left to pay (a coupon covered the price): no provider can charge zero, so the app
 * settles the checkout itself with the event a no-cost Stripe Checkout sends, through the same
 * event processing that credits every payment.
 */
async function completeFreeCheckout(
  deps: CheckoutDeps,
  paymentId: string,
  price: ReturnType<typeof priceInCents>,
  expiresAt: Date,
  now: Date,
): Promise<CheckoutResult> {
  const reference = `free_${paymentId.replaceAll('-', '')}`;
  await deps.db.update(payments).set({ providerRef: reference }).where(eq(payments.id, paymentId));
  const result = await processPaymentEvent(
    deps.db,
    {
      id: `app_free_${paymentId}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: reference,
          object: 'checkout.session',
          client_reference_id: paymentId,
          metadata: { paymentId },
          payment_status: 'no_payment_required',
          amount_total: 0,
          currency: CURRENCY,
        },
      },
    },
    now,
  );
  if (result.credit && deps.mailer) {
    deps.mailer.background(
      sendReceipt(
        { db: deps.db, mailer: deps.mailer, appUrl: deps.appUrl },
        paymentId,
        result.credit,
      ),
    );
  }
  return {
    paymentId,
    provider: deps.gateway.provider,
    checkoutUrl: null,
    reference,
    expiresAt: expiresAt.toISOString(),
    pricing: breakdownOf(price),
    completed: true,
  };
}
