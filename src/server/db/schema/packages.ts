import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    unlockPoints: integer('unlock_points').notNull(),
    validityMonths: integer('validity_months').notNull(),
    examLimit: integer('exam_limit'),
    isTrial: boolean('is_trial').notNull().default(false),
    status: boolean('status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('packages_price_nonneg', sql`${t.price} >= 0`),
    check('packages_discount_range', sql`${t.discountPercent} between 0 and 100`),
    check('packages_points_nonneg', sql`${t.unlockPoints} >= 0`),
  ],
);

/** A package as bought: a snapshot of its terms, and the points still left in it. */
export const usersPackages = pgTable(
  'users_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    packageName: text('package_name').notNull(),
    packageDesc: text('package_desc').notNull().default(''),
    packagePrice: numeric('package_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    packageUnlockPoints: integer('package_unlock_points').notNull(),
    availability: integer('availability').notNull(),
    examLimit: integer('exam_limit'),
    paymentId: uuid('payment_id').unique(),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().defaultNow(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('active'),
  },
  (t) => [
    check('users_packages_availability_nonneg', sql`${t.availability} >= 0`),
    check('users_packages_status_check', sql`${t.status} in ('active', 'expired', 'revoked')`),
    index('users_packages_user_idx').on(t.userId, t.status, t.expiryDate),
  ],
);
