import type { PriceBreakdown } from '../../../common/contracts/commerce';

export const CURRENCY = 'usd';

/** Dollars (numeric(10,2)) to whole cents, without floating-point drift. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

export type PriceInCents = {
  listPrice: number;
  packageDiscountPercent: number;
  packageDiscount: number;
  affiliateDiscountPercent: number;
  affiliateDiscount: number;
  couponCode: string | null;
  couponDiscount: number;
  finalPrice: number;
};

/** A coupon as pricing needs it: percent off, or a fixed amount in dollars. */
export type PricingCoupon = { code: string; kind: 'percent' | 'fixed'; value: number };

/**
 * domain.md: list price − the package's discount − the referring affiliate's discount − the
 * coupon (issue 17), applied in that order, each rounded to the cent. Everything is computed in
 * cents; a coupon never takes the price below zero. The one pricing path of quotes, Stripe and
 * the sandbox.
 */
export function priceInCents(
  pkg: { price: number; discountPercent: number },
  affiliateDiscountPercent: number,
  coupon: PricingCoupon | null = null,
): PriceInCents {
  const listPrice = toCents(pkg.price);
  const packageDiscount = percentOf(listPrice, pkg.discountPercent);
  const afterPackage = listPrice - packageDiscount;
  const affiliateDiscount = percentOf(afterPackage, affiliateDiscountPercent);
  const afterAffiliate = afterPackage - affiliateDiscount;
  const couponDiscount = coupon
    ? Math.min(
        afterAffiliate,
        coupon.kind === 'percent' ? percentOf(afterAffiliate, coupon.value) : toCents(coupon.value),
      )
    : 0;
  return {
    listPrice,
    packageDiscountPercent: pkg.discountPercent,
    packageDiscount,
    affiliateDiscountPercent,
    affiliateDiscount,
    couponCode: coupon?.code ?? null,
    couponDiscount,
    finalPrice: afterAffiliate - couponDiscount,
  };
}

/** The breakdown as the API shows it: dollars with two decimals. */
export function breakdownOf(price: PriceInCents, currency = CURRENCY): PriceBreakdown {
  return {
    currency,
    listPrice: toDollars(price.listPrice),
    packageDiscountPercent: price.packageDiscountPercent,
    packageDiscount: toDollars(price.packageDiscount),
    affiliateDiscountPercent: price.affiliateDiscountPercent,
    affiliateDiscount: toDollars(price.affiliateDiscount),
    couponCode: price.couponCode,
    couponDiscount: toDollars(price.couponDiscount),
    finalPrice: toDollars(price.finalPrice),
  };
}

/** The breakdown stored on a payment when its checkout started. */
export function breakdownOfPayment(
  p: {
    currency: string;
    amountList: number;
    packageDiscountPercent: number;
    discountPackage: number;
    affiliateDiscountPercent: number;
    discountAffiliate: number;
    discountCoupon?: number;
    amountPaid: number;
  },
  couponCode: string | null = null,
): PriceBreakdown {
  return {
    currency: p.currency,
    listPrice: p.amountList,
    packageDiscountPercent: p.packageDiscountPercent,
    packageDiscount: p.discountPackage,
    affiliateDiscountPercent: p.affiliateDiscountPercent,
    affiliateDiscount: p.discountAffiliate,
    couponCode,
    couponDiscount: p.discountCoupon ?? 0,
    finalPrice: p.amountPaid,
  };
}

/** An affiliate's commission on an amount paid, rounded to the cent. */
export const commissionInCents = (paidCents: number, ratePercent: number) =>
  percentOf(paidCents, ratePercent);
