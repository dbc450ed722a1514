import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/common/roles';
import {
  fixtureUser,
  see,
  settle,
  setupBrowser,
  signIn,
  submitSignInForm,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();

async function signInThroughForm(page: Page, role: Role) {
  const user = fixtureUser(role);
  await page.goto('/auth');
  const res = await submitSignInForm(page, user.email, user.password);
  expect(res.status(), `sign-in as ${role}`).toBe(200);
}

/** Marks the page once 'Admin Dashboard' is ever part of its text, even for an instant. */
async function watchForAdminText(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __sawAdmin: boolean };
    w.__sawAdmin = false;
    const check = () => {
      if (document.body?.textContent?.includes('Admin Dashboard')) w.__sawAdmin = true;
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __sawAdmin: boolean }).__sawAdmin);
}

describe('each role lands in its own area after signing in', () => {
  it('an administrator lands on /admin/dashboard', async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, 'admin');
    await waitForPath(page, '/admin/dashboard');
    await see(page.getByRole('heading', { name: 'Admin Dashboard' }), "'Admin Dashboard'");
  });

  it('an affiliate lands on /affiliate/dashboard', async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, 'affiliate');
    await waitForPath(page, '/affiliate/dashboard');
    await see(page.getByRole('heading', { name: 'Affiliate Dashboard' }), "'Affiliate Dashboard'");
  });

  it('a deactivated user lands on /inactive', async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, 'inactive');
    await waitForPath(page, '/inactive');
    await see(page.getByText('Account Deactivated'), "'Account Deactivated'");
    await see(page.getByText(fixtureUser('inactive').email), 'the account e-mail');
  });
});

describe('route guards', () => {
  it('a student opening /admin/dashboard ends on /student/dashboard without seeing admin content', async () => {
    const page = await browser.newPage();
    const sawAdmin = await watchForAdminText(page);
    await signIn(page, 'student');
    await page.goto('/admin/dashboard');
    await waitForPath(page, '/student/dashboard');
    await see(
      page.getByRole('heading', { name: `Welcome back, ${fixtureUser('student').firstName}` }),
      'the student dashboard',
    );
    await settle(page);
    expect(await sawAdmin(), "'Admin Dashboard' appeared on the student's screen").toBe(false);
  });

  it('a student opening the affiliate area ends on /student/dashboard', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student');
    await page.goto('/affiliate/dashboard');
    await waitForPath(page, '/student/dashboard');
    expect(await page.getByText('Affiliate Dashboard').count()).toBe(0);
  });

  it('a deactivated user opening /student/dashboard ends on /inactive', async () => {
    const page = await browser.newPage();
    await signIn(page, 'inactive');
    await page.goto('/student/dashboard');
    await waitForPath(page, '/inactive');
    await see(page.getByText('Account Deactivated'), "'Account Deactivated'");
  });

  it('a visitor opening /student/dashboard ends on /auth', async () => {
    const page = await browser.newPage();
    await page.goto('/student/dashboard');
    await waitForPath(page, '/auth');
    await see(page.getByRole('button', { name: 'Sign In', exact: true }), "the 'Sign In' button");
  });

  it('a visitor opening /admin/dashboard ends on /auth without seeing admin content', async () => {
    const page = await browser.newPage();
    const sawAdmin = await watchForAdminText(page);
    await page.goto('/admin/dashboard');
    await waitForPath(page, '/auth');
    await settle(page);
    expect(await sawAdmin(), "'Admin Dashboard' appeared to a visitor").toBe(false);
  });
});
