import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MSG } from '../messages';
import { AFFILIATE_CODE_PATTERN, normalizeCode } from './account';
import {
  dayField,
  emailField,
  minString,
  orderField,
  pagedListSchema,
  pageField,
  pageSizeField,
  requiredString,
  searchField,
  uuidField,
  withDayRange,
} from './validation';

/** Shapes of the affiliate programme: referral visits, referred students, commissions (issue 14). */

export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** The first-party cookie that remembers a referral code (not httpOnly: the sign-up form reads it). */
export const REFERRAL_COOKIE = 'referral_code';
export const REFERRAL_COOKIE_DAYS = 30;

/** What an administrator may set (the terms: affiliate discounts of 5 % to 15 %). */
export const COMMISSION_RATE_MIN = 0;
export const COMMISSION_RATE_MAX = 50;
export const REFERRAL_DISCOUNT_MIN = 5;
export const REFERRAL_DISCOUNT_MAX = 15;

/** How many commissions one approve or pay request may name. */
export const COMMISSION_BATCH_MAX = 100;

export const AFFILIATE_MSG = {
  rateRange: `Use a commission rate from ${COMMISSION_RATE_MIN} to ${COMMISSION_RATE_MAX} %`,
  discountRange: `Use a referral discount from ${REFERRAL_DISCOUNT_MIN} to ${REFERRAL_DISCOUNT_MAX} %`,
  nothingToChange: 'Nothing to change',
  notAnAffiliate: 'Affiliate not found',
  chooseCommissions: 'Choose at least one commission',
  tooManyCommissions: `Choose at most ${COMMISSION_BATCH_MAX} commissions at once`,
  commissionNotFound: 'Commission not found',
  onlyPendingApproved: 'Only a pending commission can be approved',
  alreadyApproved: 'This commission is already approved',
  alreadyPaid: 'This commission is already paid',
  cancelledCommission: 'This commission was cancelled',
  onlyApprovedPaid: 'Approve this commission before paying it',
  payoutReferenceRequired: 'Enter the payout reference',
} as const;

const page = pageField();
const pageSize = pageSizeField();
const search = searchField();
const dateField = dayField().optional();
const statusFilter = z.enum(COMMISSION_STATUSES, { error: 'Unknown status' }).optional();

const countAndAmount = z.object({ count: z.number().int(), amount: z.number() });
/** Commissions by status: how many and how much (US dollars). */
export const commissionTotalsSchema = z.object({
  pending: countAndAmount,
  approved: countAndAmount,
  paid: countAndAmount,
  cancelled: countAndAmount,
});
export type CommissionTotals = z.infer<typeof commissionTotalsSchema>;

// Referral visits (public)

export const referralVisitSchema = z.object({
  code: z.string().max(64, { error: 'Unknown code' }).transform(normalizeCode),
  /** The browser's random visitor id (the one page views carry). */
  visitorId: z.string().regex(/^[\w-]{8,64}$/, { error: 'Invalid visitor id' }),
  path: z.string().max(512).optional(),
});
export type ReferralVisitInput = z.input<typeof referralVisitSchema>;

/** `accepted` is false for an unknown code: it is ignored, no cookie is set. */
export const referralVisitResultSchema = z.object({ accepted: z.boolean() });
export type ReferralVisitResult = z.infer<typeof referralVisitResultSchema>;

// The affiliate's own area

export const affiliateMonthSchema = z.object({
  /** `YYYY-MM` */
  month: z.string(),
  visits: z.number().int(),
  signups: z.number().int(),
  /** Commissions created that month (not cancelled), in US dollars. */
  commissions: z.number(),
});
export type AffiliateMonth = z.infer<typeof affiliateMonthSchema>;

