import { z } from 'zod';
import {
  DIFFICULTIES,
  QUESTION_SOURCES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  questionAnswerSchema,
  questionChoiceSchema,
} from './content';

const idField = (message = 'Invalid id') => z.string().uuid({ error: message });

// ── Near-duplicates ──────────────────────────────────────────────────────────────────────────

/** Stems at least this similar (pg_trgm) within a subject are near-duplicates (domain.md). */
export const DUPLICATE_SIMILARITY = 0.8;

export const duplicatesQuerySchema = z.object({
  subject: z.string({ error: 'Choose a subject' }).uuid({ error: 'Invalid id' }),
});
export type DuplicatesQuery = z.infer<typeof duplicatesQuerySchema>;

export const duplicateQuestionSchema = z.object({
  id: z.string(),
  stem: z.string(),
  type: z.enum(QUESTION_TYPES),
  choices: z.array(questionChoiceSchema),
  /** The answer key: the page summarises it. */
  answer: questionAnswerSchema,
  status: z.enum(QUESTION_STATUSES),
  difficulty: z.enum(DIFFICULTIES),
  topic: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  timesSeen: z.number().int(),
});
export type DuplicateQuestion = z.infer<typeof duplicateQuestionSchema>;

export const duplicatePairSchema = z.object({
  firstId: z.string(),
  secondId: z.string(),
  /** pg_trgm similarity of the normalised stems, 0–1. */
  similarity: z.number(),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

/** Questions linked by near-duplicate pairs (connected), with every such pair among them. */
export const duplicateGroupSchema = z.object({
  questions: z.array(duplicateQuestionSchema),
  pairs: z.array(duplicatePairSchema),
});
export type DuplicateGroup = z.infer<typeof duplicateGroupSchema>;

export const duplicateGroupsSchema = z.object({
  subject: z.object({ id: z.string(), name: z.string() }),
  threshold: z.number(),
  groups: z.array(duplicateGroupSchema),
  /** True when the scan stopped at its pair limit: archive or separate some, then scan again. */
  truncated: z.boolean(),
});
export type DuplicateGroups = z.infer<typeof duplicateGroupsSchema>;

export const distinctPairInputSchema = z.object({
  firstId: idField(),
  secondId: idField(),
});
export type DistinctPairInput = z.infer<typeof distinctPairInputSchema>;

export const distinctPairSchema = z.object({
  /** The smaller id first, as stored. */
  firstId: z.string(),
  secondId: z.string(),
});

// ── Bank counts and item analysis ────────────────────────────────────────────────────────────

/** Below this many responses an item is not judged (its numbers are too noisy). */
export const MIN_RESPONSES_FOR_FLAGS = 10;
/** Flag thresholds, in percent (Moodle's quiz statistics guidance; domain.md: discrimination < 0.2). */
export const FLAG_LIMITS = { veryHard: 20, veryEasy: 90, weakDiscrimination: 20 } as const;

export const ITEM_FLAGS = [
  'very_hard',
  'very_easy',
  'weak_discrimination',
  'negative_discrimination',
  'not_enough_responses',
] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

export const ITEM_SORTS = ['facility', 'discrimination', 'exposure', 'attempts', 'time'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

export const statisticsQuerySchema = z.object({
  subject: idField().optional(),
  sort: z.enum(ITEM_SORTS, { error: 'Unknown sort' }).default('attempts'),
  order: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).default('desc'),
  /** Only items with a weakness flag. */
  flagged: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce
    .number({ error: 'Invalid page' })
    .int({ error: 'Invalid page' })
    .min(1, { error: 'Invalid page' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Invalid page size' })
    .int({ error: 'Invalid page size' })
    .min(1, { error: 'Use 1 to 100 per page' })
    .max(100, { error: 'Use 1 to 100 per page' })
    .default(25),
});
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

const countSchema = z.object({
  key: z.string(),
  /** A name for subjects and topics; the key itself for enums (the page translates it). */
  label: z.string(),
  /** The subject a topic belongs to. */
  group: z.string().optional(),
  count: z.number().int(),
});
export type CountRow = z.infer<typeof countSchema>;

export const itemStatisticSchema = z.object({
  id: z.string(),
  stem: z.string(),
  subject: z.object({ id: z.string(), name: z.string() }),
  topic: z.object({ id: z.string(), name: z.string() }),
  type: z.enum(QUESTION_TYPES),
  status: z.enum(QUESTION_STATUSES),
  /** Responses recorded (one per attempt). */
  attempts: z.number().int(),
  /** Mean score, percent. */
  facility: z.number(),
  /** Pearson correlation of item score and rest-of-attempt score, percent; null when undefined. */
  discrimination: z.number().nullable(),
  /** Share of the subject's attempts that contained the item, percent. */
  exposure: z.number(),
  meanTimeMs: z.number(),
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type ItemStatistic = z.infer<typeof itemStatisticSchema>;

export const questionStatisticsSchema = z.object({
  totals: z.object({
    questions: z.number().int(),
    confirmed: z.number().int(),
    responses: z.number().int(),
    attempts: z.number().int(),
    /** Questions answered at least once. */
    analysed: z.number().int(),
    flagged: z.number().int(),
    /** Mean facility over analysed items, percent; null before any response. */
    meanFacility: z.number().nullable(),
  }),
  counts: z.object({
    subject: z.array(countSchema),
    topic: z.array(countSchema),
    type: z.array(countSchema),
    difficulty: z.array(countSchema),
    status: z.array(countSchema),
    source: z.array(countSchema),
  }),
  minResponses: z.number().int(),
  items: z.object({
    rows: z.array(itemStatisticSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type QuestionStatistics = z.infer<typeof questionStatisticsSchema>;

export const COUNT_KEYS = {
  type: QUESTION_TYPES,
  difficulty: DIFFICULTIES,
  status: QUESTION_STATUSES,
  source: QUESTION_SOURCES,
} as const;

// ── Confirmed statistics ─────────────────────────────────────────────────────────────────────

/** Longest range the confirmations chart covers. */
export const MAX_RANGE_DAYS = 1096;
export const DEFAULT_RANGE_DAYS = 90;
/** With interval 'auto', ranges up to this many days are shown per day, longer ones per week. */
export const DAILY_UP_TO_DAYS = 92;

const dateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-01-31' })
  .refine((value) => isRealDate(value), { error: 'This date does not exist' })
  .optional();

/** YYYY-MM-DD that is a real calendar day (no 2026-02-30). */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const confirmedStatisticsQuerySchema = z.object({
  from: dateField,
  to: dateField,
  subject: idField().optional(),
  interval: z.enum(['auto', 'day', 'week'], { error: 'Use auto, day or week' }).default('auto'),
});
export type ConfirmedStatisticsQuery = z.input<typeof confirmedStatisticsQuerySchema>;

export const confirmedStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(['day', 'week']),
  /** Current status of the bank, per subject. */
  bySubject: z.array(
    z.object({
      subject: z.object({ id: z.string(), name: z.string() }),
      confirmed: z.number().int(),
      pendingReview: z.number().int(),
      draft: z.number().int(),
    }),
  ),
  /** Confirmations in the range, per reviewer; `reviewer` is null when none was recorded. */
  byReviewer: z.array(
    z.object({
      reviewer: z.object({ id: z.string(), name: z.string() }).nullable(),
      count: z.number().int(),
    }),
  ),
  /** Confirmations per day or week (bucket start date), every bucket of the range. */
  overTime: z.array(z.object({ date: z.string(), count: z.number().int() })),
  totals: z.object({
    confirmed: z.number().int(),
    pendingReview: z.number().int(),
    draft: z.number().int(),
    confirmedInRange: z.number().int(),
  }),
});
export type ConfirmedStatistics = z.infer<typeof confirmedStatisticsSchema>;
