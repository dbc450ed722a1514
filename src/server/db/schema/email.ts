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

export const EMAIL_STATUSES = ['stored', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Every message the platform sends (or keeps in the outbox when no SMTP server is set). */
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
  },
  (t) => [
    check('email_messages_status_check', sql`${t.status} in ('stored', 'sent', 'failed')`),
    index('email_messages_created_at_idx').on(t.createdAt),
    index('email_messages_to_address_idx').on(t.toAddress),
  ],
);
