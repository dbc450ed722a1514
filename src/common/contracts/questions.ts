import { z } from 'zod';
import { DIFFICULTIES, QUESTION_SOURCES, QUESTION_STATUSES, QUESTION_TYPES } from './content';

export const QUESTION_SORTS = ['updated', 'created', 'difficulty', 'status', 'type'] as const;

const optionalId = z.string().uuid({ error: 'Invalid id' }).optional();

/** Filters, search, sort and page of the administrators' question list. */
export const questionListQuerySchema = z.object({
  subject: optionalId,
  topic: optionalId,
  type: z.enum(QUESTION_TYPES, { error: 'Unknown question type' }).optional(),
  difficulty: z.enum(DIFFICULTIES, { error: 'Unknown difficulty' }).optional(),
  status: z.enum(QUESTION_STATUSES, { error: 'Unknown status' }).optional(),
  source: z.enum(QUESTION_SOURCES, { error: 'Unknown source' }).optional(),
  q: z.string().trim().max(200, { error: 'At most 200 characters' }).optional(),
  sort: z.enum(QUESTION_SORTS, { error: 'Unknown sort' }).default('updated'),
  order: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).default('desc'),
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
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

export const questionRowSchema = z.object({
  id: z.string(),
  subject: z.object({ id: z.string(), name: z.string() }),
  topic: z.object({ id: z.string(), name: z.string() }),
  type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  status: z.enum(QUESTION_STATUSES),
  source: z.enum(QUESTION_SOURCES),
  stem: z.string(),
  timesSeen: z.number().int(),
  /** Share answered correctly, 0–1; null before anyone answered. */
  facility: z.number().nullable(),
  updatedAt: z.string(),
});
export type QuestionRow = z.infer<typeof questionRowSchema>;

export const questionListSchema = z.object({
  items: z.array(questionRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuestionList = z.infer<typeof questionListSchema>;

export const bulkActionSchema = z.object({
  ids: z
    .array(z.string().uuid({ error: 'Invalid id' }))
    .min(1, { error: 'Select at least one question' })
    .max(500, { error: 'At most 500 questions at once' }),
  action: z.enum(['confirm', 'archive'], { error: 'Use confirm or archive' }),
});
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const bulkResultSchema = z.object({
  changed: z.number().int(),
  /**
   * Questions left as they were, with the reason: the same rules as moving one question
   * (STATUS_TRANSITIONS, and the content checks before a confirmation). `stem` is the question's
   * text, so a summary can name it; null when the question does not exist.
   */
  skipped: z.array(z.object({ id: z.string(), stem: z.string().nullable(), reason: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
