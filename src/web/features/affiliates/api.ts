import type {
  AffiliateSummary,
  CommissionList,
  CommissionListQuery,
  ReferredUserList,
  ReferredUsersQuery,
} from '@common/contracts/affiliates';
import { api } from '@/lib/api';

/** The affiliate's own figures, referred students and commissions (issue 14). */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  summary: ['affiliate', 'summary'] as const,
  referrals: (query: ReferredUsersQuery) => ['affiliate', 'referrals', query] as const,
  commissions: (query: CommissionListQuery) => ['affiliate', 'commissions', query] as const,
};

/** A query object as a query string: empty values are left out. */
function toSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const getAffiliateSummary = () => api<AffiliateSummary>('/api/affiliate/summary');

export const getReferredUsers = (query: ReferredUsersQuery) =>
  api<ReferredUserList>(`/api/affiliate/referrals${toSearch(query)}`);

export const getCommissions = (query: CommissionListQuery) =>
  api<CommissionList>(`/api/affiliate/commissions${toSearch(query)}`);

/** The CSV of what the filter shows: the same filters, every page. */
export function commissionsExportHref(query: CommissionListQuery) {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return `/api/affiliate/commissions/export${toSearch(filters)}`;
}
