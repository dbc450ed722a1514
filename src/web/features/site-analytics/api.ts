import type {
  DashboardAnalytics,
  WebsiteAnalytics,
} from '@common/contracts/business-analytics-site';
import { api } from '@/lib/api';
import { type PeriodState, periodQuery } from '@/lib/use-period';

/** Query keys of the dashboard's period figures and the website statistics. */
export const siteAnalyticsKeys = {
  dashboard: (period: PeriodState) => ['admin', 'analytics', 'dashboard', period] as const,
  website: (period: PeriodState) => ['admin', 'analytics', 'website', period] as const,
};

export const getDashboardAnalytics = (period: PeriodState) =>
  api<DashboardAnalytics>(`/api/admin/analytics/dashboard?${periodQuery(period)}`);

export const getWebsiteAnalytics = (period: PeriodState) =>
  api<WebsiteAnalytics>(`/api/admin/analytics/website?${periodQuery(period)}`);
