import { describe, expect, it } from 'vitest';
import { baseURL, see, setupBrowser, submitSignInForm, waitForPath } from './fixtures';

const browser = setupBrowser();

describe('where you are signed in', () => {
  it('a student signs another device out from the settings page', async () => {
    const email = `e2e-sessions-${Date.now()}@example.com`;
    const password = 'Sessions-pass-1';
    const laptop = await browser.newPage();
    const created = await laptop.request.post('/api/account/register', {
      data: { email, password, firstName: 'Tamer', lastName: 'Zaki' },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(201);

    const phone = await browser.newPage();
    await phone.goto('/auth');
    expect((await submitSignInForm(phone, email, password)).status()).toBe(200);
    await waitForPath(phone, '/student/dashboard');

    await laptop.goto('/auth');
    expect((await submitSignInForm(laptop, email, password)).status()).toBe(200);
    await waitForPath(laptop, '/student/dashboard');
    await laptop.goto('/student/settings');
    await see(laptop.getByRole('heading', { name: "Where you're signed in" }));
    await see(laptop.getByText('This device'));
    const signOut = laptop.getByRole('button', { name: /^Sign out/ });
    await see(signOut.first());
    expect(await signOut.count()).toBe(1);
    await signOut.first().click();
    await laptop
      .getByRole('alertdialog')
      .or(laptop.getByRole('dialog'))
      .getByRole('button', { name: 'Sign out' })
      .click();
    await see(laptop.getByText('Device signed out'));

    // The phone's session is gone: its next page load sends it to sign in.
    await phone.goto('/student/dashboard');
    await waitForPath(phone, '/auth');
  });
});
