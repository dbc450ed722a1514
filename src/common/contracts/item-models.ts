import { z } from 'zod';
import { MSG } from '../messages';
import { DIFFICULTIES, questionAnswerSchema } from './content';
import {
  FIELD_MSG,
  nameField,
  pagedListSchema,
  pageField,
  pageSizeField,
  requiredString,
  searchField,
  uuidField,
} from './validation';

/**
 * Item models (domain.md: Generation): parametric questions. A model draws values for its
 * variables, keeps a draw only when every constraint holds, computes the answer and one wrong
 * value per named misconception, and renders the stem and explanation with those values. Every
 * draw is a new question; the checks at save time (every instance has exactly one correct
 * choice, distinct choices, finite values) run on 200 draws.
 *
 * ## Expressions
 * Answers, distractors, constraints and `{{= …}}` placeholders are **LaTeX math**, read by the
 * compute engine (the same one that marks students' expression answers):
 * `\frac{a}{b}`, `a^2`, `\sqrt{a}`, `2ab` (implicit product), `a\cdot b`, `a\times b`,
 * `\ln a`, `\log_{10} a`, `\sin a` (radians), `\pi`, `e^{a}`, `|a-b|`, `\lfloor a \rfloor`,
 * `\operatorname{round}(a)`, `\max(a, b)`, `a \bmod b`. Operations the engine cannot compile
 * to plain arithmetic (`n!`, sums with an index) are refused.
 * Variables are **single letters** (`a`–`z`, `A`–`Z`), so `ab` means a·b. `e`, `i`, `E`, `D`,
 * `G` and `N` are taken by the engine (Euler's number, the imaginary unit, constants, functions).
 * A constraint is one relation: `a \ne b`, `b^2-4ac>0`, `a \le 2b`, `1 < a < 5`, `a = 2b`.
 *
 * ## Templates (stem and explanation)
 * Markdown with `$…$` LaTeX, as question stems, plus placeholders:
 * - `{{a}}`: the value of variable `a` (integers as they are, decimals with the variable's
 *   places, choice values as written);
 * - `{{= expr}}`: a computed value, formatted automatically (a whole number when it is one,
 *   otherwise at most 4 decimals);
 * - `{{= expr #int}}`, `{{= expr #2}}` (2 fixed decimals; 0–6), `{{= expr #frac}}` (a fraction
 *   `\frac{p}{q}`: put it inside `$…$`).
 * A choice variable with text values (`values: ['copper', 'iron']`) can be shown with `{{x}}`
 * but not used in a calculation.
 */

/** Letters the compute engine reads as constants or functions, not as variables. */
export const RESERVED_VARIABLE_NAMES = ['e', 'i', 'E', 'D', 'G', 'N'] as const;
export const ITEM_MODEL_QUESTION_TYPES = ['single', 'numeric'] as const;
export const VARIABLE_KINDS = ['integer', 'decimal', 'choice'] as const;
export const ANSWER_FORMATS = ['integer', 'decimal', 'fraction'] as const;

export const ITEM_MODEL_LIMITS = {
  name: 120,
  variables: 12,
  choiceValues: 50,
  choiceValueLength: 40,
  constraints: 12,
  expression: 500,
  template: 5000,
  unit: 40,
  misconception: 120,
  distractorsMin: 3,
  /** Answer and distractors together fill at most six choices (a–f). */
  distractorsMax: 5,
  decimalPlaces: 6,
  /** Largest magnitude of a variable's range. */
  magnitude: 1e9,
  /** Instances per generate request. */
  generate: 200,
  /** Instances per preview. */
  preview: 20,
} as const;

const finite = (message: string) =>
  z
    .number({ error: message })
    .refine((v) => Number.isFinite(v) && Math.abs(v) <= ITEM_MODEL_LIMITS.magnitude, {
      error: `Use a number between -${ITEM_MODEL_LIMITS.magnitude} and ${ITEM_MODEL_LIMITS.magnitude}`,
    });

const expressionField = (empty: string) =>
  requiredString()
    .trim()
    .min(1, { error: empty })
    .max(ITEM_MODEL_LIMITS.expression, {
      error: FIELD_MSG.maxChars(ITEM_MODEL_LIMITS.expression),
    });

const templateField = (required: boolean) => {
  const text = requiredString().max(ITEM_MODEL_LIMITS.template, {
    error: FIELD_MSG.maxChars(ITEM_MODEL_LIMITS.template),
  });
  return required ? text.refine((v) => v.trim().length > 0, { error: MSG.required }) : text;
};

