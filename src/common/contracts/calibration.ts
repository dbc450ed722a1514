import { z } from 'zod';
import { FLAG_LIMITS } from './question-insights';
import { pageField, pageSizeField, searchField, uuidField } from './validation';

/** An item is re-estimated once it has this many responses (domain.md: Calibration). */
export const CALIBRATION_MIN_RESPONSES = 200;

/**
 * Weak-item limits. Point-biserial uses the question statistics page's limit (0.2); a and the
 * near-0/near-1 facility are calibration's own: below a = 0.5 an item barely separates takers,
 * and with almost everyone right (or wrong) its curve cannot be located.
 */
export const CALIBRATION_FLAG_LIMITS = {
  lowA: 0.5,
  pointBiserial: FLAG_LIMITS.weakDiscrimination / 100,
  facilityLow: 0.05,
  facilityHigh: 0.95,
} as const;

export const CALIBRATION_FLAGS = [
  'low_discrimination',
  'negative_discrimination',
  'facility_near_0',
  'facility_near_1',
] as const;
export type CalibrationFlag = (typeof CALIBRATION_FLAGS)[number];

/** Most questions one apply may name. */
export const CALIBRATION_APPLY_MAX = 500;

export const calibrationQuerySchema = z.object({
  subject: uuidField('Unknown subject').optional(),
  /** Part of the question text. */
  q: searchField(200),
  /** Only items with a weak-item flag. */
  flagged: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((v) => v === 'true'),
  page: pageField(),
  pageSize: pageSizeField(100, 25),
});
export type CalibrationQuery = z.input<typeof calibrationQuerySchema>;

const parametersSchema = z.object({ a: z.number(), b: z.number(), c: z.number() });

export const calibrationProposalSchema = z.object({
  id: z.string(),
  stem: z.string(),
  subject: z.object({ id: z.string(), name: z.string() }),
  topic: z.object({ id: z.string(), name: z.string() }),
  responses: z.number().int(),
  /** Mean score, 0–1. */
  facility: z.number(),
  /** Point-biserial of item score and rest-of-attempt score; null when undefined. */
  pointBiserial: z.number().nullable(),
  current: parametersSchema,
  proposed: parametersSchema,
  /** Standard error of a; null when a was not re-estimated. */
  seA: z.number().nullable(),
  seB: z.number(),
  /** a was re-estimated (a stable joint fit); otherwise it keeps its current value. */
  aEstimated: z.boolean(),
  converged: z.boolean(),
  calibratedAt: z.string().nullable(),
  flags: z.array(z.enum(CALIBRATION_FLAGS)),
});
export type CalibrationProposal = z.infer<typeof calibrationProposalSchema>;

export const calibrationProposalsSchema = z.object({
  threshold: z.number().int(),
  totals: z.object({
    /** Every proposal in the bank, whatever the filters: what "apply all" writes. */
    all: z.number().int(),
    /** Confirmed items with enough responses (after the subject filter). */
    eligible: z.number().int(),
    flagged: z.number().int(),
  }),
  items: z.array(calibrationProposalSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CalibrationProposals = z.infer<typeof calibrationProposalsSchema>;

/** Either the questions chosen on the page, or every current proposal. */
export const calibrationApplySchema = z
  .strictObject({
    questionIds: z
      .array(uuidField('Unknown question'), { error: 'Choose the questions to update' })
      .min(1, { error: 'Choose at least one question' })
      .max(CALIBRATION_APPLY_MAX, {
        error: `Choose at most ${CALIBRATION_APPLY_MAX} questions at a time`,
      })
      .optional(),
    all: z.literal(true, { error: 'Use all: true to apply every proposal' }).optional(),
  })
  .refine((v) => (v.questionIds === undefined) !== (v.all === undefined), {
    error: 'Choose the questions to update, or all (not both)',
    path: ['questionIds'],
  });
export type CalibrationApply = z.infer<typeof calibrationApplySchema>;

export const calibrationApplyResultSchema = z.object({
  updated: z.number().int(),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type CalibrationApplyResult = z.infer<typeof calibrationApplyResultSchema>;
