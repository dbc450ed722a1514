import { and, asc, eq } from 'drizzle-orm';
import type { Quote, QuoteList, QuoteResult } from '../../../common/contracts/commerce';
import type { DbOrTx } from '../../db/client';
import { packages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findReferringAffiliate, type ReferringAffiliate } from './find-referring-affiliate';
import { breakdownOf, priceInCents } from './pricing';

type PackageRow = typeof packages.$inferSelect;

export const PACKAGE_NOT_FOR_SALE = 'This package does not exist or is no longer on sale';
export const TRIAL_NOT_FOR_SALE =
  'The Free Trial comes with every new account and cannot be bought; choose another package';

function quoteOf(pkg: PackageRow, affiliate: ReferringAffiliate | null): Quote {
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
    pricing: breakdownOf(priceInCents(pkg, affiliate?.referralDiscountPercent ?? 0)),
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

export async function quotePackage(
  db: DbOrTx,
  studentId: string,
  packageId: string,
): Promise<QuoteResult> {
  const [pkg, affiliate] = await Promise.all([
    findPackageForSale(db, packageId),
    findReferringAffiliate(db, studentId),
  ]);
  return { referral: referralOf(affiliate), package: quoteOf(pkg, affiliate) };
}