export const itemModelVariableSchema = z
  .object({
    /** One letter (see "Expressions"); unique within the model. */
    name: requiredString().regex(/^[A-Za-z]$/, {
      error: 'A variable name is one letter (a–z, A–Z)',
    }),
    /**
     * `integer`: a whole number in [min, max] (step 1); `decimal`: a number in [min, max] with
     * `step` decimal places; `choice`: one of `values`.
     */
    kind: z.enum(VARIABLE_KINDS, { error: 'Choose integer, decimal or choice' }),
    /** Lowest value (integer and decimal). */
    min: finite('Enter the lowest value').optional(),
    /** Highest value (integer and decimal), at least `min`. */
    max: finite('Enter the highest value').optional(),
    /** Decimal places of a decimal variable (1–6); ignored otherwise. */
    step: z
      .number({ error: 'Enter the number of decimal places' })
      .int({ error: 'Use a whole number of decimal places' })
      .min(1, { error: 'Use 1 to 6 decimal places' })
      .max(ITEM_MODEL_LIMITS.decimalPlaces, { error: 'Use 1 to 6 decimal places' })
      .optional(),
    /** The values a choice variable takes: numbers, or short texts (shown, not computed). */
    values: z
      .array(
        z.union([
          finite('Enter a number or a short text'),
          requiredString()
            .trim()
            .min(1, { error: 'A value is empty' })
            .max(ITEM_MODEL_LIMITS.choiceValueLength, {
              error: FIELD_MSG.maxChars(ITEM_MODEL_LIMITS.choiceValueLength),
            }),
        ]),
        { error: 'Enter the values' },
      )
      .max(ITEM_MODEL_LIMITS.choiceValues, {
        error: `At most ${ITEM_MODEL_LIMITS.choiceValues} values`,
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if ((RESERVED_VARIABLE_NAMES as readonly string[]).includes(v.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `'${v.name}' is taken by the math engine; choose another letter`,
      });
    }
    if (v.kind === 'choice') {
      if (!v.values?.length)
        ctx.addIssue({ code: 'custom', path: ['values'], message: 'Enter at least one value' });
      return;
    }
    if (v.min === undefined)
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'Enter the lowest value' });
    if (v.max === undefined)
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'Enter the highest value' });
    if (v.kind === 'decimal' && v.step === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['step'],
        message: 'Enter the number of decimal places',
      });
    if (v.min === undefined || v.max === undefined) return;
    if (v.min > v.max)
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: 'The highest value must not be below the lowest',
      });
    if (v.kind === 'integer' && Math.ceil(v.min) > Math.floor(v.max))
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'No whole number lies in the range' });
  });
export type ItemModelVariable = z.infer<typeof itemModelVariableSchema>;

export const itemModelAnswerSchema = z.object({
  /** LaTeX computing the correct value from the variables. */
  expression: expressionField('Enter the expression that computes the answer'),
  /**
   * How the value is written, in the choices and the stored key: a whole number (refused when the
   * value is not one), `places` fixed decimals, or a fraction (`\frac{p}{q}`, denominators up to
   * 1000; refused when the value is not such a fraction).
   */
  format: z.enum(ANSWER_FORMATS, { error: 'Choose integer, decimal or fraction' }),
  /** Decimal places of the `decimal` format (0–6). */
  places: z
    .number({ error: 'Enter the number of decimal places' })
    .int({ error: 'Use 0 to 6 decimal places' })
    .min(0, { error: 'Use 0 to 6 decimal places' })
    .max(ITEM_MODEL_LIMITS.decimalPlaces, { error: 'Use 0 to 6 decimal places' })
    .default(2),
  /** Written after every choice's value (`m/s`, `$\Omega$`, `g`); Markdown with LaTeX. */
  unit: z
    .string({ error: 'Enter a unit or leave it empty' })
    .trim()
    .max(ITEM_MODEL_LIMITS.unit, { error: FIELD_MSG.maxChars(ITEM_MODEL_LIMITS.unit) })
    .default(''),
  /**
   * Numeric questions: how far a student's number may be from the value. Default: half the last
   * decimal place (decimal), 0 (integer), 0.001 (fraction).
   */
  tolerance: z
    .number({ error: 'Enter a tolerance' })
    .min(0, { error: 'The tolerance cannot be negative' })
    .max(ITEM_MODEL_LIMITS.magnitude, { error: 'The tolerance is too large' })
    .optional(),
});
export type ItemModelAnswer = z.infer<typeof itemModelAnswerSchema>;

