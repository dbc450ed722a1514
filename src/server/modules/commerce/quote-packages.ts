import { and, asc, eq } from 'drizzle-orm';
import type { Quote, QuoteList, QuoteResult } from '../../../common/contracts/commerce';
import type { DbOrTx } from '../../db/client';
import { packages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkCoupon, pricingCouponOf } from '../coupons/check-coupon';
import { findReferringAffiliate, type ReferringAffiliate } from './find-referring-affiliate';
import { breakdownOf, type PricingCoupon, priceInCents } from './pricing';

type PackageRow = typeof packages.$inferSelect;

export const PACKAGE_NOT_FOR_SALE = 'This package does not exist or is no longer on sale';
export const TRIAL_NOT_FOR_SALE =
  'The Free Trial comes with every new account and cannot be bought; choose another package';

function quoteOf(
  pkg: PackageRow,
  affiliate: ReferringAffiliate | null,
  coupon: PricingCoupon | null = null,
): Quote {
  return {
    id: pkg.id,
    name: pkg.name,
    description: pkg.description,
    price: pkg.price,
    discountPercent: pkg.discountPercent,
    unlockPoints: pkg.unlockPoints,
    validityMonths: pkg.validityMonths,
    examLimit: pkg.examLimit,
    isTrial: pkg.isTrial,
    pricing: breakdownOf(priceInCents(pkg, affiliate?.referralDiscountPercent ?? 0, coupon)),
  };
}

const referralOf = (a: ReferringAffiliate | null) => (a ? { code: a.code, name: a.name } : null);

/** Packages a student can buy (active, not the Free Trial), with this student's prices. */
export async function listQuotes(db: DbOrTx, studentId: string): Promise<QuoteList> {
  const [rows, affiliate] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(and(eq(packages.status, true), eq(packages.isTrial, false)))
      .orderBy(asc(packages.unlockPoints), asc(packages.price), asc(packages.name)),
    findReferringAffiliate(db, studentId),
  ]);
  return { referral: referralOf(affiliate), packages: rows.map((p) => quoteOf(p, affiliate)) };
}

/** A package on sale: 404 when unknown or inactive, 409 for the Free Trial. */
export async function findPackageForSale(db: DbOrTx, packageId: string): Promise<PackageRow> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (!pkg?.status) throw new AppError('NOT_FOUND', PACKAGE_NOT_FOR_SALE);
  if (pkg.isTrial) throw new AppError('CONFLICT', TRIAL_NOT_FOR_SALE);
  return pkg;
}

/**
 * One package with this student's price; with a coupon code, the price after the coupon, or a
 * 400 saying why the code does not apply (the checkout checks it again and reserves a use).
 */
export async function quotePackage(
  db: DbOrTx,
  studentId: string,
  packageId: string,
  couponCode?: string,
  now = new Date(),
): Promise<QuoteResult> {
  const [pkg, affiliate] = await Promise.all([
    findPackageForSale(db, packageId),
    findReferringAffiliate(db, studentId),
  ]);
  const coupon = couponCode
    ? await checkCoupon(db, { code: couponCode, userId: studentId, packageId: pkg.id, now })
    : null;
  return {
    referral: referralOf(affiliate),
    package: quoteOf(pkg, affiliate, coupon ? pricingCouponOf(coupon) : null),
  };
}
