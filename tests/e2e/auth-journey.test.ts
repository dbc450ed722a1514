import { describe, expect, it } from 'vitest';
import { see, setupBrowser, submitSignInForm, waitForPath } from './fixtures';

const browser = setupBrowser();

describe('a visitor becomes a student', () => {
  it('registers, signs in, lands on the dashboard, signs out and signs in again', async () => {
    const page = await browser.newPage();
    const firstName = 'Layla';
    const email = `e2e-register-${Date.now()}@example.com`;
    const password = 'Register-pass-1';

    await page.goto('/auth?mode=register');
    await page.getByLabel('First Name', { exact: true }).fill(firstName);
    await page.getByLabel('Last Name', { exact: true }).fill('Haddad');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await see(
      page.getByText('Account created successfully! You can now log in.'),
      "the toast 'Account created successfully! You can now log in.'",
    );
    // The sign-in view replaces the registration form.
    await see(page.getByRole('button', { name: 'Sign In', exact: true }), "the 'Sign In' button");
    await see(page.getByLabel('Email', { exact: true }), "the 'Email' field");
    await see(page.getByLabel('Password', { exact: true }), "the 'Password' field");
    expect(await page.getByLabel('First Name', { exact: true }).count()).toBe(0);

    const first = await submitSignInForm(page, email, password);
    expect(first.status()).toBe(200);
    await waitForPath(page, '/student/dashboard');
    await see(
      page.getByRole('heading', { name: `Welcome back, ${firstName}` }),
      `the heading 'Welcome back, ${firstName}'`,
    );

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('menuitem', { name: 'Sign out' })
      .or(page.getByRole('button', { name: 'Sign out' }))
      .first()
      .click();
    await waitForPath(page, '/');

    // Signed out for real: the dashboard now sends the visitor to the sign-in screen.
    await page.goto('/student/dashboard');
    await waitForPath(page, '/auth');

    await page.goto('/auth');
    const second = await submitSignInForm(page, email, password);
    expect(second.status()).toBe(200);
    await waitForPath(page, '/student/dashboard');
    await see(
      page.getByRole('heading', { name: `Welcome back, ${firstName}` }),
      `the heading 'Welcome back, ${firstName}'`,
    );
  });

  it('shows a clear error and stays on /auth when the password is wrong', async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    const res = await submitSignInForm(page, 'e2e-student@example.com', 'not-the-password');
    expect(res.status()).toBe(401);
    // The spec's catalogue: invalid credentials read 'Invalid email or password format'.
    await see(
      page.getByRole('alert').filter({ hasText: /^Invalid email or password format$/ }),
      "an alert 'Invalid email or password format'",
    );
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await page.getByRole('heading', { name: /Welcome back/ }).count()).toBe(0);
  });
});
