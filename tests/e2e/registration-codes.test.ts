import { describe, expect, it } from 'vitest';
import { see, setupBrowser, submitSignInForm, waitForPath } from './fixtures';

const browser = setupBrowser();

async function fillRegistration(
  page: Awaited<ReturnType<typeof browser.newPage>>,
  person: { firstName: string; email: string },
) {
  await page.getByLabel('First Name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Last Name', { exact: true }).fill('Mansour');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill('Codes-pass-1');
}

describe('affiliate and referral codes', () => {
  it('an affiliate registers with a code, and a student who arrives with it is referred', async () => {
    const stamp = Date.now();
    const code = `E2E${String(stamp).slice(-6)}`;
    const page = await browser.newPage();

    // The affiliate registers with their own code, written in lower case.
    await page.goto('/auth?role=affiliate&mode=register');
    const affiliate = { firstName: 'Yara', email: `e2e-aff-${stamp}@example.com` };
    await fillRegistration(page, affiliate);
    await page.getByLabel('Affiliate Code', { exact: false }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(page.getByText('Account created successfully! You can now log in.'));
    expect((await submitSignInForm(page, affiliate.email, 'Codes-pass-1')).status()).toBe(200);
    await waitForPath(page, '/affiliate/dashboard');

    // A second affiliate cannot take the same code.
    const other = await browser.newPage();
    await other.goto('/auth?role=affiliate&mode=register');
    await fillRegistration(other, { firstName: 'Sami', email: `e2e-aff2-${stamp}@example.com` });
    await other.getByLabel('Affiliate Code', { exact: false }).fill(code);
    await other.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(other.getByText('This affiliate code is already in use').first());

    // A visitor follows the affiliate's link: the visit is reported, the code leaves the
    // address at once and the visitor stays on the landing page; the server's cookie remembers
    // the code, so the hero's call to register opens the form with it filled in.
    const student = await browser.newPage();
    const visit = student.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/referrals/visits',
    );
    await student.goto(`/?code=${code.toLowerCase()}`);
    expect(await (await visit).json()).toEqual({ accepted: true });
    await student.waitForURL((url) => !url.searchParams.has('code'));
    expect(new URL(student.url()).pathname).toBe('/');
    await student.getByRole('link', { name: 'Start Free Demo Test' }).first().click();
    await waitForPath(student, '/auth');
    const referral = student.getByLabel('Referral Code (optional)', { exact: true });
    await see(referral);
    expect(await referral.inputValue()).toBe(code);
    await fillRegistration(student, { firstName: 'Nadia', email: `e2e-ref-${stamp}@example.com` });
    await student.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(student.getByText('Account created successfully! You can now log in.'));
  });

  it("a wrong referral code is refused with the specification's message", async () => {
    const page = await browser.newPage();
    await page.goto('/auth?mode=register');
    await fillRegistration(page, {
      firstName: 'Rami',
      email: `e2e-wrong-${Date.now()}@example.com`,
    });
    await page.getByLabel('Referral Code (optional)', { exact: true }).fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await see(
      page.getByText('The code is incorrect, check with your referral for the code').first(),
    );
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
