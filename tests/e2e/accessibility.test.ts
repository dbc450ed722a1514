import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { TUTORIAL_SLUGS } from '../../src/common/public-pages';
import type { Role } from '../../src/common/roles';
import {
  expectNoAxeViolations,
  fixtureUser,
  see,
  settle,
  setupBrowser,
  signIn,
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
    for (const [label, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['360 px phone', { width: 360, height: 740 }],
    ] as const) {
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

    it('/auth (sign in)', async () => {
      const page = await open('/auth');
      await see(page.getByRole('button', { name: 'Sign In', exact: true }), "'Sign In'");
      await settle(page);
      await expectNoAxeViolations(page, '/auth');
    });

    it('/auth?mode=register (registration)', async () => {
      const page = await open('/auth?mode=register');
      await see(page.getByRole('button', { name: 'Sign Up', exact: true }), "'Sign Up'");
      await settle(page);
      await expectNoAxeViolations(page, '/auth?mode=register');
    });

    it('the 404 page', async () => {
      const page = await open('/no-such-page');
      await see(page.getByText('Oops! Page not found'), "'Oops! Page not found'");
      await settle(page);
      await expectNoAxeViolations(page, '404 page');
    });

    it('/setup', async () => {
      const page = await open('/setup');
      await settle(page);
      await expectNoAxeViolations(page, '/setup');
    });
  });

  describe('signed-in pages', () => {
    it('/inactive (deactivated user)', async () => {
      const page = await open('/inactive', 'inactive');
      await waitForPath(page, '/inactive');
      await see(page.getByText('Account Deactivated'), "'Account Deactivated'");
      await settle(page);
      await expectNoAxeViolations(page, '/inactive');
    });

    it('/student/dashboard', async () => {
      const page = await open('/student/dashboard', 'student');
      await waitForPath(page, '/student/dashboard');
      await see(
        page.getByRole('heading', { name: `Welcome back, ${fixtureUser('student').firstName}` }),
        'the student dashboard heading',
      );
      await settle(page);
      await expectNoAxeViolations(page, '/student/dashboard');
    });

    it('/affiliate/dashboard', async () => {
      const page = await open('/affiliate/dashboard', 'affiliate');
      await waitForPath(page, '/affiliate/dashboard');
      await see(
        page.getByRole('heading', { name: 'Affiliate Dashboard' }),
        "'Affiliate Dashboard'",
      );
      await settle(page);
      await expectNoAxeViolations(page, '/affiliate/dashboard');
    });

    it('/admin/dashboard', async () => {
      const page = await open('/admin/dashboard', 'admin');
      await waitForPath(page, '/admin/dashboard');
      await see(page.getByRole('heading', { name: 'Admin Dashboard' }), "'Admin Dashboard'");
      await settle(page);
      await expectNoAxeViolations(page, '/admin/dashboard');
    });

    it('/admin/manual-email-fix and /admin/students/active-sessions', async () => {
      const page = await open('/admin/manual-email-fix', 'admin');
      await see(page.getByRole('heading', { name: 'Manual verification fix' }));
      await settle(page);
      await expectNoAxeViolations(page, '/admin/manual-email-fix');
      await page.goto('/admin/students/active-sessions');
      await see(page.getByRole('heading', { name: 'Active sessions' }));
      await settle(page);
      await expectNoAxeViolations(page, '/admin/students/active-sessions');
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
