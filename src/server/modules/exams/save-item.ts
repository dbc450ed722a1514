import { and, eq, lt, sql } from 'drizzle-orm';
import { ACCOMMODATION_MSG } from '../../../common/contracts/accommodations';
import type { QuestionAnswer } from '../../../common/contracts/content';
import {
  type ExamMode,
  type ItemAnswer,
  type SavedItem,
  type SaveItemInput,
  TIME_UP_MESSAGE,
} from '../../../common/contracts/exams';
import type { Db } from '../../db/client';
import { examItems, exams, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AppliedSave, applyItemSave } from './apply-item-save';
import { pastDeadline } from './exam-clock';
import { feedbackOf } from './exam-state';
import { gradeAnswer } from './grade-answer';
import { EXAM_NOT_FOUND, type ExamRow, loadOwnExam, settleExam } from './load-exam';

const QUESTION_NOT_FOUND = 'Question not found in this exam';
const NO_PASSAGE = 'This question has no passage to highlight';

type Stored = typeof examItems.$inferSelect;

function toSaved(
  row: AppliedSave,
  stale: boolean,
  mode: ExamMode,
  key?: QuestionAnswer,
  explanation?: string,
): SavedItem {
  return {
    position: row.position,
    answer: (row.answer as ItemAnswer | null) ?? null,
    flagged: row.flagged,
    eliminated: row.eliminated,
    highlights: row.highlights,
    timeSpentMs: row.timeSpentMs,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    clientSeq: row.clientSeq,
    stale,
    feedback:
      key && row.answer
        ? feedbackOf(mode, false, {
            isCorrect: row.isCorrect,
            score: row.score,
            key,
            explanation: explanation ?? '',
          })
        : null,
  };
}

