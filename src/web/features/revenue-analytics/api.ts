import type { RevenueInsights, RevenueReport } from '@common/contracts/business-analytics-revenue';
import { api } from '@/lib/api';
import { type PeriodState, periodQuery } from '@/lib/use-period';

export const revenueKeys = {
  all: ['admin-revenue'] as const,
  report: (period: PeriodState, refundsPage: number) =>
    ['admin-revenue', 'report', period, refundsPage] as const,
  insights: (period: PeriodState) => ['admin-revenue', 'insights', period] as const,
};

/** Revenue Reports: sales, refunds and net by day, package, board and affiliate; discounts. */
export function getRevenueReport(period: PeriodState, refundsPage = 1) {
  return api<RevenueReport>(
    `/api/admin/analytics/revenue?${periodQuery(period)}&refundsPage=${refundsPage}`,
  );
}

/** Revenue Analytics: order value, trial conversion, repeat purchases, referrals, cohorts. */
export function getRevenueInsights(period: PeriodState) {
  return api<RevenueInsights>(`/api/admin/analytics/revenue-insights?${periodQuery(period)}`);
}
