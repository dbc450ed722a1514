import { desc, eq } from 'drizzle-orm';
import type { OwnPackage, OwnPackages } from '../../../common/contracts/commerce';
import type { DbOrTx } from '../../db/client';
import { packages, usersPackages } from '../../db/schema';
import { spendablePoints } from './spendable-points';

/** The student's packages, newest first; a package past its expiry reads `expired`. */
export async function listOwnPackages(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<OwnPackages> {
  const rows = await db
    .select({ held: usersPackages, isTrial: packages.isTrial })
    .from(usersPackages)
    .innerJoin(packages, eq(packages.id, usersPackages.packageId))
    .where(eq(usersPackages.userId, userId))
    .orderBy(desc(usersPackages.purchaseDate));
  const list = rows.map(({ held, isTrial }): OwnPackage => {
    const status: OwnPackage['status'] =
      held.status === 'revoked'
        ? 'revoked'
        : held.status === 'expired' || held.expiryDate <= now
          ? 'expired'
          : 'active';
    return {
      id: held.id,
      packageId: held.packageId,
      name: held.packageName,
      description: held.packageDesc,
      unlockPoints: held.packageUnlockPoints,
      availability: held.availability,
      examLimit: held.examLimit,
      isTrial,
      purchaseDate: held.purchaseDate.toISOString(),
      expiryDate: held.expiryDate.toISOString(),
      status,
    };
  });
  return { points: await spendablePoints(db, userId, now), packages: list };
}