export const affiliateSummarySchema = z.object({
  code: z.string(),
  /** `APP_URL/?code=CODE`: the link to share (and what the QR code holds). */
  referralUrl: z.string(),
  commissionRate: z.number(),
  referralDiscountPercent: z.number(),
  /** Visits through the link: once per visitor per day. */
  visits: z.number().int(),
  signups: z.number().int(),
  /** Referred students with at least one successful payment. */
  payingStudents: z.number().int(),
  /** Sign-ups ÷ visits and paying ÷ sign-ups, 0–1; null when the divisor is 0. */
  signupRate: z.number().nullable(),
  payingRate: z.number().nullable(),
  commissions: commissionTotalsSchema,
  /** The last 12 months, oldest first, every month present. */
  monthly: z.array(affiliateMonthSchema),
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

export const REFERRED_SORTS = ['joined', 'name', 'purchases', 'spent'] as const;
export const referredUsersQuerySchema = z.object({
  search,
  sort: z.enum(REFERRED_SORTS, { error: 'Unknown sort' }).default('joined'),
  order: orderField(),
  page,
  pageSize,
});
export type ReferredUsersQuery = z.input<typeof referredUsersQuerySchema>;

export const referredUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `ah***@gmail.com`: an affiliate never sees a student's full address. */
  emailMasked: z.string(),
  joinedAt: z.string(),
  purchases: z.number().int(),
  totalSpent: z.number(),
});
export type ReferredUser = z.infer<typeof referredUserSchema>;

export const referredUserListSchema = pagedListSchema(referredUserSchema);
export type ReferredUserList = z.infer<typeof referredUserListSchema>;

/** Filters of the affiliate's commission list and of its CSV export. */
const commissionFilters = z.object({
  status: statusFilter,
  /** First and last day included (UTC), on the commission's creation date. */
  from: dateField,
  to: dateField,
  page,
  pageSize,
});
export const commissionListQuerySchema = withDayRange(commissionFilters);
export type CommissionListQuery = z.input<typeof commissionListQuerySchema>;

export const commissionRowSchema = z.object({
  id: z.string(),
  student: z.object({ name: z.string(), emailMasked: z.string() }),
  packageName: z.string(),
  paymentAmount: z.number(),
  currency: z.string(),
  rate: z.number(),
  amount: z.number(),
  status: z.enum(COMMISSION_STATUSES),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  payoutReference: z.string().nullable(),
});
export type CommissionRow = z.infer<typeof commissionRowSchema>;

export const commissionListSchema = pagedListSchema(commissionRowSchema).extend({
  /** Over everything the filter matches, not only this page. */
  totals: commissionTotalsSchema,
});
export type CommissionList = z.infer<typeof commissionListSchema>;

// Administrators: affiliate accounts

export const adminAffiliateListQuerySchema = z.object({
  /** Part of the name, e-mail or code. */
  search,
  status: z.enum(['active', 'inactive'], { error: 'Unknown status' }).optional(),
  page,
  pageSize,
});
export type AdminAffiliateListQuery = z.input<typeof adminAffiliateListQuerySchema>;

export const adminAffiliateRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  code: z.string(),
  active: z.boolean(),
  commissionRate: z.number(),
  referralDiscountPercent: z.number(),
  referredStudents: z.number().int(),
  /** What referred students paid, refunds excluded. */
  revenue: z.number(),
  commissions: commissionTotalsSchema,
  createdAt: z.string(),
});
export type AdminAffiliateRow = z.infer<typeof adminAffiliateRowSchema>;

export const adminAffiliateListSchema = pagedListSchema(adminAffiliateRowSchema);
export type AdminAffiliateList = z.infer<typeof adminAffiliateListSchema>;

const rateField = z.coerce
  .number({ error: AFFILIATE_MSG.rateRange })
  .min(COMMISSION_RATE_MIN, { error: AFFILIATE_MSG.rateRange })
  .max(COMMISSION_RATE_MAX, { error: AFFILIATE_MSG.rateRange })
  .multipleOf(0.01, { error: AFFILIATE_MSG.rateRange });
const discountField = z.coerce
  .number({ error: AFFILIATE_MSG.discountRange })
  .min(REFERRAL_DISCOUNT_MIN, { error: AFFILIATE_MSG.discountRange })
  .max(REFERRAL_DISCOUNT_MAX, { error: AFFILIATE_MSG.discountRange })
  .multipleOf(0.01, { error: AFFILIATE_MSG.discountRange });

