import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/common/roles';
import {
  baseURL,
  expectNoAxeViolations,
  fixtureUser,
  see,
  settle,
  setupBrowser,
  signIn,
  waitForMail,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();

/** At desktop width every page is swept in both languages by route-sweep-{en,ar}.test.ts. */
const VIEWPORTS = [['390 px phone', { width: 390, height: 844 }]] as const;

/** The fixture student's id, as administrators find it through the student search. */
async function fixtureStudentId(page: Page): Promise<string> {
  const email = fixtureUser('student').email;
  const res = await page.request.get(`/api/admin/students?search=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { id: string; email: string }[] };
  const student = body.items.find((s) => s.email === email);
  if (!student) throw new Error(`The student search did not find ${email}`);
  return student.id;
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const { overflow, culprit } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    // The deepest element that reaches past the screen's end names what to fix.
    let culprit = '';
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el.getBoundingClientRect().right > window.innerWidth + 1) {
        culprit = `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
      }
    }
    return { overflow: root.scrollWidth - window.innerWidth, culprit };
  });
  expect(
    overflow,
    `${label} is ${overflow} px wider than the screen (${culprit})`,
  ).toBeLessThanOrEqual(0);
}

type Viewport = (typeof VIEWPORTS)[number];

/** Visits every path at one width and reports every problem found, not only the first. */
async function sweep(
  role: Role,
  [label, viewport]: Viewport,
  paths: (page: Page) => Promise<string[]>,
) {
  const problems: string[] = [];
  const page = await browser.newPage({ bypassCSP: true, viewport });
  await signIn(page, role);
  for (const path of await paths(page)) {
    const where = `${path} (${label})`;
    try {
      await page.goto(path);
      await see(page.getByRole('heading', { level: 1 }), `the heading of ${path}`);
      await settle(page);
      await expectNoAxeViolations(page, where);
      await expectNoSidewaysScroll(page, where);
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
    }
  }
  expect(problems.join('\n\n')).toBe('');
}

/** A sweep visits many pages, each checked by axe: more than the default minute on a busy machine. */
const SWEEP_TIMEOUT = 180_000;

async function adminPages(page: Page): Promise<string[]> {
  const studentId = await fixtureStudentId(page);
  const student = encodeURIComponent(fixtureUser('student').email);
  return [
    '/admin/affiliate-accounts',
    '/admin/affiliate-accounts?tab=commissions',
    '/admin/users',
    '/admin/user-verification',
    '/admin/students/search',
    `/admin/students/profile/${studentId}`,
    `/admin/students/edit-packages/${studentId}`,
    `/admin/user-diagnostic?email=${student}`,
    '/admin/email-verification-fix',
    '/admin/email-templates',
    '/admin/email-templates?key=welcome',
    '/admin/email-test',
    '/admin/email-management',
    '/admin/email-configuration',
  ];
}

/** The system tools of the admin console. */
const SYSTEM_PAGES = [
  '/admin/security',
  '/admin/database-setup',
  '/admin/database-test',
  '/admin/database-analytics',
  '/admin/table-management',
  '/admin/database-schema',
  '/admin/sql-function-tester',
  '/admin/logs',
  '/admin/performance',
  '/admin/backup',
];

/** The business pages: analytics, reports, bulk account actions and coupons. */
const BUSINESS_PAGES = [
  '/admin/dashboard',
  '/admin/dashboard?days=7',
  '/admin/website-stats',
  '/admin/revenue',
  '/admin/revenue-analytics?days=90',
  '/admin/content-analytics',
  '/admin/user-behavior',
  '/admin/students/reports',
  '/admin/account-actions',
  '/admin/discounts',
];

/**
 * Every page of the affiliate area and of the administrator's console built for affiliates,
 * users, students, diagnostics, e-mail, the system and the business: it opens at desktop and phone widths,
 * passes axe-core and fits the screen.
 */
