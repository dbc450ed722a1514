import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TUTORIAL_SLUGS } from '../../src/common/public-pages';
import type { Role } from '../../src/common/roles';
import {
  expectNoAxeViolations,
  fixtureUser,
  languageUser,
  see,
  settle,
  setupBrowser,
  signIn,
  signInAs,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();

async function open(path: string, role?: Role): Promise<Page> {
  const page = await browser.newPage({ bypassCSP: true });
  if (role) await signIn(page, role);
  await page.goto(path);
  return page;
}

describe('axe-core finds no accessibility violation', () => {
  describe('public pages', () => {
    const PUBLIC = [
      '/',
      '/terms-and-policies',
      '/help/tutorials',
      ...TUTORIAL_SLUGS.map((slug) => `/help/tutorials/${slug}`),
    ];
    // Desktop width: route-sweep-{en,ar}.test.ts.
    for (const [label, viewport] of [['360 px phone', { width: 360, height: 740 }]] as const) {
      it(`the public pages (${label})`, async () => {
        const page = await browser.newPage({ bypassCSP: true, viewport });
        for (const path of PUBLIC) {
          await page.goto(path);
          await see(page.getByRole('heading', { level: 1 }).first());
          await settle(page);
          await expectNoAxeViolations(page, `${path} (${label})`);
        }
        // The small-screen menu, open.
        if (viewport.width < 1000) {
          await page.goto('/');
          await page.getByRole('button', { name: 'Open menu' }).click();
          await see(page.locator('[data-site-menu]').getByRole('link', { name: 'FAQ' }));
          await expectNoAxeViolations(page, '/ with the menu open');
        }
      });
    }

    it('the 404 page', async () => {
      const page = await open('/no-such-page');
      await see(page.getByText('Oops! Page not found'), "'Oops! Page not found'");
      await settle(page);
      await expectNoAxeViolations(page, '404 page');
    });
  });

  it('the 404 page in Arabic', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await page.addInitScript(() => window.localStorage.setItem('tafawuq.language', 'ar'));
    await page.goto('/no-such-page');
    await see(page.getByRole('heading', { level: 1 }));
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u0600-\u06FF]/);
    await expectNoAxeViolations(page, '404 page (ar)');
  });

  describe('signed-in pages', () => {
    it('/inactive in Arabic (a deactivated account that reads Arabic)', async () => {
      const page = await browser.newPage({ bypassCSP: true });
      await signInAs(page, languageUser('ar', 'inactive'));
      await page.goto('/inactive');
      await waitForPath(page, '/inactive');
      const heading = page.getByRole('heading', { level: 1 });
      await see(heading);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await heading.textContent()).toMatch(/[\u0600-\u06FF]/);
      await expectNoAxeViolations(page, '/inactive (ar)');
    });

    it('/inactive (deactivated user)', async () => {
      const page = await open('/inactive', 'inactive');
      await waitForPath(page, '/inactive');
      await see(page.getByText('Account Deactivated'), "'Account Deactivated'");
      await settle(page);
      await expectNoAxeViolations(page, '/inactive');
    });

    it('/student/dashboard on a 360 px wide phone screen', async () => {
      const page = await browser.newPage({
        bypassCSP: true,
        viewport: { width: 360, height: 740 },
      });
      await signIn(page, 'student');
      await page.goto('/student/dashboard');
      await see(
        page.getByRole('heading', { name: `Welcome back, ${fixtureUser('student').firstName}` }),
        'the student dashboard heading',
      );
      await settle(page);
      await expectNoAxeViolations(page, '/student/dashboard (360 px)');
    });
  });
});
