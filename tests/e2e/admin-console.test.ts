import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/common/roles';
import { expectNoAxeViolations, fixtureUser, see, settle, setupBrowser, signIn } from './fixtures';

const browser = setupBrowser();

const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const;

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
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
  expect(overflow, `${label} is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
}

/** Visits every path at both widths and reports every problem found, not only the first. */
async function sweep(role: Role, paths: (page: Page) => Promise<string[]>) {
  const problems: string[] = [];
  for (const [label, viewport] of VIEWPORTS) {
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
  }
  expect(problems.join('\n\n')).toBe('');
}

/**
 * Every page of the affiliate area and of the administrator's console built for affiliates,
 * users, students, diagnostics and e-mail: it opens at desktop and phone widths, passes
 * axe-core and fits the screen.
 */
describe('the affiliate area and the admin console open, pass axe and fit the screen', () => {
  it('affiliate pages', async () => {
    await sweep('affiliate', async () => [
      '/affiliate/dashboard',
      '/affiliate/users-referred',
      '/affiliate/commissions',
    ]);
  });

  it('administrator pages', async () => {
    await sweep('admin', async (page) => {
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
    });
  });
});
