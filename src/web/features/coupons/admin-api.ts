import type {
  CouponInput,
  CouponList,
  CouponListQuery,
  CouponRow,
  CouponUpdate,
} from '@common/contracts/coupons';
import { api } from '@/lib/api';

const id = (value: string) => encodeURIComponent(value);

export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  list: (query: CouponListQuery) => ['admin', 'coupons', query] as const,
};

export function couponSearch(query: CouponListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const getCoupons = (query: CouponListQuery) =>
  api<CouponList>(`/api/admin/coupons?${couponSearch(query)}`);
export const createCoupon = (input: CouponInput) =>
  api<CouponRow>('/api/admin/coupons', { method: 'POST', body: input });
export const updateCoupon = (couponId: string, input: CouponUpdate) =>
  api<CouponRow>(`/api/admin/coupons/${id(couponId)}`, { method: 'PATCH', body: input });
