import { sql } from 'drizzle-orm';
import { periodDays } from '../../../common/contracts/analytics-period';
import type { UserBehavior } from '../../../common/contracts/business-analytics-learning';
import { EXAM_MODES, type ExamMode } from '../../../common/contracts/exams';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { PeriodBounds } from '../../lib/analytics-period';
import { at, FINISHED, isStudent, utcDay } from './behavior-sql';

const minutes = (ms: number) => Math.round((ms / 60_000) * 10) / 10;

type Pair = { current: number; previous: number };

/**
 * Students' exams in the period: started (by the day started) against finished (submitted or
 * expired, by the day finished); the time spent answering (the exam items' time, summed per exam)
 * of exams finished in the period, per day and per mode; the same totals for the period before.
 */
export async function examFigures(
  db: DbOrTx,
  period: PeriodBounds,
): Promise<{
  examsByDay: UserBehavior['examsByDay'];
  timeByDay: UserBehavior['timeByDay'];
  timeByMode: UserBehavior['timeByMode'];
  examsStarted: Pair;
  examsFinished: Pair;
  minutesSpent: Pair;
}> {
  const from = at(period.previousStart);
  const start = at(period.start);
  const end = at(period.end);
  // Each finished exam's time is the sum of its items' time, stored on the exam when it closes
  // (exams.time_spent_ms); an exam closed before that column existed, or written without it, is
  // summed from its items through the exam_items index (exam_id, time_spent_ms). Computed once
  // for both periods and shared (materialized) by the per-day figures and the per-mode averages.
  const [started, rows] = await Promise.all([
    rowsOf<{ day: string; n: number }>(
      db,
      sql`select ${utcDay(sql`e.started_at`)} as day, count(*)::int as n
            from exams e
            join profiles p on p.id = e.user_id
           where e.started_at >= ${from} and e.started_at < ${end} and ${isStudent(sql`p`)}
           group by 1`,
    ),
    rowsOf<{
      kind: 'day' | 'mode';
      day: string | null;
      mode: ExamMode;
      ms: number | string | null;
      n: number;
      average: number | string | null;
      median: number | string | null;
    }>(
      db,
      sql`with spent as materialized (
            select e.mode, e.submitted_at,
                   coalesce(e.time_spent_ms,
                            (select sum(ei.time_spent_ms) from exam_items ei where ei.exam_id = e.id),
                            0)::float8 as ms
              from exams e
              join profiles p on p.id = e.user_id
             where e.submitted_at >= ${from} and e.submitted_at < ${end}
               and e.status in ${FINISHED} and ${isStudent(sql`p`)}
          )
          select 'day' as kind, ${utcDay(sql`s.submitted_at`)} as day, s.mode, sum(s.ms)::float8 as ms,
                 count(*)::int as n, null::float8 as average, null::float8 as median
            from spent s
           group by 2, 3
          union all
          select 'mode', null, s.mode, null, count(*)::int, avg(s.ms)::float8,
                 (percentile_cont(0.5) within group (order by s.ms))::float8
            from spent s
           where s.submitted_at >= ${start}
           group by s.mode`,
    ),
  ]);
  const finished = rows.filter((r) => r.kind === 'day') as {
    day: string;
    ms: number | string;
    n: number;
  }[];
  const byMode = rows.filter((r) => r.kind === 'mode');
  const currentDays = new Set(periodDays(period));
  const isCurrent = (day: string) => day >= period.from;

  const startedPerDay = new Map<string, number>();
  const examsStarted = { current: 0, previous: 0 };
  for (const r of started) {
    const n = Number(r.n);
    if (isCurrent(r.day)) {
      examsStarted.current += n;
      startedPerDay.set(r.day, n);
    } else examsStarted.previous += n;
  }
  const finishedPerDay = new Map<string, { n: number; ms: number }>();
  const examsFinished = { current: 0, previous: 0 };
  const msSpent = { current: 0, previous: 0 };
  for (const r of finished) {
    const n = Number(r.n);
    const ms = Number(r.ms);
    const which = isCurrent(r.day) ? 'current' : 'previous';
    examsFinished[which] += n;
    msSpent[which] += ms;
    if (which === 'current' && currentDays.has(r.day)) {
      const day = finishedPerDay.get(r.day) ?? { n: 0, ms: 0 };
      finishedPerDay.set(r.day, { n: day.n + n, ms: day.ms + ms });
    }
  }

  const modeRows = new Map(byMode.map((r) => [r.mode, r]));

  const days = periodDays(period);
  return {
    examsByDay: days.map((date) => ({
      date,
      started: startedPerDay.get(date) ?? 0,
      finished: finishedPerDay.get(date)?.n ?? 0,
    })),
    timeByDay: days.map((date) => ({
      date,
      minutes: minutes(finishedPerDay.get(date)?.ms ?? 0),
      exams: finishedPerDay.get(date)?.n ?? 0,
    })),
    timeByMode: EXAM_MODES.map((mode) => {
      const r = modeRows.get(mode);
      return {
        mode,
        exams: Number(r?.n ?? 0),
        averageMinutes: r?.average == null ? null : minutes(Number(r.average)),
        medianMinutes: r?.median == null ? null : minutes(Number(r.median)),
      };
    }),
    examsStarted,
    examsFinished,
    minutesSpent: { current: minutes(msSpent.current), previous: minutes(msSpent.previous) },
  };
}
