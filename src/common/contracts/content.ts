import { z } from 'zod';

export const BOARDS = ['AP', 'IGCSE', 'EST'] as const;
export const QUESTION_TYPES = ['single', 'multiple', 'numeric', 'expression', 'text'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const QUESTION_SOURCES = ['manual', 'import', 'item_model', 'ai'] as const;
export const QUESTION_STATUSES = ['draft', 'pending_review', 'confirmed', 'archived'] as const;
export const TEMPLATE_KINDS = ['full', 'section', 'topic', 'adaptive'] as const;
export const SCORING_SCALES = ['ap_1_5', 'est_200_800', 'igcse_grade', 'percent'] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];

export const questionChoiceSchema = z.object({ id: z.string().min(1), text: z.string() });
export type QuestionChoice = z.infer<typeof questionChoiceSchema>;

/** The answer key, by question type. */
export const questionAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), correct: z.string() }),
  z.object({ type: z.literal('multiple'), correct: z.array(z.string()) }),
  z.object({ type: z.literal('numeric'), value: z.number(), tolerance: z.number().min(0) }),
  /** LaTeX; answers are compared for mathematical equivalence. */
  z.object({ type: z.literal('expression'), expression: z.string() }),
  /** Accepted answers, compared after normalising case, spaces and punctuation. */
  z.object({ type: z.literal('text'), accepted: z.array(z.string()) }),
]);
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

export const templateSectionSchema = z.object({
  title: z.string().min(1),
  questionCount: z.number().int().min(1).max(200),
  durationMinutes: z.number().int().min(1).max(600),
  /** Topic slugs the section draws from; null = every topic of the subject. */
  topics: z.array(z.string()).nullable(),
  calculator: z.boolean(),
  directions: z.string().default(''),
});
export type TemplateSection = z.infer<typeof templateSectionSchema>;

/** A scaled score band: the lowest percent that earns `label`. */
export const cutPointSchema = z.object({
  label: z.string().min(1),
  minPercent: z.number().min(0).max(100),
});

export const templateScoringSchema = z.object({
  scale: z.enum(SCORING_SCALES),
  /** Highest band first. */
  cutPoints: z.array(cutPointSchema),
});
export type TemplateScoring = z.infer<typeof templateScoringSchema>;
