import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { allowedMinutes, NO_ACCOMMODATIONS } from '../../../common/contracts/accommodations';
import type { QuestionAnswer, QuestionChoice } from '../../../common/contracts/content';
import type {
  ExamMode,
  ExamRoomItem,
  ExamState,
  ItemAnswer,
  ItemFeedback,
} from '../../../common/contracts/exams';
import type { DbOrTx } from '../../db/client';
import { examItems, passages, questions, subjects, topics } from '../../db/schema';
import { toAccommodations } from '../students/get-student-accommodations';
import { extraTimeOf, onBreak } from './exam-clock';
import type { ExamRow } from './load-exam';

/** Choices in the exam's stored order (any choice missing from it keeps its place at the end). */
export function orderChoices(choices: QuestionChoice[], order: string[]): QuestionChoice[] {
  const byId = new Map(choices.map((c) => [c.id, c]));
  const out = order.flatMap((id) => {
    const c = byId.get(id);
    return c ? [c] : [];
  });
  for (const c of choices) if (!order.includes(c.id)) out.push(c);
  return out;
}

export function feedbackOf(
  mode: ExamMode,
  finished: boolean,
  row: {
    isCorrect: boolean | null;
    score: number | null;
    key: QuestionAnswer;
    explanation: string;
  },
): ItemFeedback | null {
  if (row.isCorrect === null || row.score === null) return null;
  if (!finished && mode !== 'practice') return null;
  return {
    correct: row.isCorrect,
    score: row.score,
    correctAnswer: row.key,
    explanation: row.explanation,
  };
}

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** Items of one exam with their questions, up to section `upTo` (all when omitted). */
export async function loadExamItems(db: DbOrTx, examId: string, upTo?: number) {
  return db
    .select({
      position: examItems.position,
      section: examItems.section,
      questionId: examItems.questionId,
      choiceOrder: examItems.choiceOrder,
      answer: examItems.answer,
      isCorrect: examItems.isCorrect,
      score: examItems.score,
      flagged: examItems.flagged,
      eliminated: examItems.eliminated,
      highlights: examItems.highlights,
      timeSpentMs: examItems.timeSpentMs,
      answeredAt: examItems.answeredAt,
      clientSeq: examItems.clientSeq,
      locked: examItems.locked,
      type: questions.type,
      stem: questions.stem,
      choices: questions.choices,
      key: questions.answer,
      explanation: questions.explanation,
      difficulty: questions.difficulty,
      topicId: questions.topicId,
      topicName: topics.name,
      passageId: passages.id,
      passageTitle: passages.title,
      passageBody: passages.body,
    })
    .from(examItems)
    .innerJoin(questions, eq(questions.id, examItems.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .leftJoin(passages, eq(passages.id, questions.passageId))
    .where(
      upTo === undefined
        ? eq(examItems.examId, examId)
        : and(eq(examItems.examId, examId), lte(examItems.section, upTo)),
    )
    .orderBy(asc(examItems.position));
}

export type LoadedItem = Awaited<ReturnType<typeof loadExamItems>>[number];

export function passageOf(row: LoadedItem) {
  return row.passageId
    ? { id: row.passageId, title: row.passageTitle ?? '', body: row.passageBody ?? '' }
    : null;
}

export async function topicNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(inArray(topics.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Everything the exam room needs, as of now (the caller settles the clock first). */
export async function buildExamState(
  db: DbOrTx,
  exam: ExamRow,
  now = new Date(),
): Promise<ExamState> {
  const finished = exam.status === 'submitted' || exam.status === 'expired';
  const started = exam.status !== 'ready';
  const [subject] = await db
    .select({ id: subjects.id, slug: subjects.slug, name: subjects.name, board: subjects.board })
    .from(subjects)
    .where(eq(subjects.id, exam.subjectId));
  const names = await topicNames(db, [...new Set(exam.sections.flatMap((s) => s.topicIds))]);
  const current = exam.sections[exam.currentSection];
  const waiting = !finished && onBreak(current);
  const extraTime = extraTimeOf(exam.settings);
  // On a break the next section's questions stay hidden until it opens.
  const rows = started
    ? await loadExamItems(db, exam.id, waiting ? exam.currentSection - 1 : exam.currentSection)
    : [];
  const items: ExamRoomItem[] = rows.map((r) => ({
    position: r.position,
    section: r.section,
    type: r.type as ExamRoomItem['type'],
    stem: r.stem,
    choices: orderChoices(r.choices, r.choiceOrder),
    passage: passageOf(r),
    answer: (r.answer as ItemAnswer | null) ?? null,
    flagged: r.flagged,
    eliminated: r.eliminated,
    highlights: r.highlights,
    timeSpentMs: r.timeSpentMs,
    answeredAt: isoOrNull(r.answeredAt),
    clientSeq: r.clientSeq,
    feedback: feedbackOf(exam.mode as ExamMode, finished, r),
    locked: r.locked,
  }));
  const adaptiveState = exam.adaptiveState as { status?: string } | null;
  return {
    id: exam.id,
    title: exam.title,
    mode: exam.mode as ExamState['mode'],
    status: exam.status as ExamState['status'],
    subject: {
      id: subject?.id ?? exam.subjectId,
      slug: subject?.slug ?? '',
      name: subject?.name ?? '',
      board: (subject?.board ?? 'AP') as ExamState['subject']['board'],
    },
    timed: exam.settings.timed,
    startedAt: isoOrNull(exam.startedAt),
    serverTime: now.toISOString(),
    currentSection: exam.currentSection,
    sections: exam.sections.map((s, index) => ({
      index,
      title: s.title,
      directions: s.directions,
      calculator: s.calculator,
      questionCount: s.questionCount,
      durationMinutes: allowedMinutes(s.durationMinutes, extraTime),
      topics: s.topicIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      status:
        s.finishedAt || (finished && s.startedAt) ? 'finished' : s.startedAt ? 'active' : 'locked',
      startedAt: s.startedAt,
      deadlineAt: s.deadlineAt,
      finishedAt: s.finishedAt,
    })),
    items,
    adaptive:
      exam.mode === 'adaptive'
        ? {
            done: finished || adaptiveState?.status === 'done',
            maxItems: exam.settings.maxItems ?? exam.questionCount,
            given: items.length,
          }
        : null,
    accommodations: toAccommodations(exam.settings.accommodations ?? NO_ACCOMMODATIONS),
    onBreak:
      waiting && current
        ? {
            section: exam.currentSection,
            startedAt: exam.sections[exam.currentSection - 1]?.finishedAt ?? now.toISOString(),
            endsAt: current.breakEndsAt ?? now.toISOString(),
          }
        : null,
  };
}