/** The exam's state and the item with its question, in one query (the hot path). */
async function lookup(db: Db, userId: string, examId: string, position: number) {
  const [row] = await db
    .select({
      status: exams.status,
      mode: exams.mode,
      currentSection: exams.currentSection,
      deadlineAt: exams.deadlineAt,
      /** The current section waits for the end of a break (ADR 0029). */
      onBreak: sql<boolean>`(${exams.sections} -> ${exams.currentSection} ->> 'startedAt') is null`,
      section: examItems.section,
      locked: examItems.locked,
      clientSeq: examItems.clientSeq,
      key: questions.answer,
      explanation: questions.explanation,
      type: questions.type,
      choices: questions.choices,
      passageId: questions.passageId,
    })
    .from(exams)
    .leftJoin(examItems, and(eq(examItems.examId, exams.id), eq(examItems.position, position)))
    .leftJoin(questions, eq(questions.id, examItems.questionId))
    .where(and(eq(exams.id, examId), eq(exams.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', EXAM_NOT_FOUND);
  return row;
}

/**
 * PUT /:id/items/:position. The common case is one statement (applyItemSave); when it does not
 * apply, this path finds out why. One conditional UPDATE: it applies only while the exam is in
 * progress and only if `clientSeq` is above the stored one, so a retried save is stored once and
 * a late, older save never overwrites a newer one (it answers `stale: true` with what is stored).
 * The deadline is the server's: after it (plus a 2 s grace for the network) the save is refused
 * with 409 TIME_UP and nothing changes. Only the current section's items can change; adaptive
 * items already scored cannot. In practice mode the answer is graded at once and the feedback
 * returned.
 */
export async function saveItem(
  db: Db,
  userId: string,
  examId: string,
  position: number,
  input: SaveItemInput,
  now = new Date(),
): Promise<SavedItem> {
  const applied = await applyItemSave(db, userId, examId, position, input, now);
  // Never practice mode: no feedback while the exam runs.
  if (applied) return toSaved(applied, false, 'simulation');

  let row = await lookup(db, userId, examId, position);
  if (row.status === 'in_progress' && pastDeadline(row.deadlineAt, now)) {
    const section = row.currentSection;
    const settled = await settleExam(db, await loadOwnExam(db, userId, examId), now);
    // The time of the section this save was meant for ran out: refuse, whatever comes next.
    if (settled.status !== 'in_progress' || settled.currentSection !== section) {
      if (row.section === null) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
      if (settled.status !== 'in_progress' || row.section <= section) {
        throw new AppError('TIME_UP', TIME_UP_MESSAGE);
      }
    }
    row = await lookup(db, userId, examId, position);
  }
  if (row.status === 'ready') throw new AppError('EXAM_CLOSED', 'Start the exam first');
  if (row.status === 'expired') throw new AppError('TIME_UP', TIME_UP_MESSAGE);
  if (row.status !== 'in_progress') {
    throw new AppError('EXAM_CLOSED', 'This exam is submitted: answers can no longer change');
  }
  const mode = row.mode as ExamMode;
  if (row.section === null || row.key === null || row.type === null || row.choices === null) {
    throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
  }
  const item = {
    section: row.section,
    locked: row.locked ?? false,
    clientSeq: row.clientSeq ?? -1,
    key: row.key,
    explanation: row.explanation ?? '',
    type: row.type,
    choices: row.choices,
  };
  if (item.section > row.currentSection) {
    throw new AppError('EXAM_CLOSED', 'This section has not started yet');
  }
  if (item.section === row.currentSection && row.onBreak) {
    throw new AppError('EXAM_CLOSED', ACCOMMODATION_MSG.onBreak);
  }
  if (item.section < row.currentSection) {
    const exam: ExamRow = await loadOwnExam(db, userId, examId);
    const section = exam.sections[item.section];
    throw section?.finishedAt && section.finishedAt === section.deadlineAt
      ? new AppError('TIME_UP', TIME_UP_MESSAGE)
      : new AppError('EXAM_CLOSED', 'You have left this section: its answers can no longer change');
  }
  // A replay of the save that locked it (its answer was lost on the way) gets the stored item.
  if (item.locked && input.answer !== undefined && input.clientSeq > item.clientSeq) {
    throw new AppError('EXAM_CLOSED', 'This answer is already scored: it can no longer change');
  }

  const answer = input.answer;
  if (answer) {
    if (answer.type !== item.type) {
      const message = `This question takes a ${item.type} answer`;
      throw new AppError('VALIDATION', message, { answer: message });
    }
    const ids = new Set(item.choices.map((c) => c.id));
    const picked =
      answer.type === 'single' ? [answer.choice] : answer.type === 'multiple' ? answer.choices : [];
    if (picked.some((id) => !ids.has(id))) {
      throw new AppError('VALIDATION', 'Choose one of the listed answers', {
        answer: 'Choose one of the listed answers',
      });
    }
  }
  if (input.eliminated?.some((id) => !item.choices.some((c) => c.id === id))) {
    throw new AppError('VALIDATION', 'Eliminate only listed choices', {
      eliminated: 'Eliminate only listed choices',
    });
  }
  if (!row.passageId && input.highlights?.some((h) => h.target === 'passage')) {
    throw new AppError('VALIDATION', NO_PASSAGE, { highlights: NO_PASSAGE });
  }

  const set: Partial<Stored> = { clientSeq: input.clientSeq };
  if (answer !== undefined) {
    set.answer = answer;
    set.answeredAt = answer ? now : null;
    if (answer && mode === 'practice') {
      const grade = await gradeAnswer(item.key, answer);
      set.isCorrect = grade.correct;
      set.score = grade.score;
      // The feedback is out: the answer is final, as on the page.
      set.locked = true;
    } else {
      set.isCorrect = null;
      set.score = null;
    }
  }
  if (input.flagged !== undefined) set.flagged = input.flagged;
  if (input.eliminated !== undefined) set.eliminated = [...new Set(input.eliminated)];
  if (input.highlights !== undefined) set.highlights = input.highlights;
  if (input.timeSpentMs !== undefined) set.timeSpentMs = input.timeSpentMs;

  const [saved] = await db
    .update(examItems)
    .set(set)
    .where(
      and(
        eq(examItems.examId, examId),
        eq(examItems.position, position),
        lt(examItems.clientSeq, input.clientSeq),
        sql`exists (select 1 from ${exams} where ${exams.id} = ${examId} and ${exams.status} = 'in_progress')`,
      ),
    )
    .returning();
  if (saved) return toSaved(saved, false, mode, item.key, item.explanation);

  const [stored] = await db
    .select()
    .from(examItems)
    .where(and(eq(examItems.examId, examId), eq(examItems.position, position)));
  if (!stored) throw new AppError('NOT_FOUND', EXAM_NOT_FOUND);
  return toSaved(stored, true, mode, item.key, item.explanation);
}
