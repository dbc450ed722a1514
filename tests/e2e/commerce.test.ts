import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  see,
  settle,
  setupBrowser,
  signIn,
  submitSignInForm,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();
const PASSWORD = 'Commerce-pass-1';

/** Registers through the form (the Free Trial gives 1 point) and signs in. */
async function registerAndSignIn(page: Page, person: { firstName: string; email: string }) {
  await page.getByLabel('First Name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last Name', { exact: true }).fill('Haddad');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await see(page.getByText('Account created successfully! You can now log in.'));
  expect((await submitSignInForm(page, person.email, PASSWORD)).status()).toBe(200);
  await waitForPath(page, '/student/dashboard');
}

async function newStudent(page: Page, tag: string) {
  const email = `e2e-${tag}-${Date.now()}@example.com`;
  await page.goto('/auth?mode=register');
  await registerAndSignIn(page, { firstName: 'Lina', email });
  return email;
}

/** Pay on the sandbox's page with a test card. */
async function payWithCard(page: Page, number: string) {
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await waitForPath(page, '/student/payment-result');
}

describe('students buy packages and unlock subjects', () => {
  it('buys Basic with 4242, sees the points and unlocks a subject; the pages pass axe', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await newStudent(page, 'buyer');

    await page.goto('/student/buy-package');
    await see(page.getByRole('heading', { name: 'Buy a package', level: 1 }));
    await see(page.getByLabel('Price of Premium').getByText('Package discount (5%)'));
    await settle(page);
    await expectNoAxeViolations(page, '/student/buy-package');

    await page.getByRole('link', { name: 'Choose Basic' }).click();
    await waitForPath(page, '/student/payment/00000000-0000-4000-8000-000000000002');
    await see(page.getByRole('heading', { name: 'Order summary' }));
    await settle(page);
    await expectNoAxeViolations(page, '/student/payment');

    // Card details stay in the browser: the request carries only the outcome.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sandbox')) sent.push(r.postData() ?? '');
    });
    await payWithCard(page, '4242 4242 4242 4242');
    await see(page.getByRole('heading', { name: 'Payment successful' }));
    await see(page.getByText('2 points were added to your account for Basic.'));
    await see(page.getByText('You now have 3 unlock points.'));
    expect(sent).toEqual([JSON.stringify({ outcome: 'succeeded' })]);
    await expectNoAxeViolations(page, '/student/payment-result');

    await page.goto('/student/packages');
    await see(page.getByText('2 of 2 points left'));

    await page.goto('/student/dashboard');
    await see(page.getByText('3 points to unlock subjects'));

    await page.goto('/student/unlocked-subjects');
    await see(page.getByText('You have 3 unlock points to spend.'));
    await settle(page);
    await expectNoAxeViolations(page, '/student/unlocked-subjects');
    await page.getByRole('button', { name: 'Unlock AP Calculus AB' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unlock for 1 point' }).click();
    await see(page.getByText(/AP Calculus AB unlocked until/));
    await see(page.getByText('You have 2 unlock points to spend.'));
    await expect
      .poll(() => page.getByRole('button', { name: 'Unlock AP Calculus AB' }).count())
      .toBe(0);
  });

  it('shows the reason when the card is declined, and offers a retry', async () => {
    const page = await browser.newPage();
    await signIn(page, 'student');
    await page.goto('/student/payment/00000000-0000-4000-8000-000000000002');
    await see(page.getByRole('heading', { name: 'Order summary' }));
    await payWithCard(page, '4000 0000 0000 0002');
    await see(page.getByRole('heading', { name: 'Payment failed' }));
    await see(page.getByText('Your card was declined. Try another card.'));
    await page.getByRole('link', { name: 'Try again' }).click();
    await waitForPath(page, '/student/payment/00000000-0000-4000-8000-000000000002');
  });

  it('a referred student sees the affiliate discount on its own line and pays the lower price', async () => {
    const stamp = Date.now();
    const code = `BUY${String(stamp).slice(-6)}`;
    const affiliate = await browser.newPage();
    await affiliate.goto('/auth?role=affiliate&mode=register');
    await affiliate.getByLabel('First Name', { exact: true }).fill('Noura');
    await affiliate.getByLabel('Last Name', { exact: true }).fill('Saleh');
    await affiliate.getByLabel('Email', { exact: true }).fill(`e2e-aff-buy-${stamp}@example.com`);
    await affiliate.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await affiliate.getByLabel('Affiliate Code', { exact: false }).fill(code);
    await affiliate.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(affiliate.getByText('Account created successfully! You can now log in.'));

    const page = await browser.newPage();
    // The referral link keeps the visitor on the landing page; the code is remembered (cookie).
    const visit = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/referrals/visits',
    );
    await page.goto(`/?code=${code}`);
    await visit;
    await page.goto('/auth?mode=register');
    const studentEmail = `e2e-referred-${stamp}@example.com`;
    await registerAndSignIn(page, { firstName: 'Omar', email: studentEmail });

    await page.goto('/student/buy-package');
    await see(page.getByText(/Your referral discount from Noura Saleh/));
    const premium = page.getByLabel('Price of Premium');
    await see(premium.getByText('Referral discount (10%)'));
    await see(premium.getByText('−$8.46'));
    await see(premium.getByText('$76.09'));

    await page.getByRole('link', { name: 'Choose Premium' }).click();
    await see(page.getByRole('button', { name: 'Pay $76.09' }));
    await payWithCard(page, '4242424242424242');
    await see(page.getByRole('heading', { name: 'Payment successful' }));
    await see(page.getByText('Amount paid: $76.09'));

    // The affiliate's commission appears on the payment, for administrators.
    const admin = await browser.newPage({ bypassCSP: true });
    await signIn(admin, 'admin');
    await admin.goto(`/admin/payments?student=${encodeURIComponent(studentEmail)}`);
    await see(admin.getByText(studentEmail));
    await settle(admin);
    await expectNoAxeViolations(admin, '/admin/payments');
    await admin.getByRole('button', { name: /Details of the payment of Omar/ }).click();
    const dialog = admin.getByRole('dialog');
    await see(dialog.getByText('Noura Saleh'));
    await see(dialog.getByText('$7.61 at 10% (pending)'));
    await see(dialog.getByText('credited 4 points'));
  });

  it('administrators see the packages and take one off sale and back', async () => {
    const admin = await browser.newPage({ bypassCSP: true });
    await signIn(admin, 'admin');
    await admin.goto('/admin/packages');
    await see(admin.getByRole('heading', { name: 'Ultimate' }));
    await settle(admin);
    await expectNoAxeViolations(admin, '/admin/packages');
    await admin.getByRole('button', { name: 'Deactivate Ultimate' }).click();
    await see(admin.getByText('Ultimate is no longer on sale'));
    await admin.getByRole('button', { name: 'Activate Ultimate' }).click();
    await see(admin.getByText('Ultimate is on sale again'));
  });
});
