import type { WebsiteAnalytics } from '@common/contracts/business-analytics-site';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const day = (d: string, views: number, visitors: number, affiliateVisits = 0) => ({
  day: d,
  views,
  visitors,
  affiliateVisits,
});

const STATS: WebsiteAnalytics = {
  period: {
    from: '2024-03-08',
    to: '2024-03-10',
    days: 3,
    previousFrom: '2024-03-05',
    previousTo: '2024-03-07',
  },
  pageViews: { current: 1240, previous: 992, change: 0.25 },
  visitors: { current: 300, previous: 400, change: -0.25 },
  affiliateVisits: { current: 3, previous: 0, change: null },
  daily: [day('2024-03-08', 500, 120, 2), day('2024-03-09', 0, 0), day('2024-03-10', 740, 180, 1)],
  topPages: [
    { path: '/', views: 900, visitors: 250 },
    { path: '/pricing', views: 340, visitors: 120 },
  ],
  referrers: [
    { host: null, views: 1000, visitors: 200 },
    { host: 'www.google.com', views: 240, visitors: 100 },
  ],
  devices: [
    { device: 'mobile', visitors: 40 },
    { device: 'unknown', visitors: 260 },
  ],
  countries: [
    { countryCode: 'EG', visitors: 30 },
    { countryCode: null, visitors: 270 },
  ],
  funnel: { visitors: 300, signUps: 30, trials: 12, purchases: 3 },
  affiliates: [{ affiliateId: 'af1', name: 'Layla Partner', code: 'LAYLA', visits: 3, signUps: 1 }],
};

function openPage(url = '/admin/website-stats') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/analytics/website', (req) =>
    req.query.get('days') === '7'
      ? {
          status: 200,
          body: {
            ...STATS,
            pageViews: { current: 0, previous: 0, change: null },
            affiliates: [],
          },
        }
      : { status: 200, body: STATS },
  );
  return { api, ...renderApp(url) };
}

const card = (name: string) => screen.getByRole('heading', { name }).parentElement as HTMLElement;

const slow = { timeout: 15_000 };

describe('admin website statistics', { timeout: 60_000 }, () => {
  it('shows the totals with their change against the previous period', async () => {
    openPage();
    expect(await screen.findByRole('heading', { name: 'Website Statistics' }, slow)).toBeTruthy();
    await screen.findByText('1,240', {}, slow);
    expect(within(card('Page views')).getByText('+25%')).toBeTruthy();
    expect(within(card('Page views')).getByText('992 in the period before')).toBeTruthy();
    expect(within(card('Unique visitors')).getByText('−25%')).toBeTruthy();
    expect(within(card('Affiliate-link visits')).getByText('New')).toBeTruthy();
    expect(screen.getByText(/Mar 8, 2024 to Mar 10, 2024/)).toBeTruthy();
  });

  it('draws each chart with its numbers as a table and a CSV download', async () => {
    openPage();
    await screen.findByText('1,240', {}, slow);
    const pages = screen.getByRole('table', { name: 'Top pages' });
    expect(within(pages).getByRole('rowheader', { name: '/pricing' })).toBeTruthy();
    expect(within(pages).getByText('340')).toBeTruthy();
    const referrers = screen.getByRole('table', { name: 'Referrers' });
    expect(within(referrers).getByRole('rowheader', { name: 'Direct' })).toBeTruthy();
    expect(within(referrers).getByRole('rowheader', { name: 'www.google.com' })).toBeTruthy();
    const countries = screen.getByRole('table', { name: 'Countries' });
    expect(within(countries).getByRole('rowheader', { name: 'Egypt' })).toBeTruthy();
    expect(within(countries).getByRole('rowheader', { name: 'Unknown' })).toBeTruthy();
    const devices = screen.getByRole('table', { name: 'Devices' });
    expect(within(devices).getByRole('rowheader', { name: 'Mobile' })).toBeTruthy();
    for (const name of ['Page views per day', 'Top pages', 'Referrers', 'Devices', 'Countries']) {
      expect(screen.getByRole('button', { name: `Download ${name} as CSV` })).toBeTruthy();
    }
  });

  it('explains the funnel steps and the rate of each against the step before', async () => {
    openPage();
    const funnel = within(await screen.findByRole('region', { name: /Funnel/ }, slow));
    expect(funnel.getByText(/10% of the step before/)).toBeTruthy();
    expect(funnel.getByText(/40% of the step before/)).toBeTruthy();
    expect(funnel.getByText(/25% of the step before/)).toBeTruthy();
    expect(funnel.getByText('Student accounts created in the period.')).toBeTruthy();
    expect(funnel.getByText(/started at least one exam/)).toBeTruthy();
  });

  it('lists affiliate-link visits by affiliate', async () => {
    openPage();
    const region = within(await screen.findByRole('region', { name: /by affiliate/ }, slow));
    const row = region.getByRole('row', { name: /Layla Partner/ });
    expect(within(row).getByText('LAYLA')).toBeTruthy();
    expect(region.getByRole('link', { name: 'Affiliate accounts' }).getAttribute('href')).toBe(
      '/admin/affiliate-accounts',
    );
  });

  it('asks again for another period, keeps it in the address and says when there is no data', async () => {
    const { api, user, router } = openPage();
    await screen.findByText('1,240', {}, slow);
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/website-stats?days=7'));
    expect(
      (await screen.findAllByText('No page view in this period.', {}, slow)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('No visit through an affiliate link in this period.')).toBeTruthy();
    const asked = api.calls.filter((c) => c.path === '/api/admin/analytics/website');
    expect(asked.map((c) => c.query.toString())).toEqual(['days=30', 'days=7']);
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    installFakeApi({ me: makeMe({ role: 'admin' }) });
    renderApp('/admin/website-stats');
    expect(await screen.findByText('The figures could not be loaded.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
