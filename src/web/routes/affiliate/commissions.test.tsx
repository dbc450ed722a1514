import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCommission, makeTotals } from '@/features/affiliates/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const rows = [
  makeCommission(),
  makeCommission({
    id: 'c2',
    student: { name: 'Omar Saleh', emailMasked: 'om***@gmail.com' },
    packageName: 'Basic',
    paymentAmount: 44.1,
    amount: 4.41,
    status: 'pending',
    createdAt: '2026-11-10T10:00:00.000Z',
    approvedAt: null,
    paidAt: null,
    payoutReference: null,
  }),
];

function setup() {
  const api = installFakeApi({ me: makeMe({ role: 'affiliate', code: 'NOURA10' }) });
  api.on('GET /api/affiliate/commissions', ({ query }) => {
    const status = query.get('status');
    const items = rows.filter((r) => !status || r.status === status);
    const totals = makeTotals({
      ...(status && status !== 'paid' ? {} : { paid: { count: 1, amount: 7.61 } }),
      ...(status && status !== 'pending' ? {} : { pending: { count: 1, amount: 4.41 } }),
    });
    return { status: 200, body: { items, total: items.length, page: 1, pageSize: 25, totals } };
  });
  return api;
}

const lastQuery = (api: ReturnType<typeof setup>) =>
  api.calls.filter((c) => c.path === '/api/affiliate/commissions').at(-1)?.query;

describe('affiliate commissions', { timeout: 20_000 }, () => {
  it('lists every commission with its payment, rate, status and dates, and the totals', async () => {
    setup();
    renderApp('/affiliate/commissions');
    expect(await screen.findByRole('heading', { name: 'Commissions', level: 1 })).toBeTruthy();
    const paid = (await screen.findByRole('rowheader', { name: /Lina Haddad/ })).closest('tr');
    expect(
      within(paid as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Nov 1, 2026',
      'Premium',
      '$76.09',
      '10%',
      '$7.61',
      'PaidApproved Nov 5, 2026Paid Nov 20, 2026',
      'PAYOUT-2026-11',
    ]);
    const pending = screen.getByRole('rowheader', { name: /Omar Saleh/ }).closest('tr');
    expect(within(pending as HTMLElement).getByText('Pending')).toBeTruthy();

    const totals = screen.getByRole('region', { name: 'Totals of the filter' });
    expect(within(totals).getByText('$12.02')).toBeTruthy();
    expect(within(totals).getByText('2 commissions, cancelled ones not counted')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/affiliate/commissions/export',
    );
  });

  it('filters by status and period on the server, and exports what the filter shows', async () => {
    const api = setup();
    const { user, router } = renderApp('/affiliate/commissions');
    await screen.findByRole('rowheader', { name: /Lina Haddad/ });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(lastQuery(api)?.get('status')).toBe('pending'));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Lina Haddad/ })).toBeNull(),
    );

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-11-01');
    await user.type(to, '2026-11-30');
    await waitFor(() => expect(lastQuery(api)?.get('to')).toBe('2026-11-30'));
    expect(lastQuery(api)?.toString()).toBe(
      'status=pending&from=2026-11-01&to=2026-11-30&page=1&pageSize=25',
    );
    expect(currentUrl(router)).toBe(
      '/affiliate/commissions?status=pending&from=2026-11-01&to=2026-11-30',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/affiliate/commissions/export?status=pending&from=2026-11-01&to=2026-11-30',
    );
    const totals = screen.getByRole('region', { name: 'Totals of the filter' });
    expect(within(totals).getByText('$4.41')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/affiliate/commissions'));
  });

  it('says when nothing matches the filters', async () => {
    setup();
    renderApp('/affiliate/commissions?status=cancelled');
    expect(await screen.findByText('No commission matches these filters')).toBeTruthy();
  });
});
