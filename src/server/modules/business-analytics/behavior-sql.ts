import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Both drivers answer raw SQL with `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

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

/**
 * What makes a student active at an instant, in `[from, to)`: a page viewed while signed in (the
 * web app records one on every route change), an exam started, or an exam finished. Rows of
 * (user_id, at) for students only.
 */
export function studentActivity(from: Date, to: Date, onlyUsers?: SQL): SQL {
  const users = onlyUsers ? sql`and x.user_id in (${onlyUsers})` : sql``;
  return sql`
    select x.user_id, x.at
      from (
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
         where e.submitted_at >= ${at(from)} and e.submitted_at < ${at(to)}
      ) x
      join profiles p on p.id = x.user_id
     where ${isStudent(sql`p`)} ${users}`;
}

/** Exams that ended with a score (submitted, or expired and scored). */
export const FINISHED = sql`('submitted', 'expired')`;
