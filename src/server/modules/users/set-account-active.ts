import { eq, sql } from 'drizzle-orm';
import type { AccountStatus } from '../../../common/contracts/users';
import { isRole, type Role } from '../../../common/roles';
import type { Db, Tx } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';

async function lockProfile(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: profiles.id, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

const asRole = (value: string | null): Role | null => (isRole(value) ? value : null);

/**
 * Deactivation (domain.md, Accounts): the role becomes `inactive`, the old one is kept for
 * reactivation, and every session of the user ends, so the next sign-in lands on /inactive.
 */
export async function deactivateAccount(
  db: Db,
  userId: string,
  actorId: string,
): Promise<AccountStatus> {
  if (userId === actorId) {
    throw new AppError('CONFLICT', 'You cannot deactivate your own account');
  }
  return db.transaction(async (tx) => {
    const user = await lockProfile(tx, userId);
    if (user.role === 'inactive') {
      throw new AppError('CONFLICT', 'This account is already deactivated');
    }
    await tx
      .update(profiles)
      .set({ role: 'inactive', previousRole: user.role, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    // Both drivers answer raw SQL with `{ rows }`.
    const ended = (await tx.execute(
      sql`select admin_clear_user_sessions(${userId}) as cleared`,
    )) as unknown as { rows: { cleared: number }[] };
    return {
      id: user.id,
      email: user.email,
      role: 'inactive',
      previousRole: asRole(user.role),
      sessionsEnded: Number(ended.rows[0]?.cleared ?? 0),
    };
  });
}

/** Reactivation restores the role the account had; one without a record becomes a student. */
export async function reactivateAccount(db: Db, userId: string): Promise<AccountStatus> {
  return db.transaction(async (tx) => {
    const user = await lockProfile(tx, userId);
    if (user.role !== 'inactive') {
      throw new AppError('CONFLICT', 'This account is not deactivated');
    }
    const [restored] = await tx
      .update(profiles)
      .set({
        role: sql`coalesce(${profiles.previousRole}, 'student')`,
        previousRole: null,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId))
      .returning({ role: profiles.role });
    return {
      id: user.id,
      email: user.email,
      role: asRole(restored?.role ?? null) ?? 'student',
      previousRole: null,
      sessionsEnded: 0,
    };
  });
}
