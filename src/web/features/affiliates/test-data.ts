import type {
  AffiliateSummary,
  CommissionRow,
  CommissionTotals,
  ReferredUser,
} from '@common/contracts/affiliates';

const zero = { count: 0, amount: 0 };

export function makeTotals(overrides: Partial<CommissionTotals> = {}): CommissionTotals {
  return { pending: zero, approved: zero, paid: zero, cancelled: zero, ...overrides };
}

/** Twelve months ending in November 2026, oldest first, like the server's. */
function months(values: Record<string, [number, number, number]> = {}) {
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 11 + i, 1));
    const month = date.toISOString().slice(0, 7);
    const [visits, signups, commissions] = values[month] ?? [0, 0, 0];
    return { month, visits, signups, commissions };
  });
}

export function makeSummary(overrides: Partial<AffiliateSummary> = {}): AffiliateSummary {
  return {
    code: 'NOURA10',
    referralUrl: 'https://tafawuq.example/?code=NOURA10',
    commissionRate: 10,
    referralDiscountPercent: 12.5,
    visits: 1240,
    signups: 62,
    payingStudents: 9,
    signupRate: 0.05,
    payingRate: 0.1452,
    commissions: makeTotals({
      pending: { count: 3, amount: 22.83 },
      approved: { count: 2, amount: 15.22 },
      paid: { count: 4, amount: 30.44 },
      cancelled: { count: 1, amount: 7.61 },
    }),
    monthly: months({ '2026-10': [400, 20, 15.22], '2026-11': [840, 42, 53.27] }),
    ...overrides,
  };
}

export function makeFreshSummary(): AffiliateSummary {
  return makeSummary({
    visits: 0,
    signups: 0,
    payingStudents: 0,
    signupRate: null,
    payingRate: null,
    commissions: makeTotals(),
    monthly: months(),
  });
}

export function makeReferredUser(overrides: Partial<ReferredUser> = {}): ReferredUser {
  return {
    id: 'u1',
    name: 'Lina Haddad',
    emailMasked: 'li***@example.com',
    joinedAt: '2026-11-02T10:00:00.000Z',
    purchases: 2,
    totalSpent: 125.18,
    ...overrides,
  };
}

export function makeCommission(overrides: Partial<CommissionRow> = {}): CommissionRow {
  return {
    id: 'c1',
    student: { name: 'Lina Haddad', emailMasked: 'li***@example.com' },
    packageName: 'Premium',
    paymentAmount: 76.09,
    currency: 'usd',
    rate: 10,
    amount: 7.61,
    status: 'paid',
    createdAt: '2026-11-01T10:00:00.000Z',
    approvedAt: '2026-11-05T10:00:00.000Z',
    paidAt: '2026-11-20T10:00:00.000Z',
    cancelledAt: null,
    payoutReference: 'PAYOUT-2026-11',
    ...overrides,
  };
}
