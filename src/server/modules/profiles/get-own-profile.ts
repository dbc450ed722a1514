import { and, eq, gt, sql } from 'drizzle-orm';
import type { Me } from '../../../common/contracts/account';
import { isRole } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { profiles, usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Spendable points are what is left in active, unexpired packages: the number we enforce. */
export async function getOwnProfile(db: DbOrTx, userId: string, now = new Date()): Promise<Me> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!profile) throw new AppError('NOT_FOUND', 'Profile not found');
  const [points] = await db
    .select({ total: sql<number>`coalesce(sum(${usersPackages.availability}), 0)::int` })
    .from(usersPackages)
    .where(
      and(
        eq(usersPackages.userId, userId),
        eq(usersPackages.status, 'active'),
        gt(usersPackages.expiryDate, now),
      ),
    );
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: isRole(profile.role) ? profile.role : 'student',
    unlockPoints: points?.total ?? 0,
    emailVerified: profile.emailVerified,
    phoneNumber: profile.phoneNumber,
    countryCode: profile.countryCode,
    code: profile.code,
    createdAt: profile.createdAt.toISOString(),
  };
}
