import { z } from 'zod';
import {
  dayField,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
  uuidField,
} from './validation';

/** Coupon codes (issue 17): a percent or a fixed amount off, with dates, limits and packages. */

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What the list shows: usable now, switched off, not started yet, or past its last day. */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const FIXED_MAX = 100_000;
export const USES_MAX = 1_000_000;

/** Codes compare without case and surrounding spaces; they are shown upper-cased. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** Every message a student or an administrator can get about a coupon. */
export const COUPON_MSG = {
  codeFormat: 'Use 3 to 32 letters, digits, dashes or underscores',
  codeTaken: 'Another coupon already uses this code',
  kind: 'Choose percent or fixed amount',
  valueRequired: 'Enter a value above 0',
  percentRange: 'Enter a percent above 0 and at most 100',
  fixedRange: `Enter an amount above $0 and at most $${FIXED_MAX.toLocaleString('en-US')}`,
  decimals: 'Use at most 2 decimals',
  uses: `Enter a whole number from 1 to ${USES_MAX.toLocaleString('en-US')}, or leave empty for no limit`,
  perStudentAboveOverall: 'The limit per student cannot be above the overall limit',
  dateRange: 'The first day must be on or before the last day',
  packages: 'Choose packages from the list',
  notFound: 'Coupon not found',
  nothingToChange: 'Nothing to change',
  // What a student sees for a code that does not apply.
  enterCode: 'Enter a coupon code',
  invalid: 'This coupon code is not valid',
  notYet: (day: string) => `This coupon code can be used from ${day}`,
  expired: (day: string) => `This coupon code expired on ${day}`,
  usedUp: 'This coupon code has been used up',
  perStudent: 'You have already used this coupon code as many times as it allows',
  heldByCheckout:
    'This coupon code is held by a checkout you started; finish that payment or try again when it expires (30 minutes)',
  notForPackage: 'This coupon code does not apply to this package',
} as const;

/** A code as a student types it: trimmed, any case, at most 32 characters. */
export const couponCodeField = () =>
  z
    .string({ error: COUPON_MSG.enterCode })
    .trim()
    .min(1, { error: COUPON_MSG.enterCode })
    .max(32, { error: COUPON_MSG.invalid })
    .transform(normalizeCouponCode);

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const usesField = z
  .number({ error: COUPON_MSG.uses })
  .int({ error: COUPON_MSG.uses })
  .min(1, { error: COUPON_MSG.uses })
  .max(USES_MAX, { error: COUPON_MSG.uses })
  .nullable();

const fields = {
  code: z
    .string({ error: COUPON_MSG.codeFormat })
    .transform(normalizeCouponCode)
    .pipe(z.string().regex(COUPON_CODE_PATTERN, { error: COUPON_MSG.codeFormat })),
  kind: z.enum(COUPON_KINDS, { error: COUPON_MSG.kind }),
  value: z
    .number({ error: COUPON_MSG.valueRequired })
    .positive({ error: COUPON_MSG.valueRequired })
    .max(FIXED_MAX, { error: COUPON_MSG.fixedRange })
    .refine(twoDecimals, { error: COUPON_MSG.decimals }),
  /** First and last day it can be used (UTC, both included); null = open. */
  validFrom: dayField().nullable(),
  validUntil: dayField().nullable(),
  maxUses: usesField,
  maxUsesPerStudent: usesField,
  /** Empty = every package. */
  packageIds: z
    .array(uuidField(COUPON_MSG.packages), { error: COUPON_MSG.packages })
    .max(100, { error: COUPON_MSG.packages }),
  active: z.boolean(),
};

type Rules = {
  kind?: CouponKind;
  value?: number;
  validFrom?: string | null;
  validUntil?: string | null;
  maxUses?: number | null;
  maxUsesPerStudent?: number | null;
};

/** Rules across fields, checked on what the request sends (the service re-checks the result). */
function withCouponRules<S extends z.ZodType<Rules>>(schema: S) {
  return schema.superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.value !== undefined && v.value > 100) {
      ctx.addIssue({ code: 'custom', message: COUPON_MSG.percentRange, path: ['value'] });
    }
    if (v.validFrom && v.validUntil && v.validFrom > v.validUntil) {
      ctx.addIssue({ code: 'custom', message: COUPON_MSG.dateRange, path: ['validFrom'] });
    }
    if (v.maxUses && v.maxUsesPerStudent && v.maxUsesPerStudent > v.maxUses) {
      ctx.addIssue({
        code: 'custom',
        message: COUPON_MSG.perStudentAboveOverall,
        path: ['maxUsesPerStudent'],
      });
    }
  });
}

export const couponInputSchema = withCouponRules(
  z.object({
    ...fields,
    validFrom: fields.validFrom.default(null),
    validUntil: fields.validUntil.default(null),
    maxUses: fields.maxUses.default(null),
    maxUsesPerStudent: fields.maxUsesPerStudent.default(null),
    packageIds: fields.packageIds.default([]),
    active: fields.active.default(true),
  }),
);
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponValues = z.output<typeof couponInputSchema>;

/** Only the fields sent change; `{ active: false }` deactivates. */
export const couponUpdateSchema = withCouponRules(z.object(fields).partial());
export type CouponUpdate = z.input<typeof couponUpdateSchema>;

export const couponIdParamsSchema = z.object({ id: uuidField(COUPON_MSG.notFound) });

export const couponListQuerySchema = z.object({
  /** Part of the code. */
  search: searchField(64),
  state: z.enum(COUPON_STATES, { error: 'Unknown state' }).optional(),
  page: pageField(),
  pageSize: pageSizeField(100, 20),
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;

export const couponRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerStudent: z.number().int().nullable(),
  packages: z.array(z.object({ id: z.string(), name: z.string() })),
  active: z.boolean(),
  state: z.enum(COUPON_STATES),
  /** Paid checkouts that used it (refunded ones included: a refund does not give a use back). */
  uses: z.number().int(),
  /** Checkouts started with it and not finished yet: they hold a use until they end. */
  reserved: z.number().int(),
  /** Money it took off paid checkouts (US dollars). */
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CouponRow = z.infer<typeof couponRowSchema>;

export const couponListSchema = pagedListSchema(couponRowSchema);
export type CouponList = z.infer<typeof couponListSchema>;

/** `?coupon=` on a student's quote: the price with that code, or a 4xx saying why not. */
export const quoteQuerySchema = z.object({ coupon: couponCodeField().optional() });
export type QuoteQuery = z.input<typeof quoteQuerySchema>;
