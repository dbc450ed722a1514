import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The auth user table (better-auth `user`), with the specification's profile fields. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    role: text('role').notNull().default('student'),
    previousRole: text('previous_role'),
    code: text('code').unique(),
    referredBy: text('referred_by').references((): AnyPgColumn => profiles.id, {
      onDelete: 'set null',
    }),
    countryCode: text('country_code'),
    unlockPoints: integer('unlock_points').notNull().default(0),
    adminVerified: boolean('admin_verified').notNull().default(false),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(10),
    referralDiscountPercent: numeric('referral_discount_percent', {
      precision: 5,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(10),
    /** Interface and e-mail language (ADR 0028). */
    locale: text('locale').notNull().default('en'),
    /** Testing accommodations granted by an administrator: extra time on timed sections, extra breaks. */
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    extraBreaks: boolean('extra_breaks').notNull().default(false),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in ('student', 'affiliate', 'admin', 'inactive')`),
    check('profiles_code_upper', sql`${t.code} = upper(${t.code})`),
    check('profiles_unlock_points_nonneg', sql`${t.unlockPoints} >= 0`),
    check('profiles_locale_check', sql`${t.locale} in ('en', 'ar')`),
    check('profiles_extra_time_check', sql`${t.extraTimePercent} in (0, 50, 100)`),
    index('profiles_role_idx').on(t.role),
    index('profiles_referred_by_idx').on(t.referredBy),
  ],
);