export const itemModelDistractorSchema = z.object({
  /** The named error this wrong choice reflects, e.g. "Forgot the chain rule". */
  misconception: nameField(1, ITEM_MODEL_LIMITS.misconception),
  /** LaTeX computing the value a student with that misconception gets (same format as the answer). */
  expression: expressionField('Enter the expression of the wrong answer'),
});
export type ItemModelDistractor = z.infer<typeof itemModelDistractorSchema>;

const itemModelFields = z.object({
  subjectId: uuidField('Choose a subject'),
  /** A topic of the subject: generated questions belong to it. */
  topicId: uuidField('Choose a topic'),
  name: nameField(1, ITEM_MODEL_LIMITS.name),
  difficulty: z.enum(DIFFICULTIES, { error: 'Choose easy, medium or hard' }),
  /** `single`: multiple choice (answer + distractors, shuffled); `numeric`: the student types it. */
  questionType: z.enum(ITEM_MODEL_QUESTION_TYPES, { error: 'Choose single or numeric' }),
  variables: z
    .array(itemModelVariableSchema, { error: 'Enter the variables' })
    .min(1, { error: 'Add at least one variable' })
    .max(ITEM_MODEL_LIMITS.variables, {
      error: `At most ${ITEM_MODEL_LIMITS.variables} variables`,
    }),
  /** LaTeX relations that every draw must satisfy (see "Expressions"). */
  constraints: z
    .array(expressionField('A constraint is empty'), { error: 'Enter the constraints' })
    .max(ITEM_MODEL_LIMITS.constraints, {
      error: `At most ${ITEM_MODEL_LIMITS.constraints} constraints`,
    })
    .default([]),
  /** The question text (see "Templates"). */
  stem: templateField(true),
  /** Shown after answering (see "Templates"). */
  explanation: templateField(true),
  answer: itemModelAnswerSchema,
  /** Wrong choices, each from a named misconception; 3–5 for single choice, 0–5 for numeric. */
  distractors: z
    .array(itemModelDistractorSchema, { error: 'Enter the distractors' })
    .max(ITEM_MODEL_LIMITS.distractorsMax, {
      error: `At most ${ITEM_MODEL_LIMITS.distractorsMax} distractors`,
    }),
  /**
   * Generated questions go straight to `confirmed` (and exam assembly may draw fresh ones for a
   * thin topic) instead of waiting in `pending_review`. An administrator's decision, audited.
   */
  autoConfirm: z.boolean({ error: 'Use true or false' }).default(false),
  /** Switched-off models generate nothing, neither on request nor for exam assembly. */
  isActive: z.boolean({ error: 'Use true or false' }).default(true),
});

function modelRules(
  v: { variables: { name: string }[]; questionType: string; distractors: unknown[] },
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  v.variables.forEach((variable, i) => {
    if (seen.has(variable.name))
      ctx.addIssue({
        code: 'custom',
        path: ['variables', i, 'name'],
        message: `Two variables are named '${variable.name}'`,
      });
    seen.add(variable.name);
  });
  if (v.questionType === 'single' && v.distractors.length < ITEM_MODEL_LIMITS.distractorsMin)
    ctx.addIssue({
      code: 'custom',
      path: ['distractors'],
      message: `A multiple-choice model needs at least ${ITEM_MODEL_LIMITS.distractorsMin} distractors`,
    });
}

/** POST /api/admin/item-models, PUT /api/admin/item-models/:id. */
export const itemModelInputSchema = itemModelFields.superRefine(modelRules);
export type ItemModelInput = z.input<typeof itemModelInputSchema>;
export type ItemModelInputParsed = z.output<typeof itemModelInputSchema>;

/** A model being edited: subject and topic may still be unset. */
export const itemModelDraftSchema = itemModelFields
  .extend({
    subjectId: uuidField('Choose a subject').optional(),
    topicId: uuidField('Choose a topic').optional(),
  })
  .superRefine(modelRules);
export type ItemModelDraft = z.output<typeof itemModelDraftSchema>;

/** POST /api/admin/item-models/preview: the model as it stands in the editor. */
export const itemModelPreviewInputSchema = z.object({
  model: itemModelDraftSchema,
  /** Random instances wanted (1–20, default 5). */
  count: z
    .number({ error: 'Enter how many instances' })
    .int({ error: 'Use a whole number' })
    .min(1, { error: `Use 1 to ${ITEM_MODEL_LIMITS.preview}` })
    .max(ITEM_MODEL_LIMITS.preview, { error: `Use 1 to ${ITEM_MODEL_LIMITS.preview}` })
    .default(5),
  /** The first instance's seed; the others follow (seed + 1, …). Random when absent. */
  seed: z
    .number({ error: 'Use a whole number' })
    .int({ error: 'Use a whole number' })
    .min(0, { error: 'Use a whole number from 0' })
    .max(2 ** 31, { error: 'The seed is too large' })
    .optional(),
});
export type ItemModelPreviewInput = z.input<typeof itemModelPreviewInputSchema>;

