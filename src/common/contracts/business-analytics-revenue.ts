import { z } from 'zod';
import { periodFields, resolvedPeriodSchema, withPeriodRules } from './analytics-period';
import { pagedListSchema, pageField, pageSizeField } from './validation';

/**
 * Revenue Reports and Revenue Analytics (issue 17). Money is USD, rounded to cents.
 *
 * Definitions shared by both answers (and stated on the pages):
 * - a **sale** is a payment that completed (`succeeded`, or `refunded` later) with `completed_at`
 *   in the period; it counts once as an order, for its `amount_paid`;
 * - a **refund** is a payment `refunded` with `refunded_at` in the period; it takes its
 *   `amount_paid` back on the day of the refund; **net** = sales − refunds;
 * - a **kept payment** (Revenue Analytics) is a sale not refunded (status `succeeded`).
 */

/** Sales attributed to no subject yet: points not spent on a subject, or revoked by a refund. */
export const UNASSIGNED_BOARD = 'unassigned';
export const REVENUE_BOARDS = ['AP', 'IGCSE', 'EST', UNASSIGNED_BOARD] as const;
export type RevenueBoard = (typeof REVENUE_BOARDS)[number];

/** Rows of the refund list per page. */
export const REFUNDS_PAGE_SIZE = 10;

export const revenueReportQuerySchema = withPeriodRules(
  z.object({
    ...periodFields,
    refundsPage: pageField(),
    refundsPageSize: pageSizeField(100, REFUNDS_PAGE_SIZE),
  }),
);
export type RevenueReportQuery = z.input<typeof revenueReportQuerySchema>;

const money = z.number();
const count = z.number().int();

/** Sales, refunds and net of one slice (a day, a package, a board, an affiliate). */
const figures = {
  orders: count,
  gross: money,
  refunds: count,
  refunded: money,
  net: money,
};

export const revenueRefundSchema = z.object({
  paymentId: z.string(),
  refundedAt: z.string(),
  completedAt: z.string().nullable(),
  studentId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  packageName: z.string(),
  amount: money,
  refundedByName: z.string().nullable(),
});
export type RevenueRefund = z.infer<typeof revenueRefundSchema>;

export const revenueReportSchema = z.object({
  period: resolvedPeriodSchema,
  totals: z.object({
    ...figures,
    /** Net of the period before, of the same length. */
    previousNet: money,
    /** Net against the period before as a ratio; null when that was 0. */
    netChange: z.number().nullable(),
  }),
  byDay: z.array(z.object({ day: z.string(), ...figures })),
  byPackage: z.array(z.object({ packageId: z.string(), name: z.string(), ...figures })),
  /**
   * Each point of a bought package is worth `amount_paid ÷ points in the package`; the worth of
   * the points spent on a subject counts for that subject's board, the rest for `unassigned`.
   */
  byBoard: z.array(
    z.object({ board: z.enum(REVENUE_BOARDS), gross: money, refunded: money, net: money }),
  ),
  /** By the referring affiliate recorded on the payment; `affiliateId` null: no affiliate. */
  byAffiliate: z.array(
    z.object({
      affiliateId: z.string().nullable(),
      name: z.string().nullable(),
      code: z.string().nullable(),
      ...figures,
      /** What the affiliate's referral discount took off these sales. */
      discount: money,
    }),
  ),
  /** Discounts given on the period's sales, by kind. */
  discounts: z.object({
    package: money,
    affiliate: money,
    coupon: money,
    total: money,
    /** Sales with any discount. */
    discountedOrders: count,
    /** Coupon codes used on the period's sales, most money first (top 10). */
    coupons: z.array(z.object({ code: z.string(), orders: count, amount: money })),
  }),
  refundList: pagedListSchema(revenueRefundSchema),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const revenueInsightsQuerySchema = withPeriodRules(z.object(periodFields));
export type RevenueInsightsQuery = z.input<typeof revenueInsightsQuerySchema>;

/** Months since sign-up a cohort table shows at most (0 = the sign-up month). */
export const COHORT_MAX_OFFSETS = 12;

export const revenueInsightsSchema = z.object({
  period: resolvedPeriodSchema,
  /** Average order value of the kept payments completed in the period. */
  averageOrder: z.object({
    orders: count,
    revenue: money,
    value: money.nullable(),
    previousValue: money.nullable(),
    change: z.number().nullable(),
  }),
  /**
   * Students whose Free Trial started in the period (it starts at sign-up); `used`: spent its
   * point on a subject; `converted`: made a kept payment after the trial started (until today).
   */
  trial: z.object({
    started: count,
    used: count,
    converted: count,
    rate: z.number().nullable(),
    usedRate: z.number().nullable(),
  }),
  /**
   * Students with a kept payment in the period (`buyers`); `repeatBuyers`: those with two or more
   * kept payments up to the period's end; `repeatOrders`: the period's kept payments that were
   * not the student's first.
   */
  repeat: z.object({
    buyers: count,
    repeatBuyers: count,
    rate: z.number().nullable(),
    orders: count,
    repeatOrders: count,
    repeatRevenue: money,
  }),
  /**
   * The period's kept revenue split by whether an affiliate referred the student; `students`:
   * student accounts that existed at the period's end.
   */
  referral: z.array(
    z.object({
      group: z.enum(['referred', 'direct']),
      students: count,
      payingStudents: count,
      revenue: money,
      perStudent: money.nullable(),
      perPayingStudent: money.nullable(),
    }),
  ),
  /**
   * Students who signed up in the period, by sign-up month (UTC); each cell is a calendar month
   * since sign-up (0 = the sign-up month) up to this month, at most `COHORT_MAX_OFFSETS`.
   */
  cohorts: z.object({
    offsets: count,
    rows: z.array(
      z.object({
        month: z.string(),
        students: count,
        revenue: money,
        payingStudents: count,
        cells: z.array(z.object({ offset: count, revenue: money, payingStudents: count })),
      }),
    ),
  }),
});
export type RevenueInsights = z.infer<typeof revenueInsightsSchema>;
