import type { LearningOverview, NextAction } from '@common/contracts/learning';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LEARNING_IDS as IDS,
  makeNextAction,
  makeOverview,
  makePlan,
  makeSummary,
} from '@/features/learning/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

function setup(overview: LearningOverview = makeOverview()) {
  const api = installFakeApi({ me: makeMe() });
  api.on('GET /api/student/packages', () => ({ status: 200, body: { points: 1, packages: [] } }));
  api.on('GET /api/student/subjects', () => ({ status: 200, body: { points: 1, subjects: [] } }));
  api.on('GET /api/student/exams', () => ({
    status: 200,
    body: { items: [], total: 0, page: 1, pageSize: 5 },
  }));
  api.on('GET /api/student/learning/overview', () => ({ status: 200, body: overview }));
  const created = { status: 201, body: { id: IDS.created } };
  api.on('POST /api/student/learning/review', () => created);
  api.on(`POST /api/student/learning/plans/${IDS.calculus}/today`, () => created);
  api.on('POST /api/student/exams', () => created);
  return api;
}

// The first visit of the dashboard in a file transforms its modules: allow for it.
const nextCard = async () =>
  within(await screen.findByTestId('next-action', {}, { timeout: 10_000 }));
const posts = (api: ReturnType<typeof setup>, path: string) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === path);

