import { eq, sql } from 'drizzle-orm';
import type { AccountStatus } from '../../../common/contracts/users';
import { isRole, type Role } from '../../../common/roles';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { ensureAnotherAdmin, LAST_ADMIN_MESSAGE, lockAdmins, lockUser } from './lock-user';

const asRole = (value: string | null): Role | null => (isRole(value) ? value : null);

/**
 * Deactivation (domain.md, Accounts): the role becomes `inactive`, the old one is kept for
 * reactivation, and every session of the user ends, so the next sign-in lands on /inactive.
 * Never the caller's own account, never the last administrator. Audited (`user.deactivate`).
 */
export async function deactivateAccount(
  db: Db,
  userId: string,
  actor: AuditActor,
): Promise<AccountStatus> {
  if (userId === actor.userId) {
    throw new AppError('CONFLICT', 'You cannot deactivate your own account');
  }
  return db.transaction(async (tx) => {
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
    return {
      id: user.id,
      email: user.email,
      role: 'inactive',
      previousRole: asRole(user.role),
      sessionsEnded,
    };
  });
}

/**
 * Reactivation restores the role the account had; one without a record becomes a student.
 * Audited (`user.reactivate`).
 */
export async function reactivateAccount(
  db: Db,
  userId: string,
  actor: AuditActor,
): Promise<AccountStatus> {
  return db.transaction(async (tx) => {
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
    return { id: user.id, email: user.email, role: restored, previousRole: null, sessionsEnded: 0 };
  });
}
