import { sql } from 'drizzle-orm';
import { periodDays } from '../../../common/contracts/analytics-period';
import type { UserBehavior } from '../../../common/contracts/business-analytics-learning';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { PeriodBounds } from '../../lib/analytics-period';
import { dayText, mondayOf, studentActiveDays, studentIds, studentsActive } from './behavior-sql';

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
  // The period's activity deduplicated to (student, day) answers the per-day and per-week
  // figures and the period's distinct students; the period before only needs its distinct
  // students, counted straight from its events. Deduplicating both periods to days first and
  // grouping that by student cost a third more work (issue 17's budget, ADR 0016). The two are
  // separate statements so that they run at once: on 90 days each is a long scan.
  const [rows, previousRows] = await Promise.all([
    rowsOf<{ kind: 'day' | 'week' | 'total'; key: string | null; n: number }>(
      db,
      sql`with in_period as materialized (${studentActiveDays(period.start, period.end, studentIds)})
          select 'day' as kind, ${dayText(sql`day`)} as key, count(*)::int as n
            from in_period group by day
          union all
          select 'week', ${dayText(sql`week`)}, count(*)::int
            from (select distinct ${mondayOf(sql`day`)} as week, user_id from in_period) w
           group by week
          union all
          select 'total', null, (select count(*) from (select distinct user_id from in_period) c)::int`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n
            from (${studentsActive(period.previousStart, period.start, studentIds)}) p`,
    ),
  ]);
  const days = rows.filter((r) => r.kind === 'day');
  const weeks = rows.filter((r) => r.kind === 'week');
  const total = rows.find((r) => r.kind === 'total');
  const perDay = new Map(days.map((r) => [r.key, Number(r.n)]));
  const perWeek = new Map(weeks.map((r) => [r.key, Number(r.n)]));
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
  return {
    activeByDay,
    activeByWeek,
    activeStudents: {
      current: Number(total?.n ?? 0),
      previous: Number(previousRows[0]?.n ?? 0),
    },
  };
}
