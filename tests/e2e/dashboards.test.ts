import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OwnPackages } from '../../src/common/contracts/commerce';
import type { QuestionList } from '../../src/common/contracts/questions';
import { fixtureUser, see, settle, setupBrowser, signIn, waitForPath } from './fixtures';

const browser = setupBrowser();

const noLoadErrors = async (page: Page) =>
  expect(await page.getByText(/could not be loaded/).count()).toBe(0);

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('dashboards show real figures', () => {
  it('the student dashboard shows the spendable points and leads to the next actions', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await signIn(page, 'student');
    const own = (await (await page.request.get('/api/student/packages')).json()) as OwnPackages;
    await page.goto('/student/dashboard');
    await see(
      page.getByRole('heading', { name: `Welcome back, ${fixtureUser('student').firstName}` }),
    );
    await see(page.getByRole('heading', { name: 'Shortcuts' }));
    await settle(page);
    await noLoadErrors(page);
    const points = page.getByRole('heading', { name: 'Points available' }).locator('..');
    await see(points.getByText(String(own.points), { exact: true }));
    // Either the latest exams or the empty state with its action.
    const latest = page.locator('section', {
      has: page.getByRole('heading', { name: 'Latest exams' }),
    });
    await see(latest.getByRole('link').first());
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const next = page.locator('section', {
      has: page.getByRole('heading', { name: 'Shortcuts' }),
    });
    await next.getByRole('link', { name: 'Buy a package' }).click();
    await waitForPath(page, '/student/buy-package');
  });

  it('the admin dashboard counts pending questions and links to the filtered list', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin');
    const pending = (await (
      await page.request.get('/api/admin/questions?status=pending_review&pageSize=1')
    ).json()) as QuestionList;
    await page.goto('/admin/dashboard');
    await see(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await see(page.getByRole('heading', { name: 'Recent payments' }));
    await settle(page);
    await noLoadErrors(page);
    const card = page.getByRole('heading', { name: 'Pending review' }).locator('..');
    await see(card.getByText(String(pending.total), { exact: true }));
    await card.getByRole('link', { name: 'Review questions' }).click();
    await waitForPath(page, '/admin/questions');
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending_review');
  });
});
