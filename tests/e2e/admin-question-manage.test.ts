import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn, waitForPath } from './fixtures';

const browser = setupBrowser();

describe('question-manage: administrators create and review a question', () => {
  it('creates a question with LaTeX, sees the preview, saves, confirms it and sees the history', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await signIn(page, 'admin');
    await page.goto('/admin/questions');
    await page.getByRole('link', { name: 'New question' }).click();
    await waitForPath(page, '/admin/questions/manage');
    await see(page.getByRole('heading', { level: 1, name: 'New question' }));

    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'AP Calculus AB (AP)' }).click();
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option').first().click();

    const n = 10 + (Date.now() % 100000);
    await page
      .getByRole('textbox', { name: 'Question text' })
      .fill(`E2E ${n}: what is **the derivative** of $x^{${n}}$?\n\n$$\\frac{d}{dx} x^{${n}}$$`);
    const preview = page.getByTestId('qe-stem-preview');
    await see(preview.locator('.katex-display'), 'the display formula in the preview');
    await see(preview.locator('strong', { hasText: 'the derivative' }));

    const choices = [`$${n}x^{${n - 1}}$`, `$x^{${n - 1}}$`, `$${n}x$`, `$0$`];
    for (const [i, text] of choices.entries()) {
      await page.getByRole('textbox', { name: `Choice ${'ABCD'[i]}`, exact: true }).fill(text);
    }
    await page.getByRole('radio', { name: 'Choice A is correct' }).check();
    await page.getByRole('textbox', { name: 'Explanation' }).fill('Power rule: $nx^{n-1}$.');
    await see(page.getByTestId('qe-explanation-preview').locator('.katex'));

    await page.getByRole('button', { name: 'Save as draft' }).click();
    await see(page.getByText('Question created'));
    await see(page.getByRole('heading', { level: 1, name: 'Edit question' }));
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/questions\/manage\/[0-9a-f-]{36}$/);
    await see(page.getByTestId('qe-status').getByText('Draft'));

    const status = page.getByRole('complementary', { name: 'Status' });
    await status.getByRole('button', { name: 'Submit for review' }).click();
    await see(page.getByText('Status changed to Pending review'));
    await status.getByRole('button', { name: 'Confirm' }).click();
    await see(page.getByText('Status changed to Confirmed'));
    await see(page.getByTestId('qe-confirmed-by').getByText(/^Confirmed by .+ on /));
    await see(page.getByTestId('qe-confirmed-note'));

    const history = page.getByRole('list', { name: 'Change history' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(3);
    await see(
      history
        .getByRole('listitem')
        .first()
        .getByText(/^Confirmed/),
    );
    await see(history.getByText('Changed: status: Draft → Pending review'));

    await settle(page);
    await expectNoAxeViolations(page, '/admin/questions/manage/:id');

    // The list links to it.
    await page.goto(`/admin/questions?q=${encodeURIComponent(`E2E ${n}`)}`);
    await see(page.getByRole('link', { name: new RegExp(`^E2E ${n}:`) }));
  });
});