describe('dashboard: next step', { timeout: 20_000 }, () => {
  const links: [string, Partial<NextAction>, string, string, string][] = [
    [
      'resume the exam in progress',
      { kind: 'resume_exam', examId: IDS.running },
      'Finish your exam',
      'Continue exam',
      `/student/exam/${IDS.running}/process`,
    ],
    [
      'take a first exam in the subject',
      { kind: 'first_exam' },
      'Take your first exam',
      'Create an exam',
      `/student/create-exam?subject=${IDS.calculus}`,
    ],
    [
      'unlock a subject',
      { kind: 'unlock', subjectId: null, subjectName: null },
      'Unlock a subject',
      'Choose a subject',
      '/student/unlocked-subjects',
    ],
    [
      'buy a package',
      { kind: 'buy', subjectId: null, subjectName: null },
      'Get a package',
      'See packages',
      '/student/buy-package',
    ],
  ];

  it.each(links)('links to %s', async (_, action, title, label, href) => {
    setup(makeOverview({ nextAction: makeNextAction(action) }));
    const { user, router } = renderApp('/student/dashboard');
    const card = await nextCard();
    expect(card.getByRole('heading', { name: title })).toBeTruthy();
    const link = card.getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe(href);
    await user.click(link);
    await waitFor(() => expect(currentUrl(router)).toBe(href));
  });

  it('starts a review of the due cards in one click and opens the new exam', async () => {
    const api = setup(
      makeOverview({ nextAction: makeNextAction({ kind: 'review', dueCards: 5 }) }),
    );
    const { user, router } = renderApp('/student/dashboard');
    const card = await nextCard();
    expect(card.getByRole('heading', { name: 'Review 5 due cards' })).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.created}`));
    expect(posts(api, '/api/student/learning/review').map((c) => c.body)).toEqual([
      { subjectId: IDS.calculus },
    ]);
  });

  it("starts today's plan practice in one click", async () => {
    const api = setup(makeOverview({ nextAction: makeNextAction({ kind: 'plan_today' }) }));
    const { user, router } = renderApp('/student/dashboard');
    const card = await nextCard();
    await user.click(card.getByRole('button', { name: "Start today's practice" }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.created}`));
    expect(posts(api, `/api/student/learning/plans/${IDS.calculus}/today`)).toHaveLength(1);
  });

  it('practises the weakest topic in one click', async () => {
    const api = setup(
      makeOverview({
        nextAction: makeNextAction({
          kind: 'practise_topic',
          topicId: IDS.integrals,
          topicName: 'Integrals',
        }),
      }),
    );
    const { user, router } = renderApp('/student/dashboard');
    const card = await nextCard();
    expect(card.getByRole('heading', { name: 'Practise Integrals' })).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Practise this topic' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.created}`));
    const [call] = posts(api, '/api/student/exams');
    expect(call?.body).toMatchObject({
      subjectId: IDS.calculus,
      mode: 'practice',
      custom: { topicIds: [IDS.integrals], timed: false },
    });
  });

  it('practises the weakest topic with fewer questions when its bank is small', async () => {
    const api = setup(
      makeOverview({
        nextAction: makeNextAction({
          kind: 'practise_topic',
          topicId: IDS.integrals,
          topicName: 'Integrals',
        }),
      }),
    );
    api.on('POST /api/student/exams', ({ body }) => {
      const count = (body as { custom: { questionCount: number } }).custom.questionCount;
      return count > 6
        ? {
            status: 409,
            body: { statusCode: 409, code: 'BANK_TOO_SMALL', message: 'Only 6 questions left' },
          }
        : { status: 201, body: { id: IDS.created } };
    });
    const { user, router } = renderApp('/student/dashboard');
    const card = await nextCard();
    await user.click(card.getByRole('button', { name: 'Practise this topic' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.created}`));
    expect(
      posts(api, '/api/student/exams').map(
        (c) => (c.body as { custom: { questionCount: number } }).custom.questionCount,
      ),
    ).toEqual([10, 5]);
    expect(screen.queryByText('Only 6 questions left')).toBeNull();
  });

  it("stays on the dashboard with the server's reason when the exam cannot be built", async () => {
    const api = setup(makeOverview({ nextAction: makeNextAction({ kind: 'plan_today' }) }));
    api.on(`POST /api/student/learning/plans/${IDS.calculus}/today`, () => ({
      status: 403,
      body: { statusCode: 403, code: 'SUBJECT_LOCKED', message: 'Unlock this subject first' },
    }));
    const { user, router } = renderApp('/student/dashboard');
    const card = await nextCard();
    await user.click(card.getByRole('button', { name: "Start today's practice" }));
    expect(await screen.findByText('Unlock this subject first')).toBeTruthy();
    expect(currentUrl(router)).toBe('/student/dashboard');
    // The toast offers the way out.
    await user.click(screen.getByRole('button', { name: 'Unlock a subject' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student/unlocked-subjects'));
  });

  it('offers to buy a package when the exams of the packages are used up', async () => {
    const api = setup(
      makeOverview({ nextAction: makeNextAction({ kind: 'review', dueCards: 3 }) }),
    );
    api.on('POST /api/student/learning/review', () => ({
      status: 403,
      body: {
        statusCode: 403,
        code: 'EXAM_LIMIT_REACHED',
        message: 'You have used all 2 exams of your packages: buy a package to create more',
      },
    }));
    const { user, router } = renderApp('/student/dashboard');
    const card = await nextCard();
    await user.click(card.getByRole('button', { name: 'Start review' }));
    expect(
      await screen.findByText(
        'You have used all 2 exams of your packages: buy a package to create more',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Buy a package' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student/buy-package'));
  });
});

describe('dashboard: review, plans and progress', { timeout: 20_000 }, () => {
  it('counts the due cards and reviews them with one button', async () => {
    const api = setup(makeOverview({ dueCards: 5, dueSoon: 8 }));
    const { user, router } = renderApp('/student/dashboard');
    const review = within(await screen.findByTestId('review-card'));
    expect(review.getByRole('heading', { name: 'Cards due for review' })).toBeTruthy();
    expect(review.getByText('5')).toBeTruthy();
    expect(review.getByText('5 cards due now. 8 more in the next 7 days.')).toBeTruthy();
    await user.click(review.getByRole('button', { name: 'Review 5 cards' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.created}`));
    expect(posts(api, '/api/student/learning/review').map((c) => c.body)).toEqual([{}]);
  });

  it('offers no review button when nothing is due', async () => {
    setup(makeOverview({ dueCards: 0, dueSoon: 0 }));
    renderApp('/student/dashboard');
    const review = within(await screen.findByTestId('review-card'));
    expect(review.getByText('Nothing due now.')).toBeTruthy();
    expect(review.queryByRole('button')).toBeNull();
  });

  it("shows today's plan per subject and starts its practice", async () => {
    const api = setup(
      makeOverview({
        subjects: [
          makeSummary({ plan: makePlan() }),
          makeSummary({ subjectId: IDS.physics, name: 'AP Physics 1', plan: null }),
        ],
      }),
    );
    const { user, router } = renderApp('/student/dashboard');
    const today = (await screen.findByRole('heading', { name: "Today's plan" })).closest(
      'section',
    ) as HTMLElement;
    const cards = within(today).getAllByTestId('today-plan');
    expect(cards).toHaveLength(1);
    const card = within(cards[0] as HTMLElement);
    expect(card.getByText('4 of 12 questions today')).toBeTruthy();
    expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4');
    await user.click(
      card.getByRole('button', { name: "Start today's practice in AP Calculus AB" }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.created}`));
    expect(posts(api, `/api/student/learning/plans/${IDS.calculus}/today`)).toHaveLength(1);
  });

  it('gives each subject a progress line: prediction with band, levels, link to its page', async () => {
    setup();
    const { user, router } = renderApp('/student/dashboard');
    const line = within(await screen.findByTestId('subject-progress'));
    expect(line.getByText('Predicted AP score 4 (3–5)')).toBeTruthy();
    expect(line.getByText('3 exams · last 71%')).toBeTruthy();
    expect(line.getByRole('img').getAttribute('aria-label')).toBe(
      'Topics by mastery level: 2 Mastered, 1 Proficient, 2 Familiar, 1 Attempted, 1 Not started',
    );
    expect(screen.queryByTestId('first-visit')).toBeNull();
    await user.click(line.getByRole('link', { name: 'Progress in AP Calculus AB' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/progress/${IDS.calculus}`));
  });

  it('shows a first-visit guide instead of empty charts before any exam', async () => {
    setup(
      makeOverview({
        subjects: [
          makeSummary({
            examsTaken: 0,
            lastPercent: null,
            predicted: null,
            levels: { not_started: 7, attempted: 0, familiar: 0, proficient: 0, mastered: 0 },
            dueCards: 0,
          }),
        ],
        dueCards: 0,
        dueSoon: 0,
        nextAction: makeNextAction({ kind: 'first_exam' }),
      }),
    );
    renderApp('/student/dashboard');
    const guide = within(await screen.findByTestId('first-visit'));
    expect(guide.getByRole('heading', { name: 'Start here' })).toBeTruthy();
    // The subject is unlocked: that step is done and the exam is the step to take.
    expect(guide.getByText(/Unlock a subject/).textContent).toContain('(done)');
    expect(guide.queryByRole('link', { name: 'Unlock a subject' })).toBeNull();
    expect(guide.getByRole('link', { name: 'Create an exam' }).getAttribute('href')).toBe(
      `/student/create-exam?subject=${IDS.calculus}`,
    );
    expect(guide.getByRole('link', { name: 'Set a plan' }).getAttribute('href')).toBe(
      `/student/progress/${IDS.calculus}`,
    );
    expect(screen.queryByTestId('subject-progress')).toBeNull();
    expect(screen.queryByRole('img', { name: /Topics by mastery level/ })).toBeNull();
  });

  it('guides a brand-new student with no subject to unlock one first', async () => {
    setup(
      makeOverview({
        subjects: [],
        dueCards: 0,
        dueSoon: 0,
        nextAction: makeNextAction({ kind: 'unlock', subjectId: null, subjectName: null }),
      }),
    );
    renderApp('/student/dashboard');
    const guide = within(await screen.findByTestId('first-visit'));
    expect(guide.getByRole('link', { name: 'Unlock a subject' }).getAttribute('href')).toBe(
      '/student/unlocked-subjects',
    );
  });
});
