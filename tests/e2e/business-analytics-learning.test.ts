import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type {
  ContentAnalytics,
  UserBehavior,
} from '../../src/common/contracts/business-analytics-learning';
import type { ExamState } from '../../src/common/contracts/exams';
import { screenshot, studentWithCalculus } from './exam-helpers';
import { baseURL, expectNoAxeViolations, see, settle, setupBrowser, signIn } from './fixtures';

const browser = setupBrowser();

async function analytics<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** A new student's first exam: created, started, every item answered, submitted; returns its id. */
async function firstExam(page: Page): Promise<string> {
  const headers = { origin: baseURL() };
  const catalogue = await (await page.request.get('/api/student/subjects')).json();
  const subject = catalogue.subjects.find((s: { slug: string }) => s.slug === 'ap-calculus-ab');
  const options = await (
    await page.request.get(`/api/student/exams/options?subject=${subject.id}`)
  ).json();
  const topics = options.subjects[0].topics as { id: string; available: number }[];
  const created = await page.request.post('/api/student/exams', {
    headers,
    data: {
      subjectId: subject.id,
      mode: 'practice',
      custom: {
        topicIds: topics.filter((t) => t.available > 0).map((t) => t.id),
        questionCount: 5,
        difficulty: 'mixed',
        timed: false,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const examId = (await created.json()).id as string;
  const start = await page.request.post(`/api/student/exams/${examId}/start`, { headers });
  expect(start.status()).toBe(200);
  // Every item answered wrongly (or very likely so), 42 s each: five scored misses.
  const items = ((await start.json()) as ExamState).items;
  for (const [i, item] of items.entries()) {
    const answer =
      item.type === 'single'
        ? { type: 'single', choice: item.choices.at(-1)?.id ?? '' }
        : item.type === 'multiple'
          ? { type: 'multiple', choices: [] }
          : item.type === 'numeric'
            ? { type: 'numeric', value: -987_654 }
            : item.type === 'expression'
              ? { type: 'expression', expression: '987654' }
              : { type: 'text', text: 'no idea' };
    const saved = await page.request.put(`/api/student/exams/${examId}/items/${i + 1}`, {
      headers,
      data: { answer, clientSeq: 1, timeSpentMs: 42_000 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const submitted = await page.request.post(`/api/student/exams/${examId}/submit`, { headers });
  expect(submitted.status()).toBe(200);
  return examId;
}

/** With E2E_SCREENSHOTS, the whole page at 1440 px and at 390 px. */
async function shots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await screenshot(page, `${name}-${width}`);
    const full = `${process.env.E2E_SCREENSHOTS}/${name}-${width}-full.png`;
    await page.screenshot({ path: full, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

describe('content and user behaviour analytics', () => {
  it("a new student's exam shows on both pages; the admin switches period and downloads CSV", async () => {
    const admin = await browser.newPage({ bypassCSP: true });
    await signIn(admin, 'admin');
    const before = await analytics<UserBehavior>(
      admin,
      '/api/admin/analytics/user-behavior?days=7',
    );

    // 1. A student signs up, takes a first exam and opens its report (a recorded page view).
    const student = await browser.newPage();
    await studentWithCalculus(student, {
      tag: 'learning-analytics',
      firstName: 'Lina',
      lastName: 'Analytics',
      password: 'Analytics-pass-1',
    });
    const examId = await firstExam(student);
    await student.goto(`/student/exam/${examId}/report`);
    await see(student.getByRole('heading', { level: 1 }), 'the exam report', 45_000);
    await settle(student);

    const after = await analytics<UserBehavior>(admin, '/api/admin/analytics/user-behavior?days=7');
    const step = (b: UserBehavior, name: string) =>
      b.journey.find((s) => s.step === name)?.students ?? 0;
    expect(after.totals.signUps.current).toBe(before.totals.signUps.current + 1);
    expect(after.totals.examsFinished.current).toBe(before.totals.examsFinished.current + 1);
    expect(step(after, 'viewed_report')).toBe(step(before, 'viewed_report') + 1);

    // 2. User Behavior for the last 7 days shows those figures.
    await admin.goto('/admin/user-behavior?days=7');
    await see(admin.getByRole('heading', { level: 1, name: 'User Behavior Analytics' }));
    const finished = admin.getByRole('heading', { name: 'Exams finished' }).locator('..');
    await see(
      finished.getByText(String(after.totals.examsFinished.current), { exact: true }),
      'the exams finished',
      45_000,
    );
    const dropOff = admin.getByRole('table', { name: 'Drop-off per step' });
    await see(
      dropOff
        .getByRole('row', { name: /Viewed a report/ })
        .getByRole('cell')
        .first()
        .getByText(String(step(after, 'viewed_report')), { exact: true }),
    );
    await settle(admin);
    await expectNoAxeViolations(admin, '/admin/user-behavior');
    await shots(admin, 'user-behavior');

    // 3. Another period: 90 days, kept in the address.
    await admin.getByRole('button', { name: '90 days' }).click();
    await admin.waitForURL(/days=90/);
    const ninety = await analytics<UserBehavior>(
      admin,
      '/api/admin/analytics/user-behavior?days=90',
    );
    await see(
      admin
        .getByRole('heading', { name: 'Active students' })
        .locator('..')
        .getByText(String(ninety.totals.activeStudents.current), { exact: true }),
    );

    // 4. The retention table as CSV.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download Retention by weekly cohort as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('retention-by-cohort.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    const header = csv.split(/\r?\n/)[0] ?? '';
    expect(header).toContain('Cohort');
    expect(header).toContain('Week 0');

    // 5. Content Analytics: the exam's misses reach the most missed questions.
    const content = await analytics<ContentAnalytics>(admin, '/api/admin/analytics/content?days=7');
    expect(content.totals.responses).toBeGreaterThanOrEqual(5);
    const top = content.mostMissed[0];
    expect(top).toBeTruthy();
    await admin.goto('/admin/content-analytics?days=7');
    await see(admin.getByRole('heading', { level: 1, name: 'Content Analytics' }));
    const missed = admin.getByRole('table', { name: 'Most missed questions' });
    await see(missed.locator(`a[href="/admin/questions/manage/${top?.id}"]`));
    await see(
      admin
        .getByRole('table', { name: "Topics against the templates' blueprints" })
        .or(admin.getByText('No topic is thin: every difficulty has enough confirmed questions.')),
    );
    await settle(admin);
    await expectNoAxeViolations(admin, '/admin/content-analytics');
    await shots(admin, 'content-analytics');
    await admin.getByRole('button', { name: '30 days' }).click();
    await admin.waitForURL((url) => !url.search.includes('days='));
    const month = await analytics<ContentAnalytics>(admin, '/api/admin/analytics/content?days=30');
    await see(missed.locator(`a[href="/admin/questions/manage/${month.mostMissed[0]?.id}"]`));
  }, 240_000);
});
