import type { ContentAnalytics, UserBehavior } from '@common/contracts/business-analytics-learning';
import { api } from '@/lib/api';
import { type PeriodState, periodQuery } from '@/lib/use-period';

export const contentAnalyticsQueryKey = (period: PeriodState) =>
  ['admin', 'analytics', 'content', period] as const;
export const userBehaviorQueryKey = (period: PeriodState) =>
  ['admin', 'analytics', 'user-behavior', period] as const;

export const getContentAnalytics = (period: PeriodState) =>
  api<ContentAnalytics>(`/api/admin/analytics/content?${periodQuery(period)}`);

export const getUserBehavior = (period: PeriodState) =>
  api<UserBehavior>(`/api/admin/analytics/user-behavior?${periodQuery(period)}`);
