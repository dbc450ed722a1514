import { z } from 'zod';
import { DEADLINE_GRACE_MS } from '../constants';
import {
  HIGHLIGHT_TARGETS,
  type HighlightTarget,
  type ItemHighlight,
  MAX_HIGHLIGHT_OFFSET,
  MAX_HIGHLIGHTS,
  mergeHighlights,
} from '../highlights';
import { accommodationsSchema } from './accommodations';
import {
  BOARDS,
  QUESTION_TYPES,
  questionAnswerSchema,
  questionChoiceSchema,
  SCORING_SCALES,
  TEMPLATE_KINDS,
} from './content';

/**
 * Students' exams (issue 7, domain.md: Exams). Every endpoint lives under `/api/student/exams`
 * and needs a student session; another student's exam answers 404.
 *
 * Endpoints (request → response schema):
 * - GET    /api/student/exams/options?subject=         → examOptionsSchema
 * - POST   /api/student/exams                          createExamInputSchema → 201 createdExamSchema
 * - GET    /api/student/exams?status=&subject=&page=   examListQuerySchema → examListSchema
 * - GET    /api/student/exams/:id                      → examDetailsSchema
 * - POST   /api/student/exams/:id/start                → examStateSchema (resuming: same state)
 * - GET    /api/student/exams/:id/state                → examStateSchema
 * - PUT    /api/student/exams/:id/items/:position      saveItemInputSchema → savedItemSchema
 * - POST   /api/student/exams/:id/next                 (adaptive) → examStateSchema
 * - POST   /api/student/exams/:id/sections/:index/finish → examStateSchema (the last section:
 *          submits the exam, status 'submitted'; then GET /report)
 * - POST   /api/student/exams/:id/resume               → examStateSchema (extra breaks: ends the
 *          break, the next section opens now; ADR 0029)
 * - POST   /api/student/exams/:id/submit               → examResultSchema
 * - GET    /api/student/exams/:id/report               → examReportSchema
 * - POST   /api/student/exams/:id/retry-incorrect      followUpInputSchema → 201 createdExamSchema
 * - POST   /api/student/exams/:id/practise-weak-topics followUpInputSchema → 201 createdExamSchema
 *
 * Errors use the common `apiErrorSchema` ({ statusCode, code, message, fields? }); the codes of
 * `EXAM_ERROR_CODES` let the page add the right link (unlock, buy a package…).
 */

export const EXAM_MODES = ['practice', 'simulation', 'adaptive'] as const;
export type ExamMode = (typeof EXAM_MODES)[number];

export const EXAM_STATUSES = ['ready', 'in_progress', 'submitted', 'expired'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];

export const CUSTOM_DIFFICULTIES = ['easy', 'medium', 'hard', 'mixed'] as const;
export type CustomDifficulty = (typeof CUSTOM_DIFFICULTIES)[number];

export const SECTION_STATUSES = ['locked', 'active', 'finished'] as const;
export type SectionStatus = (typeof SECTION_STATUSES)[number];

/**
 * Error codes the exam endpoints add to the common ones:
 * - SUBJECT_LOCKED (403): the subject is not unlocked, or its unlock expired → link to
 *   `paths.student.unlockedSubjects`.
 * - EXAM_LIMIT_REACHED (403): the active packages' exam allowance is used up → link to
 *   `paths.student.buyPackage`.
 * - BANK_TOO_SMALL (409): the bank cannot fill the request; the message says what is missing.
 * - TIME_UP (409): an answer or action after the section's deadline; nothing was saved.
 * - EXAM_CLOSED (409): the exam is submitted or expired (or not started yet, for saves).
 */
export const EXAM_ERROR_CODES = [
  'SUBJECT_LOCKED',
  'EXAM_LIMIT_REACHED',
  'BANK_TOO_SMALL',
  'TIME_UP',
  'EXAM_CLOSED',
] as const;
export type ExamErrorCode = (typeof EXAM_ERROR_CODES)[number];

export const TIME_UP_MESSAGE = 'Time is up for this section: your answer was not saved';

export { DEADLINE_GRACE_MS };

const uuid = (error: string) => z.string({ error }).uuid({ error });

// ---------------------------------------------------------------- params and queries

export const examIdParamsSchema = z.object({ id: uuid('Exam not found') });

export const examItemParamsSchema = z.object({
  id: uuid('Exam not found'),
  position: z.coerce
    .number({ error: 'Question not found' })
    .int({ error: 'Question not found' })
    .min(1, { error: 'Question not found' }),
});

