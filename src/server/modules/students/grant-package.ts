import { and, eq } from 'drizzle-orm';
import { type HeldPackageResult, STUDENT_MSG } from '../../../common/contracts/students';
import type { Db } from '../../db/client';
import { packages, usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit/record-audit';
import { recordAudit } from '../audit/record-audit';
import { expiryOf } from '../commerce/credit-package';
import { syncUnlockPoints } from '../commerce/spendable-points';
import {
  auditPicture,
  endOfDay,
  listHeldPackages,
  loadStudent,
  startOfToday,
} from './student-account';

export type GrantInput = { packageId: string; expiryDate?: string; examLimit?: number | null };

/**
 * An administrator gives a student a package without payment (`payment_id` null): the package's
 * terms are copied as a purchase copies them, its points become spendable, the student's points
 * total is updated and the grant is audited, all in one transaction. The student's profile row is
 * locked first, as every points change does. A package no longer on sale may be given (it is an
 * administrator's tool); the Free Trial only once per student, as registration gives it.
 */
export async function grantPackage(
  db: Db,
  actor: AuditActor,
  studentId: string,
  input: GrantInput,
  now = new Date(),
): Promise<HeldPackageResult> {
  return db.transaction(async (tx) => {
    await loadStudent(tx, studentId, { lock: true });
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, input.packageId));
    if (!pkg) {
      throw new AppError('NOT_FOUND', STUDENT_MSG.packageNotFound, {
        packageId: STUDENT_MSG.packageNotFound,
      });
    }
    if (pkg.isTrial) {
      const [had] = await tx
        .select({ id: usersPackages.id })
        .from(usersPackages)
        .innerJoin(packages, eq(packages.id, usersPackages.packageId))
        .where(and(eq(usersPackages.userId, studentId), eq(packages.isTrial, true)))
        .limit(1);
      if (had) {
        throw new AppError('CONFLICT', STUDENT_MSG.trialTwice, {
          packageId: STUDENT_MSG.trialTwice,
        });
      }
    }
    let expiryDate = expiryOf(pkg.validityMonths, now);
    if (input.expiryDate !== undefined) {
      expiryDate = endOfDay(input.expiryDate);
      if (expiryDate < startOfToday(now) || expiryDate <= now) {
        throw new AppError('VALIDATION', STUDENT_MSG.expiryPast, {
          expiryDate: STUDENT_MSG.expiryPast,
        });
      }
    }
    const [row] = await tx
      .insert(usersPackages)
      .values({
        userId: studentId,
        packageId: pkg.id,
        packageName: pkg.name,
        packageDesc: pkg.description,
        packagePrice: pkg.price,
        packageUnlockPoints: pkg.unlockPoints,
        availability: pkg.unlockPoints,
        examLimit: input.examLimit === undefined ? pkg.examLimit : input.examLimit,
        paymentId: null,
        purchaseDate: now,
        expiryDate,
      })
      .returning();
    if (!row) throw new Error('users_packages insert returned nothing');
    const points = await syncUnlockPoints(tx, studentId, now);
    await recordAudit(tx, actor, {
      action: 'student_package.grant',
      targetType: 'users_package',
      targetId: row.id,
      before: null,
      after: { ...auditPicture(row), points },
    });
    const [held] = await listHeldPackages(tx, studentId, now, row.id);
    if (!held) throw new Error('granted package not found');
    return { package: held, points };
  });
}
