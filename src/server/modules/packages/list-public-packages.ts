import { asc, eq } from 'drizzle-orm';
import type { PublicPackage } from '../../../common/contracts/packages';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema';

/** Packages with status true, fewest unlock points first (spec section 2, Pricing). */
export async function listPublicPackages(db: Db): Promise<PublicPackage[]> {
  return db
    .select({
      id: packages.id,
      name: packages.name,
      description: packages.description,
      price: packages.price,
      discountPercent: packages.discountPercent,
      unlockPoints: packages.unlockPoints,
      validityMonths: packages.validityMonths,
      examLimit: packages.examLimit,
      isTrial: packages.isTrial,
    })
    .from(packages)
    .where(eq(packages.status, true))
    .orderBy(asc(packages.unlockPoints), asc(packages.price), asc(packages.name));
}
