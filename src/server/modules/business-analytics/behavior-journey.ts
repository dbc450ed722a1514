import { sql } from 'drizzle-orm';
import {
  JOURNEY_STEPS,
  RETENTION_OFFSETS,
  type UserBehavior,
  WEEKLY_COHORTS_UP_TO_DAYS,
} from '../../../common/contracts/business-analytics-learning';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { PeriodBounds } from '../../lib/analytics-period';
import { at, FINISHED, isStudent, studentActiveDays } from './behavior-sql';

/**
 * A view of the page the web app shows an exam's report on (paths.student.examReport). Written
 * out, not a parameter: the partial index page_views_report_user_idx has the same predicate,
 * and the planner uses it only when it can see the pattern.
 */
const REPORT_VIEW = sql.raw(`pv.path like '/student/exam/%/report'`);

/** Students who signed up in the period. */
const cohortOf = (period: PeriodBounds) => sql`
  select p.id, p.created_at
    from profiles p
   where ${isStudent(sql`p`)}
     and p.created_at >= ${at(period.start)} and p.created_at < ${at(period.end)}`;

/**
 * The exam journey of the students who signed up in the period, up to now: signed up → started
 * an exam → finished an exam (submitted or expired) → viewed an exam report (a page view of
 * /student/exam/:id/report) → started a second exam. Each step counts only students who took
 * every step before it.
 */
export async function examJourney(
  db: DbOrTx,
  period: PeriodBounds,
): Promise<UserBehavior['journey']> {
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`with cohort as (${cohortOf(period)}),
        taken as (
          select e.user_id,
                 count(*) filter (where e.started_at is not null)::int as started,
                 bool_or(e.status in ${FINISHED}) as finished
            from exams e
           where e.user_id in (select id from cohort)
           group by e.user_id
        ),
        reports as (
          select distinct pv.user_id
            from page_views pv
           where pv.user_id in (select id from cohort) and ${REPORT_VIEW}
        ),
        steps as (
          select c.id,
                 coalesce(t.started, 0) >= 1 as s1,
                 coalesce(t.started, 0) >= 1 and coalesce(t.finished, false) as s2,
                 r.user_id is not null as viewed,
                 coalesce(t.started, 0) >= 2 as twice
            from cohort c
            left join taken t on t.user_id = c.id
            left join reports r on r.user_id = c.id
        )
        select count(*)::int as signed_up,
               count(*) filter (where s1)::int as started_exam,
               count(*) filter (where s2)::int as finished_exam,
               count(*) filter (where s2 and viewed)::int as viewed_report,
               count(*) filter (where s2 and viewed and twice)::int as second_exam
          from steps`,
  );
  return JOURNEY_STEPS.map((step) => ({ step, students: Number(row?.[step] ?? 0) }));
}

/** First day of the week (Monday) or month holding `day`, UTC. */
function unitStart(day: string, unit: 'week' | 'month'): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (unit === 'month') return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const weekday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - weekday * 86_400_000);
}

function addUnits(date: Date, unit: 'week' | 'month', n: number): Date {
  if (unit === 'month') return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1));
  return new Date(date.getTime() + n * 7 * 86_400_000);
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Retention by sign-up cohort: students who signed up in the period, grouped by the week
 * (Monday first; periods up to WEEKLY_COHORTS_UP_TO_DAYS days) or month of sign-up; for each
 * cohort, how many were active (studentActivity) in their week/month 0, 1, … up to
 * RETENTION_OFFSETS − 1; null for weeks/months that have not begun.
 */
export async function retentionCohorts(
  db: DbOrTx,
  period: PeriodBounds,
  now: Date,
): Promise<UserBehavior['retention']> {
  const unit = period.days <= WEEKLY_COHORTS_UP_TO_DAYS ? 'week' : 'month';
  const first = unitStart(period.from, unit);
  const last = unitStart(period.to, unit);
  const activityEnd = new Date(Math.max(now.getTime(), period.end.getTime()) + 86_400_000);
  const cohortUnit = sql`date_trunc(${unit}, c.created_at at time zone 'UTC')::date`;
  // Active days (a date) truncated to the unit; the timestamp cast keeps the session's time zone out.
  const activeUnit = sql`date_trunc(${unit}, a.day::timestamp)::date`;
  const offset =
    unit === 'week'
      ? sql`((a.unit - c.unit) / 7)`
      : sql`((extract(year from a.unit) - extract(year from c.unit)) * 12
              + extract(month from a.unit) - extract(month from c.unit))`;
  const [sizes, active] = await Promise.all([
    rowsOf<{ start: string; n: number }>(
      db,
      sql`select to_char(${cohortUnit}, 'YYYY-MM-DD') as start, count(*)::int as n
            from (${cohortOf(period)}) c
           group by 1`,
    ),
    // The cohort's active days deduplicated to one row per (student, week/month): a student
    // has one cohort, so counting rows counts distinct students with no sort.
    rowsOf<{ start: string; k: number; n: number }>(
      db,
      sql`with c as materialized (select c.id, ${cohortUnit} as unit from (${cohortOf(period)}) c),
          a as (
            select distinct a.user_id, ${activeUnit} as unit
              from (${studentActiveDays(period.start, activityEnd, sql`select id from c`)}) a
          )
          select to_char(c.unit, 'YYYY-MM-DD') as start, (${offset})::int as k, count(*)::int as n
            from c
            join a on a.user_id = c.id
           group by 1, 2`,
    ),
  ]);
  const sizeOf = new Map(sizes.map((r) => [r.start, Number(r.n)]));
  const activeOf = new Map(active.map((r) => [`${r.start}/${Number(r.k)}`, Number(r.n)]));
  const cohorts: UserBehavior['retention']['cohorts'] = [];
  for (let start = first; start <= last; start = addUnits(start, unit, 1)) {
    const key = dayOf(start);
    cohorts.push({
      start: key,
      size: sizeOf.get(key) ?? 0,
      active: Array.from({ length: RETENTION_OFFSETS }, (_, k) =>
        addUnits(start, unit, k) > now ? null : (activeOf.get(`${key}/${k}`) ?? 0),
      ),
    });
  }
  return { unit, cohorts };
}

export async function signUps(
  db: DbOrTx,
  period: PeriodBounds,
): Promise<{ current: number; previous: number }> {
  const [row] = await rowsOf<{ current: number; previous: number }>(
    db,
    sql`select count(*) filter (where p.created_at >= ${at(period.start)})::int as current,
               count(*) filter (where p.created_at < ${at(period.start)})::int as previous
          from profiles p
         where ${isStudent(sql`p`)}
           and p.created_at >= ${at(period.previousStart)} and p.created_at < ${at(period.end)}`,
  );
  return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
}
