import { eq, sql } from 'drizzle-orm';
import type { VerificationFixResult } from '../../../common/contracts/users';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';

/**
 * The manual verification fix (spec section 4): marks the profile with this e-mail
 * `admin_verified`, so it passes the e-mail-confirmation check. When administrators fix their
 * own profile, their sessions end and they sign in again. Audited (`user.verification_fix`).
 */
export async function fixVerification(
  db: Db,
  email: string,
  actor: AuditActor,
): Promise<VerificationFixResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: profiles.id, adminVerified: profiles.adminVerified })
      .from(profiles)
      .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()))
      .for('update');
    if (!found) throw new AppError('NOT_FOUND', `No user found with email: ${email}`);
    const [row] = await tx
      .update(profiles)
      .set({ adminVerified: true, updatedAt: new Date() })
      .where(eq(profiles.id, found.id))
      .returning({ id: profiles.id, email: profiles.email });
    if (!row) throw new AppError('NOT_FOUND', `No user found with email: ${email}`);
    const self = row.id === actor.userId;
    if (self) await tx.execute(sql`select invalidate_all_user_sessions(${row.id})`);
    await recordAudit(tx, actor, {
      action: 'user.verification_fix',
      targetType: 'user',
      targetId: row.id,
      before: { adminVerified: found.adminVerified },
      after: { adminVerified: true, signedOut: self },
    });
    return { email: row.email, self };
  });
}
