import { z } from 'zod';
import {
  DIFFICULTIES,
  QUESTION_SOURCES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  questionAnswerSchema,
  questionChoiceSchema,
} from './content';
import { questionListQuerySchema } from './questions';

/** Import and export of the question bank (docs/question-formats.md describes the formats). */

export const IMPORT_FORMATS = ['json', 'csv', 'gift', 'aiken'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** GIFT and Aiken files name no subject or topic: the administrator chooses them. */
export const FORMATS_NEEDING_TARGET: readonly ImportFormat[] = ['gift', 'aiken'];

/**
 * `all_or_nothing`: one invalid row and nothing is imported (answered 422 with the report).
 * `valid_only`: the valid rows are imported, the others are reported and skipped.
 */
export const IMPORT_MODES = ['all_or_nothing', 'valid_only'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Largest file accepted, in bytes (UTF-8). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'The file is larger than 5 MB';
/** Most questions one import takes (the budget is 5,000 in 10 s). */
export const MAX_IMPORT_ROWS = 20_000;

const optionalId = (message: string) => z.uuid({ error: message }).optional();

export const importRequestSchema = z.object({
  format: z.enum(IMPORT_FORMATS, { error: 'Choose JSON, CSV, GIFT or Aiken' }),
  /** The file's text. */
  content: z
    .string({ error: 'Paste the questions or choose a file' })
    .max(MAX_IMPORT_BYTES, { error: TOO_LARGE_MESSAGE }),
  /** Target subject of GIFT and Aiken rows; for CSV and JSON, used where a row names none. */
  subjectId: optionalId('Unknown subject'),
  topicId: optionalId('Unknown topic'),
  /** Only check and report; nothing is written. */
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(true),
  mode: z
    .enum(IMPORT_MODES, { error: 'Use all_or_nothing or valid_only' })
    .default('all_or_nothing'),
});
export type ImportRequest = z.input<typeof importRequestSchema>;
export type ImportInput = z.output<typeof importRequestSchema>;

export const importRowSchema = z.object({
  /** Position of the question in the file, from 1. */
  row: z.number().int(),
  /** Line of the file where the question starts (CSV, GIFT, Aiken); null for JSON items. */
  line: z.number().int().nullable(),
  type: z.enum(QUESTION_TYPES).nullable(),
  /** The start of the question text. */
  stem: z.string(),
  subject: z.string().nullable(),
  topic: z.string().nullable(),
  /** What is wrong with the row, in plain words; empty when it can be imported. */
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  dryRun: z.boolean(),
  mode: z.enum(IMPORT_MODES),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  imported: z.number().int(),
  /** One sentence saying what happened (or would happen). */
  message: z.string(),
  rows: z.array(importRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The list's filters (same names and rules as GET /api/admin/questions) plus the format. */
export const questionExportQuerySchema = questionListQuerySchema
  .pick({
    subject: true,
    topic: true,
    type: true,
    difficulty: true,
    status: true,
    source: true,
    q: true,
  })
  .extend({ format: z.enum(EXPORT_FORMATS, { error: 'Use json or csv' }).default('json') });
export type QuestionExportQuery = z.input<typeof questionExportQuerySchema>;

/** Our own lossless file format: `{ format, version, exportedAt, count, questions: [...] }`. */
export const QUESTION_FILE_FORMAT = 'tafawuq-questions';
export const QUESTION_FILE_VERSION = 1;

/** One question of a JSON file: everything a question is, with subject and topic by slug. */
export const questionFileItemSchema = z.object({
  subject: z
    .string({ error: 'The subject is missing' })
    .min(1, { error: 'The subject is missing' }),
  topic: z.string({ error: 'The topic is missing' }).min(1, { error: 'The topic is missing' }),
  /** A reading text shared by several questions, identified by its key. */
  passage: z
    .object({ key: z.string().min(1), title: z.string(), body: z.string() })
    .nullable()
    .default(null),
  type: z.enum(QUESTION_TYPES, { error: 'Unknown question type' }),
  stem: z.string({ error: 'The question text is missing' }),
  explanation: z.string().default(''),
  choices: z.array(questionChoiceSchema).default([]),
  answer: questionAnswerSchema,
  difficulty: z.enum(DIFFICULTIES, { error: 'Unknown difficulty' }).default('medium'),
  /** Item response theory parameters; seeded from the difficulty when absent. */
  irt: z
    .object({
      a: z.number(),
      b: z.number(),
      c: z.number().min(0, { error: 'c is between 0 and 1' }).max(1, {
        error: 'c is between 0 and 1',
      }),
    })
    .optional(),
  calibratedAt: z.iso.datetime({ error: 'Not a date and time' }).nullable().default(null),
  source: z.enum(QUESTION_SOURCES, { error: 'Unknown source' }).default('import'),
  status: z.enum(QUESTION_STATUSES, { error: 'Unknown status' }).default('draft'),
});
export type QuestionFileItem = z.infer<typeof questionFileItemSchema>;
