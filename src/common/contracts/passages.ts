import { z } from 'zod';
import { MSG } from '../messages';
import { QUESTION_STATUSES } from './content';
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

/** Reading texts shared by several questions (domain.md: `passages`). */

export const PASSAGE_TITLE_MAX = 200;
export const PASSAGE_BODY_MAX = 20_000;
/** How many questions one request may attach to a passage. */
export const PASSAGE_QUESTIONS_MAX = 200;

export const passageListQuerySchema = z.object({
  search: searchField(200),
  subjectId: uuidField('Unknown subject').optional(),
  page: pageField(),
  pageSize: pageSizeField(100, 25),
});
export type PassageListQuery = z.input<typeof passageListQuerySchema>;

const subjectRef = z.object({ id: z.string(), name: z.string() });

export const passageRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The body's first characters, whitespace collapsed. */
  excerpt: z.string(),
  subject: subjectRef,
  questionCount: z.number().int(),
  createdAt: z.string(),
});
export type PassageRow = z.infer<typeof passageRowSchema>;

export const passageListSchema = pagedListSchema(passageRowSchema);
export type PassageList = z.infer<typeof passageListSchema>;

export const passageQuestionSchema = z.object({
  id: z.string(),
  /** The stem's first characters, whitespace collapsed. */
  stem: z.string(),
  status: z.enum(QUESTION_STATUSES),
});
export type PassageQuestion = z.infer<typeof passageQuestionSchema>;

export const passageDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  subject: subjectRef,
  createdAt: z.string(),
  questions: z.array(passageQuestionSchema),
});
export type PassageDetail = z.infer<typeof passageDetailSchema>;

export const passageInputSchema = z.object({
  title: nameField(1, PASSAGE_TITLE_MAX),
  /** Markdown with `$LaTeX$`, as question stems; blank lines and indentation are kept. */
  body: requiredString()
    .max(PASSAGE_BODY_MAX, { error: FIELD_MSG.maxChars(PASSAGE_BODY_MAX) })
    .refine((v) => v.trim().length > 0, { error: MSG.required }),
  subjectId: uuidField('Choose a subject'),
});
export type PassageInput = z.input<typeof passageInputSchema>;
export type PassageInputParsed = z.output<typeof passageInputSchema>;

export const passageQuestionsInputSchema = z.object({
  questionIds: z
    .array(uuidField('Unknown question'), { error: 'Send the list of questions' })
    .max(PASSAGE_QUESTIONS_MAX, {
      error: `At most ${PASSAGE_QUESTIONS_MAX} questions per passage`,
    }),
});
export type PassageQuestionsInput = z.input<typeof passageQuestionsInputSchema>;

export const passageDeleteQuerySchema = z.object({
  /** Detach the attached questions in the same step instead of refusing. */
  detach: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const passageIdParamsSchema = z.object({ id: uuidField('Unknown passage') });
