import { eq } from 'drizzle-orm';
import { CHECKOUT_LIFETIME_MINUTES, type CheckoutResult } from '../../../common/contracts/commerce';
import type { Db } from '../../db/client';
import { payments, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { expireAbandonedCheckouts } from './expire-abandoned-checkouts';
import { findReferringAffiliate } from './find-referring-affiliate';
import type { PaymentGateway } from './payment-gateway';
import { breakdownOf, CURRENCY, priceInCents, toDollars } from './pricing';
import { findPackageForSale } from './quote-packages';

export type CheckoutDeps = {
  db: Db;
  gateway: PaymentGateway;
  appUrl: string;
  log?: { error(obj: object, msg: string): void };
};

export const paymentResultUrl = (appUrl: string, paymentId: string) =>
  `${appUrl}/student/payment-result?payment=${paymentId}`;

/**
 * Starts paying for a package: a pending payment whose amount the server computes (list price
 * minus the package and referral discounts), then Stripe's hosted Checkout or the sandbox page.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  userId: string,
  packageId: string,
  now = new Date(),
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
  const price = priceInCents(pkg, affiliate?.referralDiscountPercent ?? 0);
  const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MINUTES * 60_000);

  const [payment] = await db
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
      createdAt: now,
      updatedAt: now,
      expiresAt,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment insert returned nothing');

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
      await db
        .update(payments)
        .set({ status: 'failed', failureReason: 'provider_unavailable', updatedAt: now })
        .where(eq(payments.id, payment.id));
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
  };
}
