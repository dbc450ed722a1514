import { type SQL, sql } from 'drizzle-orm';
import {
  FLAGGED_LIMIT,
  type FlaggedItem,
  type MissedQuestion,
  MOST_MISSED_LIMIT,
} from '../../../common/contracts/business-analytics-learning';
import type { Difficulty } from '../../../common/contracts/content';
import { FLAG_LIMITS, MIN_RESPONSES_FOR_FLAGS } from '../../../common/contracts/question-insights';
import type { DbOrTx } from '../../db/client';
import type { PeriodBounds } from '../../lib/analytics-period';
import { itemFlags } from '../question-insights/question-statistics';

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Item responses answered in the period: `[start, end)`. */
const inPeriod = (period: PeriodBounds) =>
  sql`r.answered_at >= ${period.start.toISOString()}::timestamptz
      and r.answered_at < ${period.end.toISOString()}::timestamptz`;

type FlaggedSqlRow = {
  id: string;
  stem: string;
  subject_id: string;
  subject_name: string;
  topic_id: string;
  topic_name: string;
  responses: number;
  facility: number | string;
  discrimination: number | string | null;
  total: number;
};

/**
 * Items the statistics flag, over the responses of the period: the question statistics page's
 * item analysis (facility = mean score, discrimination = correlation of the item's score with the
 * rest of the attempt, both in percent) and its flags (itemFlags, FLAG_LIMITS), for items with at
 * least MIN_RESPONSES_FOR_FLAGS responses in the period. Lowest facility first.
 */
export async function flaggedItems(
  db: DbOrTx,
  period: PeriodBounds,
): Promise<{ total: number; rows: FlaggedItem[] }> {
  const rows = await rowsOf<FlaggedSqlRow>(
    db,
    sql`with scoped as (
          select r.question_id, r.attempt_id, r.score from item_responses r where ${inPeriod(period)}
        ),
        attempt_totals as (
          select attempt_id, sum(score) as total from scoped group by attempt_id
        ),
        items as (
          select s.question_id,
                 count(*)::int as responses,
                 100 * avg(s.score)::float8 as facility,
                 100 * corr(s.score, t.total - s.score)::float8 as discrimination
            from scoped s
            join attempt_totals t on t.attempt_id = s.attempt_id
           group by s.question_id
          having count(*) >= ${MIN_RESPONSES_FOR_FLAGS}
        ),
        flagged as (
          select * from items
           where facility < ${FLAG_LIMITS.veryHard}
              or facility > ${FLAG_LIMITS.veryEasy}
              or discrimination < ${FLAG_LIMITS.weakDiscrimination}
        )
        select q.id, q.stem, s.id as subject_id, s.name as subject_name,
               tp.id as topic_id, tp.name as topic_name,
               f.responses, f.facility, f.discrimination,
               (select count(*) from flagged)::int as total
          from flagged f
          join questions q on q.id = f.question_id
          join subjects s on s.id = q.subject_id
          join topics tp on tp.id = q.topic_id
         order by f.facility asc, f.discrimination asc nulls last, q.id
         limit ${FLAGGED_LIMIT}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => {
      const facility = Number(r.facility);
      const discrimination = r.discrimination === null ? null : Number(r.discrimination);
      return {
        id: r.id,
        stem: r.stem,
        subject: { id: r.subject_id, name: r.subject_name },
        topic: { id: r.topic_id, name: r.topic_name },
        responses: Number(r.responses),
        facility,
        discrimination,
        flags: itemFlags(Number(r.responses), facility, discrimination),
      };
    }),
  };
}

type MissedSqlRow = {
  id: string;
  stem: string;
  difficulty: Difficulty;
  subject_id: string;
  subject_name: string;
  topic_id: string;
  topic_name: string;
  responses: number;
  missed: number;
};

/**
 * The questions most often missed (answered without full credit) in the period, from item
 * responses: most misses first, then the higher miss rate, then the question id.
 */
export async function mostMissedQuestions(
  db: DbOrTx,
  period: PeriodBounds,
): Promise<MissedQuestion[]> {
  const rows = await rowsOf<MissedSqlRow>(
    db,
    sql`with counts as (
          select r.question_id,
                 count(*)::int as responses,
                 count(*) filter (where r.score < 1)::int as missed
            from item_responses r
           where ${inPeriod(period)}
           group by r.question_id
        ),
        top as (
          select * from counts where missed > 0
           order by missed desc, missed::float8 / responses desc, question_id
           limit ${MOST_MISSED_LIMIT}
        )
        select q.id, q.stem, q.difficulty, s.id as subject_id, s.name as subject_name,
               tp.id as topic_id, tp.name as topic_name, c.responses, c.missed
          from top c
          join questions q on q.id = c.question_id
          join subjects s on s.id = q.subject_id
          join topics tp on tp.id = q.topic_id
         order by c.missed desc, c.missed::float8 / c.responses desc, q.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    stem: r.stem,
    subject: { id: r.subject_id, name: r.subject_name },
    topic: { id: r.topic_id, name: r.topic_name },
    difficulty: r.difficulty,
    responses: Number(r.responses),
    missed: Number(r.missed),
    missRate: Number(r.responses) > 0 ? Number(r.missed) / Number(r.responses) : 0,
  }));
}

/** Scored answers in the period. */
export async function responsesInPeriod(db: DbOrTx, period: PeriodBounds): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from item_responses r where ${inPeriod(period)}`,
  );
  return Number(row?.n ?? 0);
}
