import { z } from 'zod';
import { MSG } from '../messages';
import {
  BOARDS,
  DIFFICULTIES,
  SCORING_SCALES,
  TEMPLATE_KINDS,
  type TemplateScoring,
  templateScoringSchema,
  templateSectionSchema,
} from './content';
import { requiredString } from './validation';

export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export type ScoringScale = (typeof SCORING_SCALES)[number];

const wholeNumber = (min: number, max: number) => {
  const error = `Enter a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const required = (max: number) =>
  requiredString()
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: `At most ${max} characters` });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One section as an administrator writes it; topic slugs are checked against the subject. */
export const templateSectionInputSchema = z.object({
  title: required(120),
  questionCount: wholeNumber(1, 200),
  durationMinutes: wholeNumber(1, 600),
  /** Topic slugs of the template's subject; null = every active topic of the subject. */
  topics: z
    .array(z.string({ error: 'Invalid topic' }).trim().min(1, { error: 'Invalid topic' }), {
      error: 'Choose topics, or all topics',
    })
    .min(1, { error: 'Choose at least one topic, or all topics' })
    .max(100, { error: 'At most 100 topics' })
    .transform((slugs) => [...new Set(slugs)])
    .nullable()
    .default(null),
  calculator: z.boolean({ error: 'Say whether a calculator is allowed' }).default(false),
  directions: z
    .string({ error: 'Invalid directions' })
    .trim()
    .max(2000, { error: 'At most 2000 characters' })
    .default(''),
});
export type TemplateSectionInput = z.input<typeof templateSectionInputSchema>;

const percentError = 'Enter a percent from 0 to 100';
export const cutPointInputSchema = z.object({
  label: required(20),
  minPercent: z
    .number({ error: percentError })
    .min(0, { error: percentError })
    .max(100, { error: percentError }),
});

/** Score bands, highest first: labels unique, minimum percents strictly falling. */
export const templateScoringInputSchema = z
  .object({
    scale: z.enum(SCORING_SCALES, {
      error: 'Choose a scale: AP 1–5, EST 200–800, IGCSE grade or percent',
    }),
    cutPoints: z
      .array(cutPointInputSchema, { error: 'Invalid score bands' })
      .max(30, { error: 'At most 30 score bands' }),
  })
  .superRefine((scoring, ctx) => {
    if (scoring.scale !== 'percent' && scoring.cutPoints.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['cutPoints'],
        message: 'Add at least one score band for this scale',
      });
    }
    const seen = new Set<string>();
    scoring.cutPoints.forEach((band, i) => {
      const key = band.label.trim().toLowerCase();
      if (key && seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['cutPoints', i, 'label'],
          message: `Each label once: "${band.label.trim()}" is already used`,
        });
      }
      seen.add(key);
      const above = scoring.cutPoints[i - 1];
      if (above && band.minPercent >= above.minPercent) {
        ctx.addIssue({
          code: 'custom',
          path: ['cutPoints', i, 'minPercent'],
          message: `Must be lower than the band above (${above.minPercent}%)`,
        });
      }
    });
  });

const subjectIdField = z.string({ error: 'Choose a subject' }).uuid({ error: 'Choose a subject' });

export const templateInputSchema = z.object({
  subjectId: subjectIdField,
  name: required(120),
  /** Made from the name when absent or empty. */
  slug: z
    .string({ error: 'Use lower-case letters, digits and dashes' })
    .trim()
    .toLowerCase()
    .max(60, { error: 'At most 60 characters' })
    .refine((v) => v === '' || SLUG.test(v), {
      error: 'Use lower-case letters, digits and dashes',
    })
    .optional(),
  description: z
    .string({ error: 'Invalid description' })
    .trim()
    .max(1000, { error: 'At most 1000 characters' })
    .default(''),
  kind: z.enum(TEMPLATE_KINDS, { error: 'Choose full, section, topic or adaptive' }),
  sections: z
    .array(templateSectionInputSchema, { error: 'Add at least one section' })
    .min(1, { error: 'Add at least one section' })
    .max(20, { error: 'At most 20 sections' }),
  scoring: templateScoringInputSchema,
});
export type TemplateInput = z.input<typeof templateInputSchema>;
export type TemplateValues = z.output<typeof templateInputSchema>;

/** What the preview needs: the subject and the sections (the rest of a draft is ignored). */
export const templatePreviewInputSchema = templateInputSchema.pick({
  subjectId: true,
  sections: true,
});
export type TemplatePreviewInput = z.input<typeof templatePreviewInputSchema>;

export const templateListQuerySchema = z.object({
  subject: z.string().uuid({ error: 'Invalid id' }).optional(),
});

export const examTemplateSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  subject: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    board: z.enum(BOARDS),
  }),
  sections: z.array(templateSectionSchema),
  scoring: templateScoringSchema,
  totalQuestions: z.number().int(),
  totalMinutes: z.number().int(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type ExamTemplate = z.infer<typeof examTemplateSchema>;

export const templateListSchema = z.object({ templates: z.array(examTemplateSchema) });
export type TemplateList = z.infer<typeof templateListSchema>;

const difficultyCounts = z.object(
  Object.fromEntries(DIFFICULTIES.map((d) => [d, z.number().int()])) as Record<
    (typeof DIFFICULTIES)[number],
    z.ZodNumber
  >,
);

export const previewTopicSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The topic's blueprint weight (percent of a full exam). */
  weight: z.number().int(),
  /** Its share of this section after normalising the section's weights, 0–1. */
  share: z.number(),
  /** Questions a blueprint-weighted draw takes from it. */
  planned: z.number().int(),
  /** Confirmed questions in the bank. */
  available: z.number().int(),
});
export type PreviewTopic = z.infer<typeof previewTopicSchema>;

export const previewSectionSchema = z.object({
  title: z.string(),
  questionCount: z.number().int(),
  durationMinutes: z.number().int(),
  allTopics: z.boolean(),
  /** Confirmed questions in the section's topics. */
  available: z.number().int(),
  byDifficulty: difficultyCounts,
  topics: z.array(previewTopicSchema),
  /** The section's topics hold at least as many confirmed questions as it needs. */
  fillable: z.boolean(),
});
export type PreviewSection = z.infer<typeof previewSectionSchema>;

export const templatePreviewSchema = z.object({
  subject: z.object({ id: z.string(), name: z.string() }),
  totalQuestions: z.number().int(),
  /** Confirmed questions in the topics of all sections together. */
  totalAvailable: z.number().int(),
  sections: z.array(previewSectionSchema),
  /** Plain-words problems: a section or topic the bank cannot fill. */
  warnings: z.array(z.string()),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** Starting score bands for a scale (editable estimates; the seeded templates use them too). */
export const DEFAULT_CUT_POINTS: Record<ScoringScale, TemplateScoring['cutPoints']> = {
  ap_1_5: [
    { label: '5', minPercent: 72 },
    { label: '4', minPercent: 58 },
    { label: '3', minPercent: 44 },
    { label: '2', minPercent: 30 },
    { label: '1', minPercent: 0 },
  ],
  igcse_grade: [
    { label: 'A*', minPercent: 80 },
    { label: 'A', minPercent: 70 },
    { label: 'B', minPercent: 60 },
    { label: 'C', minPercent: 50 },
    { label: 'D', minPercent: 40 },
    { label: 'E', minPercent: 30 },
    { label: 'F', minPercent: 20 },
    { label: 'G', minPercent: 10 },
    { label: 'U', minPercent: 0 },
  ],
  est_200_800: [
    { label: '800', minPercent: 97 },
    { label: '750', minPercent: 90 },
    { label: '700', minPercent: 82 },
    { label: '650', minPercent: 74 },
    { label: '600', minPercent: 65 },
    { label: '550', minPercent: 56 },
    { label: '500', minPercent: 47 },
    { label: '450', minPercent: 38 },
    { label: '400', minPercent: 29 },
    { label: '350', minPercent: 20 },
    { label: '300', minPercent: 12 },
    { label: '250', minPercent: 5 },
    { label: '200', minPercent: 0 },
  ],
  percent: [],
};
