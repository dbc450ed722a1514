import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn } from './fixtures';

const browser = setupBrowser();

/** MathLive moves focus into its field just after the click; type only once it has it. */
async function focusMathField(field: Locator) {
  await field.click();
  await expect
    .poll(() => field.evaluate((el) => el === document.activeElement), { timeout: 5_000 })
    .toBe(true);
}

const mathField = (page: Page, label: string) => page.locator(`math-field[aria-label="${label}"]`);
const detail = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd code`);

describe('administrators try the math field', () => {
  it('types into MathLive under the real CSP, sees the LaTeX and checks equivalence', async () => {
    // No bypassCSP: MathLive, its styles and its self-hosted fonts must pass the app's policy.
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await signIn(page, 'admin');
    await page.goto('/admin/test');
    await see(page.getByRole('heading', { name: 'Math field test', level: 1 }));

    const field = mathField(page, 'Expression');
    await see(field, 'the MathLive field');
    await focusMathField(field);
    await page.keyboard.type('x^2-1');
    await see(detail(page, 'LaTeX').filter({ hasText: 'x^2-1' }), 'the LaTeX of what was typed');
    await see(
      detail(page, 'Parsed expression (MathJSON)').filter({
        hasText: '["Add",["Power","x",2],-1]',
      }),
      "the server's MathJSON",
    );
    await see(page.getByText('Parses', { exact: true }));

    await focusMathField(mathField(page, 'First expression'));
    await page.keyboard.type('x^2-1');
    await focusMathField(mathField(page, 'Second expression'));
    await page.keyboard.type('(x-1)(x+1)');
    await page.getByRole('button', { name: 'Check equivalence' }).click();
    await see(page.getByText('Equivalent', { exact: true }));
    await see(detail(page, 'Second, canonical').filter({ hasText: '(x-1)(x+1)' }));

    // The math fonts come from our own origin (Vite copies MathLive's .woff2 files into assets).
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
    );
    expect(fonts).toContain('KaTeX_Main');
    expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
  });

  it('says when two expressions differ; the page passes axe at phone width', async () => {
    const page = await browser.newPage({ bypassCSP: true, viewport: { width: 360, height: 800 } });
    await signIn(page, 'admin');
    await page.goto('/admin/test');
    await see(mathField(page, 'First expression'));
    await settle(page);
    await page.getByRole('button', { name: '2x ≟ x^2' }).click();
    await page.getByRole('button', { name: 'Check equivalence' }).click();
    await see(page.getByText('Not equivalent', { exact: true }));
    await expectNoAxeViolations(page, '/admin/test');
  });
});
