import { sql } from 'drizzle-orm';
import { periodDays } from '../../../common/contracts/analytics-period';
import type { UserBehavior } from '../../../common/contracts/business-analytics-learning';
import type { DbOrTx } from '../../db/client';
import type { PeriodBounds } from '../../lib/analytics-period';
import { rowsOf, studentActivity, utcDay } from './behavior-sql';

const DAY_MS = 86_400_000;

/** Monday (UTC) of the week holding `day` (YYYY-MM-DD). */
export function weekStart(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - weekday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Active students (behavior-sql.ts: studentActivity) per day of the period, per week (Monday
 * first) within the period, and distinct over the period and the one before.
 */
export async function studentActivityFigures(
  db: DbOrTx,
  period: PeriodBounds,
): Promise<{
  activeByDay: UserBehavior['activeByDay'];
  activeByWeek: UserBehavior['activeByWeek'];
  activeStudents: { current: number; previous: number };
}> {
  const [days, weeks, totals] = await Promise.all([
    rowsOf<{ day: string; n: number }>(
      db,
      sql`select ${utcDay(sql`a.at`)} as day, count(distinct a.user_id)::int as n
            from (${studentActivity(period.start, period.end)}) a
           group by 1`,
    ),
    rowsOf<{ week: string; n: number }>(
      db,
      sql`select to_char(date_trunc('week', a.at at time zone 'UTC'), 'YYYY-MM-DD') as week,
                 count(distinct a.user_id)::int as n
            from (${studentActivity(period.start, period.end)}) a
           group by 1`,
    ),
    rowsOf<{ current: number; previous: number }>(
      db,
      sql`select count(distinct a.user_id) filter (where a.at >= ${period.start.toISOString()}::timestamptz)::int as current,
                 count(distinct a.user_id) filter (where a.at < ${period.start.toISOString()}::timestamptz)::int as previous
            from (${studentActivity(period.previousStart, period.end)}) a`,
    ),
  ]);
  const perDay = new Map(days.map((r) => [r.day, Number(r.n)]));
  const perWeek = new Map(weeks.map((r) => [r.week, Number(r.n)]));
  const activeByDay = periodDays(period).map((date) => ({
    date,
    students: perDay.get(date) ?? 0,
  }));
  const activeByWeek: UserBehavior['activeByWeek'] = [];
  for (
    let week = weekStart(period.from);
    week <= period.to;
    week = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10)
  ) {
    const last = new Date(Date.parse(`${week}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
    activeByWeek.push({
      weekStart: week,
      students: perWeek.get(week) ?? 0,
      partial: week < period.from || last > period.to,
    });
  }
  const [total] = totals;
  return {
    activeByDay,
    activeByWeek,
    activeStudents: {
      current: Number(total?.current ?? 0),
      previous: Number(total?.previous ?? 0),
    },
  };
}
