import { z } from 'zod';

/**
 * Testing accommodations (issue 20, ADR 0029), as Bluebook offers them: extended time on timed
 * sections and extra breaks between them. An administrator grants them per student:
 *
 * - GET /api/admin/students/:studentId/accommodations  → accommodationsSchema
 * - PUT /api/admin/students/:studentId/accommodations  accommodationsInputSchema → accommodationsSchema
 * - GET /api/student/accommodations                    → accommodationsSchema (the student's own)
 *
 * An exam takes the student's accommodations when it is created and keeps them: a later change
 * applies to the next exam, never to a running clock.
 */

export const EXTRA_TIME_PERCENTS = [0, 50, 100] as const;
export type ExtraTimePercent = (typeof EXTRA_TIME_PERCENTS)[number];

/** A break between two sections of a timed exam, for students with extra breaks. */
export const BREAK_MINUTES = 5;

export const ACCOMMODATION_MSG = {
  extraTime: 'Choose no extra time, +50 % or +100 %',
  extraBreaks: 'Choose whether the student gets extra breaks',
  nothingToChange: 'Nothing to change',
  onBreak: 'You are on a break: the next section opens when you resume or when the break ends',
  notOnBreak: 'There is no break to end',
} as const;

/**
 * The minutes a student with `percent` extra time gets for a section of `minutes`: rounded up to
 * a whole minute, as Bluebook does (35 minutes at +50 % → 53). Untimed stays untimed.
 */
export function allowedMinutes(minutes: number, percent: number): number;
export function allowedMinutes(minutes: number | null, percent: number): number | null;
export function allowedMinutes(minutes: number | null, percent: number): number | null {
  if (minutes === null) return null;
  return Math.ceil((minutes * (100 + percent)) / 100);
}

export const accommodationsSchema = z.object({
  extraTimePercent: z.union([z.literal(0), z.literal(50), z.literal(100)]),
  extraBreaks: z.boolean(),
});
export type Accommodations = z.infer<typeof accommodationsSchema>;

export const NO_ACCOMMODATIONS: Accommodations = { extraTimePercent: 0, extraBreaks: false };

export const hasAccommodations = (a: Accommodations | null | undefined) =>
  !!a && (a.extraTimePercent > 0 || a.extraBreaks);

/** Both fields, as the form sends them; anything else is refused with a 400 naming the field. */
export const accommodationsInputSchema = z.object({
  extraTimePercent: z.union([z.literal(0), z.literal(50), z.literal(100)], {
    error: ACCOMMODATION_MSG.extraTime,
  }),
  extraBreaks: z.boolean({ error: ACCOMMODATION_MSG.extraBreaks }),
});
export type AccommodationsInput = z.input<typeof accommodationsInputSchema>;
