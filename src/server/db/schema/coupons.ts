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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './commerce';
import { profiles } from './profiles';

/**
 * Coupon codes an administrator hands out (issue 17): a percent or a fixed amount off, applied
 * after the package and referral discounts. `package_ids` empty = every package.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored as typed (upper-cased); unique whatever the case. */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** Percent (0–100] for `percent`, US dollars for `fixed`. */
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** null = unlimited. */
    maxUses: integer('max_uses'),
    maxUsesPerStudent: integer('max_uses_per_student'),
    packageIds: uuid('package_ids').array().notNull().default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_idx').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'coupons_value_check',
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`,
    ),
    check('coupons_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check(
      'coupons_max_uses_per_student_check',
      sql`${t.maxUsesPerStudent} is null or ${t.maxUsesPerStudent} > 0`,
    ),
    index('coupons_created_idx').on(t.createdAt),
  ],
);

/**
 * One use of a coupon by one checkout. The row is written when the checkout starts (a
 * reservation) and deleted when that checkout expires or fails, so the rows of a coupon are
 * exactly its uses plus the checkouts still holding one (ADR 0014).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_user_idx').on(t.userId),
  ],
);
