import { eq, sql } from 'drizzle-orm';
import type { VerificationFixResult } from '../../../common/contracts/users';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * The manual verification fix (spec section 4): marks the profile with this e-mail
 * `admin_verified`, so it passes the e-mail-confirmation check. When administrators fix their
 * own profile, their sessions end and they sign in again.
 */
export async function fixVerification(
  db: Db,
  email: string,
  actor: { userId: string },
): Promise<VerificationFixResult> {
  const [row] = await db
    .update(profiles)
    .set({ adminVerified: true, updatedAt: new Date() })
    .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()))
    .returning({ id: profiles.id, email: profiles.email });
  if (!row) throw new AppError('NOT_FOUND', `No user found with email: ${email}`);
  const self = row.id === actor.userId;
  if (self) await db.execute(sql`select invalidate_all_user_sessions(${row.id})`);
  return { email: row.email, self };
}
