import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COUNT_KEYS,
  type CountRow,
  FLAG_LIMITS,
  type ItemFlag,
  type ItemStatistic,
  MIN_RESPONSES_FOR_FLAGS,
  type QuestionStatistics,
  type statisticsQuerySchema,
} from '../../../common/contracts/question-insights';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { AppError } from '../../lib/errors';

type Query = z.output<typeof statisticsQuerySchema>;

/** Weakness flags of one item, in the order the page shows them. */
export function itemFlags(
  attempts: number,
  facility: number,
  discrimination: number | null,
): ItemFlag[] {
  if (attempts < MIN_RESPONSES_FOR_FLAGS) return ['not_enough_responses'];
  const flags: ItemFlag[] = [];
  if (facility < FLAG_LIMITS.veryHard) flags.push('very_hard');
  if (facility > FLAG_LIMITS.veryEasy) flags.push('very_easy');
  if (discrimination !== null && discrimination < 0) flags.push('negative_discrimination');
  else if (discrimination !== null && discrimination < FLAG_LIMITS.weakDiscrimination)
    flags.push('weak_discrimination');
  return flags;
}

/**
 * Item analysis after Moodle's quiz statistics report, from item_responses (one scored answer
 * per question per attempt), per question:
 * - facility index: mean score, in percent;
 * - discrimination index: Pearson correlation between the item's score and the rest of the
 *   attempt's score (the attempt's total minus this item), across attempts, in percent;
 * - exposure: share of the subject's attempts (attempts with any item of the subject) that
 *   contained the item; mean time; number of attempts.
 * `flagged` is the SQL twin of itemFlags().
 */
function analysedItems(subjectId: string | undefined): SQL {
  const inSubject = subjectId ? sql`and q.subject_id = ${subjectId}` : sql``;
  return sql`
    with scoped as (
      select r.question_id, r.attempt_id, r.score, r.time_ms, q.subject_id
        from item_responses r
        join questions q on q.id = r.question_id
       where true ${inSubject}
    ),
    attempt_totals as (
      select r.attempt_id, sum(r.score) as total
        from item_responses r
       where r.attempt_id in (select attempt_id from scoped)
       group by r.attempt_id
    ),
    subject_attempts as (
      select subject_id, count(distinct attempt_id) as attempts from scoped group by subject_id
    ),
    items as (
      select s.question_id, s.subject_id,
             count(*)::int as attempts,
             100 * avg(s.score)::float8 as facility,
             100 * corr(s.score, t.total - s.score)::float8 as discrimination,
             avg(s.time_ms)::float8 as mean_time_ms
        from scoped s
        join attempt_totals t on t.attempt_id = s.attempt_id
       group by s.question_id, s.subject_id
    ),
    analysed as (
      select i.*,
             (100.0 * i.attempts / sa.attempts)::float8 as exposure,
             (i.attempts >= ${MIN_RESPONSES_FOR_FLAGS} and (
                i.facility < ${FLAG_LIMITS.veryHard}
                or i.facility > ${FLAG_LIMITS.veryEasy}
                or i.discrimination < ${FLAG_LIMITS.weakDiscrimination})) as flagged
        from items i
        join subject_attempts sa on sa.subject_id = i.subject_id
    )`;
}

const SORTS = {
  facility: sql`a.facility`,
  discrimination: sql`a.discrimination`,
  exposure: sql`a.exposure`,
  attempts: sql`a.attempts`,
  time: sql`a.mean_time_ms`,
} as const;

type ItemRow = {
  id: string;
  stem: string;
  subject_id: string;
  subject_name: string;
  topic_id: string;
  topic_name: string;
  type: ItemStatistic['type'];
  status: ItemStatistic['status'];
  attempts: number;
  facility: number | string;
  discrimination: number | string | null;
  exposure: number | string;
  mean_time_ms: number | string;
};

