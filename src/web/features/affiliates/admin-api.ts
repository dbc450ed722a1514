import type {
  AdminAffiliateList,
  AdminAffiliateListQuery,
  AdminAffiliateRow,
  AdminCommissionList,
  AdminCommissionListQuery,
  CommissionActionResult,
  CreateAffiliateInput,
  UpdateAffiliateInput,
} from '@common/contracts/affiliates';
import { api } from '@/lib/api';

const id = (value: string) => encodeURIComponent(value);

/** Query keys of the administrators' affiliate pages; `all` refreshes both lists. */
export const adminAffiliateKeys = {
  all: ['admin', 'affiliate-accounts'] as const,
  affiliates: (query: AdminAffiliateListQuery) =>
    ['admin', 'affiliate-accounts', 'affiliates', query] as const,
  commissions: (query: AdminCommissionListQuery) =>
    ['admin', 'affiliate-accounts', 'commissions', query] as const,
};

function toSearch(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const getAdminAffiliates = (query: AdminAffiliateListQuery) =>
  api<AdminAffiliateList>(`/api/admin/affiliates?${toSearch(query)}`);
export const createAffiliate = (input: CreateAffiliateInput) =>
  api<AdminAffiliateRow>('/api/admin/affiliates', { method: 'POST', body: input });
export const updateAffiliate = (affiliateId: string, input: UpdateAffiliateInput) =>
  api<AdminAffiliateRow>(`/api/admin/affiliates/${id(affiliateId)}`, {
    method: 'PATCH',
    body: input,
  });

export const getAdminCommissions = (query: AdminCommissionListQuery) =>
  api<AdminCommissionList>(`/api/admin/commissions?${toSearch(query)}`);
export const approveCommissions = (ids: string[]) =>
  api<CommissionActionResult>('/api/admin/commissions/approve', {
    method: 'POST',
    body: { ids },
  });
export const payCommissions = (ids: string[], payoutReference: string) =>
  api<CommissionActionResult>('/api/admin/commissions/pay', {
    method: 'POST',
    body: { ids, payoutReference },
  });
