import { z } from 'zod';
import { MSG } from '../messages';
import { DIFFICULTIES, QUESTION_STATUSES } from './content';
import {
  FIELD_MSG,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
  uuidField,
} from './validation';

/** LLM question generation (issue 19, domain.md "Generation"). */

export const GENERATION_STATUSES = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
/** A job still has work ahead of it (the page keeps polling it). */
export const ACTIVE_GENERATION_STATUSES: readonly GenerationStatus[] = ['queued', 'running'];

export const GENERATION_COUNT_MAX = 50;
export const GENERATION_SOURCE_MAX = 20_000;

export const generationJobInputSchema = z.object({
  subjectId: uuidField('Choose a subject'),
  topicId: uuidField('Choose a topic'),
  difficulty: z.enum(DIFFICULTIES, { error: 'Choose easy, medium or hard' }),
  count: z.coerce
    .number({ error: `Use a whole number from 1 to ${GENERATION_COUNT_MAX}` })
    .int({ error: `Use a whole number from 1 to ${GENERATION_COUNT_MAX}` })
    .min(1, { error: `Use a whole number from 1 to ${GENERATION_COUNT_MAX}` })
    .max(GENERATION_COUNT_MAX, {
      error: `Use a whole number from 1 to ${GENERATION_COUNT_MAX}`,
    }),
  /** Text the questions are based on (a passage, notes); blank means none. */
  sourceText: z
    .string({ error: 'The source text must be text' })
    .max(GENERATION_SOURCE_MAX, { error: FIELD_MSG.maxChars(GENERATION_SOURCE_MAX) })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
});
export type GenerationJobInput = z.input<typeof generationJobInputSchema>;
export type GenerationJobInputParsed = z.output<typeof generationJobInputSchema>;

export const generationJobListQuerySchema = z.object({
  search: searchField(200),
  status: z.enum(GENERATION_STATUSES, { error: FIELD_MSG.filter }).optional(),
  page: pageField(),
  pageSize: pageSizeField(100, 20),
});
export type GenerationJobListQuery = z.input<typeof generationJobListQuerySchema>;

export const generationJobIdParamsSchema = z.object({ id: uuidField('Generation job not found') });

const ref = z.object({ id: z.string(), name: z.string() });

export const generationUsageSchema = z.object({
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  totalTokens: z.number().int(),
});
export type GenerationUsage = z.infer<typeof generationUsageSchema>;

export const generationJobRowSchema = z.object({
  id: z.string(),
  subject: ref,
  topic: ref,
  difficulty: z.enum(DIFFICULTIES),
  count: z.number().int(),
  status: z.enum(GENERATION_STATUSES),
  /** Items answered so far (kept or rejected), out of `count`. */
  done: z.number().int(),
  keptCount: z.number().int(),
  rejectedCount: z.number().int(),
  usage: generationUsageSchema,
  requestedBy: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GenerationJobRow = z.infer<typeof generationJobRowSchema>;

export const generationJobListSchema = pagedListSchema(generationJobRowSchema);
export type GenerationJobList = z.infer<typeof generationJobListSchema>;

export const generationKeptItemSchema = z.object({
  id: z.string(),
  /** The stem's first characters; null when the question was deleted since. */
  stem: z.string().nullable(),
  status: z.enum(QUESTION_STATUSES).nullable(),
});
export type GenerationKeptItem = z.infer<typeof generationKeptItemSchema>;

export const generationRejectedItemSchema = z.object({ stem: z.string(), reason: z.string() });
export type GenerationRejectedItem = z.infer<typeof generationRejectedItemSchema>;

export const generationJobDetailSchema = generationJobRowSchema.extend({
  sourceText: z.string().nullable(),
  model: z.string().nullable(),
  startedAt: z.string().nullable(),
  kept: z.array(generationKeptItemSchema),
  rejected: z.array(generationRejectedItemSchema),
});
export type GenerationJobDetail = z.infer<typeof generationJobDetailSchema>;

/** Where a provider setting comes from: the admin settings win over the environment. */
export const GENERATION_SETTING_SOURCES = ['settings', 'environment', 'none'] as const;
const settingSource = z.enum(GENERATION_SETTING_SOURCES);

export const generationSettingsSchema = z.object({
  /** A provider is usable: base URL and model are known. */
  configured: z.boolean(),
  baseUrl: z.string().nullable(),
  baseUrlSource: settingSource,
  model: z.string().nullable(),
  modelSource: settingSource,
  /** The key itself is never sent back: only whether one is set and its last characters. */
  apiKeySet: z.boolean(),
  apiKeyHint: z.string().nullable(),
  apiKeySource: settingSource,
  /** What the administrators stored (blank: the environment's value applies). */
  stored: z.object({ baseUrl: z.string(), model: z.string(), apiKeySet: z.boolean() }),
});
export type GenerationSettings = z.infer<typeof generationSettingsSchema>;

export const GENERATION_URL_MAX = 500;

export const generationSettingsInputSchema = z.object({
  /** Blank: use AI_BASE_URL. */
  baseUrl: z
    .string({ error: MSG.required })
    .trim()
    .max(GENERATION_URL_MAX, { error: FIELD_MSG.maxChars(GENERATION_URL_MAX) })
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), {
      error: 'Use an address starting with http:// or https://',
    })
    .refine((v) => v === '' || URL.canParse(v), {
      error: 'Use an address starting with http:// or https://',
    }),
  /** Blank: use AI_MODEL. */
  model: z
    .string({ error: MSG.required })
    .trim()
    .max(200, { error: FIELD_MSG.maxChars(200) })
    .refine((v) => !/\s/.test(v), { error: 'A model name has no spaces' }),
  /** Write-only: absent or blank keeps the stored key. */
  apiKey: z
    .string({ error: 'The API key must be text' })
    .trim()
    .max(500, { error: FIELD_MSG.maxChars(500) })
    .refine((v) => !/\s/.test(v), { error: 'An API key has no spaces' })
    .optional(),
  /** Forget the stored key (the environment's AI_API_KEY applies again). */
  clearApiKey: z.boolean({ error: 'Use true or false' }).optional(),
});
export type GenerationSettingsInput = z.input<typeof generationSettingsInputSchema>;
export type GenerationSettingsInputParsed = z.output<typeof generationSettingsInputSchema>;
