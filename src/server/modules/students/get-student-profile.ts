import { and, desc, eq, sql } from 'drizzle-orm';
import type { StudentProfile } from '../../../common/contracts/students';
import type { DbOrTx } from '../../db/client';
import {
  exams,
  packages,
  payments,
  profiles,
  subjects,
  subjectUnlocks,
  userSessions,
  usersPackages,
} from '../../db/schema';
import { examAllowance } from '../exams/exam-allowance';
import { activeSessionFilter } from '../sessions/active-session-filter';
import { toSessionItem } from '../sessions/to-session-item';
import { listHeldPackages, loadStudent, toStudentSummary } from './student-account';

const EXAMS_SHOWN = 50;
const PAYMENTS_SHOWN = 10;

/**
 * Everything an administrator needs about one student: account, packages with points and
 * expiry, unlocked subjects, exams and scores, active sessions, payments, referring affiliate.
 * 404 for an unknown id or an account that is not a student's.
 */
export async function getStudentProfile(
  db: DbOrTx,
  studentId: string,
  now = new Date(),
): Promise<StudentProfile> {
  const profile = await loadStudent(db, studentId);
  const [
    student,
    allowance,
    held,
    unlocks,
    examRows,
    [examCount],
    sessionRows,
    paymentRows,
    [paymentTotals],
    referrer,
  ] = await Promise.all([
    toStudentSummary(db, profile, now),
    examAllowance(db, studentId, now),
    listHeldPackages(db, studentId, now),
    db
      .select({
        id: subjectUnlocks.id,
        subjectId: subjects.id,
        name: subjects.name,
        board: subjects.board,
        packageName: usersPackages.packageName,
        unlockedAt: subjectUnlocks.unlockedAt,
        expiresAt: subjectUnlocks.expiresAt,
      })
      .from(subjectUnlocks)
      .innerJoin(subjects, eq(subjects.id, subjectUnlocks.subjectId))
      .innerJoin(usersPackages, eq(usersPackages.id, subjectUnlocks.usersPackageId))
      .where(eq(subjectUnlocks.userId, studentId))
      .orderBy(desc(subjectUnlocks.expiresAt), subjects.name),
    db
      .select({
        id: exams.id,
        title: exams.title,
        subjectName: subjects.name,
        mode: exams.mode,
        status: exams.status,
        questionCount: exams.questionCount,
        createdAt: exams.createdAt,
        submittedAt: exams.submittedAt,
        percent: exams.percent,
        scaled: exams.scaled,
      })
      .from(exams)
      .innerJoin(subjects, eq(subjects.id, exams.subjectId))
      .where(eq(exams.userId, studentId))
      .orderBy(desc(exams.createdAt), desc(exams.id))
      .limit(EXAMS_SHOWN),
    db.select({ n: sql<number>`count(*)::int` }).from(exams).where(eq(exams.userId, studentId)),
    db
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, studentId), activeSessionFilter(now)))
      .orderBy(desc(userSessions.lastActivity)),
    db
      .select({
        id: payments.id,
        packageName: usersPackages.packageName,
        fallbackName: sql<string>`(select ${packages.name} from ${packages} where ${packages.id} = ${payments.packageId})`,
        amountPaid: payments.amountPaid,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .leftJoin(usersPackages, eq(usersPackages.paymentId, payments.id))
      .where(eq(payments.userId, studentId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(PAYMENTS_SHOWN),
    db
      .select({
        n: sql<number>`count(*)::int`,
        paid: sql<string>`coalesce(sum(${payments.amountPaid}) filter (where ${payments.status} = 'succeeded'), 0)`,
      })
      .from(payments)
      .where(eq(payments.userId, studentId)),
    profile.referredBy
      ? db
          .select({
            id: profiles.id,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
            code: profiles.code,
          })
          .from(profiles)
          .where(eq(profiles.id, profile.referredBy))
      : Promise.resolve([]),
  ]);
  const affiliate = referrer[0];
  return {
    student,
    affiliate: affiliate
      ? {
          id: affiliate.id,
          name: `${affiliate.firstName} ${affiliate.lastName}`.trim(),
          code: affiliate.code ?? '',
        }
      : null,
    examAllowance: allowance,
    packages: held,
    subjects: unlocks.map((u) => ({
      id: u.id,
      subjectId: u.subjectId,
      name: u.name,
      board: u.board,
      packageName: u.packageName,
      unlockedAt: u.unlockedAt.toISOString(),
      expiresAt: u.expiresAt.toISOString(),
      active: u.expiresAt > now,
    })),
    exams: {
      items: examRows.map((e) => ({
        id: e.id,
        title: e.title,
        subjectName: e.subjectName,
        mode: e.mode,
        status: e.status,
        questionCount: e.questionCount,
        createdAt: e.createdAt.toISOString(),
        submittedAt: e.submittedAt?.toISOString() ?? null,
        percent: e.percent,
        scaled: e.scaled,
      })),
      total: Number(examCount?.n ?? 0),
    },
    sessions: sessionRows.map((row) => toSessionItem(row, null)),
    payments: {
      items: paymentRows.map((p) => ({
        id: p.id,
        packageName: p.packageName ?? p.fallbackName ?? '',
        amountPaid: p.amountPaid,
        currency: p.currency,
        status: p.status,
        createdAt: p.createdAt.toISOString(),
      })),
      total: Number(paymentTotals?.n ?? 0),
      paidTotal: Math.round(Number(paymentTotals?.paid ?? 0) * 100) / 100,
    },
  };
}
