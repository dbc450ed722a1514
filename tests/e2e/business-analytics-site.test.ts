import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type {
  DashboardAnalytics,
  WebsiteAnalytics,
} from '../../src/common/contracts/business-analytics-site';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn, waitForPath } from './fixtures';

const browser = setupBrowser();
/** A referring site no other journey uses: its row in Referrers is this visitor's. */
const REFERRER = 'https://news.tafawuq-e2e.example/story';
const REFERRER_HOST = 'news.tafawuq-e2e.example';

async function website(page: Page, query = 'days=7'): Promise<WebsiteAnalytics> {
  const res = await page.request.get(`/api/admin/analytics/website?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as WebsiteAnalytics;
}

/**
 * A visitor reads two public pages, arriving from another site; the administrator sees the views,
 * the visitor and the referring site in Website Statistics, downloads the referrers as CSV, then
 * switches the dashboard's period.
 */
describe('website statistics and the dashboard period', () => {
  it('counts a visitor in website-stats; the dashboard follows its period', async () => {
    const admin = await browser.newPage({ bypassCSP: true });
    await signIn(admin, 'admin');
    const before = await website(admin);

    // 1. A visitor who never signed in, coming from a news site.
    const visitor = await browser.newPage();
    await visitor.goto('/help/tutorials', { referer: REFERRER });
    await see(visitor.getByRole('heading', { level: 1 }));
    await visitor
      .getByRole('link', { name: /Getting started/i })
      .first()
      .click();
    await waitForPath(visitor, '/help/tutorials/getting-started');
    await see(visitor.getByRole('heading', { level: 1 }));

    // The views are sent fire-and-forget: wait until both are stored.
    let after = before;
    for (let i = 0; i < 40 && after.pageViews.current < before.pageViews.current + 2; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = await website(admin);
    }
    expect(after.pageViews.current).toBeGreaterThanOrEqual(before.pageViews.current + 2);
    expect(after.visitors.current).toBeGreaterThanOrEqual(before.visitors.current + 1);
    // The landing view carries the other site as referrer (later views are the site's own).
    expect(after.referrers.find((r) => r.host === REFERRER_HOST)?.visitors).toBe(1);
    // Top pages are the ten most viewed: after the whole suite's visits this page need not be
    // among them (the server tests check the top pages exactly), so only the list is checked.
    expect(after.topPages.length).toBeGreaterThan(0);

    // 2. The administrator reads them in Website Statistics.
    await admin.goto('/admin/website-stats?days=7');
    await see(admin.getByRole('heading', { name: 'Website Statistics', level: 1 }));
    // The figure includes the visitor (and the administrator's own views since).
    const visitorsCard = admin
      .getByRole('heading', { name: 'Unique visitors' })
      .locator('../..')
      .locator('p')
      .first();
    await see(visitorsCard);
    await expect
      .poll(async () => Number((await visitorsCard.textContent())?.replace(/\D/g, '')))
      .toBeGreaterThanOrEqual(after.visitors.current);
    const referrers = admin.getByRole('table', { name: 'Referrers' });
    await expect
      .poll(async () => referrers.getByRole('rowheader', { name: REFERRER_HOST }).count())
      .toBe(1);
    await see(admin.getByText('Student accounts created in the period.'));
    await settle(admin);
    await expectNoAxeViolations(admin, 'website statistics');

    // 3. The referrers chart's numbers as CSV.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download Referrers as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^referrers-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Source');
    expect(csv).toContain(REFERRER_HOST);

    // 4. The dashboard: 30 days by default, then the last 7 days.
    await admin.goto('/admin/dashboard');
    const section = admin.getByRole('region', { name: 'Over the period' });
    await see(section.getByRole('heading', { name: 'Sign-ups' }));
    const month = (await (
      await admin.request.get('/api/admin/analytics/dashboard?days=30')
    ).json()) as DashboardAnalytics;
    const week = (await (
      await admin.request.get('/api/admin/analytics/dashboard?days=7')
    ).json()) as DashboardAnalytics;
    const dailyRows = () => section.getByRole('table', { name: /per day/ }).getByRole('row');
    await expect.poll(async () => dailyRows().count()).toBe(31);
    const dateOf = (iso: string) =>
      new Intl.DateTimeFormat('en-US', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T00:00:00Z`));
    await see(section.getByText(new RegExp(`^${dateOf(month.period.from)} to`)));
    await section.getByRole('button', { name: '7 days' }).click();
    await waitForPath(admin, '/admin/dashboard');
    await expect.poll(() => new URL(admin.url()).search).toBe('?days=7');
    await see(section.getByText(new RegExp(`^${dateOf(week.period.from)} to`)));
    await expect.poll(async () => dailyRows().count()).toBe(8);
    await see(
      section
        .getByRole('heading', { name: 'Sign-ups' })
        .locator('../..')
        .getByText(String(week.signUps.current), { exact: true }),
    );
    await settle(admin);
    await expectNoAxeViolations(admin, 'dashboard, last 7 days');
  }, 180_000);
});
