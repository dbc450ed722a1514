import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** The profile fields the actions check and audit, read under a row lock. */
export async function lockUser(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
      previousRole: profiles.previousRole,
      code: profiles.code,
      emailVerified: profiles.emailVerified,
      adminVerified: profiles.adminVerified,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

export type LockedUser = Awaited<ReturnType<typeof lockUser>>;

/**
 * Locks every administrator's row, in id order, and answers their ids. Actions that may take
 * the role away call it before locking their user, so that two administrators demoting each
 * other at the same time wait for one another (no deadlock) and the second sees the first's
 * change: the product is never left without an administrator.
 */
export async function lockAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .orderBy(profiles.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** Refuses when `userId` is the only administrator among `admins`. */
export function ensureAnotherAdmin(admins: string[], userId: string, message: string) {
  if (!admins.some((id) => id !== userId)) throw new AppError('CONFLICT', message);
}

export const LAST_ADMIN_MESSAGE = {
  role: 'This is the last administrator: make someone else an administrator first',
  deactivate: 'The last administrator cannot be deactivated',
};