describe('the affiliate area and the admin console', () => {
  // A subject with a long name (off sale, so no other journey meets it): lists that name
  // subjects must keep it inside a phone's width.
  beforeAll(async () => {
    const page = await browser.newPage();
    await signIn(page, 'admin');
    const stamp = Date.now().toString(36);
    const created = await page.request.post('/api/admin/subjects', {
      headers: { origin: baseURL() },
      data: {
        name: `International General Certificate Additional Mathematics Extended ${stamp}`,
        board: 'IGCSE',
        slug: `long-name-${stamp}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const off = await page.request.patch(`/api/admin/subjects/${id}`, {
      headers: { origin: baseURL() },
      data: { isActive: false },
    });
    expect(off.status(), await off.text()).toBe(200);
  });

  for (const viewport of VIEWPORTS) {
    const [label] = viewport;
    it(`affiliate pages open, pass axe and fit the screen (${label})`, async () => {
      await sweep('affiliate', viewport, async () => [
        '/affiliate/dashboard',
        '/affiliate/users-referred',
        '/affiliate/commissions',
      ]);
    });

    it(`administrator pages open, pass axe and fit the screen (${label})`, {
      timeout: SWEEP_TIMEOUT,
    }, async () => {
      await sweep('admin', viewport, adminPages);
    });

    it(`system pages open, pass axe and fit the screen (${label})`, {
      timeout: SWEEP_TIMEOUT,
    }, async () => {
      await sweep('admin', viewport, async () => SYSTEM_PAGES);
    });

    it(`business pages open, pass axe and fit the screen (${label})`, {
      timeout: SWEEP_TIMEOUT,
    }, async () => {
      await sweep('admin', viewport, async () => BUSINESS_PAGES);
    });
  }

  it('an administrator gives a student a package, resends their verification e-mail and views the area as them', async () => {
    const stamp = Date.now();
    const student = {
      firstName: 'Huda',
      lastName: 'Saeed',
      email: `e2e-console-${stamp}@example.com`,
    };
    const name = `${student.firstName} ${student.lastName}`;
    const admin = await browser.newPage();
    const registered = await admin.request.post('/api/account/register', {
      data: { ...student, password: 'Console-pass-1' },
      headers: { origin: baseURL() },
    });
    expect(registered.status()).toBe(201);
    await signIn(admin, 'admin');

    // Student search → profile → packages: give Premium without a payment.
    await admin.goto(`/admin/students/search?search=${encodeURIComponent(student.email)}`);
    await admin.getByRole('link', { name }).first().click();
    await see(admin.getByRole('heading', { name, level: 1 }));
    await admin.getByRole('link', { name: 'Edit packages' }).click();
    await see(admin.getByRole('heading', { name: `Packages of ${name}`, level: 1 }));
    await admin.getByRole('button', { name: 'Give a package' }).click();
    const give = admin.getByRole('dialog');
    await give.getByRole('combobox', { name: 'Package' }).click();
    await admin.getByRole('option', { name: /^Premium/ }).click();
    await give.getByRole('button', { name: 'Give package' }).click();
    await see(admin.getByText(`Premium given to ${name}`));
    await see(admin.getByRole('row').filter({ hasText: 'Premium' }).getByText('4 of 4'));

    // Users: resend the verification e-mail; it arrives over SMTP and the outbox says sent.
    await admin.goto(`/admin/users?search=${encodeURIComponent(student.email)}`);
    await admin.getByRole('button', { name: `Actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'Resend verification e-mail' }).click();
    await see(admin.getByText(`Verification e-mail sent to ${student.email}`));
    await waitForMail(student.email, /^Confirm your e-mail address/);
    await admin.goto(`/admin/email-management?search=${encodeURIComponent(student.email)}`);
    const sent = admin.getByRole('row').filter({ hasText: 'Confirm your e-mail address' });
    await see(sent.getByText('Sent', { exact: true }));

    // View as student: the student's dashboard with the banner, then back to the console.
    await admin.goto(`/admin/users?search=${encodeURIComponent(student.email)}`);
    await admin.getByRole('button', { name: `Actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'View as student' }).click();
    await waitForPath(admin, '/student/dashboard');
    await see(admin.getByText(`Viewing as ${name}`));
    await see(admin.getByText('5 points to unlock subjects'));
    await admin.getByRole('button', { name: 'Back to admin' }).click();
    await waitForPath(admin, '/admin/dashboard');
  });

  it('an administrator edits a template, sends it as a test over SMTP, resets it, tests the SMTP connection and diagnoses an account', async () => {
    const stamp = Date.now();
    const subject = `Your receipt (edited ${stamp})`;
    const recipient = `e2e-template-test-${stamp}@example.com`;
    const admin = await browser.newPage();
    await signIn(admin, 'admin');

    await admin.goto('/admin/email-templates?key=payment-receipt');
    const subjectField = admin.getByRole('textbox', { name: 'Subject', exact: true });
    await see(subjectField);
    await subjectField.fill(subject);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await see(admin.getByText('Template saved'));

    await admin.goto('/admin/email-test?template=payment-receipt');
    await admin.getByRole('textbox', { name: 'Recipient' }).fill(recipient);
    await admin.getByRole('button', { name: 'Send test e-mail' }).click();
    await see(admin.getByText('The mail server accepted the message.'));
    const mail = await waitForMail(recipient, new RegExp(`edited ${stamp}`));
    expect(mail.subject).toBe(subject);

    await admin.goto('/admin/email-templates?key=payment-receipt');
    await see(subjectField);
    await admin.getByRole('button', { name: 'Reset to default' }).click();
    await admin
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Reset', exact: true })
      .click();
    await see(admin.getByText('Template reset to the default'));
    await expect.poll(() => subjectField.inputValue()).not.toContain(`${stamp}`);

    await admin.goto('/admin/email-configuration');
    await admin.getByRole('button', { name: 'Test connection' }).click();
    await see(admin.getByText('Connection succeeded'));

    const email = fixtureUser('student').email;
    await admin.goto(`/admin/user-diagnostic?email=${encodeURIComponent(email)}`);
    await see(admin.getByRole('heading', { name: 'Checks' }));
    await see(admin.getByRole('heading', { name: /Profile and auth account agree/ }));
  });
});
