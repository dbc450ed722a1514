import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { BOARDS } from '../../../common/contracts/content';
import {
  type LearningOverview,
  MASTERY_LEVELS,
  type MasteryLevel,
  type SubjectSummary,
} from '../../../common/contracts/learning';
import type { DbOrTx } from '../../db/client';
import { exams, questions, reviewCards, studyPlans, subjects } from '../../db/schema';
import { spendablePoints } from '../commerce/spendable-points';
import { listUnlockedSubjects } from '../commerce/subject-catalogue';
import { examAllowance } from '../exams/exam-allowance';
import { DUE_SOON_DAYS, reviewableCard } from './count-due-cards';
import { getStudyPlan } from './get-study-plan';
import { loadTopicMasteryBySubject } from './load-topic-mastery';
import { chooseNextAction } from './next-action';
import { CLOSED_STATUSES, predictScores } from './predicted-score';
import { findOpenExam } from './subject-progress';

const closedList = sql.join(
  CLOSED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Per subject: exams of any status, finished exams, and the latest finished exam's percent. */
async function examCountsBySubject(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      subjectId: exams.subjectId,
      taken: sql<number>`count(*) filter (where ${exams.status} in (${closedList}))::int`,
      lastPercent: sql<
        number | null
      >`(array_agg(${exams.percent} order by ${exams.submittedAt} desc) filter (where ${exams.status} in (${closedList}) and ${exams.percent} is not null))[1]`,
    })
    .from(exams)
    .where(eq(exams.userId, userId))
    .groupBy(exams.subjectId);
  return new Map(rows.map((r) => [r.subjectId, r]));
}

/** Cards due now and within the coming days, per subject (count-due-cards.ts, grouped). */
async function countDueBySubject(db: DbOrTx, userId: string, now: Date) {
  const soon = new Date(now.getTime() + DUE_SOON_DAYS * 86_400_000);
  const rows = await db
    .select({
      subjectId: reviewCards.subjectId,
      due: sql<number>`count(*) filter (where ${lte(reviewCards.due, now)})::int`,
      dueSoon: sql<number>`count(*) filter (where ${gt(reviewCards.due, now)})::int`,
    })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(and(reviewableCard(userId), lte(reviewCards.due, soon)))
    .groupBy(reviewCards.subjectId);
  return new Map(
    rows.map((r) => [r.subjectId, { due: Number(r.due), dueSoon: Number(r.dueSoon) }]),
  );
}

/**
 * The student dashboard's learning summary (issue 18): every subject the student has unlocked or
 * taken an exam in, in catalogue order, with mastery counts, prediction, due cards and plan, the
 * review totals, and the one next action across all subjects.
 */
export async function getLearningOverview(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<LearningOverview> {
  // One round of statements in parallel: none waits for the list of subjects.
  const [
    catalogue,
    unlocked,
    counts,
    dueBySubject,
    inProgress,
    points,
    predictions,
    mastery,
    plans,
    allowance,
  ] = await Promise.all([
    db
      .select({ id: subjects.id, name: subjects.name, board: subjects.board })
      .from(subjects)
      .where(eq(subjects.isActive, true))
      .orderBy(asc(subjects.sortOrder), asc(subjects.name)),
    listUnlockedSubjects(db, userId, now),
    examCountsBySubject(db, userId),
    countDueBySubject(db, userId, now),
    findOpenExam(db, userId),
    spendablePoints(db, userId, now),
    predictScores(db, userId, null),
    loadTopicMasteryBySubject(db, userId, null),
    db
      .select({ subjectId: studyPlans.subjectId })
      .from(studyPlans)
      .where(eq(studyPlans.userId, userId))
      .then((rows) => Promise.all(rows.map((r) => getStudyPlan(db, userId, r.subjectId, now)))),
    examAllowance(db, userId, now),
  ]);

  const listed = catalogue.filter((s) => unlocked.has(s.id) || counts.has(s.id));
  const planOf = new Map(plans.flatMap((p) => (p ? [[p.subjectId, p] as const] : [])));
  const details = listed.map((s) => ({
    subject: s,
    topics: mastery.get(s.id) ?? [],
    plan: planOf.get(s.id) ?? null,
    due: dueBySubject.get(s.id)?.due ?? 0,
  }));
  const totals = { due: 0, dueSoon: 0 };
  for (const c of dueBySubject.values()) {
    totals.due += c.due;
    totals.dueSoon += c.dueSoon;
  }

  const summaries: SubjectSummary[] = details.map(({ subject, topics, due, plan }) => {
    const levels = Object.fromEntries(MASTERY_LEVELS.map((l) => [l, 0])) as Record<
      MasteryLevel,
      number
    >;
    for (const t of topics) levels[t.level] += 1;
    const c = counts.get(subject.id);
    return {
      subjectId: subject.id,
      name: subject.name,
      board: subject.board as (typeof BOARDS)[number],
      unlocked: unlocked.has(subject.id),
      examsTaken: Number(c?.taken ?? 0),
      lastPercent: c?.lastPercent ?? null,
      predicted: predictions.get(subject.id) ?? null,
      levels,
      dueCards: due,
      plan,
    };
  });

  const ref = (s: { subjectId: string; name: string }) => ({
    subjectId: s.subjectId,
    subjectName: s.name,
  });
  const mostDue = summaries.reduce<SubjectSummary | null>(
    (best, s) => (s.dueCards > 0 && (!best || s.dueCards > best.dueCards) ? s : best),
    null,
  );
  const planned = summaries.find((s) => s.plan && s.plan.doneToday < s.plan.todayTarget);
  const fresh = summaries.find((s) => s.unlocked && s.examsTaken === 0);
  const locked = catalogue.find((s) => !unlocked.has(s.id));
  const nextAction = chooseNextAction({
    inProgress,
    canCreateExam: allowance.remaining === null || allowance.remaining > 0,
    dueCards: totals.due,
    dueSubject: mostDue ? ref(mostDue) : null,
    planToday: planned ? ref(planned) : null,
    practised: details
      .filter((d) => (counts.get(d.subject.id)?.taken ?? 0) > 0)
      .map((d) => ({ subjectId: d.subject.id, subjectName: d.subject.name, topics: d.topics })),
    firstExam: fresh ? ref(fresh) : null,
    points,
    locked: locked ? { subjectId: locked.id, subjectName: locked.name } : null,
  });

  return { subjects: summaries, dueCards: totals.due, dueSoon: totals.dueSoon, nextAction };
}
