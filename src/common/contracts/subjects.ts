import { z } from 'zod';
import { BOARDS } from './content';
import { minString } from './validation';

export const topicSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  blueprintWeight: z.number().int(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  questionCount: z.number().int(),
});
export type Topic = z.infer<typeof topicSchema>;

export const subjectSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  board: z.enum(BOARDS),
  description: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  questionCount: z.number().int(),
  confirmedCount: z.number().int(),
  topics: z.array(topicSchema),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectListSchema = z.object({ subjects: z.array(subjectSchema) });

const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case letters, digits and dashes' })
  .max(60, { error: 'At most 60 characters' });

export const subjectInputSchema = z.object({
  name: minString(2).trim().max(80, { error: 'At most 80 characters' }),
  board: z.enum(BOARDS, { error: 'Choose AP, IGCSE or EST' }),
  description: z.string().trim().max(500, { error: 'At most 500 characters' }).default(''),
  /** Made from the name when absent. */
  slug: slugField.optional(),
});
export type SubjectInput = z.input<typeof subjectInputSchema>;

/** Only the fields sent change (no defaults: `{ isActive }` leaves the description alone). */
export const subjectUpdateSchema = subjectInputSchema
  .omit({ slug: true })
  .extend({ description: z.string().trim().max(500, { error: 'At most 500 characters' }) })
  .partial()
  .extend({ isActive: z.boolean().optional() });
export type SubjectUpdate = z.input<typeof subjectUpdateSchema>;

export const topicInputSchema = z.object({
  name: minString(2).trim().max(120, { error: 'At most 120 characters' }),
  blueprintWeight: z
    .number({ error: 'Enter a whole number from 0 to 100' })
    .int({ error: 'Enter a whole number from 0 to 100' })
    .min(0, { error: 'Enter a whole number from 0 to 100' })
    .max(100, { error: 'Enter a whole number from 0 to 100' }),
  slug: slugField.optional(),
});
export type TopicInput = z.input<typeof topicInputSchema>;

export const topicUpdateSchema = topicInputSchema
  .omit({ slug: true })
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to change' });
export type TopicUpdate = z.input<typeof topicUpdateSchema>;

/** The new order: every id of the list, first to last. */
export const reorderSchema = z.object({
  ids: z
    .array(z.string().uuid({ error: 'Invalid id' }))
    .min(1)
    .max(500),
});

export const idParamsSchema = z.object({ id: z.string().uuid({ error: 'Invalid id' }) });
