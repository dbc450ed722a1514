import { z } from 'zod';
import {
  dayField,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
  uuidField,
  withDayRange,
} from './validation';

/** Shapes of the e-mail management and configuration pages (issue 15); re-exported by email.ts. */

// ---------------------------------------------------------------------------------------------
// E-mail management (the outbox) and configuration (SMTP): email-management, email-configuration
// ---------------------------------------------------------------------------------------------

/** stored: no SMTP server, kept only; queued: waiting to be sent or retried; see ADR 0012. */
export const EMAIL_MESSAGE_STATUSES = ['stored', 'queued', 'sending', 'sent', 'failed'] as const;
export type EmailMessageStatus = (typeof EMAIL_MESSAGE_STATUSES)[number];

export const emailMessageListQuerySchema = withDayRange(
  z.object({
    status: z.enum(EMAIL_MESSAGE_STATUSES, { error: 'Unknown status' }).optional(),
    template: searchField(100),
    /** First and last day included (UTC). */
    from: dayField().optional(),
    to: dayField().optional(),
    /** Part of the recipient or the subject. */
    search: searchField(),
    page: pageField(),
    pageSize: pageSizeField(),
  }),
);
export type EmailMessageListQuery = z.input<typeof emailMessageListQuerySchema>;

export const emailMessageRowSchema = z.object({
  id: z.string(),
  templateKey: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_MESSAGE_STATUSES),
  attempts: z.number().int(),
  /** The last attempt's error (kept after a later success is not possible: cleared on sent). */
  error: z.string().nullable(),
  providerId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  resendOf: z.string().nullable(),
});
export type EmailMessageRow = z.infer<typeof emailMessageRowSchema>;

export const emailMessageListSchema = pagedListSchema(emailMessageRowSchema).extend({
  /** Every template key that has messages (the template filter's choices). */
  templates: z.array(z.string()),
  /** Messages per status over the whole outbox (not only the filtered ones). */
  counts: z.record(z.enum(EMAIL_MESSAGE_STATUSES), z.number().int()),
  /** Attempts before a message is given up as failed. */
  maxAttempts: z.number().int(),
});
export type EmailMessageList = z.infer<typeof emailMessageListSchema>;

export const emailMessageDetailSchema = emailMessageRowSchema.extend({
  html: z.string(),
  text: z.string(),
});
export type EmailMessageDetail = z.infer<typeof emailMessageDetailSchema>;

export const emailMessageIdParamsSchema = z.object({
  id: uuidField('Unknown message'),
});

export const emailResendInputSchema = z.object({
  ids: z
    .array(uuidField('Unknown message'), { error: 'Choose messages to resend' })
    .min(1, { error: 'Choose messages to resend' })
    .max(100, { error: 'Resend at most 100 messages at once' }),
});
export type EmailResendInput = z.infer<typeof emailResendInputSchema>;

/**
 * Failed and still-queued messages are requeued in place (sent at once, attempts from zero);
 * sent and stored ones are copied into new queued messages that point back at them.
 */
export const emailResendResultSchema = z.object({
  requeued: z.array(z.string()),
  created: z.array(z.string()),
  /** Messages a worker is sending right now: left alone. */
  skipped: z.array(z.string()),
  /** What the first attempt of each did, by id: sent, queued (will retry) or failed. */
  outcomes: z.record(z.string(), z.enum(EMAIL_MESSAGE_STATUSES)),
});
export type EmailResendResult = z.infer<typeof emailResendResultSchema>;

export const SMTP_SOURCES = ['environment', 'database', 'none'] as const;
export type SmtpSource = (typeof SMTP_SOURCES)[number];

export const smtpServerSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  /** TLS from the start (smtps, usually port 465); otherwise STARTTLS when offered. */
  secure: z.boolean(),
  user: z.string().nullable(),
  /** The password is never sent back: only whether one is set. */
  passwordSet: z.boolean(),
  from: z.string(),
});
export type SmtpServer = z.infer<typeof smtpServerSchema>;

export const emailConfigurationSchema = z.object({
  /** Where the settings in force come from: SMTP_URL wins over the stored settings. */
  source: z.enum(SMTP_SOURCES),
  /** The server in force (null: none, messages are only stored). */
  inForce: smtpServerSchema.nullable(),
  /** The sender address in force. */
  from: z.string(),
  /** What administrators stored (shown, and editable, even while SMTP_URL wins). */
  stored: smtpServerSchema.nullable(),
  /** Messages waiting for the worker. */
  queued: z.number().int(),
});
export type EmailConfiguration = z.infer<typeof emailConfigurationSchema>;

const hostPattern = /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/;

export const smtpSettingsInputSchema = z.object({
  host: z
    .string({ error: 'Required' })
    .trim()
    .min(1, { error: 'Required' })
    .max(255, { error: 'At most 255 characters' })
    .regex(hostPattern, { error: 'Enter a host name or IP address' }),
  port: z.coerce
    .number({ error: 'Enter a port from 1 to 65535' })
    .int({ error: 'Enter a port from 1 to 65535' })
    .min(1, { error: 'Enter a port from 1 to 65535' })
    .max(65535, { error: 'Enter a port from 1 to 65535' }),
  secure: z.boolean({ error: 'Required' }),
  user: z.string().trim().max(255, { error: 'At most 255 characters' }).default(''),
  /** Blank keeps the stored password. */
  password: z.string().max(1000, { error: 'At most 1000 characters' }).default(''),
  clearPassword: z.boolean().default(false),
  from: z
    .string({ error: 'Required' })
    .trim()
    .min(3, { error: 'Required' })
    .max(320, { error: 'At most 320 characters' })
    .regex(/^(?:[^<>@\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
      error: 'Use an address like no-reply@example.com or Name <no-reply@example.com>',
    }),
});
export type SmtpSettingsInput = z.output<typeof smtpSettingsInputSchema>;
export type SmtpSettingsForm = z.input<typeof smtpSettingsInputSchema>;

/** Test the settings in force, or (with `settings`) the ones on the form before saving. */
export const smtpTestInputSchema = z.object({
  settings: smtpSettingsInputSchema.optional(),
});
export type SmtpTestInput = z.input<typeof smtpTestInputSchema>;

export const smtpTestResultSchema = z.object({
  ok: z.boolean(),
  /** The server's answer, or the error (with the SMTP response when there is one). */
  message: z.string(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  durationMs: z.number().int(),
});
export type SmtpTestResult = z.infer<typeof smtpTestResultSchema>;

// --------------------------------- end of management/configuration ---------------------------
