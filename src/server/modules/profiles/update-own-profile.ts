import { eq } from 'drizzle-orm';
import type { Me } from '../../../common/contracts/account';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { getOwnProfile } from './get-own-profile';

export type ProfileChanges = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  countryCode: string | null;
};

/** Names, phone and country: what a user may change about themselves. */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
): Promise<Me> {
  await db
    .update(profiles)
    .set({
      ...changes,
      name: `${changes.firstName} ${changes.lastName}`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
  return getOwnProfile(db, userId);
}
