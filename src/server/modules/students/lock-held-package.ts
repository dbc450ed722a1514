import { and, eq } from 'drizzle-orm';
import { STUDENT_MSG } from '../../../common/contracts/students';
import type { Tx } from '../../db/client';
import { usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { loadStudent } from './student-account';

/**
 * Inside a transaction: locks the student's profile row, then one of their package rows (the
 * order of every points change: profile → package). 404 when either is not found.
 */
export async function lockHeldPackage(tx: Tx, studentId: string, usersPackageId: string) {
  await loadStudent(tx, studentId, { lock: true });
  const [held] = await tx
    .select()
    .from(usersPackages)
    .where(and(eq(usersPackages.id, usersPackageId), eq(usersPackages.userId, studentId)))
    .for('update');
  if (!held) throw new AppError('NOT_FOUND', STUDENT_MSG.heldPackageNotFound);
  return held;
}
