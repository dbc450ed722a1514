import { and, eq, ne } from 'drizzle-orm';
import type { AssignableRole, UserActionResult } from '../../../common/contracts/users';
import { MSG } from '../../../common/messages';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { ensureAnotherAdmin, LAST_ADMIN_MESSAGE, lockAdmins, lockUser } from './lock-user';
import { getUserRow } from './user-row';

const codeTaken = () => new AppError('CONFLICT', MSG.codeInUse, { code: MSG.codeInUse });

/**
 * Gives an active account another role. Refused for the caller's own account, a deactivated one
 * (reactivate it first), the role it already has, and the last administrator. An affiliate needs
 * an own code: the one it has, or `code`. The role takes effect on the user's next request
 * (the session reader reads it every time). Audited (`user.role_change`).
 */
export async function changeRole(
  db: Db,
  userId: string,
  input: { role: AssignableRole; code?: string },
  actor: AuditActor,
): Promise<UserActionResult> {
  if (userId === actor.userId) {
    throw new AppError('CONFLICT', 'You cannot change your own role');
  }
  try {
    return await db.transaction(async (tx) => {
      const admins = await lockAdmins(tx);
      const user = await lockUser(tx, userId);
      if (user.role === 'inactive') {
        throw new AppError('CONFLICT', 'This account is deactivated: reactivate it first');
      }
      if (user.role === input.role) {
        throw new AppError('CONFLICT', `This user is already ${article(input.role)}`);
      }
      if (user.role === 'admin') ensureAnotherAdmin(admins, userId, LAST_ADMIN_MESSAGE.role);

      let code = user.code;
      if (input.role === 'affiliate' && input.code && input.code !== user.code) {
        const [owner] = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.code, input.code), ne(profiles.id, userId)));
        if (owner) throw codeTaken();
        code = input.code;
      }
      if (input.role === 'affiliate' && !code) {
        throw new AppError('BAD_REQUEST', 'An affiliate needs a code: enter one', {
          code: 'An affiliate needs a code',
        });
      }
      await tx
        .update(profiles)
        .set({ role: input.role, code, updatedAt: new Date() })
        .where(eq(profiles.id, userId));
      await recordAudit(tx, actor, {
        action: 'user.role_change',
        targetType: 'user',
        targetId: userId,
        before: { role: user.role, code: user.code },
        after: { role: input.role, code },
      });
      return { user: await getUserRow(tx, userId), sessionsEnded: 0 };
    });
  } catch (err) {
    // Another request took the code between the check and the update.
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

const ROLE_NAMES: Record<AssignableRole, string> = {
  student: 'a student',
  affiliate: 'an affiliate',
  admin: 'an administrator',
};
const article = (role: AssignableRole) => ROLE_NAMES[role];