async function itemPage(db: DbOrTx, query: Query) {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await rowsOf<ItemRow>(
    db,
    sql`${analysedItems(query.subject)}
      select q.id, q.stem, q.type, q.status,
             s.id as subject_id, s.name as subject_name, t.id as topic_id, t.name as topic_name,
             a.attempts, a.facility, a.discrimination, a.exposure, a.mean_time_ms
        from analysed a
        join questions q on q.id = a.question_id
        join subjects s on s.id = q.subject_id
        join topics t on t.id = q.topic_id
       where ${query.flagged ? sql`a.flagged` : sql`true`}
       order by ${SORTS[query.sort]} ${direction} nulls last, q.id
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return rows.map((r): ItemStatistic => {
    const facility = Number(r.facility);
    const discrimination = r.discrimination === null ? null : Number(r.discrimination);
    return {
      id: r.id,
      stem: r.stem,
      subject: { id: r.subject_id, name: r.subject_name },
      topic: { id: r.topic_id, name: r.topic_name },
      type: r.type,
      status: r.status,
      attempts: Number(r.attempts),
      facility,
      discrimination,
      exposure: Number(r.exposure),
      meanTimeMs: Number(r.mean_time_ms),
      flags: itemFlags(Number(r.attempts), facility, discrimination),
    };
  });
}

type Summary = {
  analysed: number;
  flagged: number;
  mean_facility: number | string | null;
  responses: number;
  attempts: number;
};

async function itemSummary(db: DbOrTx, subjectId: string | undefined): Promise<Summary> {
  const [row] = await rowsOf<Summary>(
    db,
    sql`${analysedItems(subjectId)}
      select (select count(*) from analysed)::int as analysed,
             (select count(*) from analysed where flagged)::int as flagged,
             (select avg(facility) from analysed)::float8 as mean_facility,
             (select count(*) from scoped)::int as responses,
             (select count(distinct attempt_id) from scoped)::int as attempts`,
  );
  return row ?? { analysed: 0, flagged: 0, mean_facility: null, responses: 0, attempts: 0 };
}

type CountSqlRow = { key: string; label: string; grp: string | null; count: number };

/** Counts of the bank by subject, topic, type, difficulty, status and source. */
async function bankCounts(db: DbOrTx, subjectId: string | undefined) {
  const onlySubject = subjectId ? sql`and s.id = ${subjectId}` : sql``;
  const inSubject = subjectId ? sql`and q.subject_id = ${subjectId}` : sql``;
  const [bySubject, byTopic, byColumn] = await Promise.all([
    rowsOf<CountSqlRow>(
      db,
      sql`select s.id as key, s.name as label, null as grp, count(q.id)::int as count
            from subjects s left join questions q on q.subject_id = s.id
           where true ${onlySubject}
           group by s.id, s.name, s.sort_order
           order by s.sort_order, s.name`,
    ),
    rowsOf<CountSqlRow>(
      db,
      sql`select t.id as key, t.name as label, s.name as grp, count(q.id)::int as count
            from topics t
            join subjects s on s.id = t.subject_id
            left join questions q on q.topic_id = t.id
           where true ${onlySubject}
           group by t.id, t.name, t.sort_order, s.name, s.sort_order
           order by s.sort_order, s.name, t.sort_order, t.name`,
    ),
    rowsOf<{ dimension: string; key: string; count: number }>(
      db,
      sql`select 'type' as dimension, q.type as key, count(*)::int as count
            from questions q where true ${inSubject} group by q.type
          union all
          select 'difficulty', q.difficulty, count(*)::int
            from questions q where true ${inSubject} group by q.difficulty
          union all
          select 'status', q.status, count(*)::int
            from questions q where true ${inSubject} group by q.status
          union all
          select 'source', q.source, count(*)::int
            from questions q where true ${inSubject} group by q.source`,
    ),
  ]);
  const fill = (dimension: keyof typeof COUNT_KEYS): CountRow[] =>
    COUNT_KEYS[dimension].map((key) => ({
      key,
      label: key,
      count: Number(byColumn.find((r) => r.dimension === dimension && r.key === key)?.count ?? 0),
    }));
  const named = (r: CountSqlRow): CountRow => ({
    key: r.key,
    label: r.label,
    ...(r.grp ? { group: r.grp } : {}),
    count: Number(r.count),
  });
  return {
    subject: bySubject.map(named),
    topic: byTopic.map(named),
    type: fill('type'),
    difficulty: fill('difficulty'),
    status: fill('status'),
    source: fill('source'),
  };
}

/** The statistics page: bank counts, summary, and one page of the item analysis table. */
export async function getQuestionStatistics(db: DbOrTx, query: Query): Promise<QuestionStatistics> {
  if (query.subject) {
    const [found] = await rowsOf<{ id: string }>(
      db,
      sql`select id from subjects where id = ${query.subject}`,
    );
    if (!found) throw new AppError('NOT_FOUND', 'Subject not found');
  }
  const [counts, summary, rows] = await Promise.all([
    bankCounts(db, query.subject),
    itemSummary(db, query.subject),
    itemPage(db, query),
  ]);
  const questionsTotal = counts.status.reduce((sum, c) => sum + c.count, 0);
  return {
    totals: {
      questions: questionsTotal,
      confirmed: counts.status.find((c) => c.key === 'confirmed')?.count ?? 0,
      responses: Number(summary.responses),
      attempts: Number(summary.attempts),
      analysed: Number(summary.analysed),
      flagged: Number(summary.flagged),
      meanFacility: summary.mean_facility === null ? null : Number(summary.mean_facility),
    },
    counts,
    minResponses: MIN_RESPONSES_FOR_FLAGS,
    items: {
      rows,
      total: Number(query.flagged ? summary.flagged : summary.analysed),
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}
