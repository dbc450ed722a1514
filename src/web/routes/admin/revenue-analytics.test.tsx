import type { RevenueInsights } from '@common/contracts/business-analytics-revenue';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const DATA: RevenueInsights = {
  period: {
    from: '2025-01-01',
    to: '2025-03-31',
    days: 90,
    previousFrom: '2024-10-03',
    previousTo: '2024-12-31',
  },
  averageOrder: { orders: 4, revenue: 263, value: 65.75, previousValue: 89, change: -0.2612 },
  trial: { started: 3, used: 1, converted: 2, rate: 2 / 3, usedRate: 1 / 3 },
  repeat: {
    buyers: 3,
    repeatBuyers: 2,
    rate: 2 / 3,
    orders: 4,
    repeatOrders: 2,
    repeatRevenue: 129,
  },
  referral: [
    {
      group: 'referred',
      students: 2,
      payingStudents: 1,
      revenue: 80,
      perStudent: 40,
      perPayingStudent: 80,
    },
    {
      group: 'direct',
      students: 4,
      payingStudents: 2,
      revenue: 183,
      perStudent: 45.75,
      perPayingStudent: 91.5,
    },
  ],
  cohorts: {
    offsets: 3,
    rows: [
      {
        month: '2025-01',
        students: 4,
        revenue: 281,
        payingStudents: 3,
        cells: [
          { offset: 0, revenue: 232, payingStudents: 3 },
          { offset: 1, revenue: 0, payingStudents: 0 },
          { offset: 2, revenue: 49, payingStudents: 1 },
        ],
      },
      {
        month: '2025-03',
        students: 2,
        revenue: 0,
        payingStudents: 0,
        cells: [{ offset: 0, revenue: 0, payingStudents: 0 }],
      },
    ],
  },
};

function openPage(url = '/admin/revenue-analytics') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/analytics/revenue-insights', () => ({ status: 200, body: DATA }));
  return { api, ...renderApp(url) };
}

const lastQuery = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/analytics/revenue-insights').at(-1)?.query ??
  new URLSearchParams();

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('admin revenue analytics', { timeout: 60_000 }, () => {
  it('shows order value, trial conversion, repeats, referrals and the cohort table', async () => {
    openPage();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Revenue Analytics' },
      { timeout: 15_000 },
    );
    expect(await screen.findByText('$65.75')).toBeTruthy();
    const aov = screen.getByRole('heading', { name: 'Average order value' })
      .parentElement as HTMLElement;
    expect(within(aov).getByText('−26.1%')).toBeTruthy();
    expect(within(aov).getByText('$89.00 in the period before')).toBeTruthy();
    expect(screen.getByText('2 of 3 trials')).toBeTruthy();
    expect(screen.getByText('2 of 3 buyers')).toBeTruthy();
    expect(screen.getAllByText('$40.00').length).toBeGreaterThan(0);
    expect(screen.getByText('$45.75 per student not referred')).toBeTruthy();
    // The trial definition is stated on the page.
    expect(screen.getByText(/Free Trial started in the period/)).toBeTruthy();

    const trial = screen.getByRole('table', { name: 'Trial to paid' });
    expect(cells(within(trial).getByRole('row', { name: /Paid/ }))).toEqual(['2']);
    const referral = screen.getByRole('table', { name: 'Revenue per referred student' });
    expect(
      cells(within(referral).getByRole('row', { name: /Not referred \(4 students\)/ })),
    ).toEqual(['$45.75', '$91.50']);

    const cohorts = screen.getByRole('table', { name: 'Cohorts by sign-up month' });
    const january = within(cohorts).getByRole('row', { name: /Jan 2025/ });
    expect(cells(january)).toEqual(['4', '$281.00', '$232.0075%', '$0.000%', '$49.0025%']);
    const march = within(cohorts).getByRole('row', { name: /Mar 2025/ });
    expect(cells(march)).toEqual(['2', '$0.00', '$0.000%', '', '']);
    for (const name of [
      'Trial to paid',
      'Repeat purchases',
      'Revenue per referred student',
      'Revenue by sign-up cohort',
      'Cohorts by sign-up month',
    ]) {
      expect(screen.getByRole('button', { name: `Download ${name} as CSV` })).toBeTruthy();
    }
  });

  it('asks for the chosen period and keeps it in the address', async () => {
    const { api, router, user } = openPage('/admin/revenue-analytics?days=90');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Revenue Analytics' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(lastQuery(api).get('days')).toBe('90'));
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(lastQuery(api).get('days')).toBe('7'));
    expect(currentUrl(router)).toContain('days=7');
  });

  it('says so when the figures cannot be loaded', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    api.on('GET /api/admin/analytics/revenue-insights', () => ({
      status: 400,
      body: { code: 'VALIDATION', message: 'Use 7, 30 or 90 days' },
    }));
    renderApp('/admin/revenue-analytics');
    expect(await screen.findByText('Use 7, 30 or 90 days', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
