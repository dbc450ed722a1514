import { sql } from 'drizzle-orm';
import type { PeriodBounds } from '../../lib/analytics-period';

/** A numeric from either driver (string or number) as a number. */
export const num = (value: unknown) => Number(value ?? 0);

/** Dollars rounded to cents (sums of numeric(10,2) come back as exact decimal strings). */
export const cents = (value: unknown) => Math.round(num(value) * 100) / 100;

/** A timestamp from either driver as an ISO string. */
export const isoOf = (value: unknown) =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

/** `[start, end)` of a period as SQL parameters. */
export const bounds = (period: Pick<PeriodBounds, 'start' | 'end'>) => ({
  start: sql`${period.start.toISOString()}::timestamptz`,
  end: sql`${period.end.toISOString()}::timestamptz`,
});

/** Student accounts (an inactive one counts when it was a student before). */
export const isStudent = (alias: string) =>
  sql.raw(
    `(${alias}.role = 'student' or (${alias}.role = 'inactive' and ${alias}.previous_role = 'student'))`,
  );
