import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../locales';
import { MSG } from '../messages';
import { EMAIL_MESSAGE_STATUSES } from './email-outbox';
import { emailField, requiredString, uuidField } from './validation';

/** Shapes of the administrators' e-mail pages (issue 15, spec section 2: admin e-mail). */

// ---------------------------------------------------------------------------------------------
// E-mail management (outbox) and configuration (SMTP): in ./email-outbox.ts, re-exported here.
// ---------------------------------------------------------------------------------------------
export * from './email-outbox';

// ---------------------------------------------------------------------------------------------
// E-mail templates and the test send (admin/email-templates, admin/email-test).
// ---------------------------------------------------------------------------------------------

export const EMAIL_TEMPLATE_LIMITS = { subject: 300, html: 200_000, text: 100_000, value: 2000 };

const templateKey = z
  .string({ error: 'Choose a template' })
  .trim()
  .min(1, { error: 'Choose a template' })
  .max(100, { error: 'Unknown template' });

export const emailTemplateKeyParamsSchema = z.object({ key: templateKey });

/**
 * The language of a template: each one has an English and an Arabic version, and a user gets
 * the version of their own language (English when it is missing).
 */
export const emailLocaleSchema = z.enum(LOCALES, {
  error: 'Unknown language: choose en (English) or ar (Arabic)',
});
export type EmailLocale = z.infer<typeof emailLocaleSchema>;

/** `?locale=` of the template routes; English when absent. */
export const emailTemplateLocaleQuerySchema = z.object({
  locale: emailLocaleSchema.default(DEFAULT_LOCALE),
});

const part = (max: number) =>
  requiredString()
    .min(1, { error: MSG.required })
    .max(max, { error: `At most ${max} characters` })
    .refine((value) => value.trim().length > 0, { error: MSG.required });

/** What an administrator edits: the variables stay those the platform fills in. */
export const emailTemplateInputSchema = z.object({
  subject: part(EMAIL_TEMPLATE_LIMITS.subject)
    .transform((value) => value.trim())
    .refine((value) => !/[\r\n]/.test(value), { error: 'The subject must be one line' }),
  html: part(EMAIL_TEMPLATE_LIMITS.html),
  text: part(EMAIL_TEMPLATE_LIMITS.text),
});
export type EmailTemplateInput = z.input<typeof emailTemplateInputSchema>;
export type EmailTemplateValues = z.output<typeof emailTemplateInputSchema>;

/** Sample or test values, one per variable. */
export const emailVarsSchema = z
  .record(
    z.string(),
    z.string({ error: 'Enter text' }).max(EMAIL_TEMPLATE_LIMITS.value, {
      error: `At most ${EMAIL_TEMPLATE_LIMITS.value} characters`,
    }),
    { error: 'Invalid values' },
  )
  .refine((vars) => Object.keys(vars).length <= 50, { error: 'At most 50 values' });
export type EmailVars = z.infer<typeof emailVarsSchema>;

export const emailTemplateSummarySchema = z.object({
  key: z.string(),
  /**
   * The language of this version of the template (the server always says; optional only so
   * that English-only callers written before the Arabic versions still type-check).
   */
  locale: emailLocaleSchema.optional(),
  subject: z.string(),
  variables: z.array(z.string()),
  /** The content differs from the platform's default. */
  edited: z.boolean(),
  /** A default exists to reset to. */
  hasDefault: z.boolean(),
  updatedAt: z.string(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

export const emailTemplateListSchema = z.object({ templates: z.array(emailTemplateSummarySchema) });
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;

export const emailTemplateSchema = emailTemplateSummarySchema.extend({
  html: z.string(),
  text: z.string(),
  /** Sample values the preview and the test send start from. */
  sampleVars: z.record(z.string(), z.string()),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** Unsaved content of one template, rendered with sample (or the given) values. */
export const emailTemplatePreviewInputSchema = emailTemplateInputSchema.extend({
  key: templateKey,
  locale: emailLocaleSchema.default(DEFAULT_LOCALE),
  vars: emailVarsSchema.optional(),
});
export type EmailTemplatePreviewInput = z.input<typeof emailTemplatePreviewInputSchema>;

export const renderedEmailSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type RenderedEmail = z.infer<typeof renderedEmailSchema>;

export const emailTestInputSchema = z.object({
  key: templateKey,
  to: emailField(),
  /** The version to send; by default the recipient's language (English without an account). */
  locale: emailLocaleSchema.optional(),
  vars: emailVarsSchema.default({}),
});
export type EmailTestInput = z.input<typeof emailTestInputSchema>;

export const emailTestMessageParamsSchema = z.object({
  id: uuidField('Message not found'),
});

/** A test message as the outbox has it: stored, queued, sending, sent or failed. */
export const emailTestResultSchema = z.object({
  messageId: z.string().nullable(),
  key: z.string(),
  to: z.string(),
  status: z.enum(EMAIL_MESSAGE_STATUSES),
  attempts: z.number().int(),
  providerId: z.string().nullable(),
  error: z.string().nullable(),
  /** The status will not change any more (sent, stored or failed). */
  final: z.boolean(),
});
export type EmailTestResult = z.infer<typeof emailTestResultSchema>;
