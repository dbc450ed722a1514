import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { UnlockResult } from '../../../common/contracts/commerce';
import type { Db } from '../../db/client';
import { profiles, subjects, subjectUnlocks, usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { spendablePackage, syncUnlockPoints } from './spendable-points';

export const NO_POINTS_MESSAGE =
  'You have no unlock points left. Buy a package to unlock more subjects.';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Spends one point on a subject, from the active package that expires first; access lasts until
 * that package's expiry. One transaction: the student's profile row is locked first, so two
 * requests of the same student take turns (never two unlocks for one point, never the same
 * subject twice), then the package row is locked while its point is taken.
 */
export async function unlockSubject(
  db: Db,
  userId: string,
  subjectId: string,
  now = new Date(),
): Promise<UnlockResult> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    const [subject] = await tx
      .select({ name: subjects.name, isActive: subjects.isActive })
      .from(subjects)
      .where(eq(subjects.id, subjectId))
      .limit(1);
    if (!subject?.isActive) {
      throw new AppError('NOT_FOUND', 'This subject does not exist or is not available');
    }
    const [current] = await tx
      .select({ expiresAt: subjectUnlocks.expiresAt })
      .from(subjectUnlocks)
      .where(
        and(
          eq(subjectUnlocks.userId, userId),
          eq(subjectUnlocks.subjectId, subjectId),
          gt(subjectUnlocks.expiresAt, now),
        ),
      )
      .limit(1);
    if (current) {
      throw new AppError(
        'CONFLICT',
        `${subject.name} is already unlocked until ${day.format(current.expiresAt)}; no point was spent`,
      );
    }
    const [source] = await tx
      .select({ id: usersPackages.id, expiryDate: usersPackages.expiryDate })
      .from(usersPackages)
      .where(and(spendablePackage(userId, now), gt(usersPackages.availability, 0)))
      .orderBy(asc(usersPackages.expiryDate), asc(usersPackages.purchaseDate))
      .limit(1)
      .for('update');
    if (!source) throw new AppError('PAYMENT_REQUIRED', NO_POINTS_MESSAGE);
    await tx
      .update(usersPackages)
      .set({ availability: sql`${usersPackages.availability} - 1` })
      .where(eq(usersPackages.id, source.id));
    await tx.insert(subjectUnlocks).values({
      userId,
      subjectId,
      usersPackageId: source.id,
      unlockedAt: now,
      expiresAt: source.expiryDate,
    });
    const points = await syncUnlockPoints(tx, userId, now);
    return { subjectId, expiresAt: source.expiryDate.toISOString(), points };
  });
}
