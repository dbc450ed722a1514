import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, usersPackages } from '../../db/schema';

/** Packages whose points can be spent: active and not yet expired. */
export const spendablePackage = (userId: string, now: Date) =>
  and(
    eq(usersPackages.userId, userId),
    eq(usersPackages.status, 'active'),
    gt(usersPackages.expiryDate, now),
  );

/**
 * domain.md: the points a student can spend are the sum of `availability` over active, unexpired
 * packages. Every page shows this number and unlocking spends from the same rows.
 */
export async function spendablePoints(db: DbOrTx, userId: string, now = new Date()) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${usersPackages.availability}), 0)::int` })
    .from(usersPackages)
    .where(spendablePackage(userId, now));
  return row?.total ?? 0;
}

/** Keeps the spec's `profiles.unlock_points` equal to the spendable sum after points move. */
export async function syncUnlockPoints(db: DbOrTx, userId: string, now = new Date()) {
  const points = await spendablePoints(db, userId, now);
  await db
    .update(profiles)
    .set({ unlockPoints: points, updatedAt: now })
    .where(eq(profiles.id, userId));
  return points;
}
