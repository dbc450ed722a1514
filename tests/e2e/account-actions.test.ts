import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './exam-helpers';
import {
  baseURL,
  expectNoAxeViolations,
  see,
  settle,
  setupBrowser,
  signIn,
  submitSignInForm,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();

/** With E2E_SCREENSHOTS, the page at desktop and phone widths (nothing otherwise). */
async function shots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('student reports and bulk account actions', () => {
  it('reports on a searched group and prints it, then deactivates two selected students after a dry run', async () => {
    const tag = `bulk${Date.now().toString(36)}`;
    const password = 'Bulk-action-pass-1';
    const students = [
      { firstName: 'Hala', lastName: 'Nasser', email: `e2e-${tag}-hala@example.com` },
      { firstName: 'Ziad', lastName: 'Karam', email: `e2e-${tag}-ziad@example.com` },
    ];
    const visitor = await browser.newPage();
    for (const s of students) {
      const created = await visitor.request.post('/api/account/register', {
        data: { ...s, password },
        headers: { origin: baseURL() },
      });
      expect(created.status()).toBe(201);
    }

    const admin = await browser.newPage({ bypassCSP: true });
    await signIn(admin, 'admin');

    // Student reports: the searched group, its figures, and a print layout without navigation.
    await admin.goto('/admin/students/reports');
    await see(admin.getByRole('heading', { level: 1, name: 'Student Reports' }));
    await admin.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(tag);
    await waitForPath(admin, '/admin/students/reports');
    const table = admin.getByRole('table', { name: 'Students of the group and their figures' });
    for (const s of students) await see(table.getByText(s.email));
    // New students: no exam taken or finished yet, not seen in an exam.
    await expect.poll(() => table.getByText('0 / 0').count(), { timeout: 15_000 }).toBe(2);
    const summary = admin.getByRole('region', { name: 'Group summary' });
    await see(summary.getByText('Students', { exact: true }));
    await expect
      .poll(() => summary.getByTestId('stat-students').textContent(), { timeout: 15_000 })
      .toBe('2');
    expect(await summary.getByTestId('stat-exams').textContent()).toBe('0');
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    await settle(admin);
    await expectNoAxeViolations(admin, 'student reports');
    await shots(admin, 'student-reports');

    await admin.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await admin.getByRole('button', { name: 'Print report' }).click();
    expect(await admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await admin.emulateMedia({ media: 'print' });
    expect(await admin.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(false);
    expect(await admin.getByRole('banner').isVisible()).toBe(false);
    expect(await admin.getByRole('button', { name: 'Print report' }).isVisible()).toBe(false);
    expect(await table.isVisible()).toBe(true);
    await see(admin.getByText(/Printed /));
    await shots(admin, 'student-reports-print');
    await admin.emulateMedia({ media: 'screen' });

    // Account actions: filter, select both, dry run, confirm, run.
    await admin.goto('/admin/account-actions');
    await see(admin.getByRole('heading', { level: 1, name: 'Account Actions' }));
    await admin.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(tag);
    const users = admin.getByRole('table', { name: 'Users to select' });
    for (const s of students) await see(users.getByText(s.email));
    await expect.poll(() => users.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    for (const s of students) {
      await users.getByRole('checkbox', { name: `Select ${s.firstName} ${s.lastName}` }).click();
    }
    await see(admin.getByText('2 users selected'));
    await admin.getByRole('combobox', { name: 'Action' }).click();
    await admin.getByRole('option', { name: 'Deactivate' }).click();
    await admin.getByRole('button', { name: 'Dry run' }).click();
    await see(admin.getByText('2 of 2 selected users will change; 0 will be skipped.'));
    await settle(admin);
    await expectNoAxeViolations(admin, 'account actions dry run');
    await shots(admin, 'account-actions-dry-run');
    await admin.getByRole('button', { name: 'Run on 2 users' }).click();
    const dialog = admin.getByRole('alertdialog');
    await see(dialog.getByText('Run “Deactivate” on 2 users?'));
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await see(admin.getByText('2 changed, 0 skipped, 0 failed.'));
    await shots(admin, 'account-actions-done');

    // They cannot get in any more: signing in lands on the deactivated-account page.
    for (const s of students) {
      const page = await browser.newPage();
      await page.goto('/auth');
      expect((await submitSignInForm(page, s.email, password)).status()).toBe(200);
      await waitForPath(page, '/inactive');
      await see(page.getByRole('heading', { name: 'Account Deactivated' }));
      await page.goto('/student/dashboard');
      await waitForPath(page, '/inactive');
    }
  }, 240_000);
});