/** What the save-time check found, under the field it concerns (`distractors.1.expression`). */
export const itemModelProblemSchema = z.object({ field: z.string(), message: z.string() });
export type ItemModelProblem = z.infer<typeof itemModelProblemSchema>;

export const itemInstanceChoiceSchema = z.object({
  id: z.string(),
  text: z.string(),
  correct: z.boolean(),
  /** The misconception behind a wrong choice; null for the correct one. */
  misconception: z.string().nullable(),
});

/** One drawn question, as it would be stored. */
export const itemInstanceSchema = z.object({
  /** Draws are reproducible: the same model and seed give the same question. */
  seed: z.number().int(),
  /** The drawn value of each variable. */
  values: z.record(z.string(), z.union([z.number(), z.string()])),
  stem: z.string(),
  explanation: z.string(),
  /** Shuffled; empty for numeric questions. */
  choices: z.array(itemInstanceChoiceSchema),
  /** The answer key as stored with the question. */
  answer: questionAnswerSchema,
  /** The correct answer as written (with its unit). */
  answerText: z.string(),
});
export type ItemInstance = z.infer<typeof itemInstanceSchema>;

/** The preview: instances when the model passes the checks, otherwise what is wrong. */
export const itemModelPreviewSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), instances: z.array(itemInstanceSchema) }),
  z.object({ ok: z.literal(false), problems: z.array(itemModelProblemSchema) }),
]);
export type ItemModelPreview = z.infer<typeof itemModelPreviewSchema>;

export const itemModelGenerateInputSchema = z.object({
  /** Draws to make (1–200): each is stored unless the same question is already in the bank. */
  count: z
    .number({ error: 'Enter how many questions' })
    .int({ error: 'Use a whole number' })
    .min(1, { error: `Use 1 to ${ITEM_MODEL_LIMITS.generate}` })
    .max(ITEM_MODEL_LIMITS.generate, { error: `Use 1 to ${ITEM_MODEL_LIMITS.generate}` }),
});
export type ItemModelGenerateInput = z.input<typeof itemModelGenerateInputSchema>;

export const itemModelGenerateResultSchema = z.object({
  /** New questions stored. */
  created: z.number().int(),
  /** Draws dropped: the same question was already in the bank or drawn earlier in the request. */
  skipped: z.number().int(),
  /** `pending_review`, or `confirmed` when the model auto-confirms. */
  status: z.enum(['pending_review', 'confirmed']),
  questionIds: z.array(z.string()),
});
export type ItemModelGenerateResult = z.infer<typeof itemModelGenerateResultSchema>;

export const itemModelListQuerySchema = z.object({
  /** Searched in the model's name. */
  search: searchField(200),
  subjectId: uuidField('Unknown subject').optional(),
  page: pageField(),
  pageSize: pageSizeField(100, 25),
});
export type ItemModelListQuery = z.input<typeof itemModelListQuerySchema>;

const ref = z.object({ id: z.string(), name: z.string() });

export const itemModelRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: ref,
  topic: ref,
  difficulty: z.enum(DIFFICULTIES),
  questionType: z.enum(ITEM_MODEL_QUESTION_TYPES),
  autoConfirm: z.boolean(),
  isActive: z.boolean(),
  /** Questions generated from this model still in the bank. */
  questionCount: z.number().int(),
  updatedAt: z.string(),
});
export type ItemModelRow = z.infer<typeof itemModelRowSchema>;

export const itemModelListSchema = pagedListSchema(itemModelRowSchema);
export type ItemModelList = z.infer<typeof itemModelListSchema>;

export const itemModelDetailSchema = itemModelRowSchema.extend({
  variables: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(VARIABLE_KINDS),
      min: z.number().optional(),
      max: z.number().optional(),
      step: z.number().int().optional(),
      values: z.array(z.union([z.number(), z.string()])).optional(),
    }),
  ),
  constraints: z.array(z.string()),
  stem: z.string(),
  explanation: z.string(),
  answer: z.object({
    expression: z.string(),
    format: z.enum(ANSWER_FORMATS),
    places: z.number().int(),
    unit: z.string(),
    tolerance: z.number().optional(),
  }),
  distractors: z.array(z.object({ misconception: z.string(), expression: z.string() })),
  createdAt: z.string(),
});
export type ItemModelDetail = z.infer<typeof itemModelDetailSchema>;

export const itemModelIdParamsSchema = z.object({ id: uuidField('Unknown item model') });
