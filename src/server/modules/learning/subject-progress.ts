import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type BOARDS, DIFFICULTIES } from '../../../common/contracts/content';
import type { ExamMode } from '../../../common/contracts/exams';
import type {
  DifficultyStat,
  SubjectProgress,
  TrendPoint,
} from '../../../common/contracts/learning';
import type { DbOrTx } from '../../db/client';
import { exams, itemResponses, questions, subjects } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { spendablePoints } from '../commerce/spendable-points';
import { hasUnlockedSubject } from '../commerce/subject-catalogue';
import { examAllowance } from '../exams/exam-allowance';
import { countDueCards } from './count-due-cards';
import { getStudyPlan } from './get-study-plan';
import { loadTopicMastery } from './load-topic-mastery';
import { MASTERY_THRESHOLDS } from './mastery-levels';
import { chooseNextAction } from './next-action';
import { peerPercentile } from './peer-percentile';
import { planTargetOptions } from './plan-target-options';
import { CLOSED_STATUSES, predictScore } from './predicted-score';

/** How many of the latest exams the trend shows. */
export const TREND_EXAMS = 50;

/** The student's latest finished exams on a subject, oldest first, and how many there are. */
export async function loadTrend(db: DbOrTx, userId: string, subjectId: string) {
  const closed = and(
    eq(exams.userId, userId),
    eq(exams.subjectId, subjectId),
    inArray(exams.status, CLOSED_STATUSES),
  );
  // The count rides along (a window over every finished exam, taken before the limit).
  const rows = await db
    .select({
      examId: exams.id,
      title: exams.title,
      mode: exams.mode,
      submittedAt: exams.submittedAt,
      percent: exams.percent,
      scaled: exams.scaled,
      band: exams.band,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(exams)
    .where(closed)
    .orderBy(desc(exams.submittedAt))
    .limit(TREND_EXAMS);
  const trend: TrendPoint[] = rows.reverse().map((r) => ({
    examId: r.examId,
    title: r.title,
    mode: r.mode as ExamMode,
    submittedAt: (r.submittedAt ?? new Date(0)).toISOString(),
    percent: r.percent ?? 0,
    scaled: r.scaled,
    low: r.band?.low ?? null,
    high: r.band?.high ?? null,
  }));
  return { trend, examsTaken: Number(rows[0]?.total ?? 0) };
}

/** Accuracy and time per answered question by difficulty, over all the subject's responses. */
export async function loadDifficultyStats(db: DbOrTx, userId: string, subjectId: string) {
  const rows = await db
    .select({
      difficulty: questions.difficulty,
      responses: sql<number>`count(*)::int`,
      credit: sql<number>`sum(${itemResponses.score})::float8`,
      timeMs: sql<number>`sum(${itemResponses.timeMs})::float8`,
    })
    .from(itemResponses)
    .innerJoin(questions, eq(questions.id, itemResponses.questionId))
    .where(and(eq(itemResponses.userId, userId), eq(questions.subjectId, subjectId)))
    .groupBy(questions.difficulty);
  const by = new Map(rows.map((r) => [r.difficulty, r]));
  const byDifficulty: DifficultyStat[] = DIFFICULTIES.map((difficulty) => {
    const r = by.get(difficulty);
    const n = Number(r?.responses ?? 0);
    return {
      difficulty,
      responses: n,
      accuracy: n > 0 ? (Number(r?.credit) / n) * 100 : null,
      averageMs: n > 0 ? Number(r?.timeMs) / n : null,
    };
  });
  const total = rows.reduce((s, r) => s + Number(r.responses), 0);
  const time = rows.reduce((s, r) => s + Number(r.timeMs), 0);
  return { byDifficulty, averageMs: total > 0 ? time / total : null };
}

/**
 * The student's unfinished exam, in one subject or any: one in progress first, else one created
 * and not begun (taking it is the next step, and creating another would spend the allowance).
 */
export async function findOpenExam(db: DbOrTx, userId: string, subjectId?: string) {
  const [row] = await db
    .select({ examId: exams.id, subjectId: exams.subjectId, subjectName: subjects.name })
    .from(exams)
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    .where(
      and(
        eq(exams.userId, userId),
        inArray(exams.status, ['in_progress', 'ready']),
        subjectId ? eq(exams.subjectId, subjectId) : undefined,
      ),
    )
    .orderBy(sql`${exams.status} = 'in_progress' desc`, desc(exams.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Everything the subject's progress page shows (issue 18): the topic map, score trend with bands,
 * accuracy and time by difficulty, predicted score, percentile among peers, plan, due cards and
 * the next action within this subject. A student with no exams gets the same shape: every topic
 * not started, an empty trend and null predictions.
 */
export async function getSubjectProgress(
  db: DbOrTx,
  userId: string,
  subjectId: string,
  now: Date,
): Promise<SubjectProgress> {
  const [subject] = await db
    .select({ id: subjects.id, name: subjects.name, board: subjects.board })
    .from(subjects)
    .where(eq(subjects.id, subjectId))
    .limit(1);
  if (!subject) throw new AppError('NOT_FOUND', 'Subject not found');

  const [
    unlocked,
    topics,
    { trend, examsTaken },
    { byDifficulty, averageMs },
    predicted,
    percentile,
    plan,
    planTargets,
    due,
    inProgress,
    allowance,
  ] = await Promise.all([
    hasUnlockedSubject(db, userId, subjectId, now),
    loadTopicMastery(db, userId, subjectId),
    loadTrend(db, userId, subjectId),
    loadDifficultyStats(db, userId, subjectId),
    predictScore(db, userId, subjectId),
    peerPercentile(db, userId, subjectId),
    getStudyPlan(db, userId, subjectId, now),
    planTargetOptions(db, subjectId),
    countDueCards(db, userId, { subjectId, now }),
    findOpenExam(db, userId, subjectId),
    examAllowance(db, userId, now),
  ]);
  // Points matter only when the subject is locked: skip the query otherwise.
  const points = unlocked ? 0 : await spendablePoints(db, userId, now);

  const ref = { subjectId: subject.id, subjectName: subject.name };
  const nextAction = chooseNextAction({
    inProgress,
    canCreateExam: allowance.remaining === null || allowance.remaining > 0,
    dueCards: due.due,
    dueSubject: ref,
    planToday: plan && plan.doneToday < plan.todayTarget ? ref : null,
    practised: examsTaken > 0 ? [{ ...ref, topics }] : [],
    // An unlocked subject whose topics give nothing to practise still has an exam to take.
    firstExam: unlocked ? ref : null,
    points,
    locked: unlocked ? null : ref,
  });

  return {
    subject: {
      id: subject.id,
      name: subject.name,
      board: subject.board as (typeof BOARDS)[number],
    },
    unlocked,
    examsTaken,
    thresholds: [...MASTERY_THRESHOLDS],
    topics,
    trend,
    byDifficulty,
    averageMs,
    predicted,
    percentile,
    plan,
    planTargets,
    dueCards: due.due,
    nextAction,
  };
}
