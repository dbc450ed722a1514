import { and, asc, eq, lt } from 'drizzle-orm';
import { DEADLINE_GRACE_MS } from '../../../common/contracts/exams';
import type { Db, DbOrTx } from '../../db/client';
import { exams } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { advanceClock, pastDeadline } from './exam-clock';
import { finaliseExam } from './finalise-exam';
import { pregradeExpressions } from './pregrade-expressions';

export type ExamRow = typeof exams.$inferSelect;

export const EXAM_NOT_FOUND = 'Exam not found';

/** The student's own exam; anyone else's answers 404, as if it did not exist. */
export async function loadOwnExam(db: DbOrTx, userId: string, examId: string): Promise<ExamRow> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.userId, userId)))
    .limit(1);
  if (!exam) throw new AppError('NOT_FOUND', EXAM_NOT_FOUND);
  return exam;
}

/** Locks the exam row for the rest of the transaction. */
export async function lockExam(tx: DbOrTx, examId: string): Promise<ExamRow> {
  const [exam] = await tx.select().from(exams).where(eq(exams.id, examId)).for('update').limit(1);
  if (!exam) throw new AppError('NOT_FOUND', EXAM_NOT_FOUND);
  return exam;
}

/**
 * Brings a locked exam's clock up to `now` (inside the caller's transaction): sections whose time
 * ran out are closed, the next opens at that deadline, and an exam whose last section ran out is
 * scored from its saved answers and marked `expired`.
 */
export async function settleLocked(tx: DbOrTx, exam: ExamRow, now: Date): Promise<ExamRow> {
  if (exam.status !== 'in_progress') return exam;
  const clock = advanceClock(exam, now);
  if (!clock) return exam;
  const [moved] = await tx
    .update(exams)
    .set({
      sections: clock.sections,
      currentSection: clock.currentSection,
      deadlineAt: clock.deadlineAt,
    })
    .where(eq(exams.id, exam.id))
    .returning();
  if (!moved) return exam;
  if (!clock.expired) return moved;
  const lastDeadline = clock.sections[clock.currentSection]?.deadlineAt;
  return finaliseExam(tx, moved, 'expired', lastDeadline ? new Date(lastDeadline) : now);
}

/** Settles on read: cheap when nothing is due (no transaction unless a deadline passed). */
export async function settleExam(db: Db, exam: ExamRow, now = new Date()): Promise<ExamRow> {
  if (exam.status !== 'in_progress' || !pastDeadline(exam.deadlineAt, now)) return exam;
  await pregradeExpressions(db, exam.id);
  return db.transaction(async (tx) => settleLocked(tx, await lockExam(tx, exam.id), now));
}

/** Loads the student's exam and settles its clock. */
export async function loadSettledExam(db: Db, userId: string, examId: string, now = new Date()) {
  return settleExam(db, await loadOwnExam(db, userId, examId), now);
}

const overdue = (now: Date) =>
  and(
    eq(exams.status, 'in_progress'),
    lt(exams.deadlineAt, new Date(now.getTime() - DEADLINE_GRACE_MS)),
  );

/** Whether the sweep has anything to do (one indexed probe; most minutes it has not). */
export async function hasOverdueExams(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ id: exams.id }).from(exams).where(overdue(now)).limit(1);
  return row !== undefined;
}

/**
 * The sweep: exams whose current deadline passed (nobody is looking at them) are moved on, and
 * expired ones scored. Returns how many exams it touched.
 */
export async function expireOverdueExams(db: Db, now = new Date(), batch = 100): Promise<number> {
  const due = await db
    .select({ id: exams.id })
    .from(exams)
    .where(overdue(now))
    .orderBy(asc(exams.deadlineAt))
    .limit(batch);
  for (const { id } of due) {
    await pregradeExpressions(db, id);
    await db.transaction(async (tx) => settleLocked(tx, await lockExam(tx, id), now));
  }
  return due.length;
}
