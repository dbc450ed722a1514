import { date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * Visits through an affiliate's referral link: one row per visitor per UTC day per affiliate
 * (the unique key makes a repeated visit a no-op).
 */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('referral_visits_once_a_day').on(t.affiliateId, t.visitorId, t.day),
    index('referral_visits_affiliate_day_idx').on(t.affiliateId, t.day),
  ],
);