export const examSectionParamsSchema = z.object({
  id: uuid('Exam not found'),
  index: z.coerce
    .number({ error: 'Section not found' })
    .int({ error: 'Section not found' })
    .min(0, { error: 'Section not found' }),
});

export const examOptionsQuerySchema = z.object({
  subject: uuid('Unknown subject').optional(),
});

export const examListQuerySchema = z.object({
  status: z.enum(EXAM_STATUSES, { error: 'Unknown status' }).optional(),
  subject: uuid('Unknown subject').optional(),
  mode: z.enum(EXAM_MODES, { error: 'Unknown mode' }).optional(),
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
    .default(20),
});
export type ExamListQuery = z.input<typeof examListQuerySchema>;
export type ExamListParams = z.output<typeof examListQuerySchema>;

// ---------------------------------------------------------------- options (create page)

export const optionTopicSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  blueprintWeight: z.number().int(),
  /** Confirmed questions in the bank for this topic. */
  available: z.number().int(),
});

export const optionTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  totalQuestions: z.number().int(),
  totalMinutes: z.number().int(),
  sections: z.array(
    z.object({
      title: z.string(),
      questionCount: z.number().int(),
      durationMinutes: z.number().int(),
      calculator: z.boolean(),
    }),
  ),
  /** The bank holds enough confirmed questions to assemble it now. */
  fillable: z.boolean(),
});
export type OptionTemplate = z.infer<typeof optionTemplateSchema>;

export const optionSubjectSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  board: z.enum(BOARDS),
  /** End of the unlock (ISO). */
  unlockedUntil: z.string(),
  topics: z.array(optionTopicSchema),
  templates: z.array(optionTemplateSchema),
});
export type OptionSubject = z.infer<typeof optionSubjectSchema>;

/**
 * The exam allowance rule: over the student's active, unexpired packages, the limit is the sum of
 * their exam limits (any package without a limit: unlimited; no active package: 0); every exam
 * the student created since the earliest purchase among those packages counts against it
 * (follow-ups from a report included).
 */
export const examAllowanceSchema = z.object({
  /** Exams allowed by the active packages together; null = unlimited. */
  limit: z.number().int().nullable(),
  /** Exams created while those packages have been active. */
  used: z.number().int(),
  /** null = unlimited. */
  remaining: z.number().int().nullable(),
});
export type ExamAllowance = z.infer<typeof examAllowanceSchema>;

export const examOptionsSchema = z.object({
  /** Unlocked, unexpired, active subjects (only `?subject=` when given). */
  subjects: z.array(optionSubjectSchema),
  /** Active subjects the student has not unlocked (or whose unlock expired). */
  lockedSubjects: z.array(z.object({ id: z.string(), name: z.string(), board: z.enum(BOARDS) })),
  allowance: examAllowanceSchema,
  limits: z.object({
    minQuestions: z.number().int(),
    maxQuestions: z.number().int(),
    maxMinutes: z.number().int(),
  }),
});
export type ExamOptions = z.infer<typeof examOptionsSchema>;

// ---------------------------------------------------------------- create

export const CUSTOM_MIN_QUESTIONS = 5;
export const CUSTOM_MAX_QUESTIONS = 100;
export const CUSTOM_MAX_MINUTES = 300;

const countError = `Choose ${CUSTOM_MIN_QUESTIONS} to ${CUSTOM_MAX_QUESTIONS} questions`;
const minutesError = `Choose 1 to ${CUSTOM_MAX_MINUTES} minutes`;

export const customExamInputSchema = z
  .object({
    topicIds: z
      .array(uuid('Unknown topic'), { error: 'Choose at least one topic' })
      .min(1, { error: 'Choose at least one topic' })
      .max(100, { error: 'At most 100 topics' })
      .transform((ids) => [...new Set(ids)]),
    questionCount: z
      .number({ error: countError })
      .int({ error: countError })
      .min(CUSTOM_MIN_QUESTIONS, { error: countError })
      .max(CUSTOM_MAX_QUESTIONS, { error: countError }),
    difficulty: z.enum(CUSTOM_DIFFICULTIES, {
      error: 'Choose easy, medium, hard or mixed',
    }),
    timed: z.boolean({ error: 'Say whether the exam is timed' }),
    /** Required when timed. */
    minutes: z
      .number({ error: minutesError })
      .int({ error: minutesError })
      .min(1, { error: minutesError })
      .max(CUSTOM_MAX_MINUTES, { error: minutesError })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.timed && v.minutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'Say how many minutes' });
    }
  });
