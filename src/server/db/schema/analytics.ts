import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/** The spec's page-view event: path and title on every route change. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    title: text('title').notNull().default(''),
    referrer: text('referrer'),
    visitorId: text('visitor_id').notNull(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** desktop, mobile or tablet, from the user agent when the view was recorded. */
    deviceType: text('device_type'),
    /** ISO 3166 code from the offline GeoIP database; null when unknown or local. */
    countryCode: text('country_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_path_idx').on(t.path)],
);
