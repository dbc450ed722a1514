import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn } from './fixtures';

const browser = setupBrowser();
const CALCULUS_MCQ = 'AP Calculus AB: multiple-choice section';

describe('administrators manage exam templates', () => {
  it('previews a seeded AP template, creates a small one and sees the bank warning; axe passes', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await signIn(page, 'admin');
    await page.goto('/admin/exam-templates');
    await see(page.getByRole('heading', { level: 1, name: 'Exam templates' }));
    await see(page.getByRole('heading', { name: CALCULUS_MCQ }));
    await settle(page);
    await expectNoAxeViolations(page, '/admin/exam-templates');

    // The seeded template's preview: its two parts against the confirmed bank.
    await page.getByRole('button', { name: `Preview ${CALCULUS_MCQ}` }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${CALCULUS_MCQ}` });
    await see(preview.getByRole('heading', { name: 'Part A (no calculator)' }));
    await see(preview.getByText(/^Needs 30 · \d+ in the bank$/));
    await see(preview.getByRole('heading', { name: 'Part B (graphing calculator)' }));
    await see(preview.getByRole('rowheader', { name: 'Limits and Continuity' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => preview.count()).toBe(0);

    // A new template asking for more than the bank holds: the live preview warns.
    const name = `E2E quick check ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New exam template' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    const section = dialog.getByRole('group', { name: 'Section 1' });
    await section.getByLabel('Title', { exact: true }).fill('Marathon');
    await section.getByLabel('Questions', { exact: true }).fill('200');
    await see(
      dialog.getByText(/^Section 'Marathon' needs 200 questions; the bank has \d+ confirmed/),
      'the bank warning in the live preview',
    );
    await see(dialog.getByText(/^The bank cannot fill this template/));

    await dialog.getByRole('button', { name: 'Create template' }).click();
    await see(page.getByText('Template created'));
    const card = page
      .locator('[data-template]')
      .filter({ has: page.getByRole('heading', { name }) });
    await see(card);
    await see(card.getByText('200 questions · 30 min', { exact: true }).first());

    // Its saved preview carries the same warning.
    await card.getByRole('button', { name: `Preview ${name}` }).click();
    await see(
      page
        .getByRole('dialog', { name: `Preview: ${name}` })
        .getByText(/^Section 'Marathon' needs 200 questions/),
    );
    await page.keyboard.press('Escape');

    // Deactivating asks first.
    await card.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await see(card.getByText('Inactive', { exact: true }));
  });

  it('fits a 360 px wide screen', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await signIn(page, 'admin');
    await page.goto('/admin/exam-templates');
    await see(page.getByRole('heading', { name: CALCULUS_MCQ }));
    await settle(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
