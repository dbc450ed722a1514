import { and, eq, gte, sql } from 'drizzle-orm';
import type { StudyPlan } from '../../../common/contracts/learning';
import type { DbOrTx } from '../../db/client';
import { itemResponses, questions, studyPlans } from '../../db/schema';
import { PERCENT_SCORING } from '../exams/create-exam';
import { loadTopicMastery } from './load-topic-mastery';
import {
  isoDay,
  minPercentFor,
  planPace,
  planTotal,
  rankTopics,
  splitToday,
  thetaForPercent,
} from './plan-schedule';
import { activePlanTemplates, planTemplate, subjectBank } from './plan-template';

/**
 * The student's plan for a subject with everything derived from it as of `now` (plan-schedule.ts):
 * topics by weight × gap, today's count, progress and status. Null without a plan.
 */
export async function getStudyPlan(
  db: DbOrTx,
  userId: string,
  subjectId: string,
  now: Date,
): Promise<StudyPlan | null> {
  const [plan] = await db
    .select()
    .from(studyPlans)
    .where(and(eq(studyPlans.userId, userId), eq(studyPlans.subjectId, subjectId)))
    .limit(1);
  if (!plan) return null;

  // A deleted template leaves the plan on the subject's current default.
  const template = plan.templateId
    ? await planTemplate(db, subjectId, plan.templateId)
    : ((await activePlanTemplates(db, subjectId))[0] ?? null);
  const scoring = template?.scoring ?? PERCENT_SCORING;
  const minPercent =
    minPercentFor(scoring, plan.targetScore) ?? minPercentFor(PERCENT_SCORING, plan.targetScore);

  const today = isoDay(now);
  const startOfToday = new Date(`${today}T00:00:00Z`);
  const since = plan.createdAt;
  const [bank, mastery, [counts]] = await Promise.all([
    subjectBank(db, subjectId),
    loadTopicMastery(db, userId, subjectId),
    db
      .select({
        done: sql<number>`count(*)::int`,
        doneToday: sql<number>`count(*) filter (where ${gte(itemResponses.answeredAt, startOfToday)})::int`,
      })
      .from(itemResponses)
      .innerJoin(questions, eq(questions.id, itemResponses.questionId))
      .where(
        and(
          eq(itemResponses.userId, userId),
          gte(itemResponses.answeredAt, since),
          eq(questions.subjectId, subjectId),
        ),
      ),
  ]);

  // A target no longer on any scale (template gone) aims at the top: the plan still works.
  const thetaNeeded = thetaForPercent(bank, minPercent ?? 100);
  const ranked = rankTopics(mastery, thetaNeeded);
  const totalTarget = planTotal(ranked);
  const done = Number(counts?.done ?? 0);
  const doneToday = Number(counts?.doneToday ?? 0);
  const pace = planPace({
    startDay: isoDay(plan.createdAt),
    today,
    examDate: plan.examDate,
    totalTarget,
    done,
    doneToday,
  });

  return {
    subjectId,
    templateId: template?.id ?? null,
    templateName: template?.name ?? null,
    scale: scoring.scale,
    examDate: plan.examDate,
    targetScore: plan.targetScore,
    daysLeft: pace.daysLeft,
    todayTarget: pace.todayTarget,
    doneToday,
    totalTarget,
    done,
    expectedByToday: pace.expectedByToday,
    status: pace.status,
    topics: splitToday(ranked, pace.todayTarget),
    createdAt: plan.createdAt.toISOString(),
  };
}
