import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

export const APP_LOG_LEVELS = ['error', 'warn', 'info'] as const;
export const APP_LOG_SOURCES = ['server', 'client'] as const;

/**
 * The spec's log entry (level, message, data, timestamp, page URL, browser agent): server 5xx
 * errors and errors the web app reports. Never request bodies, SQL parameters or personal data
 * beyond the user id; `path` never carries the query string.
 */
export const appLogs = pgTable(
  'app_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level').$type<(typeof APP_LOG_LEVELS)[number]>().notNull(),
    message: text('message').notNull(),
    data: jsonb('data'),
    source: text('source').$type<(typeof APP_LOG_SOURCES)[number]>().notNull(),
    requestId: text('request_id'),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    path: text('path'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('app_logs_level_check', sql`${t.level} in ('error', 'warn', 'info')`),
    check('app_logs_source_check', sql`${t.source} in ('server', 'client')`),
    index('app_logs_user_idx').on(t.userId, t.createdAt),
    index('app_logs_created_idx').on(t.createdAt),
  ],
);
