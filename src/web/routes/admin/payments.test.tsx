import type { AdminPaymentDetail, AdminPaymentRow } from '@common/contracts/commerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePricing } from '@/features/commerce/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const row = (overrides: Partial<AdminPaymentRow>): AdminPaymentRow => ({
  id: 'pay-1',
  student: { id: 'u1', email: 'lina@example.com', name: 'Lina Haddad' },
  packageId: 'pkg-premium',
  packageName: 'Premium',
  provider: 'sandbox',
  providerRef: 'sandbox_cs_1',
  status: 'succeeded',
  failureReason: null,
  amountList: 89,
  amountPaid: 76.09,
  currency: 'usd',
  createdAt: '2026-11-01T10:00:00.000Z',
  completedAt: '2026-11-01T10:01:00.000Z',
  ...overrides,
});

const totals = {
  count: 2,
  succeededCount: 1,
  succeededAmount: 76.09,
  refundedCount: 0,
  refundedAmount: 0,
  pendingCount: 0,
  failedCount: 1,
  expiredCount: 0,
};

const detail = (overrides: Partial<AdminPaymentDetail> = {}): AdminPaymentDetail => ({
  ...row({}),
  pricing: makePricing({
    affiliateDiscountPercent: 10,
    affiliateDiscount: 8.46,
    finalPrice: 76.09,
  }),
  expiresAt: '2026-11-01T10:30:00.000Z',
  refundedAt: null,
  refundedBy: null,
  affiliate: { id: 'a1', email: 'noura@example.com', name: 'Noura Saleh' },
  commission: { rate: 10, amount: 7.61, status: 'pending' },
  credit: {
    usersPackageId: 'up1',
    points: 4,
    availability: 3,
    expiryDate: '2027-05-01T10:00:00.000Z',
    status: 'active',
  },
  events: [
    {
      id: 'e0',
      at: '2026-11-01T10:00:00.000Z',
      provider: 'sandbox',
      type: 'checkout.created',
      outcome: 'checkout started for $76.09',
    },
    {
      id: 'e1',
      at: '2026-11-01T10:01:00.000Z',
      provider: 'sandbox',
      type: 'checkout.session.completed',
      outcome: 'credited 4 points',
    },
  ],
  ...overrides,
});

function setup() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/payments', ({ query }) => {
    const items = [
      row({}),
      row({
        id: 'pay-2',
        status: 'failed',
        failureReason: 'card_declined',
        packageName: 'Basic',
        amountPaid: 49,
      }),
    ].filter((p) => !query.get('status') || p.status === query.get('status'));
    return { status: 200, body: { items, total: items.length, page: 1, pageSize: 25, totals } };
  });
  return api;
}

describe('admin payments page', { timeout: 20_000 }, () => {
  it('shows the totals and the payments, and filters by status through the address', async () => {
    const api = setup();
    const { user, router } = renderApp('/admin/payments');
    await screen.findAllByText('Lina Haddad');
    expect(screen.getByText('$76.09', { selector: 'div' })).toBeTruthy();
    expect(screen.getByText('1 successful payment')).toBeTruthy();
    expect(screen.getByText('0 pending · 1 failed · 0 expired')).toBeTruthy();
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('combobox', { name: 'All statuses' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/api/admin/payments' && c.query.get('status') === 'failed',
        ),
      ).toBe(true),
    );
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/payments/export?status=failed');
  });

  it('opens a payment with its timeline and marks it refunded after confirmation', async () => {
    const api = setup();
    api.on('GET /api/admin/payments/pay-1', () => ({ status: 200, body: detail() }));
    api.on('POST /api/admin/payments/pay-1/refund', () => ({
      status: 200,
      body: detail({
        status: 'refunded',
        refundedAt: '2026-11-02T09:00:00.000Z',
        refundedBy: { id: 'user-1', email: 'omar@example.com', name: 'Omar Khalil' },
        credit: {
          usersPackageId: 'up1',
          points: 4,
          availability: 0,
          expiryDate: '2027-05-01T10:00:00.000Z',
          status: 'revoked',
        },
        events: [
          ...detail().events,
          {
            id: 'e2',
            at: '2026-11-02T09:00:00.000Z',
            provider: 'app',
            type: 'payment.refunded',
            outcome: 'refunded by an administrator: 3 unspent points revoked',
          },
        ],
      }),
    }));
    const { user } = renderApp('/admin/payments');
    const open = await screen.findAllByRole('button', {
      name: /Details of the payment of Lina Haddad/,
    });
    await user.click(open[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('credited 4 points')).toBeTruthy();
    expect(within(dialog).getByText('Noura Saleh')).toBeTruthy();
    expect(within(dialog).getByText('$7.61 at 10% (pending)')).toBeTruthy();
    expect(within(dialog).getByText('Referral discount (10%)')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    const confirm = within(dialog).getByRole('alertdialog');
    expect(
      within(confirm).getByText(/removes the 3 points the student has not spent yet/),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/refund'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText('Payment marked refunded')).toBeTruthy();
    expect(
      await within(dialog).findByText('refunded by an administrator: 3 unspent points revoked'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Mark refunded' })).toBeNull();
  });
});
