import { z } from 'zod';
import { BOARDS } from './content';
import { couponCodeField } from './coupons';
import { publicPackageSchema } from './packages';
import {
  dayField,
  minString,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
  uuidField,
  withDayRange,
} from './validation';

/** Shapes of buying packages, paying, points and subject unlocks (domain.md, issue 6). */

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the sandbox's test cards do (Stripe's test-card behaviour). */
export const SANDBOX_OUTCOMES = ['succeeded', 'card_declined', 'insufficient_funds'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** A pending checkout that is not finished within this time expires. */
export const CHECKOUT_LIFETIME_MINUTES = 30;

/** Price of a package for one student, line by line; every amount in US dollars. */
export const priceBreakdownSchema = z.object({
  currency: z.string(),
  listPrice: z.number(),
  packageDiscountPercent: z.number(),
  packageDiscount: z.number(),
  affiliateDiscountPercent: z.number(),
  affiliateDiscount: z.number(),
  /** The coupon applied after the other discounts (issue 17); absent or null when none. */
  couponCode: z.string().nullable().optional(),
  couponDiscount: z.number().optional(),
  finalPrice: z.number(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const quoteSchema = publicPackageSchema.extend({ pricing: priceBreakdownSchema });
export type Quote = z.infer<typeof quoteSchema>;

/** The affiliate whose referral discount the student gets, if any. */
export const referralSchema = z.object({ code: z.string().nullable(), name: z.string() });

export const quoteListSchema = z.object({
  referral: referralSchema.nullable(),
  packages: z.array(quoteSchema),
});
export type QuoteList = z.infer<typeof quoteListSchema>;

export const quoteResultSchema = z.object({
  referral: referralSchema.nullable(),
  package: quoteSchema,
});
export type QuoteResult = z.infer<typeof quoteResultSchema>;

export const packageIdParamsSchema = z.object({ packageId: uuidField('Unknown package') });

/**
 * The package and, optionally, a coupon code: the server computes the amount (anything else
 * sent is ignored).
 */
export const checkoutInputSchema = z.object({
  packageId: z
    .string({ error: 'Choose a package' })
    .uuid({ error: 'This package does not exist or is no longer on sale' }),
  couponCode: couponCodeField().optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const checkoutResultSchema = z.object({
  paymentId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe Checkout's hosted page; null for the sandbox, which pays on our own page. */
  checkoutUrl: z.string().nullable(),
  /** The provider's checkout reference (Stripe session id or the sandbox's). */
  reference: z.string(),
  expiresAt: z.string(),
  pricing: priceBreakdownSchema,
  /** True when nothing was left to pay (a coupon took the price to zero): already credited. */
  completed: z.boolean().optional(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** The sandbox page sends only the test outcome: card details never leave the browser. */
export const sandboxConfirmSchema = z.strictObject(
  {
    outcome: z.enum(SANDBOX_OUTCOMES, {
      error: 'Send only the test outcome: succeeded, card_declined or insufficient_funds',
    }),
  },
  { error: 'Send only the test outcome; card details must not be sent' },
);
export type SandboxConfirm = z.infer<typeof sandboxConfirmSchema>;

export const paymentIdParamsSchema = z.object({ id: uuidField('Unknown payment') });

export const paymentCreditSchema = z.object({
  points: z.number().int(),
  expiresAt: z.string(),
});

/** A student's own payment, as the result page polls it. */
export const ownPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** card_declined, insufficient_funds… when failed. */
  failureReason: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  packageId: z.string(),
  packageName: z.string(),
  pricing: priceBreakdownSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  /** Points this payment put on the account (null until it succeeded). */
  credit: paymentCreditSchema.nullable(),
  /** Points the student can spend now, across every active package. */
  points: z.number().int(),
});
export type OwnPayment = z.infer<typeof ownPaymentSchema>;

export const OWN_PACKAGE_STATUSES = ['active', 'expired', 'revoked'] as const;

export const ownPackageSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  name: z.string(),
  description: z.string(),
  unlockPoints: z.number().int(),
  availability: z.number().int(),
  examLimit: z.number().int().nullable(),
  isTrial: z.boolean(),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(OWN_PACKAGE_STATUSES),
});
export type OwnPackage = z.infer<typeof ownPackageSchema>;

export const ownPackagesSchema = z.object({
  points: z.number().int(),
  packages: z.array(ownPackageSchema),
});
export type OwnPackages = z.infer<typeof ownPackagesSchema>;

export const catalogueSubjectSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  board: z.enum(BOARDS),
  description: z.string(),
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
  /** Access ends with the package that paid for it. */
  expiresAt: z.string().nullable(),
});
export type CatalogueSubject = z.infer<typeof catalogueSubjectSchema>;

export const subjectCatalogueSchema = z.object({
  points: z.number().int(),
  subjects: z.array(catalogueSubjectSchema),
});
export type SubjectCatalogue = z.infer<typeof subjectCatalogueSchema>;

export const subjectIdParamsSchema = z.object({ id: uuidField('Unknown subject') });

export const unlockResultSchema = z.object({
  subjectId: z.string(),
  expiresAt: z.string(),
  /** Points left after the unlock. */
  points: z.number().int(),
});
export type UnlockResult = z.infer<typeof unlockResultSchema>;

// Administrators: packages

export const adminPackageSchema = publicPackageSchema.extend({
  status: z.boolean(),
  /** Times bought (packages held by students, paid or given); bought packages stay forever. */
  purchases: z.number().int(),
  createdAt: z.string(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

export const adminPackageListSchema = z.object({ packages: z.array(adminPackageSchema) });

const wholeNumber = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** The fields of a package, without defaults: an edit changes only what it sends. */
const packageFields = {
  name: minString(2).trim().max(80, { error: 'At most 80 characters' }),
  description: z.string().trim().max(500, { error: 'At most 500 characters' }),
  price: z
    .number({ error: 'Enter a price in dollars' })
    .min(0, { error: 'The price cannot be negative' })
    .max(100_000, { error: 'At most $100,000' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: 'Use at most 2 decimals',
    }),
  discountPercent: z
    .number({ error: 'Enter a discount from 0 to 100' })
    .min(0, { error: 'Enter a discount from 0 to 100' })
    .max(100, { error: 'Enter a discount from 0 to 100' }),
  unlockPoints: wholeNumber(1, 1000, 'Enter a whole number of points from 1 to 1000'),
  validityMonths: wholeNumber(0, 120, 'Enter a whole number of months from 0 to 120'),
  /** null = unlimited exams. */
  examLimit: wholeNumber(
    1,
    100_000,
    'Enter a whole number of exams, or leave empty for unlimited',
  ).nullable(),
  isTrial: z.boolean(),
  status: z.boolean(),
};

export const packageInputSchema = z.object({
  ...packageFields,
  description: packageFields.description.default(''),
  examLimit: packageFields.examLimit.default(null),
  isTrial: packageFields.isTrial.default(false),
  status: packageFields.status.default(true),
});
export type PackageInput = z.input<typeof packageInputSchema>;

/** Only the fields sent change (no defaults: `{ price }` leaves the description alone). */
export const packageUpdateSchema = z.object(packageFields).partial();
export type PackageUpdate = z.input<typeof packageUpdateSchema>;

export const adminPackageIdParamsSchema = z.object({ id: uuidField('Unknown package') });

// Administrators: payments

export const paymentListQuerySchema = withDayRange(
  z.object({
    status: z.enum(PAYMENT_STATUSES, { error: 'Unknown status' }).optional(),
    provider: z.enum(PAYMENT_PROVIDERS, { error: 'Unknown provider' }).optional(),
    /** First and last day included (UTC). */
    from: dayField().optional(),
    to: dayField().optional(),
    /** Part of the student's e-mail or name. */
    student: searchField(),
    page: pageField(),
    pageSize: pageSizeField(),
  }),
);
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const personSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export const adminPaymentRowSchema = z.object({
  id: z.string(),
  student: personSchema,
  packageId: z.string(),
  packageName: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerRef: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  failureReason: z.string().nullable(),
  amountList: z.number(),
  amountPaid: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const paymentTotalsSchema = z.object({
  count: z.number().int(),
  succeededCount: z.number().int(),
  /** Money received by payments that are still succeeded (refunds excluded). */
  succeededAmount: z.number(),
  refundedCount: z.number().int(),
  refundedAmount: z.number(),
  pendingCount: z.number().int(),
  failedCount: z.number().int(),
  expiredCount: z.number().int(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

export const adminPaymentListSchema = pagedListSchema(adminPaymentRowSchema).extend({
  totals: paymentTotalsSchema,
});
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

export const paymentEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  provider: z.string(),
  type: z.string(),
  outcome: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export const adminPaymentDetailSchema = adminPaymentRowSchema.extend({
  pricing: priceBreakdownSchema,
  expiresAt: z.string(),
  refundedAt: z.string().nullable(),
  refundedBy: personSchema.nullable(),
  affiliate: personSchema.nullable(),
  commission: z.object({ rate: z.number(), amount: z.number(), status: z.string() }).nullable(),
  credit: z
    .object({
      usersPackageId: z.string(),
      points: z.number().int(),
      availability: z.number().int(),
      expiryDate: z.string(),
      status: z.string(),
    })
    .nullable(),
  events: z.array(paymentEventSchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
