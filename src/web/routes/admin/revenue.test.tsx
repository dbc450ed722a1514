import type { RevenueReport } from '@common/contracts/business-analytics-revenue';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const zero = { orders: 0, gross: 0, refunds: 0, refunded: 0, net: 0 };
const DATA: RevenueReport = {
  period: {
    from: '2025-03-01',
    to: '2025-03-03',
    days: 3,
    previousFrom: '2025-02-26',
    previousTo: '2025-02-28',
  },
  totals: {
    orders: 3,
    gross: 262.1,
    refunds: 1,
    refunded: 134.1,
    net: 128,
    previousNet: 100,
    netChange: 0.28,
  },
  byDay: [
    { day: '2025-03-01', orders: 1, gross: 45, refunds: 0, refunded: 0, net: 45 },
    { day: '2025-03-02', ...zero },
    { day: '2025-03-03', orders: 2, gross: 217.1, refunds: 1, refunded: 134.1, net: 83 },
  ],
  byPackage: [
    { packageId: 'p2', name: 'Premium', orders: 1, gross: 83, refunds: 0, refunded: 0, net: 83 },
    { packageId: 'p1', name: 'Basic', orders: 1, gross: 45, refunds: 0, refunded: 0, net: 45 },
  ],
  byBoard: [
    { board: 'AP', gross: 40, refunded: 0, net: 40 },
    { board: 'IGCSE', gross: 0, refunded: 0, net: 0 },
    { board: 'EST', gross: 22.5, refunded: 0, net: 22.5 },
    { board: 'unassigned', gross: 199.6, refunded: 134.1, net: 65.5 },
  ],
  byAffiliate: [
    {
      affiliateId: null,
      name: null,
      code: null,
      orders: 2,
      gross: 128,
      refunds: 0,
      refunded: 0,
      net: 128,
      discount: 0,
    },
    {
      affiliateId: 'a1',
      name: 'Layla Partner',
      code: 'CAIRO',
      orders: 1,
      gross: 134.1,
      refunds: 1,
      refunded: 134.1,
      net: 0,
      discount: 14.9,
    },
  ],
  discounts: {
    package: 5,
    affiliate: 14.9,
    coupon: 4.9,
    total: 24.8,
    discountedOrders: 3,
    coupons: [{ code: 'SPRING10', orders: 1, amount: 4.9 }],
  },
  refundList: {
    items: [
      {
        paymentId: 'pay-1',
        refundedAt: '2025-03-03T10:00:00.000Z',
        completedAt: '2025-03-01T09:00:00.000Z',
        studentId: 's3',
        studentName: 'Omar Student',
        studentEmail: 'omar@example.test',
        packageName: 'Ultimate',
        amount: 134.1,
        refundedByName: 'Admin One',
      },
    ],
    total: 11,
    page: 1,
    pageSize: 10,
  },
};

function openPage(url = '/admin/revenue') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/analytics/revenue', () => ({ status: 200, body: DATA }));
  return { api, ...renderApp(url) };
}

const lastQuery = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/analytics/revenue').at(-1)?.query ??
  new URLSearchParams();

describe('admin revenue reports', { timeout: 60_000 }, () => {
  it('shows the totals, each breakdown with its table and CSV, discounts and refunds', async () => {
    openPage();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Revenue Reports' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    const net = (await screen.findByRole('heading', { name: 'Net revenue', level: 2 }))
      .parentElement as HTMLElement;
    expect(within(net).getByText('$128.00')).toBeTruthy();
    expect(within(net).getByText('+28%')).toBeTruthy();
    expect(within(net).getByText('$100.00 in the period before')).toBeTruthy();
    expect(screen.getByText('$262.10')).toBeTruthy();
    expect(screen.getByText('3 orders')).toBeTruthy();
    expect(screen.getByText('on 3 orders')).toBeTruthy();

    for (const title of [
      'Revenue by day',
      'Revenue by package',
      'Revenue by subject board',
      'Revenue by affiliate',
      'Discounts given',
    ]) {
      expect(screen.getByRole('button', { name: `Download ${title} as CSV` })).toBeTruthy();
    }
    const boards = screen.getByRole('table', { name: 'Revenue by subject board' });
    expect(
      within(boards).getByRole('row', { name: /Not spent on a subject/ }).textContent,
    ).toContain('$65.50');
    const affiliates = screen.getByRole('table', { name: 'Revenue by affiliate' });
    expect(within(affiliates).getByRole('row', { name: /No affiliate \(direct\)/ })).toBeTruthy();
    expect(within(affiliates).getByRole('row', { name: /Layla Partner \(CAIRO\)/ })).toBeTruthy();

    const coupons = screen.getByRole('table', { name: 'Coupon codes used' });
    expect(within(coupons).getByRole('row', { name: /SPRING10/ }).textContent).toContain('$4.90');

    const refunds = screen.getByRole('table', { name: 'Refunds' });
    const row = within(refunds).getByRole('row', { name: /Omar Student/ });
    expect(row.textContent).toContain('$134.10');
    expect(row.textContent).toContain('Ultimate');
    expect(row.textContent).toContain('Admin One');
    expect(screen.getByRole('button', { name: 'Download Refunds as CSV' })).toBeTruthy();
    // The definition of a board is on the page.
    expect(screen.getByText(/each point is worth the amount paid/)).toBeTruthy();
  });

  it('asks for the chosen period and the refunds page, kept in the address', async () => {
    const { api, router, user } = openPage();
    await screen.findByRole('heading', { level: 1, name: 'Revenue Reports' }, { timeout: 15_000 });
    expect(lastQuery(api).get('days')).toBe('30');
    await user.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(lastQuery(api).get('days')).toBe('90'));
    expect(currentUrl(router)).toContain('days=90');
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lastQuery(api).get('refundsPage')).toBe('2'));
    expect(currentUrl(router)).toContain('page=2');
  });

  it('opens a custom period from the address', async () => {
    const { api } = openPage('/admin/revenue?from=2025-03-01&to=2025-03-03');
    await screen.findByRole('heading', { level: 1, name: 'Revenue Reports' }, { timeout: 15_000 });
    await waitFor(() => expect(lastQuery(api).get('from')).toBe('2025-03-01'));
    expect(lastQuery(api).get('to')).toBe('2025-03-03');
  });
});
