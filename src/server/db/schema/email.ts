import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Editable e-mail templates; `{{name}}` placeholders are filled when a message is sent. */
export const emailTemplates = pgTable('email_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  variables: jsonb('variables').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * stored: kept only (no SMTP server configured); queued: waiting for the worker (first try or a
 * retry at next_attempt_at); sending: claimed by a worker until locked_until; sent; failed: gave
 * up after the last attempt (ADR 0012).
 */
export const EMAIL_STATUSES = ['stored', 'queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The outbox: every message the platform sends, stored before a worker delivers it. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateKey: text('template_key'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<EmailStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a queued message is due (its first try, or the retry after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** A worker's claim: a 'sending' message whose claim ran out is taken up again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The message this one re-sends (the administrators' resend). */
    resendOf: uuid('resend_of'),
  },
  (t) => [
    check(
      'email_messages_status_check',
      sql`${t.status} in ('stored', 'queued', 'sending', 'sent', 'failed')`,
    ),
    index('email_messages_created_at_idx').on(t.createdAt),
    index('email_messages_to_address_idx').on(t.toAddress),
    index('email_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
  ],
);