export type CustomExamInput = z.input<typeof customExamInputSchema>;

/** Either a template or a custom exam. Simulation exams are always timed. */
export const createExamInputSchema = z
  .object({
    subjectId: uuid('Choose a subject'),
    mode: z.enum(EXAM_MODES, { error: 'Choose practice, simulation or adaptive' }),
    templateId: uuid('Unknown template').optional(),
    custom: customExamInputSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.templateId === !v.custom) {
      ctx.addIssue({
        code: 'custom',
        path: ['templateId'],
        message: 'Choose a template or build a custom exam',
      });
    }
    if (v.custom && v.mode === 'simulation' && !v.custom.timed) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom', 'timed'],
        message: 'A simulation is timed: set the minutes',
      });
    }
  });
export type CreateExamInput = z.input<typeof createExamInputSchema>;

export const createdExamSchema = z.object({ id: z.string() });
export type CreatedExam = z.infer<typeof createdExamSchema>;

/** Retry-incorrect and practise-weak-topics: same subject; the mode defaults to practice. */
export const followUpInputSchema = z
  .object({
    mode: z.enum(EXAM_MODES, { error: 'Choose practice, simulation or adaptive' }).optional(),
  })
  .default({});

// ---------------------------------------------------------------- answers

/** A student's answer, by question type (choice ids are the question's own ids). */
export const itemAnswerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('single'),
      choice: z.string().min(1, { error: 'Choose an answer' }),
    }),
    z.object({
      type: z.literal('multiple'),
      choices: z.array(z.string().min(1)).max(26, { error: 'Too many choices' }),
    }),
    z.object({ type: z.literal('numeric'), value: z.number({ error: 'Enter a number' }) }),
    /** LaTeX from the math field. */
    z.object({
      type: z.literal('expression'),
      expression: z.string().max(2000, { error: 'At most 2000 characters' }),
    }),
    z.object({
      type: z.literal('text'),
      text: z.string().max(2000, { error: 'At most 2000 characters' }),
    }),
  ],
  { error: 'Invalid answer' },
);
export type ItemAnswer = z.infer<typeof itemAnswerSchema>;

// ---------------------------------------------------------------- highlights

export {
  HIGHLIGHT_TARGETS,
  type HighlightTarget,
  MAX_HIGHLIGHT_OFFSET,
  MAX_HIGHLIGHTS,
  mergeHighlights,
};

const highlightOffset = z
  .number({ error: 'Invalid highlight' })
  .int({ error: 'Invalid highlight' })
  .min(0, { error: 'Invalid highlight' })
  .max(MAX_HIGHLIGHT_OFFSET, { error: 'Invalid highlight' });

/**
 * A highlighted range of the text the student sees: `start`–`end` (end exclusive) count the
 * characters of the rendered text outside formulas (formulas are never highlighted, so a change
 * of KaTeX's output cannot move them).
 */
export const itemHighlightSchema = z
  .object({
    target: z.enum(HIGHLIGHT_TARGETS, { error: 'Highlight the question or its passage' }),
    start: highlightOffset,
    end: highlightOffset,
  })
  .refine((h) => h.start < h.end, {
    error: 'A highlight must end after it starts',
    path: ['end'],
  });
export type { ItemHighlight };

/** The whole list of an item's highlights (a save replaces it). */
export const itemHighlightsSchema = z
  .array(itemHighlightSchema, { error: 'Invalid highlights' })
  .max(MAX_HIGHLIGHTS, { error: `At most ${MAX_HIGHLIGHTS} highlights on a question` })
  .transform(mergeHighlights);

/**
 * Save one item: only the fields sent change. `answer: null` clears the answer. `clientSeq`
 * increases with every change the client makes; a save whose clientSeq is not above the stored
 * one changes nothing and returns what is stored (`stale: true`) — so a retried save is stored
 * once and an older save arriving late never overwrites a newer one.
 */
