import type {
  ContentAnalytics,
  LearningAnalyticsQuery,
} from '../../../common/contracts/business-analytics-learning';
import { MIN_RESPONSES_FOR_FLAGS } from '../../../common/contracts/question-insights';
import type { DbOrTx } from '../../db/client';
import { periodOf, resolvePeriod } from '../../lib/analytics-period';
import { contentCoverage } from './content-coverage';
import { itemStatistics } from './content-items';

/**
 * The content analytics page: the bank by subject, topic and difficulty against the active
 * templates' blueprints, items flagged by their statistics in the period, and the questions most
 * missed in the period.
 */
export async function getContentAnalytics(
  db: DbOrTx,
  query: LearningAnalyticsQuery,
  now = new Date(),
): Promise<ContentAnalytics> {
  const period = resolvePeriod(query, now);
  const [{ subjects, coverage }, { flagged, mostMissed, responses }] = await Promise.all([
    contentCoverage(db, period),
    itemStatistics(db, period),
  ]);
  return {
    period: periodOf(period),
    totals: {
      questions: subjects.reduce((n, s) => n + s.total, 0),
      confirmed: subjects.reduce((n, s) => n + s.confirmed, 0),
      addedInPeriod: subjects.reduce((n, s) => n + s.addedInPeriod, 0),
      confirmedInPeriod: subjects.reduce((n, s) => n + s.confirmedInPeriod, 0),
      responses,
      thinTopics: coverage.filter((t) => t.shortfall > 0).length,
    },
    subjects,
    coverage,
    flagged: { minResponses: MIN_RESPONSES_FOR_FLAGS, ...flagged },
    mostMissed,
  };
}
