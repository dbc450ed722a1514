import { z } from 'zod';
import { resolvedPeriodSchema } from './analytics-period';

/**
 * The admin dashboard and the website statistics (issue 17): figures of a period
 * (`periodQuerySchema`), each compared with the period of the same length before it.
 */

/** A figure of the period and the same figure of the period before (change = current/previous − 1). */
export const periodFigureSchema = z.object({
  current: z.number(),
  previous: z.number(),
  /** (current − previous) / previous; null when the previous period had none. */
  change: z.number().nullable(),
});
export type PeriodFigure = z.infer<typeof periodFigureSchema>;

export const ANALYTICS_ROLES = ['student', 'affiliate', 'admin', 'inactive'] as const;
export const ANALYTICS_QUESTION_STATUSES = [
  'draft',
  'pending_review',
  'confirmed',
  'archived',
] as const;

export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD (UTC); every day of the period, days without data as 0. */
  day: z.string(),
  signUps: z.number().int(),
  revenue: z.number(),
  exams: z.number().int(),
});

export const dashboardPaymentSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  packageName: z.string(),
  amountPaid: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const dashboardSignUpSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.string(),
});

export const dashboardAnalyticsSchema = z.object({
  period: resolvedPeriodSchema,
  /** Accounts by role now (not limited to the period). */
  usersByRole: z.array(z.object({ role: z.enum(ANALYTICS_ROLES), count: z.number().int() })),
  /** New student accounts created in the period. */
  signUps: periodFigureSchema,
  /** Sum paid of the succeeded payments started in the period. */
  revenue: periodFigureSchema,
  /** Succeeded payments started in the period. */
  orders: periodFigureSchema,
  /** Exams created in the period. */
  exams: periodFigureSchema,
  /** Exams submitted in the period. */
  examsSubmitted: periodFigureSchema,
  daily: z.array(dashboardDaySchema),
  /** The question bank now, by status. */
  questionsByStatus: z.array(
    z.object({ status: z.enum(ANALYTICS_QUESTION_STATUSES), count: z.number().int() }),
  ),
  /** The five newest payments of the period, any status. */
  recentPayments: z.array(dashboardPaymentSchema),
  /** The five newest accounts of the period, any role. */
  recentSignUps: z.array(dashboardSignUpSchema),
  /** Work waiting now, whatever the period. */
  attention: z.object({
    pendingQuestions: z.number().int(),
    pendingCommissions: z.number().int(),
    failedEmails: z.number().int(),
  }),
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;

export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

const visitsRow = { views: z.number().int(), visitors: z.number().int() };

export const websiteAnalyticsSchema = z.object({
  period: resolvedPeriodSchema,
  pageViews: periodFigureSchema,
  /** Distinct browsers (visitor ids) with at least one page view in the period. */
  visitors: periodFigureSchema,
  /** Visits through affiliate links in the period (one per visitor, affiliate and day). */
  affiliateVisits: periodFigureSchema,
  daily: z.array(
    z.object({
      day: z.string(),
      views: z.number().int(),
      visitors: z.number().int(),
      affiliateVisits: z.number().int(),
    }),
  ),
  /** The ten most viewed paths. */
  topPages: z.array(z.object({ path: z.string(), ...visitsRow })),
  /** Other sites visitors came from (host names); null host = direct or own site. */
  referrers: z.array(z.object({ host: z.string().nullable(), ...visitsRow })),
  /**
   * Visitors by device type, from the latest session (user_sessions) of the account a visitor
   * signed in with; visitors who never signed in during the period are `unknown`.
   */
  devices: z.array(z.object({ device: z.enum(DEVICE_KINDS), visitors: z.number().int() })),
  /** Visitors by country (offline GeoIP of that session's address, as sessions do); null = unknown. */
  countries: z.array(z.object({ countryCode: z.string().nullable(), visitors: z.number().int() })),
  /**
   * visit: distinct visitors of the period; signUp: student accounts created in the period;
   * trial: of those, accounts that started at least one exam before the period ended;
   * purchase: of those, accounts with a succeeded payment started before the period ended.
   */
  funnel: z.object({
    visitors: z.number().int(),
    signUps: z.number().int(),
    trials: z.number().int(),
    purchases: z.number().int(),
  }),
  /** The ten affiliates whose links brought the most visits in the period. */
  affiliates: z.array(
    z.object({
      affiliateId: z.string(),
      name: z.string(),
      code: z.string().nullable(),
      visits: z.number().int(),
      /** Students referred by the affiliate who signed up in the period. */
      signUps: z.number().int(),
    }),
  ),
});
export type WebsiteAnalytics = z.infer<typeof websiteAnalyticsSchema>;
