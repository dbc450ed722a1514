import { z } from 'zod';
import { dayField, withDayRange } from './validation';

/** The periods every analytics page offers; `custom` uses `from` and `to`. */
export const PERIOD_PRESETS = ['7', '30', '90'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Longest custom period an analytics query answers (two years of days). */
export const PERIOD_MAX_DAYS = 731;

export const PERIOD_MSG = {
  days: 'Use 7, 30 or 90 days',
  bothDays: 'Give both a start and an end date',
  tooLong: `Choose at most ${PERIOD_MAX_DAYS} days`,
} as const;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * `?days=7|30|90` (default 30) or a custom `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included,
 * UTC). A custom range wins over `days`. Extend it with `periodFields` before `withPeriodRules`.
 */
export const periodFields = {
  days: z.enum(PERIOD_PRESETS, { error: PERIOD_MSG.days }).optional(),
  from: dayField().optional(),
  to: dayField().optional(),
};

/** The cross-field rules of a period (both ends, order, length); apply last. */
export function withPeriodRules<S extends z.ZodObject>(schema: S): S {
  return withDayRange(
    schema
      .refine(
        (value) => {
          const v = value as { from?: string; to?: string };
          return (v.from === undefined) === (v.to === undefined);
        },
        { error: PERIOD_MSG.bothDays, path: ['from'] },
      )
      .refine(
        (value) => {
          const v = value as { from?: string; to?: string };
          return !v.from || !v.to || v.from > v.to || daysBetween(v.from, v.to) <= PERIOD_MAX_DAYS;
        },
        { error: PERIOD_MSG.tooLong, path: ['to'] },
      ) as unknown as S,
  );
}

export const periodQuerySchema = withPeriodRules(z.object(periodFields));
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

/** The period an answer covers, and the one before it of the same length (for changes). */
export const resolvedPeriodSchema = z.object({
  /** First day, included (YYYY-MM-DD, UTC). */
  from: z.string(),
  /** Last day, included. */
  to: z.string(),
  days: z.number().int(),
  previousFrom: z.string(),
  previousTo: z.string(),
});
export type ResolvedPeriod = z.infer<typeof resolvedPeriodSchema>;

/** Change of `current` against `previous` as a ratio (0.25 = +25 %), null when before was 0. */
export function changeRatio(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

/** Every day of a period, oldest first, for series that must show days without data as 0. */
export function periodDays(period: { from: string; to: string }): string[] {
  const out: string[] = [];
  for (
    let t = Date.parse(`${period.from}T00:00:00Z`);
    t <= Date.parse(`${period.to}T00:00:00Z`);
    t += 86_400_000
  ) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
