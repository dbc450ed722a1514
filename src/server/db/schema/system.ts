import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts the running system keeps, such as the one-time setup token. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
