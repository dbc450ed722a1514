import { describe, expect, it } from 'vitest';
import type { ItemModelGenerateResult } from '../../src/common/contracts/item-models';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn, waitForPath } from './fixtures';

const browser = setupBrowser();

/** Seeded with a wide value space (1,080 draws), so three draws are new questions. */
const MODEL = 'Final velocity under constant acceleration';

describe('administrators author and generate from item models', () => {
  it('opens a seeded model, previews it, generates three questions and confirms one', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await signIn(page, 'admin');
    await page.goto('/admin/item-models');
    await see(page.getByRole('heading', { level: 1, name: 'Item models' }));
    await page.getByRole('searchbox', { name: 'Search item models' }).fill('constant acceleration');
    const row = page.getByRole('row').filter({ hasText: MODEL });
    await see(row);
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('AP Physics 1');
    await settle(page);
    await expectNoAxeViolations(page, '/admin/item-models');

    await row.getByRole('link', { name: MODEL, exact: true }).click();
    await see(page.getByRole('heading', { level: 1, name: MODEL }));
    const preview = page.getByTestId('item-model-preview');
    await expect.poll(() => preview.getByTestId('preview-instance').count()).toBe(3);
    const drawn = preview.getByTestId('preview-instance').first();
    await see(drawn.getByText('Correct'));
    await see(drawn.getByText(/^Misconception: /).first());
    // Placeholders are filled in: the drawn values, not the template, reach the page.
    expect(await drawn.textContent()).not.toContain('{{');
    await settle(page);
    await expectNoAxeViolations(page, '/admin/item-models/:id');

    // A broken answer expression is reported by the checker, next to the instances' place.
    const answer = page.getByLabel('Answer expression');
    const original = await answer.inputValue();
    await answer.fill('u+');
    await see(preview.getByTestId('preview-problem').first());
    await answer.fill(original);
    await expect.poll(() => preview.getByTestId('preview-instance').count()).toBe(3);

    const generate = page.getByRole('form', { name: 'Generate questions' });
    await generate.getByLabel('How many').fill('3');
    await generate.getByRole('button', { name: 'Generate' }).click();
    const dialog = page.getByRole('alertdialog');
    await see(dialog.getByText(/3 questions will be drawn for .* pending review/));
    const answered = page.waitForResponse(
      (r) => r.url().includes('/generate') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Generate 3 questions' }).click();
    const result = (await (await answered).json()) as ItemModelGenerateResult;
    expect(result.status).toBe('pending_review');
    expect(result.created + result.skipped).toBe(3);
    expect(result.created).toBeGreaterThan(0);
    const outcome = page.getByRole('status').filter({ hasText: 'pending review' });
    await see(outcome);

    await outcome.getByRole('link', { name: 'Open the questions pending review' }).click();
    await waitForPath(page, '/admin/questions');
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBe('pending_review');
    expect(url.searchParams.get('source')).toBe('item_model');
    for (const id of result.questionIds) {
      await see(page.locator(`a[href="/admin/questions/manage/${id}"]`).first());
    }

    const first = result.questionIds[0] as string;
    const firstRow = page.getByRole('row').filter({
      has: page.locator(`a[href="/admin/questions/manage/${first}"]`),
    });
    await firstRow.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await see(page.getByText('1 question confirmed'));
    await firstRow.waitFor({ state: 'detached' });
    const stored = await page.request.get(`/api/admin/questions/${first}`);
    expect(stored.status()).toBe(200);
    expect(((await stored.json()) as { status: string }).status).toBe('confirmed');
    await page.close();
  });
});
