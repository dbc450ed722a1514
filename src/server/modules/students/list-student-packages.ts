import { and, asc, eq } from 'drizzle-orm';
import type { StudentPackages } from '../../../common/contracts/students';
import type { DbOrTx } from '../../db/client';
import { packages, usersPackages } from '../../db/schema';
import { examAllowance } from '../exams/exam-allowance';
import { listHeldPackages, loadStudent, toStudentSummary } from './student-account';

/** The edit-packages page: the student, their packages and allowance, what can be given. */
export async function listStudentPackages(
  db: DbOrTx,
  studentId: string,
  now = new Date(),
): Promise<StudentPackages> {
  const profile = await loadStudent(db, studentId);
  const [student, allowance, held, catalogue, trial] = await Promise.all([
    toStudentSummary(db, profile, now),
    examAllowance(db, studentId, now),
    listHeldPackages(db, studentId, now),
    db.select().from(packages).orderBy(asc(packages.price), asc(packages.name)),
    db
      .select({ id: usersPackages.id })
      .from(usersPackages)
      .innerJoin(packages, eq(packages.id, usersPackages.packageId))
      .where(and(eq(usersPackages.userId, studentId), eq(packages.isTrial, true)))
      .limit(1),
  ]);
  return {
    student,
    examAllowance: allowance,
    packages: held,
    grantable: catalogue.map((p) => ({
      id: p.id,
      name: p.name,
      unlockPoints: p.unlockPoints,
      validityMonths: p.validityMonths,
      examLimit: p.examLimit,
      isTrial: p.isTrial,
      onSale: p.status,
    })),
    hadTrial: trial.length > 0,
  };
}
