import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, see, settle, setupBrowser, signIn, waitForPath } from './fixtures';

const browser = setupBrowser();
const CODE = `E2E${String(Date.now()).slice(-7)}`;

/**
 * Discounts & Coupons (issue 17) end to end: an administrator creates a coupon on its page, a
 * student applies it on the payment page, sees its line in the price, pays in the sandbox, and
 * the administrator's list counts the use.
 */
describe('coupons end to end', () => {
  it('admin creates a coupon; a student applies it, pays in the sandbox; the list shows 1 use', async () => {
    // 1. The administrator creates a 20 % coupon limited to 5 uses.
    const admin = await browser.newPage({ bypassCSP: true });
    await signIn(admin, 'admin');
    await admin.goto('/admin/discounts');
    await see(admin.getByRole('heading', { name: 'Discounts & Coupons', level: 1 }));
    await settle(admin);
    await expectNoAxeViolations(admin, '/admin/discounts');
    await admin.getByRole('button', { name: 'New coupon' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Code', { exact: true }).fill(CODE.toLowerCase());
    await dialog.getByLabel('Value', { exact: true }).fill('20');
    await dialog.getByLabel('Uses in all', { exact: true }).fill('5');
    await see(dialog.getByRole('checkbox', { name: 'Basic' }));
    await expectNoAxeViolations(admin, 'the new-coupon dialog');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await see(admin.getByText(`Coupon ${CODE} created`));
    await see(admin.getByRole('rowheader', { name: CODE }));

    // 2. The student opens Basic's payment page; a wrong code is refused clearly.
    const student = await browser.newPage({ bypassCSP: true });
    await signIn(student, 'student');
    await student.goto('/student/buy-package');
    await student.getByRole('link', { name: 'Choose Basic' }).click();
    await see(student.getByRole('heading', { name: 'Order summary' }));
    const box = student.getByLabel('Coupon code', { exact: true });
    await box.fill('NOPE-NOT-A-CODE');
    await student.getByRole('button', { name: 'Apply', exact: true }).click();
    await see(student.getByRole('alert').filter({ hasText: 'This coupon code is not valid' }));

    // 3. The right code (any case) adds its line to the breakdown and lowers the price.
    await box.fill(` ${CODE.toLowerCase()} `);
    await student.getByRole('button', { name: 'Apply', exact: true }).click();
    await see(student.getByText(`Code ${CODE} applied`));
    const line = student.getByRole('term').filter({ hasText: `Coupon ${CODE}` });
    await see(line);
    const payButton = student.getByRole('button', { name: /^Pay \$/ });
    const label = (await payButton.textContent()) ?? '';
    await settle(student);
    await expectNoAxeViolations(student, '/student/payment with a coupon');

    // 4. Pay in the sandbox with the test card: the payment result shows the coupon's price.
    await payButton.click();
    await student.getByLabel('Card number').fill('4242 4242 4242 4242');
    await student.getByLabel('Expiry (MM / YY)').fill('12 / 40');
    await student.getByLabel('CVC').fill('123');
    await student.getByRole('button', { name: label.trim() }).click();
    await waitForPath(student, '/student/payment-result');
    await see(student.getByRole('heading', { name: 'Payment successful' }));

    // 5. The administrator's list counts one use of the five.
    await admin.goto(`/admin/discounts?search=${CODE}`);
    const row = admin
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: CODE }) });
    await see(row.getByText('1 of 5'));
    expect(await row.getByText('Active').count()).toBe(1);
  }, 120_000);
});
