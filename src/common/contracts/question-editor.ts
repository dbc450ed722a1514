import { z } from 'zod';
import {
  DIFFICULTIES,
  QUESTION_SOURCES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  questionAnswerSchema,
} from './content';

/**
 * The status a question can be moved to from each status (draft → pending_review → confirmed →
 * archived), one at a time or in bulk. Only a question under review is confirmed; archiving
 * retires a question from any status (a near-duplicate is often still a draft or under review).
 */
export const STATUS_TRANSITIONS = {
  draft: ['pending_review', 'archived'],
  pending_review: ['confirmed', 'draft', 'archived'],
  confirmed: ['archived'],
  archived: ['draft'],
} as const satisfies Record<QuestionStatus, readonly QuestionStatus[]>;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export function canMoveTo(from: QuestionStatus, to: QuestionStatus): boolean {
  return (STATUS_TRANSITIONS[from] as readonly QuestionStatus[]).includes(to);
}

/** IRT 3PL parameter ranges an administrator may set by hand. */
export const IRT_RANGES = {
  irtA: { min: 0.2, max: 3 },
  irtB: { min: -4, max: 4 },
  irtC: { min: 0, max: 0.5 },
} as const;

const id = (what: string) =>
  z.string({ error: `Choose a ${what}` }).uuid({ error: `Choose a ${what}` });
const text = (max: number) =>
  z.string({ error: 'Enter text' }).max(max, { error: `At most ${max} characters` });

const answerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('single'),
      correct: z.string({ error: 'Mark the correct choice' }).max(20),
    }),
    z.object({
      type: z.literal('multiple'),
      correct: z.array(z.string().max(20), { error: 'Mark the correct choices' }).max(20),
    }),
    z.object({
      type: z.literal('numeric'),
      value: z.number({ error: 'Enter a number' }),
      tolerance: z
        .number({ error: 'Enter a number' })
        .min(0, { error: 'The tolerance cannot be negative' }),
    }),
    z.object({ type: z.literal('expression'), expression: text(2000) }),
    z.object({
      type: z.literal('text'),
      accepted: z.array(text(200), { error: 'Add an accepted answer' }).max(30, {
        error: 'At most 30 accepted answers',
      }),
    }),
  ],
  { error: 'Choose the kind of answer' },
);

const irtField = () => z.number({ error: 'Enter a number' }).optional();

const questionFields = z.object({
  subjectId: id('subject'),
  topicId: id('topic'),
  /** Absent on an edit: the question keeps its passage. */
  passageId: z.string().uuid({ error: 'Unknown passage' }).nullable().optional(),
  type: z.enum(QUESTION_TYPES, { error: 'Choose a question type' }),
  stem: text(10_000),
  explanation: text(20_000).default(''),
  choices: z
    .array(
      z.object({
        id: z.string({ error: 'Invalid choice' }).min(1, { error: 'Invalid choice' }).max(20),
        text: text(2_000),
      }),
      { error: 'Invalid choices' },
    )
    .max(10, { error: 'At most 10 choices' })
    .default([]),
  answer: answerSchema,
  difficulty: z.enum(DIFFICULTIES, { error: 'Choose a difficulty' }),
  advanced: z.boolean().default(false),
  irtA: irtField(),
  irtB: irtField(),
  irtC: irtField(),
});

function checkIrt(
  value: { advanced: boolean; irtA?: number; irtB?: number; irtC?: number },
  ctx: z.RefinementCtx,
) {
  if (!value.advanced) return;
  for (const key of ['irtA', 'irtB', 'irtC'] as const) {
    const { min, max } = IRT_RANGES[key];
    const n = value[key];
    if (n === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'Enter a number' });
    else if (n < min || n > max)
      ctx.addIssue({ code: 'custom', path: [key], message: `Use a value from ${min} to ${max}` });
  }
}

/** The version the editor loaded (`QuestionDetail.version`): a stale one is refused with 409. */
const loadedVersion = () =>
  z
    .number({ error: 'Reload the question: the version it was opened at is missing' })
    .int({ error: 'Invalid version' })
    .min(1, { error: 'Invalid version' });

/**
 * What the manage screen sends to edit a question. IRT parameters are taken only with
 * `advanced: true` (then all three, within IRT_RANGES); otherwise they are ignored. `version` is
 * the one the editor loaded: a save from a copy someone else has changed since is refused.
 */
export const questionInputSchema = questionFields
  .extend({ version: loadedVersion() })
  .superRefine(checkIrt);
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionInputParsed = z.output<typeof questionInputSchema>;
export type QuestionCreateParsed = z.output<typeof questionCreateSchema>;

/** A new question starts as a draft or goes straight to review. */
export const questionCreateSchema = questionFields
  .extend({
    status: z
      .enum(['draft', 'pending_review'], { error: 'A new question is a draft or awaits review' })
      .default('draft'),
  })
  .superRefine(checkIrt);
export type QuestionCreateInput = z.input<typeof questionCreateSchema>;

export const statusChangeSchema = z.object({
  status: z.enum(QUESTION_STATUSES, { error: 'Unknown status' }),
  /** The version the screen shows; when given, a move from a stale copy is refused with 409. */
  version: loadedVersion().optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

const person = z.object({ id: z.string(), name: z.string() }).nullable();

/** One entry of a question's change history. */
export const questionRevisionSchema = z.object({
  id: z.string(),
  /** create, update, submit, confirm, archive, return, restore (or another tool's action). */
  action: z.string(),
  changedBy: person,
  createdAt: z.string(),
  /** The fields that changed; `from`/`to` for short values (status, type, difficulty, IRT…). */
  changes: z.array(
    z.object({
      field: z.string(),
      from: z.string().nullable().optional(),
      to: z.string().nullable().optional(),
    }),
  ),
});
export type QuestionRevision = z.infer<typeof questionRevisionSchema>;

export const questionDetailSchema = z.object({
  id: z.string(),
  subject: z.object({ id: z.string(), name: z.string() }),
  topic: z.object({ id: z.string(), name: z.string() }),
  passage: z.object({ id: z.string(), title: z.string(), body: z.string() }).nullable(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  explanation: z.string(),
  choices: z.array(z.object({ id: z.string(), text: z.string() })),
  answer: questionAnswerSchema,
  difficulty: z.enum(DIFFICULTIES),
  irtA: z.number(),
  irtB: z.number(),
  irtC: z.number(),
  calibratedAt: z.string().nullable(),
  source: z.enum(QUESTION_SOURCES),
  status: z.enum(QUESTION_STATUSES),
  createdBy: person,
  confirmedBy: person,
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by every edit and status move; sent back with the next save. */
  version: z.number().int(),
  timesSeen: z.number().int(),
  timesCorrect: z.number().int(),
  history: z.array(questionRevisionSchema),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;
