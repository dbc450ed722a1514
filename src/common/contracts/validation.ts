import { z } from 'zod';
import { MSG } from '../messages';

/** A string field whose absence reads 'Required', as the specification's forms show. */
export function requiredString() {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? MSG.required : undefined,
  });
}

export const emailField = () =>
  requiredString()
    .trim()
    .pipe(z.email({ error: MSG.invalidEmail }))
    .transform((value) => value.toLowerCase());

export const minString = (n: number) => requiredString().min(n, { error: MSG.minChars(n) });

/**
 * A person's first or last name: trimmed first, then held to the minimum, so a name of
 * spaces reads as too short instead of being stored empty.
 */
export const nameField = (min: number, max = 60) =>
  requiredString()
    .trim()
    .min(min, { error: MSG.minChars(min) })
    .max(max, { error: FIELD_MSG.maxChars(max) });

// Shared fields of list queries, dates and path ids: one definition, one wording.

export const FIELD_MSG = {
  page: 'Invalid page',
  pageSize: 'Invalid page size',
  pageSizeRange: (max: number) => `Use 1 to ${max} per page`,
  maxChars: (n: number) => `At most ${n} characters`,
  filter: 'Invalid filter',
  controlChars: 'Remove the control characters',
  invalidUnicode: 'Remove the invalid characters (broken Unicode text)',
  order: 'Use asc or desc',
  day: 'Use a date like 2025-01-31',
  dayRange: 'The start date must be on or before the end date',
} as const;

/** Highest page a list answers: beyond it the offset means nothing (and could overflow). */
export const PAGE_MAX = 100_000;

/** `?page=`: a whole number from 1, default 1. */
export const pageField = () =>
  z.coerce
    .number({ error: FIELD_MSG.page })
    .int({ error: FIELD_MSG.page })
    .min(1, { error: FIELD_MSG.page })
    .max(PAGE_MAX, { error: FIELD_MSG.page })
    .default(1);

/** `?pageSize=`: 1 to `max` rows per page. */
export const pageSizeField = (max = 100, fallback = 25) =>
  z.coerce
    .number({ error: FIELD_MSG.pageSize })
    .int({ error: FIELD_MSG.pageSize })
    .min(1, { error: FIELD_MSG.pageSizeRange(max) })
    .max(max, { error: FIELD_MSG.pageSizeRange(max) })
    .default(fallback);

/** A page of rows with the total the filter matches. */
export const pagedListSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A trimmed, optional text filter (search box, part of a name…) of at most `max` characters. */
export const searchField = (max = 200, { refuseControl = false } = {}) => {
  const text = z
    .string({ error: FIELD_MSG.filter })
    .trim()
    .max(max, { error: FIELD_MSG.maxChars(max) });
  return (
    refuseControl ? text.refine((v) => !CONTROL.test(v), { error: FIELD_MSG.controlChars }) : text
  ).optional();
};

/** `?order=asc|desc`. */
export const orderField = (fallback: 'asc' | 'desc' = 'desc') =>
  z.enum(['asc', 'desc'], { error: FIELD_MSG.order }).default(fallback);

/** A real calendar day (no 2025-02-31) in years the database and CSV dates can hold. */
export function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 9998 && new Date(time).toISOString().slice(0, 10) === value;
}

/** `YYYY-MM-DD` that is a real day from 1900 to 9998 (required; add `.optional()`). */
export const dayField = () =>
  z
    .string({ error: FIELD_MSG.day })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: FIELD_MSG.day })
    .refine(isCalendarDay, { error: FIELD_MSG.day });

/**
 * Refuses a range whose first day is after its last (on the `from` field). Apply it last:
 * zod refuses to extend an object schema that has refinements.
 */
export function withDayRange<S extends z.ZodObject>(schema: S, from = 'from', to = 'to'): S {
  return schema.refine(
    (value) => {
      const range = value as Record<string, unknown>;
      const first = range[from];
      const last = range[to];
      return typeof first !== 'string' || typeof last !== 'string' || first <= last;
    },
    { error: FIELD_MSG.dayRange, path: [from] },
  );
}

/** A path id of ours (UUID or better-auth's): letters, digits, - and _; anything else is `message`. */
export const idField = (message: string) =>
  z.string({ error: message }).regex(/^[\w-]{1,64}$/, { error: message });

/** A UUID path or body id; anything else is `message` (e.g. 'Unknown package'). */
export const uuidField = (message: string) => z.uuid({ error: message });
