import { eq } from 'drizzle-orm';
import type { Me } from '../../../common/contracts/account';
import { isLocale } from '../../../common/locales';
import { isRole } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { spendablePoints } from '../commerce/spendable-points';

/** Spendable points are what is left in active, unexpired packages: the number we enforce. */
export async function getOwnProfile(db: DbOrTx, userId: string, now = new Date()): Promise<Me> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!profile) throw new AppError('NOT_FOUND', 'Profile not found');
  const points = await spendablePoints(db, userId, now);
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: isRole(profile.role) ? profile.role : 'student',
    unlockPoints: points,
    emailVerified: profile.emailVerified,
    phoneNumber: profile.phoneNumber,
    countryCode: profile.countryCode,
    code: profile.code,
    locale: isLocale(profile.locale) ? profile.locale : 'en',
    createdAt: profile.createdAt.toISOString(),
  };
}
