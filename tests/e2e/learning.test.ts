import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ExamRoomItem, ExamState, ItemAnswer } from '../../src/common/contracts/exams';
import type { LearningOverview, SubjectProgress } from '../../src/common/contracts/learning';
import { screenshot, studentWithCalculus } from './exam-helpers';
import {
  baseURL,
  expectNoAxeViolations,
  see,
  settle,
  setupBrowser,
  waitForPath,
  watchPageProblems,
} from './fixtures';

const browser = setupBrowser();
const PASSWORD = 'Learning-pass-1';
/** FSRS's first step after a missed answer (ts-fsrs defaults: learning steps 1 min, 10 min). */
const AGAIN_STEP_MS = 60_000;

/** The first choice of a choice question; a number or text that is most likely wrong otherwise. */
function someAnswer(item: ExamRoomItem): ItemAnswer {
  const first = item.choices[0]?.id ?? 'a';
  switch (item.type) {
    case 'single':
      return { type: 'single', choice: first };
    case 'multiple':
      return { type: 'multiple', choices: [first] };
    case 'numeric':
      return { type: 'numeric', value: 0 };
    case 'expression':
      return { type: 'expression', expression: 'x' };
    default:
      return { type: 'text', text: 'none' };
  }
}

/** The exam room is another journey's work: answer every question through the API and submit. */
async function answerAllAndSubmit(page: Page, examId: string): Promise<number> {
  const headers = { origin: baseURL() };
  const start = await page.request.post(`/api/student/exams/${examId}/start`, { headers });
  expect(start.status()).toBe(200);
  const state = (await start.json()) as ExamState;
  for (const item of state.items) {
    const saved = await page.request.put(`/api/student/exams/${examId}/items/${item.position}`, {
      headers,
      data: { answer: someAnswer(item), clientSeq: 1, timeSpentMs: 20_000 },
    });
    expect(saved.status()).toBe(200);
  }
  const submitted = await page.request.post(`/api/student/exams/${examId}/submit`, { headers });
  expect(submitted.status()).toBe(200);
  return state.items.length;
}

async function overview(page: Page): Promise<LearningOverview> {
  const res = await page.request.get('/api/student/learning/overview');
  expect(res.status()).toBe(200);
  return (await res.json()) as LearningOverview;
}

async function progress(page: Page, subjectId: string): Promise<SubjectProgress> {
  const res = await page.request.get(`/api/student/learning/subjects/${subjectId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as SubjectProgress;
}

/** The exam a one-click button created: the page it opened is that exam's. */
async function openedExamId(page: Page): Promise<string> {
  await page.waitForURL(/\/student\/exam\/[0-9a-f-]{36}/, { timeout: 15_000 });
  const id = /\/student\/exam\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

describe('a student learns from two exams: mastery, progress, plan and review', () => {
  it('first visit → plan → today’s practice → mastery and trend → due cards → review', async () => {
    const page = await browser.newPage({ bypassCSP: true });
    const problems = await watchPageProblems(page);
    await studentWithCalculus(page, {
      tag: 'learning',
      firstName: 'Huda',
      lastName: 'Karim',
      password: PASSWORD,
    });

    // First visit: a guide, and the next step is a first exam — not empty charts.
    await page.goto('/student/dashboard');
    await see(page.getByRole('heading', { name: 'Start here' }));
    await see(page.getByText('Take your first exam'));
    const first = await overview(page);
    expect(first.nextAction.kind).toBe('first_exam');
    const subjectId = first.subjects[0]?.subjectId as string;
    expect(first.subjects[0]?.name).toBe('AP Calculus AB');
    const before = await progress(page, subjectId);
    expect(before.topics.every((t) => t.level === 'not_started')).toBe(true);
    expect(before.trend).toEqual([]);

    // The subject page: every topic not started; a study plan set through the form.
    await page.getByRole('navigation').getByRole('link', { name: 'Progress' }).first().click();
    await waitForPath(page, '/student/progress');
    await page.getByRole('link', { name: 'AP Calculus AB' }).click();
    await waitForPath(page, `/student/progress/${subjectId}`);
    await see(page.getByRole('heading', { name: 'AP Calculus AB', level: 1 }));
    await see(page.getByRole('heading', { name: 'No exams in this subject yet' }));
    const examDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Exam date').fill(examDate);
    await page.getByRole('combobox', { name: 'Target score' }).click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    await page.getByRole('button', { name: 'Create plan' }).click();
    await see(page.getByText('Study plan created'));
    await see(page.getByText(/^Exam on /));
    const planned = await progress(page, subjectId);
    expect(planned.plan).toMatchObject({ targetScore: '5', done: 0, status: 'on_track' });
    expect(planned.plan?.todayTarget).toBeGreaterThan(0);
    const topicOrder = planned.plan?.topics.map((t) => t.priority) ?? [];
    expect(topicOrder).toEqual([...topicOrder].sort((a, b) => b - a));
    await screenshot(page, 'learning-plan');

    // One click starts today's practice: exam one, from the plan's top topics.
    await page.getByRole('button', { name: "Start today's practice" }).first().click();
    const practice = await openedExamId(page);
    const answered = await answerAllAndSubmit(page, practice);
    const practised = Date.now();

    // Mastery, trend and plan moved; the missed questions wait as cards.
    const after = await progress(page, subjectId);
    expect(after.examsTaken).toBe(1);
    expect(after.trend).toHaveLength(1);
    expect(after.topics.some((t) => t.level !== 'not_started')).toBe(true);
    expect(after.topics.reduce((n, t) => n + t.responses, 0)).toBe(answered);
    expect(after.plan?.done).toBe(answered);
    expect(after.plan?.doneToday).toBe(answered);
    const cards = after.dueCards + (await overview(page)).dueSoon;
    expect(cards).toBeGreaterThan(0);
    await page.goto(`/student/progress/${subjectId}`);
    await see(page.getByRole('heading', { name: 'Topic map' }));
    await see(page.getByText('Attempted').first());
    await see(page.getByRole('heading', { name: 'Score trend' }));
    await settle(page);
    await expectNoAxeViolations(page, 'subject progress');
    await screenshot(page, 'learning-subject');

    // FSRS brings a missed question back a minute later: then the dashboard's next step is review.
    const wait = practised + AGAIN_STEP_MS + 1_000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    const due = await overview(page);
    expect(due.dueCards).toBe(cards);
    expect(due.nextAction).toMatchObject({ kind: 'review', dueCards: cards });
    await page.goto('/student/dashboard');
    await see(
      page.getByRole('heading', {
        name: cards === 1 ? 'Review 1 due card' : `Review ${cards} due cards`,
      }),
    );
    await page.getByRole('button', { name: 'Start review' }).click();
    const review = await openedExamId(page);
    expect(review).not.toBe(practice);

    // Exam two: the review grades every card back into FSRS; none is due any more.
    await answerAllAndSubmit(page, review);
    const reviewed = await overview(page);
    expect(reviewed.dueCards).toBe(0);
    expect(reviewed.nextAction.kind).not.toBe('review');
    const last = await progress(page, subjectId);
    expect(last.examsTaken).toBe(2);
    expect(last.trend).toHaveLength(2);
    expect(last.topics.reduce((n, t) => n + t.responses, 0)).toBeGreaterThan(answered);
    await page.goto('/student/dashboard');
    await see(page.getByText('Nothing due now.'));
    await screenshot(page, 'learning-dashboard');
    expect(problems.pageErrors).toEqual([]);
    expect(await problems.cspViolations()).toEqual([]);
    await page.close();
  });
});