export const saveItemInputSchema = z.object({
  answer: itemAnswerSchema.nullable().optional(),
  flagged: z.boolean({ error: 'Invalid flag' }).optional(),
  /** Choice ids struck out. */
  eliminated: z
    .array(z.string().min(1), { error: 'Invalid eliminated choices' })
    .max(26)
    .optional(),
  /** Replaces the stored highlights (merged and sorted). */
  highlights: itemHighlightsSchema.optional(),
  /** Total time on this item so far (replaces the stored total). */
  timeSpentMs: z
    .number({ error: 'Invalid time' })
    .int({ error: 'Invalid time' })
    .min(0, { error: 'Invalid time' })
    .max(24 * 3600 * 1000, { error: 'Invalid time' })
    .optional(),
  clientSeq: z
    .number({ error: 'Invalid sequence number' })
    .int({ error: 'Invalid sequence number' })
    .min(0, { error: 'Invalid sequence number' }),
});
export type SaveItemInput = z.input<typeof saveItemInputSchema>;

/** Practice mode (after each answer) and reports: was it right, what is right, why. */
export const itemFeedbackSchema = z.object({
  correct: z.boolean(),
  /** 0–1 credit earned. */
  score: z.number(),
  correctAnswer: questionAnswerSchema,
  explanation: z.string(),
});
export type ItemFeedback = z.infer<typeof itemFeedbackSchema>;

