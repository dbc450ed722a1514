import { type SQL, sql } from 'drizzle-orm';

/** An instant as a SQL timestamptz parameter. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A UTC day (YYYY-MM-DD) of a timestamptz expression. */
export const utcDay = (expr: SQL) => sql`to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * A student account: role student, or deactivated after being one (a deactivated student's past
 * activity still counts).
 */
export const isStudent = (alias: SQL) =>
  sql`(${alias}.role = 'student' or (${alias}.role = 'inactive' and ${alias}.previous_role = 'student'))`;

/** The ids of student accounts (isStudent), for `user_id in (…)`. */
export const studentIds = sql`select p.id from profiles p where ${isStudent(sql`p`)}`;

/**
 * What makes a student active at an instant, in `[from, to)`: a page viewed while signed in (the
 * web app records one on every route change), an exam started, or an exam finished. Rows of
 * (user_id, at), one per such event, of any user (callers keep the students).
 */
function activityEvents(from: Date, to: Date): SQL {
  return sql`
        select pv.user_id, pv.created_at as at
          from page_views pv
         where pv.user_id is not null
           and pv.created_at >= ${at(from)} and pv.created_at < ${at(to)}
        union all
        select e.user_id, e.started_at
          from exams e
         where e.started_at >= ${at(from)} and e.started_at < ${at(to)}
        union all
        select e.user_id, e.submitted_at
          from exams e
         where e.submitted_at >= ${at(from)} and e.submitted_at < ${at(to)}`;
}

/**
 * Rows of (user_id, day): each UTC day (a date) a user of `users` (a subquery of student ids)
 * was active on (activityEvents) in `[from, to)`, once. Every figure built on it counts students
 * per day, week or month, and those are whole UTC days, so deduplicating to days first (one hash
 * aggregate) makes the later distinct counts cheap, instead of sorting every raw event per count.
 */
export function studentActiveDays(from: Date, to: Date, users: SQL): SQL {
  return sql`
    select x.user_id, (x.at at time zone 'UTC')::date as day
      from (${activityEvents(from, to)}) x
     where x.user_id in (${users})
     group by 1, 2`;
}

/** The students of `users` active (activityEvents) in `[from, to)`, once each. */
export function studentsActive(from: Date, to: Date, users: SQL): SQL {
  return sql`
    select distinct x.user_id
      from (${activityEvents(from, to)}) x
     where x.user_id in (${users})`;
}

/**
 * Monday of the week holding a date expression, as a date: days since Monday 1970-01-05 modulo
 * 7, integer arithmetic on the date (date_trunc would go through the session's time zone, and
 * extract(isodow) costs more per row on long periods).
 */
export const mondayOf = (day: SQL) =>
  sql`((${day}) - (((${day}) - date '1970-01-05') % 7 + 7) % 7)`;

/** A date expression as YYYY-MM-DD. */
export const dayText = (day: SQL) => sql`to_char((${day})::timestamp, 'YYYY-MM-DD')`;

/** Exams that ended with a score (submitted, or expired and scored). */
export const FINISHED = sql`('submitted', 'expired')`;
