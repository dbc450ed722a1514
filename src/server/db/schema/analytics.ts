import { sql } from 'drizzle-orm';
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
    /**
     * The referrer's host, lower-case (null when the referrer is not a URL): computed by the
     * database on insert, so the website statistics group by it without a regex per view.
     */
    referrerHost: text('referrer_host').generatedAlwaysAs(
      sql`lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#@]+)'))`,
    ),
    visitorId: text('visitor_id').notNull(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** desktop, mobile or tablet, from the user agent when the view was recorded. */
    deviceType: text('device_type'),
    /** ISO 3166 code from the offline GeoIP database; null when unknown or local. */
    countryCode: text('country_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_created_idx').on(t.createdAt),
    // Top pages of a period read path by path from the index alone, each page's visitors
    // counted in a small sort rather than one sort of the whole period (ADR 0016).
    index('page_views_path_idx').on(t.path, t.createdAt, t.visitorId),
    // Each visitor's views with what the website statistics take from them, in visitor order:
    // per-visitor figures stream from the index alone, no hash table of every visitor (ADR 0016).
    index('page_views_visitor_idx').on(
      t.visitorId,
      t.createdAt,
      t.userId,
      t.deviceType,
      t.countryCode,
    ),
    // Signed-in views by time, read from the index alone: the active-student figures (ADR 0016).
    index('page_views_user_created_idx')
      .on(t.createdAt, t.userId)
      .where(sql`${t.userId} is not null`),
    // Who viewed an exam report (the user behaviour journey): a few rows among all the views.
    // The predicate must match the query's text (REPORT_VIEW in behavior-journey.ts).
    index('page_views_report_user_idx')
      .on(t.userId)
      .where(sql`${t.path} like '/student/exam/%/report'`),
  ],
);
