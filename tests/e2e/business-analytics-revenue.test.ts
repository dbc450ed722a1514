import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RevenueReport } from '../../src/common/contracts/business-analytics-revenue';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn, waitForPath } from './fixtures';

const browser = setupBrowser();
const BASIC = '00000000-0000-4000-8000-000000000002';

/** What the report says for the last 7 days, straight from the API. */
async function lastWeek(page: Page): Promise<RevenueReport> {
  const res = await page.request.get('/api/admin/analytics/revenue?days=7');
  expect(res.status()).toBe(200);
  return (await res.json()) as RevenueReport;
}

/**
 * A student buys Basic in the sandbox; the administrator finds the sale in Revenue Reports for
 * the period, switches to a period without it and back, downloads a chart's CSV, then opens
 * Revenue Analytics.
 */
describe('revenue reports and analytics', () => {
  it('a sandbox purchase shows in Revenue Reports; the admin switches period and downloads CSV', {
    timeout: 180_000,
  }, async () => {
    const admin = await browser.newPage({ bypassCSP: true });
    await signIn(admin, 'admin');
    const before = await lastWeek(admin);

    // 1. The student pays for Basic with the sandbox's test card.
    const student = await browser.newPage();
    await signIn(student, 'student');
    await student.goto(`/student/payment/${BASIC}`);
    await see(student.getByRole('heading', { name: 'Order summary' }));
    await student.getByRole('button', { name: /^Pay \$/ }).click();
    await student.getByLabel('Card number').fill('4242 4242 4242 4242');
    await student.getByLabel('Expiry (MM / YY)').fill('12 / 40');
    await student.getByLabel('CVC').fill('123');
    await student.getByRole('button', { name: /^Pay \$/ }).click();
    await waitForPath(student, '/student/payment-result');
    await see(student.getByRole('heading', { name: 'Payment successful' }));

    const after = await lastWeek(admin);
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    const paid = Math.round((after.totals.gross - before.totals.gross) * 100) / 100;
    expect(paid).toBeGreaterThan(0);
    const basic = (r: RevenueReport) => r.byPackage.find((p) => p.packageId === BASIC)?.orders ?? 0;
    expect(basic(after)).toBe(basic(before) + 1);

    // 2. The admin sees it for the last 7 days.
    await admin.goto('/admin/revenue?days=7');
    await see(admin.getByRole('heading', { name: 'Revenue Reports', level: 1 }));
    const orders = after.totals.orders;
    await see(
      admin.getByText(`${orders} ${orders === 1 ? 'order' : 'orders'}`, { exact: true }),
      'the number of orders',
      30_000,
    );
    const byDay = admin.getByRole('table', { name: 'Revenue by day' });
    const todayRow = byDay.getByRole('row').filter({
      hasText: new Intl.DateTimeFormat('en-US', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date()),
    });
    await see(todayRow);
    await settle(admin);
    await expectNoAxeViolations(admin, '/admin/revenue');

    // 3. A period without the sale, then back to 30 days.
    await admin.getByRole('button', { name: 'Custom' }).click();
    await admin.getByRole('textbox', { name: 'From', exact: true }).fill('2020-01-01');
    await admin.getByRole('textbox', { name: 'To', exact: true }).fill('2020-01-31');
    await admin.getByRole('button', { name: 'Apply' }).click();
    await see(admin.getByText('0 orders', { exact: true }));
    expect(admin.url()).toContain('from=2020-01-01');
    await admin.getByRole('button', { name: '30 days' }).click();
    await see(admin.getByRole('button', { name: '30 days', pressed: true }));
    await expect.poll(() => admin.url()).not.toContain('from=');
    await see(todayRow);

    // 4. The day chart's figures as CSV.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download Revenue by day as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^revenue-by-day_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Day,Sales,Refunds,Net revenue');
    expect(csv.trim().split('\n')).toHaveLength(31);

    // 5. Revenue Analytics for 90 days counts the payment too.
    await admin.goto('/admin/revenue-analytics?days=90');
    await see(admin.getByRole('heading', { name: 'Revenue Analytics', level: 1 }));
    await see(admin.getByRole('heading', { name: 'Average order value' }));
    await see(
      admin
        .getByRole('table', { name: 'Cohorts by sign-up month' })
        .or(admin.getByText('Nobody signed up in this period.')),
    );
    await settle(admin);
    await expectNoAxeViolations(admin, '/admin/revenue-analytics');
  });
});
