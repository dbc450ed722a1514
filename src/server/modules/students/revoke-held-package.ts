import { eq } from 'drizzle-orm';
import { type HeldPackageResult, STUDENT_MSG } from '../../../common/contracts/students';
import type { Db } from '../../db/client';
import { usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { syncUnlockPoints } from '../commerce/spendable-points';
import { lockHeldPackage } from './lock-held-package';
import { auditPicture, listHeldPackages } from './student-account';

/**
 * Takes a package back: its unspent points go (availability 0, status revoked), the student's
 * points total follows, and the change is audited. Subjects already unlocked with it stay
 * unlocked until their expiry, as after a refund. Revoking twice is refused.
 */
export async function revokeHeldPackage(
  db: Db,
  actor: AuditActor,
  studentId: string,
  usersPackageId: string,
  now = new Date(),
): Promise<HeldPackageResult> {
  return db.transaction(async (tx) => {
    const held = await lockHeldPackage(tx, studentId, usersPackageId);
    if (held.status === 'revoked') throw new AppError('CONFLICT', STUDENT_MSG.alreadyRevoked);
    const [after] = await tx
      .update(usersPackages)
      .set({ availability: 0, status: 'revoked' })
      .where(eq(usersPackages.id, held.id))
      .returning();
    if (!after) throw new Error('users_packages update returned nothing');
    const points = await syncUnlockPoints(tx, studentId, now);
    await recordAudit(tx, actor, {
      action: 'student_package.revoke',
      targetType: 'users_package',
      targetId: held.id,
      before: auditPicture(held),
      after: { ...auditPicture(after), points },
    });
    const [result] = await listHeldPackages(tx, studentId, now, held.id);
    if (!result) throw new Error('revoked package not found');
    return { package: result, points };
  });
}
