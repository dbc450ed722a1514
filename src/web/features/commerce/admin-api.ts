import type {
  AdminPackage,
  AdminPaymentDetail,
  AdminPaymentList,
  PackageInput,
  PackageUpdate,
  PaymentListQuery,
} from '@common/contracts/commerce';
import { api } from '@/lib/api';

type PackageList = { packages: AdminPackage[] };
const id = (value: string) => encodeURIComponent(value);

export const adminCommerceKeys = {
  packages: ['admin', 'packages'] as const,
  payments: (query: PaymentListQuery) => ['admin', 'payments', query] as const,
  paymentsAll: ['admin', 'payments'] as const,
  payment: (paymentId: string) => ['admin', 'payment', paymentId] as const,
};

export const getAdminPackages = () => api<PackageList>('/api/admin/packages');
export const createPackage = (input: PackageInput) =>
  api<{ id: string }>('/api/admin/packages', { method: 'POST', body: input });
export const updatePackage = (packageId: string, input: PackageUpdate) =>
  api<PackageList>(`/api/admin/packages/${id(packageId)}`, { method: 'PATCH', body: input });
export const deletePackage = (packageId: string) =>
  api<null>(`/api/admin/packages/${id(packageId)}`, { method: 'DELETE' });

/** The list's filters as a query string (also the CSV export's). */
export function paymentSearch(query: PaymentListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const getAdminPayments = (query: PaymentListQuery) =>
  api<AdminPaymentList>(`/api/admin/payments?${paymentSearch(query)}`);
export const paymentsExportHref = (query: PaymentListQuery) => {
  const { page: _page, pageSize: _size, ...filters } = query;
  const search = paymentSearch(filters);
  return `/api/admin/payments/export${search ? `?${search}` : ''}`;
};
export const getAdminPayment = (paymentId: string) =>
  api<AdminPaymentDetail>(`/api/admin/payments/${id(paymentId)}`);
export const refundPayment = (paymentId: string) =>
  api<AdminPaymentDetail>(`/api/admin/payments/${id(paymentId)}/refund`, { method: 'POST' });
