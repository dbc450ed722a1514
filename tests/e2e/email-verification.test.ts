import { describe, expect, it } from 'vitest';
import { see, setupBrowser, waitForMail } from './fixtures';

const browser = setupBrowser();

describe('confirming the e-mail address', () => {
  it('the welcome e-mail of a new student confirms the address and opens the success view', async () => {
    const email = `e2e-verify-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await page.goto('/auth?mode=register');
    await page.getByLabel('First Name', { exact: true }).fill('Salma');
    await page.getByLabel('Last Name', { exact: true }).fill('Nabil');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Verify-pass-1');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(page.getByText('Account created successfully! You can now log in.'));

    const mail = await waitForMail(email, /Welcome to Tafawuq/);
    expect(mail.text).toContain('Hi Salma,');
    expect(mail.text).toContain('Your Free Trial is waiting');
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
    expect(link, 'a confirmation link in the e-mail').toBeTruthy();

    await page.goto(String(link));
    await see(page.getByRole('heading', { name: 'Email Verified!' }));
    expect(new URL(page.url()).searchParams.get('mode')).toBe('otp-success');
    await waitForMail(email, /Your e-mail address is confirmed/);

    await page.getByRole('button', { name: 'Proceed to Login' }).click();
    await see(page.getByRole('button', { name: 'Sign In', exact: true }));
  });

  it('a broken link shows the expired-link view, which leads to sign-in', async () => {
    const page = await browser.newPage();
    await page.goto('/api/auth/verify-email?token=broken&callbackURL=%2Fauth%3Fmode%3Dotp-success');
    await see(page.getByText('The email verification link has expired or is invalid.'));
    await see(page.getByText('Sign in to get a new verification email.'));
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await see(page.getByRole('button', { name: 'Sign In', exact: true }));
  });

  it("an expired link reported in the address's hash shows the same view", async () => {
    const page = await browser.newPage();
    await page.goto('/auth#error=access_denied&error_code=otp_expired');
    await see(page.getByRole('heading', { name: 'Verification link expired' }));
  });
});
