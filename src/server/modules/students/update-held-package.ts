import { eq } from 'drizzle-orm';
import { type HeldPackageResult, STUDENT_MSG } from '../../../common/contracts/students';
import type { Db } from '../../db/client';
import { subjectUnlocks, usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { syncUnlockPoints } from '../commerce/spendable-points';
import { examAllowance } from '../exams/exam-allowance';
import { lockHeldPackage } from './lock-held-package';
import { auditPicture, endOfDay, listHeldPackages, startOfToday } from './student-account';

export type HeldPackageChange = { expiryDate?: string; examLimit?: number | null };

/**
 * Changes a package's expiry (last day of access, from today on) or the exams it allows.
 * - Subjects unlocked with the package follow its new expiry (access lasts as long as the
 *   package that paid for it, domain.md); an expired package moved into the future is active
 *   again with the points it still has.
 * - Exams are counted per student, not per package (modules/exams/exam-allowance.ts): lowering a
 *   limit is refused when the student's allowance would fall below the exams already counted.
 * - A revoked package is not changed.
 */
export async function updateHeldPackage(
  db: Db,
  actor: AuditActor,
  studentId: string,
  usersPackageId: string,
  change: HeldPackageChange,
  now = new Date(),
): Promise<HeldPackageResult> {
  return db.transaction(async (tx) => {
    const held = await lockHeldPackage(tx, studentId, usersPackageId);
    if (held.status === 'revoked') throw new AppError('CONFLICT', STUDENT_MSG.revokedNotEditable);
    const set: Partial<typeof usersPackages.$inferInsert> = {};
    if (change.expiryDate !== undefined) {
      const expiry = endOfDay(change.expiryDate);
      if (expiry < startOfToday(now) || expiry <= now) {
        throw new AppError('VALIDATION', STUDENT_MSG.expiryPast, {
          expiryDate: STUDENT_MSG.expiryPast,
        });
      }
      if (expiry.getTime() !== held.expiryDate.getTime()) {
        set.expiryDate = expiry;
        if (held.status === 'expired') set.status = 'active';
      }
    }
    if (change.examLimit !== undefined && change.examLimit !== held.examLimit) {
      set.examLimit = change.examLimit;
    }
    if (Object.keys(set).length === 0) {
      throw new AppError('VALIDATION', STUDENT_MSG.nothingToChange);
    }
    const [after] = await tx
      .update(usersPackages)
      .set(set)
      .where(eq(usersPackages.id, held.id))
      .returning();
    if (!after) throw new Error('users_packages update returned nothing');
    if (set.expiryDate) {
      await tx
        .update(subjectUnlocks)
        .set({ expiresAt: set.expiryDate })
        .where(eq(subjectUnlocks.usersPackageId, held.id));
    }
    const lowered =
      set.examLimit !== undefined &&
      set.examLimit !== null &&
      (held.examLimit === null || set.examLimit < held.examLimit);
    if (lowered) {
      const allowance = await examAllowance(tx, studentId, now);
      if (allowance.limit !== null && allowance.limit < allowance.used) {
        // Thrown inside the transaction: the change is rolled back.
        const message = STUDENT_MSG.allowanceBelowUsed(allowance.used);
        throw new AppError('CONFLICT', message, { examLimit: message });
      }
    }
    const points = await syncUnlockPoints(tx, studentId, now);
    await recordAudit(tx, actor, {
      action: 'student_package.update',
      targetType: 'users_package',
      targetId: held.id,
      before: auditPicture(held),
      after: { ...auditPicture(after), points },
    });
    const [result] = await listHeldPackages(tx, studentId, now, held.id);
    if (!result) throw new Error('changed package not found');
    return { package: result, points };
  });
}
