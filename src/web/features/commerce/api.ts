import type {
  CheckoutResult,
  OwnPackages,
  OwnPayment,
  QuoteList,
  QuoteResult,
  SandboxOutcome,
  SubjectCatalogue,
  UnlockResult,
} from '@common/contracts/commerce';
import { api } from '@/lib/api';

const id = (value: string) => encodeURIComponent(value);

export const commerceKeys = {
  quotes: ['commerce', 'quotes'] as const,
  quote: (packageId: string, coupon?: string | null) =>
    coupon
      ? (['commerce', 'quotes', packageId, coupon] as const)
      : (['commerce', 'quotes', packageId] as const),
  payment: (paymentId: string) => ['commerce', 'payments', paymentId] as const,
  ownPackages: ['commerce', 'own-packages'] as const,
  subjects: ['commerce', 'subjects'] as const,
};

export const getQuotes = () => api<QuoteList>('/api/student/quotes');
/** With a coupon code, the price after it (or a 400 saying why the code does not apply). */
export const getQuote = (packageId: string, coupon?: string | null) =>
  api<QuoteResult>(
    `/api/student/quotes/${id(packageId)}${coupon ? `?${new URLSearchParams({ coupon })}` : ''}`,
  );

/** Only the package and the coupon code go to the server: it computes the amount itself. */
export const startCheckout = (packageId: string, couponCode?: string | null) =>
  api<CheckoutResult>('/api/student/checkout', {
    method: 'POST',
    body: couponCode ? { packageId, couponCode } : { packageId },
  });

/** The sandbox's Pay: only the test card's outcome is sent, never the card details. */
export const confirmSandboxPayment = (paymentId: string, outcome: SandboxOutcome) =>
  api<OwnPayment>(`/api/student/payments/${id(paymentId)}/sandbox`, {
    method: 'POST',
    body: { outcome },
  });

export const getPayment = (paymentId: string) =>
  api<OwnPayment>(`/api/student/payments/${id(paymentId)}`);

export const getOwnPackages = () => api<OwnPackages>('/api/student/packages');

export const getSubjectCatalogue = () => api<SubjectCatalogue>('/api/student/subjects');
export const unlockSubject = (subjectId: string) =>
  api<UnlockResult>(`/api/student/subjects/${id(subjectId)}/unlock`, { method: 'POST' });