export const savedItemSchema = z.object({
  position: z.number().int(),
  answer: itemAnswerSchema.nullable(),
  flagged: z.boolean(),
  eliminated: z.array(z.string()),
  highlights: z.array(itemHighlightSchema),
  timeSpentMs: z.number().int(),
  answeredAt: z.string().nullable(),
  clientSeq: z.number().int(),
  /** The save was older than (or the same as) what is stored: nothing changed. */
  stale: z.boolean(),
  /** Practice mode only, once answered. */
  feedback: itemFeedbackSchema.nullable(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

// ---------------------------------------------------------------- summaries and details

export const examScoreSchema = z.object({
  /** Credit earned (partial credit counts in fractions for multiple-answer items). */
  raw: z.number(),
  /** Questions scored (adaptive: items given). */
  max: z.number().int(),
  percent: z.number(),
  /** The template's band label (e.g. '4', '650', 'B'); null for the plain percent scale. */
  scaled: z.string().nullable(),
});
export type ExamScore = z.infer<typeof examScoreSchema>;

export const examSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.object({ id: z.string(), name: z.string(), board: z.enum(BOARDS) }),
  template: z.object({ id: z.string(), name: z.string(), kind: z.enum(TEMPLATE_KINDS) }).nullable(),
  mode: z.enum(EXAM_MODES),
  status: z.enum(EXAM_STATUSES),
  /** Planned questions (adaptive: the most it may give). */
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  timed: z.boolean(),
  /** Sum of the sections' minutes; null when untimed. */
  durationMinutes: z.number().int().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  /** The current section's deadline while in progress; else the last one. */
  deadlineAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  score: examScoreSchema.nullable(),
});
export type ExamSummary = z.infer<typeof examSummarySchema>;

export const examListSchema = z.object({
  items: z.array(examSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ExamList = z.infer<typeof examListSchema>;

export const examSectionInfoSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  directions: z.string(),
  calculator: z.boolean(),
  questionCount: z.number().int(),
  /** null when untimed. */
  durationMinutes: z.number().int().nullable(),
  topics: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ExamSectionInfo = z.infer<typeof examSectionInfoSchema>;

export const examDetailsSchema = examSummarySchema.extend({
  sections: z.array(examSectionInfoSchema),
  difficulty: z.enum(CUSTOM_DIFFICULTIES).nullable(),
});
export type ExamDetails = z.infer<typeof examDetailsSchema>;

// ---------------------------------------------------------------- the exam room

export const examRoomSectionSchema = examSectionInfoSchema.extend({
  status: z.enum(SECTION_STATUSES),
  startedAt: z.string().nullable(),
  /** Server-authoritative; null when untimed or not started. */
  deadlineAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ExamRoomSection = z.infer<typeof examRoomSectionSchema>;

export const examRoomItemSchema = z.object({
  /** 1-based across the whole exam. */
  position: z.number().int(),
  /** Section index (0-based). */
  section: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  /** In this exam's shuffled order. */
  choices: z.array(questionChoiceSchema),
  passage: z.object({ id: z.string(), title: z.string(), body: z.string() }).nullable(),
  answer: itemAnswerSchema.nullable(),
  flagged: z.boolean(),
  eliminated: z.array(z.string()),
  highlights: z.array(itemHighlightSchema),
  timeSpentMs: z.number().int(),
  answeredAt: z.string().nullable(),
  clientSeq: z.number().int(),
  /** Practice mode: feedback of answered items; adaptive: scored items are locked. */
  feedback: itemFeedbackSchema.nullable(),
  /** Adaptive: the answer was scored and can no longer change. */
  locked: z.boolean(),
});
export type ExamRoomItem = z.infer<typeof examRoomItemSchema>;

export const examStateSchema = z.object({
  id: z.string(),
  title: z.string(),
  mode: z.enum(EXAM_MODES),
  status: z.enum(EXAM_STATUSES),
  subject: z.object({ id: z.string(), slug: z.string(), name: z.string(), board: z.enum(BOARDS) }),
  timed: z.boolean(),
  startedAt: z.string().nullable(),
  /** The server's clock when this answer was made: the client offsets its timer by it. */
  serverTime: z.string(),
  /** Index of the section being taken; sections before it are finished. */
  currentSection: z.number().int(),
  sections: z.array(examRoomSectionSchema),
  /**
   * Items of the started sections only (locked sections come later). Adaptive: the items given
   * so far, the last one being the one to answer now.
   */
  items: z.array(examRoomItemSchema),
  adaptive: z
    .object({
      /** No more items: submit. */
      done: z.boolean(),
      maxItems: z.number().int(),
      given: z.number().int(),
    })
    .nullable(),
  /**
   * The testing accommodations this exam was created with (ADR 0029); the sections'
   * `durationMinutes` already include the extra time.
   */
  accommodations: accommodationsSchema.optional(),
  /**
   * Extra breaks: the student is on a break before section `section` (the current one, locked
   * until then), from `startedAt` to `endsAt` by the server's clock. The section opens at
   * `endsAt`, or earlier with POST /:id/resume. Null or absent when not on a break.
   */
  onBreak: z
    .object({ section: z.number().int(), startedAt: z.string(), endsAt: z.string() })
    .nullable()
    .optional(),
});
export type ExamState = z.infer<typeof examStateSchema>;

// ---------------------------------------------------------------- results and report

export const scoreBandSchema = z.object({
  theta: z.number(),
  se: z.number(),
  /**
   * Band labels for θ − 1.96·SE and θ + 1.96·SE (labels or percents for the percent scale).
   * Adaptive exams map θ through the bank's expected percent; fixed forms move the observed
   * percent by the form's expected-percent change, so their band always contains the score.
   */
  low: z.string(),
  high: z.string(),
  /** The middle: the label at θ (adaptive), or of the observed percent (fixed forms: `scaled`). */
  label: z.string(),
});
export type ScoreBand = z.infer<typeof scoreBandSchema>;

export const examResultSchema = z.object({
  id: z.string(),
  status: z.enum(EXAM_STATUSES),
  submittedAt: z.string().nullable(),
  score: examScoreSchema,
  scale: z.enum(SCORING_SCALES),
  band: scoreBandSchema.nullable(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

export const reportGroupSchema = z.object({
  correct: z.number(),
  total: z.number().int(),
  percent: z.number(),
  timeSpentMs: z.number().int(),
});

export const reportQuestionSchema = z.object({
  position: z.number().int(),
  section: z.number().int(),
  questionId: z.string(),
  topic: z.object({ id: z.string(), name: z.string() }),
  type: z.enum(QUESTION_TYPES),
  difficulty: z.string(),
  stem: z.string(),
  choices: z.array(questionChoiceSchema),
  passage: z.object({ id: z.string(), title: z.string(), body: z.string() }).nullable(),
  answer: itemAnswerSchema.nullable(),
  correctAnswer: questionAnswerSchema,
  /** null when unanswered. */
  isCorrect: z.boolean().nullable(),
  score: z.number(),
  explanation: z.string(),
  timeSpentMs: z.number().int(),
  flagged: z.boolean(),
});
export type ReportQuestion = z.infer<typeof reportQuestionSchema>;

export const examReportSchema = z.object({
  exam: examSummarySchema,
  result: examResultSchema,
  sections: z.array(reportGroupSchema.extend({ index: z.number().int(), title: z.string() })),
  topics: z.array(reportGroupSchema.extend({ id: z.string(), name: z.string() })),
  questions: z.array(reportQuestionSchema),
  /** Share (0–100) of finished exams of the same template scoring below this one; null without a template or other takers. */
  percentile: z.number().nullable(),
  /** Finished exams of the same template (this one included). */
  takers: z.number().int(),
  /** Topics below 60 %: what "practise weak topics" draws from. */
  weakTopicIds: z.array(z.string()),
  incorrectCount: z.number().int(),
});
export type ExamReport = z.infer<typeof examReportSchema>;
