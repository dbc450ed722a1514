import { describe, expect, it } from 'vitest';
import { baseURL, see, setupBrowser, signIn, submitSignInForm, waitForPath } from './fixtures';

const browser = setupBrowser();

describe('a deactivated account', () => {
  it('is signed out, sees only /inactive after signing in, and is back after reactivation', async () => {
    const email = `e2e-deactivated-${Date.now()}@example.com`;
    const password = 'Inactive-pass-1';
    const student = await browser.newPage();
    const created = await student.request.post('/api/account/register', {
      data: { email, password, firstName: 'Rami', lastName: 'Fares' },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(201);
    const { userId } = await created.json();
    await student.goto('/auth');
    expect((await submitSignInForm(student, email, password)).status()).toBe(200);
    await waitForPath(student, '/student/dashboard');

    const admin = await browser.newPage();
    await signIn(admin, 'admin');
    const off = await admin.request.post(`/api/admin/users/${userId}/deactivate`, {
      headers: { origin: baseURL() },
    });
    expect(off.status()).toBe(200);

    // The student's session ended with the deactivation.
    await student.reload();
    await waitForPath(student, '/auth');
    expect((await submitSignInForm(student, email, password)).status()).toBe(200);
    await waitForPath(student, '/inactive');
    await see(student.getByRole('heading', { name: 'Account Deactivated' }));
    await see(student.getByText('Your account has been deactivated by an administrator'));
    await see(student.getByText(email));

    // Nothing else opens: the student area sends the user back here.
    await student.goto('/student/dashboard');
    await waitForPath(student, '/inactive');

    await student.getByRole('button', { name: 'Contact Support' }).click();
    await see(student.getByText('Opening email client to contact support'));

    await student.getByRole('button', { name: 'Sign Out' }).click();
    await see(student.getByText('You have been signed out'));
    await waitForPath(student, '/auth');

    const on = await admin.request.post(`/api/admin/users/${userId}/reactivate`, {
      headers: { origin: baseURL() },
    });
    expect(on.status()).toBe(200);
    expect((await submitSignInForm(student, email, password)).status()).toBe(200);
    await waitForPath(student, '/student/dashboard');
  });
});
