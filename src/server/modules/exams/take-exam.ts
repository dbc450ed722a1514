import { eq } from 'drizzle-orm';
import { ACCOMMODATION_MSG } from '../../../common/contracts/accommodations';
import type { ExamResult, ExamState } from '../../../common/contracts/exams';

import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { adaptiveStep } from './adaptive-next';
import { finishSectionClock, onBreak, startClock } from './exam-clock';
import { buildExamState } from './exam-state';
import { finaliseExam } from './finalise-exam';
import { type ExamRow, loadOwnExam, loadSettledExam, lockExam, settleLocked } from './load-exam';
import { pregradeExpressions } from './pregrade-expressions';

const FINISHED = 'This exam is finished: it can no longer change';

export function assertOpen(exam: ExamRow) {
  if (exam.status === 'ready') throw new AppError('EXAM_CLOSED', 'Start the exam first');
  if (exam.status !== 'in_progress') {
    throw new AppError(
      'EXAM_CLOSED',
      exam.status === 'expired'
        ? 'Time is up: this exam was scored from your saved answers'
        : FINISHED,
    );
  }
}

/**
 * POST /:id/start: sets started_at and opens the first section's server-side clock (adaptive:
 * chooses the first item). Starting an exam already in progress resumes it: same state.
 */
export async function startExam(
  db: Db,
  userId: string,
  examId: string,
  now = new Date(),
): Promise<ExamState> {
  await loadOwnExam(db, userId, examId);
  const exam = await db.transaction(async (tx) => {
    let locked = await lockExam(tx, examId);
    if (locked.status !== 'ready') return settleLocked(tx, locked, now);
    const clock = startClock(locked.sections, now, locked.settings);
    const [started] = await tx
      .update(exams)
      .set({
        status: 'in_progress',
        startedAt: now,
        sections: clock.sections,
        currentSection: 0,
        deadlineAt: clock.deadlineAt,
      })
      .where(eq(exams.id, examId))
      .returning();
    locked = started ?? locked;
    if (locked.mode === 'adaptive') locked = await adaptiveStep(tx, locked);
    return locked;
  });
  return buildExamState(db, exam, now);
}

/** GET /:id/state (settles the clock first: an exam past its time is scored on read). */
export async function getExamState(db: Db, userId: string, examId: string, now = new Date()) {
  return buildExamState(db, await loadSettledExam(db, userId, examId, now), now);
}

/**
 * POST /:id/sections/:index/finish: leaves the current section (its answers are kept as saved)
 * and opens the next one now. Finishing the last section submits the exam. Finishing a section
 * that is already finished returns the state unchanged (a retried request).
 */
export async function finishSection(
  db: Db,
  userId: string,
  examId: string,
  index: number,
  now = new Date(),
): Promise<ExamState> {
  await loadOwnExam(db, userId, examId);
  await pregradeExpressions(db, examId);
  const exam = await db.transaction(async (tx) => {
    const locked = await settleLocked(tx, await lockExam(tx, examId), now);
    if (locked.status === 'submitted' || locked.status === 'expired') return locked;
    assertOpen(locked);
    if (index >= locked.sections.length) throw new AppError('NOT_FOUND', 'Section not found');
    if (index < locked.currentSection) return locked;
    if (index > locked.currentSection) {
      throw new AppError('CONFLICT', 'Finish the current section first');
    }
    if (onBreak(locked.sections[index])) {
      throw new AppError('CONFLICT', ACCOMMODATION_MSG.onBreak);
    }
    if (index === locked.sections.length - 1) return finaliseExam(tx, locked, 'submitted', now);
    const clock = finishSectionClock(locked, now);
    const [moved] = await tx
      .update(exams)
      .set({
        sections: clock.sections,
        currentSection: clock.currentSection,
        deadlineAt: clock.deadlineAt,
      })
      .where(eq(exams.id, examId))
      .returning();
    return moved ?? locked;
  });
  return buildExamState(db, exam, now);
}

export function toResult(exam: ExamRow): ExamResult {
  return {
    id: exam.id,
    status: exam.status as ExamResult['status'],
    submittedAt: exam.submittedAt?.toISOString() ?? null,
    score: {
      raw: exam.rawScore ?? 0,
      max: exam.maxScore ?? 0,
      percent: exam.percent ?? 0,
      scaled: exam.scaled,
    },
    scale: exam.settings.scoring.scale,
    band: exam.band ?? null,
  };
}

/**
 * POST /:id/submit: scores the exam from its saved answers. Submitting again returns the same
 * result; an exam whose time ran out is scored as expired instead.
 */
export async function submitExam(
  db: Db,
  userId: string,
  examId: string,
  now = new Date(),
): Promise<ExamResult> {
  await loadOwnExam(db, userId, examId);
  await pregradeExpressions(db, examId);
  const exam = await db.transaction(async (tx) => {
    const locked = await settleLocked(tx, await lockExam(tx, examId), now);
    if (locked.status === 'submitted' || locked.status === 'expired') return locked;
    if (locked.status === 'ready') throw new AppError('EXAM_CLOSED', 'Start the exam first');
    return finaliseExam(tx, locked, 'submitted', now);
  });
  return toResult(exam);
}

/** POST /:id/next (adaptive): scores the pending item and gives the next one. */
export async function nextAdaptiveItem(
  db: Db,
  userId: string,
  examId: string,
  now = new Date(),
): Promise<ExamState> {
  const own = await loadOwnExam(db, userId, examId);
  if (own.mode !== 'adaptive') {
    throw new AppError('CONFLICT', 'Only adaptive exams give items one at a time');
  }
  await pregradeExpressions(db, examId);
  const exam = await db.transaction(async (tx) => {
    const before = await lockExam(tx, examId);
    const locked = await settleLocked(tx, before, now);
    if (before.status === 'in_progress' && locked.status === 'expired') {
      return locked;
    }
    assertOpen(locked);
    return adaptiveStep(tx, locked);
  });
  if (exam.status === 'expired') {
    throw new AppError('TIME_UP', 'Time is up: this exam was scored from your saved answers');
  }
  return buildExamState(db, exam, now);
}
