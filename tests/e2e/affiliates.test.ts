import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  see,
  settle,
  setupBrowser,
  signIn,
  submitSignInForm,
  waitForMail,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();

const stamp = Date.now();
const AFFILIATE = {
  firstName: 'Rania',
  lastName: 'Khoury',
  email: `e2e-partner-${stamp}@example.com`,
  password: 'Partner-pass-1',
  code: `RANIA${String(stamp).slice(-5)}`,
};
const AFFILIATE_NAME = `${AFFILIATE.firstName} ${AFFILIATE.lastName}`;
const STUDENT = {
  firstName: 'Karim',
  email: `e2e-ref-buyer-${stamp}@example.com`,
  password: 'Buyer-pass-1',
};
const PAYOUT_REFERENCE = `PAYOUT-${String(stamp).slice(-6)}`;

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/auth');
  expect((await submitSignInForm(page, email, password)).status()).toBe(200);
}

/**
 * The whole referral loop, in the order a business lives it: an administrator creates the
 * affiliate, a visitor follows the link, registers with the code filled in and buys with the
 * referral discount, the affiliate sees it all, the administrator approves and pays the
 * commission, and the affiliate sees it paid with the e-mail in their inbox.
 */
describe('the affiliate programme end to end', () => {
  it('admin creates an affiliate; a referred student buys; the commission is approved and paid', async () => {
    // 1. The administrator creates the affiliate on /admin/affiliate-accounts.
    const admin = await browser.newPage({ bypassCSP: true });
    await signIn(admin, 'admin');
    await admin.goto('/admin/affiliate-accounts');
    await see(admin.getByRole('heading', { name: 'Affiliate Accounts', level: 1 }));
    await settle(admin);
    await expectNoAxeViolations(admin, '/admin/affiliate-accounts');
    await admin.getByRole('button', { name: 'Create affiliate' }).click();
    const create = admin.getByRole('dialog');
    await create.getByLabel('First name', { exact: true }).fill(AFFILIATE.firstName);
    await create.getByLabel('Last name', { exact: true }).fill(AFFILIATE.lastName);
    await create.getByLabel('E-mail', { exact: true }).fill(AFFILIATE.email);
    await create.getByLabel('Password', { exact: true }).fill(AFFILIATE.password);
    await create.getByLabel('Affiliate code', { exact: true }).fill(AFFILIATE.code.toLowerCase());
    await expectNoAxeViolations(admin, 'the create-affiliate dialog');
    await create.getByRole('button', { name: 'Create affiliate' }).click();
    await see(admin.getByText(`Affiliate ${AFFILIATE.code} created`));
    await see(admin.getByRole('cell', { name: AFFILIATE.code }));

    // 2. A visitor opens the referral link: counted, the code leaves the address, and the
    //    registration form has it filled in.
    const student = await browser.newPage();
    const visit = student.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/referrals/visits',
    );
    await student.goto(`/?code=${AFFILIATE.code}`);
    expect(await (await visit).json()).toEqual({ accepted: true });
    await student.waitForURL((url) => !url.searchParams.has('code'));
    await student.getByRole('link', { name: 'Start Free Demo Test' }).first().click();
    await waitForPath(student, '/auth');
    const referral = student.getByLabel('Referral Code (optional)', { exact: true });
    await see(referral);
    await expect.poll(() => referral.inputValue()).toBe(AFFILIATE.code);
    await student.getByLabel('First Name', { exact: true }).fill(STUDENT.firstName);
    await student.getByLabel('Last Name', { exact: true }).fill('Mansour');
    await student.getByLabel('Email', { exact: true }).fill(STUDENT.email);
    await student.getByLabel('Password', { exact: true }).fill(STUDENT.password);
    await student.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(student.getByText('Account created successfully! You can now log in.'));
    expect((await submitSignInForm(student, STUDENT.email, STUDENT.password)).status()).toBe(200);
    await waitForPath(student, '/student/dashboard');

    // 3. The student buys Premium with the referral discount (list $89.00, −5 %, −10 %).
    await student.goto('/student/buy-package');
    await see(student.getByText(new RegExp(`Your referral discount from ${AFFILIATE_NAME}`)));
    await student.getByRole('link', { name: 'Choose Premium' }).click();
    await student.getByRole('button', { name: 'Pay $76.09' }).click();
    await student.getByLabel('Card number').fill('4242 4242 4242 4242');
    await student.getByLabel('Expiry (MM / YY)').fill('12 / 40');
    await student.getByLabel('CVC').fill('123');
    await student.getByRole('button', { name: 'Pay $76.09' }).click();
    await waitForPath(student, '/student/payment-result');
    await see(student.getByRole('heading', { name: 'Payment successful' }));

    // 4. The affiliate sees the visit, the sign-up, the paying student and a pending commission.
    const affiliate = await browser.newPage({ bypassCSP: true });
    await signInAs(affiliate, AFFILIATE.email, AFFILIATE.password);
    await waitForPath(affiliate, '/affiliate/dashboard');
    await see(affiliate.getByRole('heading', { name: 'Affiliate Dashboard', level: 1 }));
    await see(affiliate.getByText(AFFILIATE.code, { exact: true }));
    const figure = (label: string) =>
      affiliate
        .locator('dl')
        .filter({ has: affiliate.getByText(label, { exact: true }) })
        .locator('dd')
        .first();
    await expect.poll(() => figure('Visits').textContent()).toBe('1');
    await expect.poll(() => figure('Sign-ups').textContent()).toBe('1');
    await expect.poll(() => figure('Paying students').textContent()).toBe('1');
    await expect.poll(() => figure('Pending').textContent()).toBe('$7.61');
    await see(affiliate.getByRole('img', { name: /QR code of your referral link/ }));
    await settle(affiliate);
    await expectNoAxeViolations(affiliate, '/affiliate/dashboard with a referral');

    await affiliate.goto('/affiliate/users-referred');
    const referredRow = affiliate.getByRole('row').filter({ hasText: 'Karim Mansour' });
    await see(referredRow.getByRole('cell', { name: 'e2***@example.com', exact: true }));
    await see(referredRow.getByText('$76.09'));
    await expect.poll(() => affiliate.getByText(STUDENT.email).count()).toBe(0);
    await settle(affiliate);
    await expectNoAxeViolations(affiliate, '/affiliate/users-referred');

    await affiliate.goto('/affiliate/commissions');
    const ownRow = affiliate.getByRole('row').filter({ hasText: 'Premium' });
    await see(ownRow.getByText('Pending'));
    await see(ownRow.getByText('$7.61'));
    await settle(affiliate);
    await expectNoAxeViolations(affiliate, '/affiliate/commissions');

    // 5. The administrator approves, then pays, the commission.
    await admin.goto(`/admin/affiliate-accounts?tab=commissions`);
    await admin
      .getByRole('searchbox', { name: 'Search by student or affiliate' })
      .fill(STUDENT.email);
    const adminRow = admin.getByRole('row').filter({ hasText: 'Karim Mansour' });
    await see(adminRow.getByText('Pending'));
    await settle(admin);
    await expectNoAxeViolations(admin, '/admin/affiliate-accounts (commissions)');
    await adminRow
      .getByRole('button', { name: /^Approve the commission of Karim Mansour/ })
      .click();
    const approve = admin.getByRole('alertdialog');
    await see(approve.getByText(/Total \$7\.61/));
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await see(admin.getByText('1 commission approved'));
    await see(adminRow.getByText('Approved', { exact: true }));

    await adminRow
      .getByRole('button', { name: /^Mark the commission of Karim Mansour paid/ })
      .click();
    const pay = admin.getByRole('dialog');
    await pay.getByRole('button', { name: 'Mark paid', exact: true }).click();
    await see(pay.getByText('Enter the payout reference'));
    await pay.getByLabel('Payout reference').fill(PAYOUT_REFERENCE);
    await pay.getByRole('button', { name: 'Mark paid', exact: true }).click();
    await see(admin.getByText('1 commission marked paid'));
    await see(adminRow.getByText(`Ref. ${PAYOUT_REFERENCE}`));

    // 6. The affiliate sees it paid, and the approval e-mail arrived over SMTP.
    await affiliate.goto('/affiliate/commissions');
    await see(ownRow.getByText('Paid', { exact: true }));
    await see(ownRow.getByText(PAYOUT_REFERENCE));
    const mail = await waitForMail(AFFILIATE.email, /commission is approved/);
    expect(mail.text).toContain('$7.61');
  });
});
