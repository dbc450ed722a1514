import { sql } from 'drizzle-orm';
import {
  FLAGGED_LIMIT,
  type FlaggedItem,
  type MissedQuestion,
  MOST_MISSED_LIMIT,
} from '../../../common/contracts/business-analytics-learning';
import type { Difficulty } from '../../../common/contracts/content';
import { FLAG_LIMITS, MIN_RESPONSES_FOR_FLAGS } from '../../../common/contracts/question-insights';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { PeriodBounds } from '../../lib/analytics-period';
import { itemFlags } from '../question-insights/question-statistics';

/** Item responses answered in the period: `[start, end)`. */
const inPeriod = (period: PeriodBounds) =>
  sql`r.answered_at >= ${period.start.toISOString()}::timestamptz
      and r.answered_at < ${period.end.toISOString()}::timestamptz`;

type ItemSqlRow = {
  list: 'flagged' | 'missed' | null;
  id: string | null;
  stem: string;
  difficulty: Difficulty;
  subject_id: string;
  subject_name: string;
  topic_id: string;
  topic_name: string;
  responses: number;
  missed: number;
  facility: number | string;
  discrimination: number | string | null;
  flagged_total: number;
  responses_total: number;
};

export type ItemStatistics = {
  /** Scored answers in the period. */
  responses: number;
  flagged: { total: number; rows: FlaggedItem[] };
  mostMissed: MissedQuestion[];
};

/**
 * Everything the page reads from the period's item responses, in one query: the responses are
 * read once, from the covering period index, and aggregated per question once (items), and the
 * three answers are derived from that small result, rather than one scan and aggregation per
 * answer.
 *
 * - Flagged items: the question statistics page's item analysis (facility = mean score,
 *   discrimination = correlation of the item's score with the rest of the attempt, both in
 *   percent; the rest is the attempt's stored total minus the item, as on that page) and its
 *   flags (itemFlags, FLAG_LIMITS), for items with at least MIN_RESPONSES_FOR_FLAGS responses
 *   in the period. Lowest facility first.
 * - Most missed: the questions most often answered without full credit in the period: most
 *   misses first, then the higher miss rate, then the question id.
 *
 * corr()'s float result depends on the order its rows arrive in, which a parallel plan on a long
 * period changes in the last digits: it is rounded to 1e-6 percent, so an answer does not change
 * from run to run. One row per listed question (`list` says which list,
 * `rank` its place); the totals ride on every row, and on a single row of nulls when neither
 * list has any question.
 */
export async function itemStatistics(db: DbOrTx, period: PeriodBounds): Promise<ItemStatistics> {
  const rows = await rowsOf<ItemSqlRow>(
    db,
    sql`with items as materialized (
          select r.question_id,
                 count(*)::int as responses,
                 count(*) filter (where r.score < 1)::int as missed,
                 100 * avg(r.score)::float8 as facility,
                 round((100 * corr(r.score, r.attempt_score - r.score))::numeric, 6)::float8
                   as discrimination
            from item_responses r
           where ${inPeriod(period)}
           group by r.question_id
        ),
        flagged as (
          select * from items
           where responses >= ${MIN_RESPONSES_FOR_FLAGS}
             and (facility < ${FLAG_LIMITS.veryHard}
                  or facility > ${FLAG_LIMITS.veryEasy}
                  or discrimination < ${FLAG_LIMITS.weakDiscrimination})
        ),
        picked as (
          (select 'flagged' as list, f.*,
                  row_number() over (
                    order by f.facility asc, f.discrimination asc nulls last, f.question_id
                  ) as rank
             from flagged f
            order by rank
            limit ${FLAGGED_LIMIT})
          union all
          (select 'missed' as list, i.*,
                  row_number() over (
                    order by i.missed desc, i.missed::float8 / i.responses desc, i.question_id
                  ) as rank
             from items i
            where i.missed > 0
            order by rank
            limit ${MOST_MISSED_LIMIT})
        ),
        totals as (
          select (select count(*) from flagged)::int as flagged_total,
                 (select coalesce(sum(responses), 0) from items)::int as responses_total
        )
        select p.list, q.id, q.stem, q.difficulty, s.id as subject_id, s.name as subject_name,
               tp.id as topic_id, tp.name as topic_name,
               p.responses, p.missed, p.facility, p.discrimination,
               totals.flagged_total, totals.responses_total
          from totals
          left join (picked p
                     join questions q on q.id = p.question_id
                     join subjects s on s.id = q.subject_id
                     join topics tp on tp.id = q.topic_id) on true
         order by p.list, p.rank`,
  );
  const listed = rows.filter((r) => r.id !== null);
  return {
    responses: Number(rows[0]?.responses_total ?? 0),
    flagged: {
      total: Number(rows[0]?.flagged_total ?? 0),
      rows: listed
        .filter((r) => r.list === 'flagged')
        .map((r) => {
          const facility = Number(r.facility);
          const discrimination = r.discrimination === null ? null : Number(r.discrimination);
          return {
            id: r.id as string,
            stem: r.stem,
            subject: { id: r.subject_id, name: r.subject_name },
            topic: { id: r.topic_id, name: r.topic_name },
            responses: Number(r.responses),
            facility,
            discrimination,
            flags: itemFlags(Number(r.responses), facility, discrimination),
          };
        }),
    },
    mostMissed: listed
      .filter((r) => r.list === 'missed')
      .map((r) => ({
        id: r.id as string,
        stem: r.stem,
        subject: { id: r.subject_id, name: r.subject_name },
        topic: { id: r.topic_id, name: r.topic_name },
        difficulty: r.difficulty,
        responses: Number(r.responses),
        missed: Number(r.missed),
        missRate: Number(r.responses) > 0 ? Number(r.missed) / Number(r.responses) : 0,
      })),
  };
}
