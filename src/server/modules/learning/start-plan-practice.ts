import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { PERCENT_SCORING, storeExam } from '../exams/create-exam';
import { assertSubjectUnlocked } from '../exams/exam-allowance';
import { examTitlesFor } from '../exams/exam-titles';
import { assertSubjectExists } from './create-review-exam';
import { getStudyPlan } from './get-study-plan';
import { TOPICS_PER_DAY } from './plan-schedule';

/** Fewest questions in today's practice: a shorter exam is not worth opening. */
export const MIN_TODAY_QUESTIONS = 5;
/** Most questions in one practice exam of the plan. */
export const MAX_TODAY_QUESTIONS = 50;

/**
 * POST /api/student/learning/plans/:subjectId/today: a practice exam of what is left of today's
 * target (at least 5), drawn from the plan's top topics in proportion to their share of today.
 */
export async function startPlanPractice(
  db: Db,
  userId: string,
  subjectId: string,
  now = new Date(),
): Promise<string> {
  const subject = await assertSubjectExists(db, subjectId);
  await assertSubjectUnlocked(db, userId, subjectId, now);
  const plan = await getStudyPlan(db, userId, subjectId, now);
  if (!plan) {
    throw new AppError(
      'NOT_FOUND',
      `You have no study plan for ${subject.name}: set an exam date and a target first`,
    );
  }
  const count = Math.min(
    MAX_TODAY_QUESTIONS,
    Math.max(MIN_TODAY_QUESTIONS, plan.todayTarget - plan.doneToday),
  );
  let chosen = plan.topics.filter((t) => t.questionsToday > 0);
  // Today's share already done (or the plan is over): keep practising the top topics.
  if (chosen.length === 0) chosen = plan.topics.slice(0, TOPICS_PER_DAY);
  if (chosen.length === 0) {
    throw new AppError('CONFLICT', `${subject.name} has no topics to practise yet`);
  }
  const titles = await examTitlesFor(db, userId);
  return storeExam(
    db,
    userId,
    {
      subjectId,
      templateId: null,
      title: titles.plan(subject.name, count),
      mode: 'practice',
      origin: 'study_plan',
      timed: false,
      difficulty: 'mixed',
      scoring: PERCENT_SCORING,
      sections: [
        {
          title: titles.planSection,
          directions: '',
          calculator: true,
          questionCount: count,
          durationMinutes: null,
          topics: chosen.map((t) => ({
            id: t.topicId,
            name: t.name,
            weight: Math.max(1, t.questionsToday || t.weight),
          })),
        },
      ],
    },
    now,
  );
}
