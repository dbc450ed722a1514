import { eq } from 'drizzle-orm';
import type { Me } from '../../../common/contracts/account';
import type { Locale } from '../../../common/locales';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { getOwnProfile } from './get-own-profile';

/** The language a user reads the interface and their e-mails in, kept with their account. */
export async function setOwnLocale(db: Db, userId: string, locale: Locale): Promise<Me> {
  await db.update(profiles).set({ locale, updatedAt: new Date() }).where(eq(profiles.id, userId));
  return getOwnProfile(db, userId);
}
