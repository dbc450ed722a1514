import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { see, settle, setupBrowser, signIn } from './fixtures';

const browser = setupBrowser();

describe('administrators import and export questions', () => {
  it('pastes an Aiken question, previews and imports it, finds it in the list and exports it as JSON', async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto('/admin/questions');
    await see(page.getByRole('heading', { name: 'Question bank' }));
    await settle(page);

    const marker = `e2e${Date.now()}`;
    const stem = `Which planet is called the red planet? (${marker})`;
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import questions' });
    await dialog.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'Aiken' }).click();
    await dialog.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'AP Physics 1' }).click();
    await dialog.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Kinematics' }).click();
    await dialog
      .getByLabel('Or paste the questions')
      .fill(`${stem}\nA. Venus\nB. Mars\nC. Jupiter\nANSWER: B\n`);

    await dialog.getByRole('button', { name: 'Preview' }).click();
    await see(dialog.getByText('The row is valid and can be imported.'));
    await dialog.getByRole('button', { name: 'Import all' }).click();
    await see(page.getByText('1 question imported'));
    await expect.poll(() => dialog.count()).toBe(0);

    // The new question tops the unsearched list too, so its row alone does not prove the search
    // reached the list: wait for the address and the count to say so.
    await page.getByRole('searchbox', { name: 'Search questions' }).fill(marker);
    await page.waitForURL((url) => url.searchParams.get('q') === marker);
    await see(page.getByText('1 question', { exact: true }), 'the list counting 1 question');
    await see(page.getByRole('table').getByText(stem));

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'JSON (lossless)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tafawuq-questions-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      format: string;
      questions: { stem: string; subject: string; topic: string; answer: unknown }[];
    };
    // The export follows the list's search: just the imported question.
    expect(file.format).toBe('tafawuq-questions');
    expect(file.questions).toHaveLength(1);
    expect(file.questions[0]).toMatchObject({
      stem,
      subject: 'ap-physics-1',
      topic: 'kinematics',
      answer: { type: 'single', correct: 'b' },
    });
  });
});
