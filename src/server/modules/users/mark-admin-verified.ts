import { eq } from 'drizzle-orm';
import type { UserActionResult } from '../../../common/contracts/users';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { lockUser } from './lock-user';
import { getUserRow } from './user-row';

/**
 * Vouches for an account: `admin_verified` exempts it from the e-mail-confirmation check
 * (spec section 4). Refused when it already is. Audited (`user.admin_verify`).
 */
export async function markAdminVerified(
  db: Db,
  userId: string,
  actor: AuditActor,
): Promise<UserActionResult> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.adminVerified) {
      throw new AppError('CONFLICT', 'This account is already admin-verified');
    }
    await tx
      .update(profiles)
      .set({ adminVerified: true, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.admin_verify',
      targetType: 'user',
      targetId: userId,
      before: { adminVerified: false },
      after: { adminVerified: true },
    });
    return { user: await getUserRow(tx, userId), sessionsEnded: 0 };
  });
}
