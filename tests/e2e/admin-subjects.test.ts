import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn } from './fixtures';

const browser = setupBrowser();

describe('administrators manage subjects and topics', () => {
  it('creates a subject, adds a topic, deactivates and deletes it; the page passes axe', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await signIn(page, 'admin');
    await page.goto('/admin/subjects');
    await see(page.getByRole('heading', { name: 'Subjects and topics' }));
    await see(page.getByRole('heading', { name: 'AP Calculus AB' }));
    await settle(page);
    await expectNoAxeViolations(page, '/admin/subjects');

    const name = `IGCSE Economics ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'New subject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create subject' }).click();
    await see(page.getByText('Subject created'));
    const card = page
      .locator('[data-subject]')
      .filter({ has: page.getByRole('heading', { name }) });
    await see(card);

    await card.getByText('0 topics', { exact: true }).click();
    await card.getByRole('button', { name: 'Add topic' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Supply and Demand');
    await page.getByRole('dialog').getByLabel('Blueprint weight (%)').fill('100');
    await page.getByRole('dialog').getByRole('button', { name: 'Add topic' }).click();
    await see(card.getByText('Supply and Demand'));
    await see(card.getByText('Weights add up to 100%'));

    await card.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await see(card.getByText('Inactive'));

    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(0);
  });
});
