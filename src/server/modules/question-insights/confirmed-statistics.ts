import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ConfirmedStatistics,
  type confirmedStatisticsQuerySchema,
  DAILY_UP_TO_DAYS,
  DEFAULT_RANGE_DAYS,
  MAX_RANGE_DAYS,
} from '../../../common/contracts/question-insights';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { AppError } from '../../lib/errors';

type Query = z.output<typeof confirmedStatisticsQuerySchema>;

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (value: string) => new Date(`${value}T00:00:00Z`);
const addDays = (value: string, days: number) =>
  day(new Date(parseDay(value).getTime() + days * DAY_MS));
/** Monday of the ISO week `value` falls in (PostgreSQL's date_trunc('week')). */
const weekStart = (value: string) => addDays(value, -((parseDay(value).getUTCDay() + 6) % 7));

/**
 * The range in whole UTC days, `to` included: the last 90 days by default. A start after the
 * end, or a range longer than three years, is refused with a message for the field.
 */
export function resolveRange(query: Pick<Query, 'from' | 'to' | 'interval'>, now = new Date()) {
  const to = query.to ?? (query.from && query.from > day(now) ? query.from : day(now));
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) {
    throw new AppError('VALIDATION', 'The start date must be on or before the end date', {
      from: 'The start date must be on or before the end date',
    });
  }
  const days = Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION', 'Choose a range of at most three years', {
      from: 'Choose a range of at most three years',
    });
  }
  const interval: 'day' | 'week' =
    query.interval === 'auto' ? (days <= DAILY_UP_TO_DAYS ? 'day' : 'week') : query.interval;
  return { from, to, days, interval };
}

/**
 * Review progress: the bank's confirmed, pending-review and draft questions per subject (as they
 * are now), and the confirmations of the range per reviewer and per day or week
 * (from confirmed_at, in UTC).
 */
export async function getConfirmedStatistics(
  db: DbOrTx,
  query: Query,
  now = new Date(),
): Promise<ConfirmedStatistics> {
  const range = resolveRange(query, now);
  if (query.subject) {
    const [found] = await rowsOf<{ id: string }>(
      db,
      sql`select id from subjects where id = ${query.subject}`,
    );
    if (!found) throw new AppError('NOT_FOUND', 'Subject not found');
  }
  const inSubject = query.subject ? sql`and q.subject_id = ${query.subject}` : sql``;
  const start = parseDay(range.from);
  const end = new Date(parseDay(range.to).getTime() + DAY_MS);
  const inRange = sql`q.confirmed_at >= ${start.toISOString()}::timestamptz
    and q.confirmed_at < ${end.toISOString()}::timestamptz ${inSubject}`;
  const bucket = range.interval === 'day' ? sql`'day'` : sql`'week'`;

  const [bySubject, byReviewer, overTime] = await Promise.all([
    rowsOf<{
      id: string;
      name: string;
      confirmed: number;
      pending_review: number;
      draft: number;
    }>(
      db,
      sql`select s.id, s.name,
                 count(*) filter (where q.status = 'confirmed')::int as confirmed,
                 count(*) filter (where q.status = 'pending_review')::int as pending_review,
                 count(*) filter (where q.status = 'draft')::int as draft
            from subjects s
            join questions q on q.subject_id = s.id
           where q.status <> 'archived' ${inSubject}
           group by s.id, s.name, s.sort_order
           order by s.sort_order, s.name`,
    ),
    rowsOf<{
      id: string | null;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
      count: number;
    }>(
      db,
      sql`select q.confirmed_by as id, p.first_name, p.last_name, p.email,
                 count(*)::int as count
            from questions q
            left join profiles p on p.id = q.confirmed_by
           where ${inRange}
           group by q.confirmed_by, p.first_name, p.last_name, p.email
           order by count desc, p.first_name, p.last_name`,
    ),
    rowsOf<{ bucket: string; count: number }>(
      db,
      sql`select to_char(date_trunc(${bucket}, q.confirmed_at at time zone 'UTC'), 'YYYY-MM-DD')
                   as bucket,
                 count(*)::int as count
            from questions q
           where ${inRange}
           group by 1`,
    ),
  ]);

  const counted = new Map(overTime.map((r) => [r.bucket, Number(r.count)]));
  const series: ConfirmedStatistics['overTime'] = [];
  const step = range.interval === 'day' ? 1 : 7;
  for (
    let date = range.interval === 'day' ? range.from : weekStart(range.from);
    date <= range.to;
    date = addDays(date, step)
  ) {
    series.push({ date, count: counted.get(date) ?? 0 });
  }

  const subjectsRows = bySubject.map((r) => ({
    subject: { id: r.id, name: r.name },
    confirmed: Number(r.confirmed),
    pendingReview: Number(r.pending_review),
    draft: Number(r.draft),
  }));
  const sum = (key: 'confirmed' | 'pendingReview' | 'draft') =>
    subjectsRows.reduce((total, r) => total + r[key], 0);
  return {
    from: range.from,
    to: range.to,
    interval: range.interval,
    bySubject: subjectsRows,
    byReviewer: byReviewer.map((r) => ({
      reviewer: r.id
        ? {
            id: r.id,
            name: [r.first_name, r.last_name].filter(Boolean).join(' ').trim() || r.email || r.id,
          }
        : null,
      count: Number(r.count),
    })),
    overTime: series,
    totals: {
      confirmed: sum('confirmed'),
      pendingReview: sum('pendingReview'),
      draft: sum('draft'),
      confirmedInRange: series.reduce((total, p) => total + p.count, 0),
    },
  };
}
