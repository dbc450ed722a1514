import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, usersPackages } from '../../db/schema';
import { syncUnlockPoints } from './spendable-points';

/** A stored total above what the student can spend (an expired package still counted). */
function staleTotal(now: Date) {
  const spendable = sql`(select coalesce(sum(${usersPackages.availability}), 0)
      from ${usersPackages}
     where ${and(
       eq(usersPackages.userId, profiles.id),
       eq(usersPackages.status, 'active'),
       gt(usersPackages.expiryDate, now),
     )})`;
  return and(gt(profiles.unlockPoints, 0), sql`${profiles.unlockPoints} > ${spendable}`);
}

/** Whether some stored total needs repairing (the sweep's probe before it claims its period). */
export async function hasStaleTotals(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(staleTotal(now)).limit(1);
  return row !== undefined;
}

/**
 * Keeps the spec's `profiles.unlock_points` true after packages expire (issue 18): an expiry is
 * a moment, not a write, so the stored total of a student whose package ran out still counts its
 * points until something resets it. Every page shows the spendable sum anyway; this repairs the
 * column (what exports, reports and the user diagnostic read) for the students whose stored total
 * is above what they can spend. Each one under the profile's row lock, as every points change.
 */
export async function syncExpiredPoints(db: Db, now = new Date()): Promise<number> {
  const stale = await db.select({ id: profiles.id }).from(profiles).where(staleTotal(now));
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id)).for('update');
      await syncUnlockPoints(tx, id, now);
    });
  }
  return stale.length;
}