/** The spec's privileged creation: the e-mail counts as confirmed. */
export const createAffiliateSchema = z.object({
  email: emailField(),
  password: minString(PASSWORD_MIN_LENGTH),
  firstName: requiredString()
    .trim()
    .min(NAME_MIN_LENGTH, { error: MSG.minChars(NAME_MIN_LENGTH) }),
  lastName: requiredString()
    .trim()
    .min(NAME_MIN_LENGTH, { error: MSG.minChars(NAME_MIN_LENGTH) }),
  phoneNumber: z.string().trim().max(32).optional().default(''),
  code: requiredString()
    .max(64, { error: MSG.codeFormat })
    .transform(normalizeCode)
    .pipe(z.string().min(1, { error: MSG.required }).regex(AFFILIATE_CODE_PATTERN, MSG.codeFormat)),
  commissionRate: rateField.default(10),
  referralDiscountPercent: discountField.default(10),
});
export type CreateAffiliateInput = z.input<typeof createAffiliateSchema>;

export const updateAffiliateSchema = z
  .object({
    commissionRate: rateField.optional(),
    referralDiscountPercent: discountField.optional(),
  })
  .refine((v) => v.commissionRate !== undefined || v.referralDiscountPercent !== undefined, {
    error: AFFILIATE_MSG.nothingToChange,
  });
export type UpdateAffiliateInput = z.input<typeof updateAffiliateSchema>;

export const affiliateIdParamsSchema = z.object({
  /** Not idField: any other id answers 404 'Affiliate not found', as an unknown one does. */
  id: z.string().min(1).max(64, { error: AFFILIATE_MSG.notAnAffiliate }),
});

// Administrators: commissions

export const adminCommissionListQuerySchema = withDayRange(
  commissionFilters.extend({
    affiliateId: z.string().max(64).optional(),
    /** Part of the student's or affiliate's name, e-mail or code. */
    search,
    /** Only paid commissions whose payment was refunded afterwards. */
    flagged: z
      .enum(['true', 'false'], { error: 'Use true or false' })
      .transform((v) => v === 'true')
      .optional(),
  }),
);
export type AdminCommissionListQuery = z.input<typeof adminCommissionListQuerySchema>;

export const adminCommissionRowSchema = commissionRowSchema.extend({
  affiliate: z.object({ id: z.string(), name: z.string(), code: z.string().nullable() }),
  student: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailMasked: z.string(),
  }),
  paymentId: z.string(),
  paymentStatus: z.string(),
  /** A paid commission whose payment was refunded later: never changed, shown to administrators. */
  refundedAfterPaid: z.boolean(),
});
export type AdminCommissionRow = z.infer<typeof adminCommissionRowSchema>;

export const adminCommissionListSchema = pagedListSchema(adminCommissionRowSchema).extend({
  totals: commissionTotalsSchema,
});
export type AdminCommissionList = z.infer<typeof adminCommissionListSchema>;

const commissionIds = z
  .array(uuidField(AFFILIATE_MSG.commissionNotFound), {
    error: AFFILIATE_MSG.chooseCommissions,
  })
  .min(1, { error: AFFILIATE_MSG.chooseCommissions })
  .max(COMMISSION_BATCH_MAX, { error: AFFILIATE_MSG.tooManyCommissions })
  .transform((ids) => [...new Set(ids)]);

export const approveCommissionsSchema = z.object({ ids: commissionIds });
export type ApproveCommissionsInput = z.input<typeof approveCommissionsSchema>;

export const payCommissionsSchema = z.object({
  ids: commissionIds,
  payoutReference: requiredString()
    .trim()
    .min(1, { error: AFFILIATE_MSG.payoutReferenceRequired })
    .max(120, { error: 'At most 120 characters' }),
});
export type PayCommissionsInput = z.input<typeof payCommissionsSchema>;

export const commissionActionResultSchema = z.object({
  /** The commissions changed, in the order given. */
  ids: z.array(z.string()),
  status: z.enum(COMMISSION_STATUSES),
});
export type CommissionActionResult = z.infer<typeof commissionActionResultSchema>;
