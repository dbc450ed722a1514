import { eq, sql } from 'drizzle-orm';
import type { AccountStatus } from '../../../common/contracts/users';
import { isRole, type Role } from '../../../common/roles';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { ensureAnotherAdmin, LAST_ADMIN_MESSAGE, lockAdmins, lockUser } from './lock-user';
import { type AccountStatusDeps, sendAccountStatusEmail } from './send-account-status-email';

const asRole = (value: string | null): Role | null => (isRole(value) ? value : null);

/**
 * Deactivation (domain.md, Accounts): the role becomes `inactive`, the old one is kept for
 * reactivation, and every session of the user ends, so the next sign-in lands on /inactive.
 * Never the caller's own account, never the last administrator. Audited (`user.deactivate`).
 * Once committed, the user gets the `account deactivated` e-mail (in the background).
 */
export async function deactivateAccount(
  deps: AccountStatusDeps,
  userId: string,
  actor: AuditActor,
): Promise<AccountStatus> {
  if (userId === actor.userId) {
    throw new AppError('CONFLICT', 'You cannot deactivate your own account');
  }
  const { status, user } = await deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const user = await lockUser(tx, userId);
    if (user.role === 'inactive') {
      throw new AppError('CONFLICT', 'This account is already deactivated');
    }
    if (user.role === 'admin') ensureAnotherAdmin(admins, userId, LAST_ADMIN_MESSAGE.deactivate);
    await tx
      .update(profiles)
      .set({ role: 'inactive', previousRole: user.role, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    // Both drivers answer raw SQL with `{ rows }`.
    const ended = (await tx.execute(
      sql`select admin_clear_user_sessions(${userId}) as cleared`,
    )) as unknown as { rows: { cleared: number }[] };
    const sessionsEnded = Number(ended.rows[0]?.cleared ?? 0);
    await recordAudit(tx, actor, {
      action: 'user.deactivate',
      targetType: 'user',
      targetId: userId,
      before: { role: user.role, previousRole: user.previousRole },
      after: { role: 'inactive', previousRole: user.role, sessionsEnded },
    });
    const status: AccountStatus = {
      id: user.id,
      email: user.email,
      role: 'inactive',
      previousRole: asRole(user.role),
      sessionsEnded,
    };
    return { status, user };
  });
  sendAccountStatusEmail(deps, user, 'deactivated');
  return status;
}

/**
 * Reactivation restores the role the account had; one without a record becomes a student.
 * Audited (`user.reactivate`). Once committed, the user gets the `account reactivated` e-mail.
 */
export async function reactivateAccount(
  deps: AccountStatusDeps,
  userId: string,
  actor: AuditActor,
): Promise<AccountStatus> {
  const { status, user } = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.role !== 'inactive') {
      throw new AppError('CONFLICT', 'This account is not deactivated');
    }
    const role = asRole(user.previousRole) ?? 'student';
    const restored = role === 'inactive' ? 'student' : role;
    await tx
      .update(profiles)
      .set({ role: restored, previousRole: null, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.reactivate',
      targetType: 'user',
      targetId: userId,
      before: { role: 'inactive', previousRole: user.previousRole },
      after: { role: restored, previousRole: null },
    });
    const status: AccountStatus = {
      id: user.id,
      email: user.email,
      role: restored,
      previousRole: null,
      sessionsEnded: 0,
    };
    return { status, user };
  });
  sendAccountStatusEmail(deps, user, 'reactivated');
  return status;
}
