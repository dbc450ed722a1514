import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ExamState } from '../../src/common/contracts/exams';
import { screenshot, studentWithCalculus } from './exam-helpers';
import { baseURL, expectNoAxeViolations, see, settle, setupBrowser, waitForPath } from './fixtures';

const browser = setupBrowser();
const PASSWORD = 'Exams-pass-1';

/** The exam room is another page's work: answer the first question and submit through the API. */
async function takeExamThroughApi(page: Page, examId: string) {
  const headers = { origin: baseURL() };
  const start = await page.request.post(`/api/student/exams/${examId}/start`, { headers });
  expect(start.status()).toBe(200);
  const state = (await start.json()) as ExamState;
  const first = state.items[0];
  if (first && (first.type === 'single' || first.type === 'multiple')) {
    const choice = first.choices[0]?.id ?? '';
    const answer =
      first.type === 'single'
        ? { type: 'single', choice }
        : { type: 'multiple', choices: [choice] };
    const saved = await page.request.put(`/api/student/exams/${examId}/items/1`, {
      headers,
      data: { answer, clientSeq: 1, timeSpentMs: 42_000 },
    });
    expect(saved.status()).toBe(200);
  }
  const submitted = await page.request.post(`/api/student/exams/${examId}/submit`, { headers });
  expect(submitted.status()).toBe(200);
}

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('students create exams, find them and read their reports', () => {
  it('create → details → (room) → report → retry incorrect; refused once the trial is used up', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    await studentWithCalculus(page, {
      tag: 'exams',
      firstName: 'Yara',
      lastName: 'Nasser',
      password: PASSWORD,
    });

    // My exams starts empty and leads to create-exam.
    await page.goto('/student/my-exams');
    await see(page.getByRole('heading', { name: 'No exams yet' }));
    await page.getByRole('link', { name: 'Create your first exam' }).click();
    await waitForPath(page, '/student/create-exam');

    // Create: the only unlocked subject is chosen; build a small custom practice exam.
    await see(page.getByText('2 exams left'));
    expect(await page.getByRole('radio', { name: 'AP Calculus AB', exact: true }).isChecked()).toBe(
      true,
    );
    await see(page.getByText('AP Physics 1'));
    await page.getByRole('radio', { name: 'Custom exam' }).check();
    await page.getByRole('button', { name: 'Select all' }).click();
    await page.getByLabel('Number of questions').fill('5');
    await page.getByRole('radio', { name: 'Practice', exact: true }).check();
    await settle(page);
    await expectNoAxeViolations(page, '/student/create-exam');
    await page.getByRole('button', { name: 'Create exam' }).click();

    // Details.
    await page.waitForURL(/\/student\/exam\/[0-9a-f-]{36}$/);
    const examId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await see(page.getByRole('heading', { level: 1, name: /AP Calculus AB: custom practice/ }));
    await see(page.getByText('Custom exam', { exact: true }));
    await see(page.getByText('Untimed', { exact: true }));
    const start = page.getByRole('link', { name: 'Start exam' });
    expect(await start.getAttribute('href')).toBe(`/student/exam/${examId}/process`);
    await settle(page);
    await expectNoAxeViolations(page, '/student/exam/:id');

    await takeExamThroughApi(page, examId);

    // The list shows it completed, with its report.
    await page.goto('/student/my-exams?status=submitted');
    await see(page.getByRole('link', { name: /AP Calculus AB: custom practice/ }));
    await settle(page);
    await expectNoAxeViolations(page, '/student/my-exams');
    await page.getByRole('link', { name: /^Report of / }).click();

    // Report.
    await waitForPath(page, `/student/exam/${examId}/report`);
    await see(page.getByRole('heading', { level: 1, name: /^Report: / }));
    await see(page.getByText('Raw score'));
    await see(page.getByRole('img', { name: /^By topic:/ }));
    await see(page.getByRole('img', { name: /^Time per question:/ }));
    expect(await page.getByRole('article').count()).toBe(5);
    await see(page.getByRole('article').nth(1).getByText('Unanswered'));
    await see(page.getByText('Explanation').first());
    // A percent-scale form: the band (θ ± 1.96 SE) goes with the percent and contains it.
    await see(page.getByTestId('percent-score'));
    expect(await page.getByTestId('percent-score').textContent()).toMatch(/^(\d+)%\(\d+%–\d+%\)$/);
    await settle(page);
    await expectNoAxeViolations(page, '/student/exam/:id/report');
    await screenshot(page, 'report-1440');

    // Four questions were left unanswered: "Retry incorrect" builds an exam of them.
    await page.getByRole('button', { name: /^Retry \d+ incorrect$/ }).click();
    await page.waitForURL(
      (url) =>
        /\/student\/exam\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(examId),
    );
    await see(page.getByRole('heading', { level: 1, name: /^Retry incorrect/ }));

    // The Free Trial's two exams are used: creating another is refused with the way to buy.
    await page.goto('/student/create-exam');
    await see(page.getByText('0 exams left'));
    await see(page.getByRole('alert').getByRole('link', { name: 'Buy a package' }));
    expect(await page.getByRole('button', { name: 'Create exam' }).isDisabled()).toBe(true);
  });

  it('the exam pages fit a 360 px screen', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await studentWithCalculus(page, {
      tag: 'exams',
      firstName: 'Yara',
      lastName: 'Nasser',
      password: PASSWORD,
    });
    await page.goto('/student/create-exam');
    await page.getByRole('radio', { name: 'Custom exam' }).check();
    await page.getByRole('button', { name: 'Select all' }).click();
    await page.getByLabel('Number of questions').fill('5');
    await noSideways(page);
    await page.getByRole('button', { name: 'Create exam' }).click();
    await page.waitForURL(/\/student\/exam\/[0-9a-f-]{36}$/);
    const examId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await see(page.getByRole('link', { name: 'Start exam' }));
    await noSideways(page);
    await takeExamThroughApi(page, examId);
    await page.goto('/student/my-exams');
    await see(page.getByRole('link', { name: /^Report of / }));
    await noSideways(page);
    await page.goto(`/student/exam/${examId}/report`);
    await see(page.getByText('Raw score'));
    await screenshot(page, 'report-360');
    await noSideways(page);
  });
});
