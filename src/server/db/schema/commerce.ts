import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subjects } from './content';
import { coupons } from './coupons';
import { packages, usersPackages } from './packages';
import { profiles } from './profiles';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * One checkout of one package (domain.md: Payments and commissions). The amounts are decided by
 * the server when the checkout starts and never change afterwards.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** No cascade: a package that was bought can never be deleted. */
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    provider: text('provider').notNull(),
    /** Stripe Checkout Session id, or the sandbox's own checkout reference. */
    providerRef: text('provider_ref').unique(),
    amountList: money('amount_list').notNull(),
    discountPackage: money('discount_package').notNull().default(0),
    discountAffiliate: money('discount_affiliate').notNull().default(0),
    amountPaid: money('amount_paid').notNull(),
    currency: text('currency').notNull().default('usd'),
    packageDiscountPercent: percent('package_discount_percent').notNull().default(0),
    affiliateDiscountPercent: percent('affiliate_discount_percent').notNull().default(0),
    /** The referring affiliate when the checkout started (their discount was applied). */
    affiliateId: text('affiliate_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The coupon applied after the package and referral discounts (issue 17). */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    discountCoupon: money('discount_coupon').notNull().default(0),
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A pending checkout not finished by then becomes `expired`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: text('refunded_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_provider_check', sql`${t.provider} in ('sandbox', 'stripe')`),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired', 'refunded')`,
    ),
    check('payments_amounts_nonneg', sql`${t.amountList} >= 0 and ${t.amountPaid} >= 0`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    index('payments_completed_idx').on(t.completedAt),
  ],
);

/**
 * Every provider event once (event_id unique), plus the app's own entries (checkout expired,
 * refund) so a payment's timeline reads in one place.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull().unique(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** What processing the event did (credited, ignored: already succeeded…). */
    outcome: text('outcome').notNull().default(''),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_events_provider_check', sql`${t.provider} in ('sandbox', 'stripe', 'app')`),
    index('payment_events_payment_idx').on(t.paymentId, t.processedAt),
  ],
);

/** What an affiliate earns on a referred student's payment (rate snapshot at that moment). */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    rate: percent('rate').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by').references(() => profiles.id, { onDelete: 'set null' }),
    payoutReference: text('payout_reference'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The payment of a commission already paid out was refunded: flagged, never changed. */
    refundedAfterPaidAt: timestamp('refunded_after_paid_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'commissions_status_check',
      sql`${t.status} in ('pending', 'approved', 'paid', 'cancelled')`,
    ),
    check('commissions_amount_nonneg', sql`${t.amount} >= 0`),
    index('commissions_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('commissions_status_idx').on(t.status, t.createdAt),
    index('commissions_created_idx').on(t.createdAt),
    index('commissions_student_idx').on(t.studentId),
  ],
);

/** A subject opened with one point; access lasts until the paying package expires. */
export const subjectUnlocks = pgTable(
  'subject_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    usersPackageId: uuid('users_package_id')
      .notNull()
      .references(() => usersPackages.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('subject_unlocks_user_idx').on(t.userId, t.subjectId, t.expiresAt),
    index('subject_unlocks_package_idx').on(t.usersPackageId),
  ],
);
