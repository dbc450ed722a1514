import { type SQL, sql } from 'drizzle-orm';
import { changeRatio } from '../../../common/contracts/analytics-period';
import type { PeriodFigure } from '../../../common/contracts/business-analytics-site';

/** Shared by the dashboard and the website statistics (both files of this part of issue 17). */

export type Rows<T> = { rows: T[] };

/** An instant as a timestamptz parameter (both drivers read the ISO text the same way). */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The UTC day of a timestamp column, as the series key (YYYY-MM-DD). */
export const utcDay = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * A student account, also when it was deactivated since (its previous role was student): the
 * accounts sign-ups count. Affiliates and administrators are created, not signed up.
 */
export const isStudentAccount = (alias: string) =>
  sql.raw(
    `(${alias}.role = 'student' or (${alias}.role = 'inactive' and coalesce(${alias}.previous_role, 'student') = 'student'))`,
  );

export function figure(current: unknown, previous: unknown, round = false): PeriodFigure {
  const fix = (value: unknown) => {
    const n = Number(value ?? 0);
    return round ? Math.round(n * 100) / 100 : n;
  };
  const c = fix(current);
  const p = fix(previous);
  return { current: c, previous: p, change: changeRatio(c, p) };
}
