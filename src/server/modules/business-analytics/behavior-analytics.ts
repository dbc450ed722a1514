import type {
  LearningAnalyticsQuery,
  UserBehavior,
} from '../../../common/contracts/business-analytics-learning';
import type { DbOrTx } from '../../db/client';
import { periodOf, resolvePeriod } from '../../lib/analytics-period';
import { studentActivityFigures } from './behavior-activity';
import { examFigures } from './behavior-exams';
import { examJourney, retentionCohorts, signUps } from './behavior-journey';

/**
 * The user behaviour page: active students per day and week, exams started against finished,
 * time spent, the exam journey of the period's sign-ups and retention by sign-up cohort.
 */
export async function getUserBehavior(
  db: DbOrTx,
  query: LearningAnalyticsQuery,
  now = new Date(),
): Promise<UserBehavior> {
  const period = resolvePeriod(query, now);
  const [activity, exams, journey, retention, signUpCounts] = await Promise.all([
    studentActivityFigures(db, period),
    examFigures(db, period),
    examJourney(db, period),
    retentionCohorts(db, period, now),
    signUps(db, period),
  ]);
  return {
    period: periodOf(period),
    totals: {
      activeStudents: activity.activeStudents,
      examsStarted: exams.examsStarted,
      examsFinished: exams.examsFinished,
      minutesSpent: exams.minutesSpent,
      signUps: signUpCounts,
    },
    activeByDay: activity.activeByDay,
    activeByWeek: activity.activeByWeek,
    examsByDay: exams.examsByDay,
    timeByDay: exams.timeByDay,
    timeByMode: exams.timeByMode,
    journey,
    retention,
  };
}
