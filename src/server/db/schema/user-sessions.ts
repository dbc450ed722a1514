import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

export type LocationInfo = {
  country?: string;
  country_code?: string;
  region?: string;
  region_code?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
  isp?: string;
};

/** The specification's session tracking: one row per auth session, with device and place. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sessionToken: text('session_token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    deviceInfo: jsonb('device_info').$type<Record<string, unknown>>(),
    locationInfo: jsonb('location_info').$type<LocationInfo>(),
    deviceType: text('device_type'),
    browser: text('browser'),
    os: text('os'),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    loginMethod: text('login_method').notNull().default('email'),
  },
  (t) => [index('user_sessions_active_idx').on(t.userId, t.isActive, t.lastActivity)],
);
