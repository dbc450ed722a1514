import { describe, expect, it } from 'vitest';
import { baseURL, see, setupBrowser, submitSignInForm, waitForMail, waitForPath } from './fixtures';

const browser = setupBrowser();

describe('a forgotten password', () => {
  it('is reset through the e-mailed link; the new password works and the old one does not', async () => {
    const email = `e2e-reset-${Date.now()}@example.com`;
    const oldPassword = 'Old-pass-123';
    const newPassword = 'New-pass-456';
    const page = await browser.newPage();
    const created = await page.request.post('/api/account/register', {
      data: { email, password: oldPassword, firstName: 'Hala', lastName: 'Saeed' },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(201);

    await page.goto('/auth');
    await page
      .getByRole('link', { name: 'Forgot password?' })
      .or(page.getByRole('button', { name: 'Forgot password?' }))
      .first()
      .click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await see(page.getByText('Password reset instructions sent to your email'));

    const mail = await waitForMail(email, /Reset your Tafawuq password/);
    const link = /https?:\/\/\S+mode=update-password&token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link, 'a reset link in the e-mail').toBeTruthy();

    await page.goto(String(link));
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await see(page.getByText('Password updated successfully'));
    await waitForPath(page, '/auth');

    expect((await submitSignInForm(page, email, oldPassword)).status()).toBe(401);
    expect((await submitSignInForm(page, email, newPassword)).status()).toBe(200);
    await waitForPath(page, '/student/dashboard');
  });
});
