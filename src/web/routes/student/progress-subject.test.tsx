import type { SubjectProgress } from '@common/contracts/learning';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LEARNING_IDS as IDS,
  makeNextAction,
  makePlan,
  makeSubjectProgress,
} from '@/features/learning/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const PAGE = `/student/progress/${IDS.calculus}`;
const SUBJECT_API = `/api/student/learning/subjects/${IDS.calculus}`;
const PLAN_API = `/api/student/learning/plans/${IDS.calculus}`;

function setup(progress: SubjectProgress = makeSubjectProgress()) {
  const api = installFakeApi({ me: makeMe() });
  const state = { progress };
  api.on(`GET ${SUBJECT_API}`, () => ({ status: 200, body: state.progress }));
  const created = { status: 201, body: { id: IDS.created } };
  api.on('POST /api/student/learning/review', () => created);
  api.on(`POST ${PLAN_API}/today`, () => created);
  return { api, state };
}

const calls = (api: ReturnType<typeof setup>['api'], method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

/** A date a year from now, as the date input writes it. */
function nextYear() {
  const d = new Date();
  return `${d.getFullYear() + 1}-05-10`;
}

async function findSection(name: string) {
  return (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;
}

describe('subject progress page', { timeout: 20_000 }, () => {
  it('shows the prediction with its band, the percentile and the key figures', async () => {
    setup();
    renderApp(PAGE);
    // The first visit of the page transforms its modules (charts included): allow for it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AP Calculus AB' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const figures = within(screen.getByRole('region', { name: 'Key figures' }));
    const predicted = within(
      figures.getByRole('heading', { name: 'Predicted AP score' }).parentElement as HTMLElement,
    );
    expect(predicted.getByText('4 (3–5)')).toBeTruthy();
    expect(predicted.getByText('From 2 exams on AP Calculus AB full exam')).toBeTruthy();
    const peers = within(
      figures.getByRole('heading', { name: 'Among your peers' }).parentElement as HTMLElement,
    );
    expect(
      peers.getByText('Better than 62% of 40 students on AP Calculus AB full exam'),
    ).toBeTruthy();
    const time = within(
      figures.getByRole('heading', { name: 'Mean time per question' }).parentElement as HTMLElement,
    );
    expect(time.getByText('68.4 sec')).toBeTruthy();
    expect(document.title).toContain('AP Calculus AB progress');
  });

  it('maps every topic by mastery level and explains the thresholds', async () => {
    setup();
    renderApp(PAGE);
    const map = within(await findSection('Topic map'));
    const tiles = within(map.getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.getAttribute('data-level'))).toEqual([
      'familiar',
      'mastered',
      'not_started',
    ]);
    const derivatives = within(tiles[1] as HTMLElement);
    expect(derivatives.getByRole('heading', { name: 'Derivatives' })).toBeTruthy();
    expect(derivatives.getByText('Mastered')).toBeTruthy();
    expect(derivatives.getByText('+1.72')).toBeTruthy();
    expect(derivatives.getByText('14')).toBeTruthy();
    expect(derivatives.getByText('86%')).toBeTruthy();
    expect(within(tiles[2] as HTMLElement).getByText('Not started')).toBeTruthy();
    // The legend states each level's rule from the server's thresholds.
    expect(map.getByText('θ ≥ +1.50, SE ≤ 0.45, at least 8 answers')).toBeTruthy();
    expect(map.getByText('θ ≥ -0.50, at least 3 answers')).toBeTruthy();
    expect(map.getByText('at least 1 answer')).toBeTruthy();
  });

  it('charts the score trend and the difficulties with their numbers in tables', async () => {
    setup();
    renderApp(PAGE);
    const trend = await screen.findByRole('table', { name: 'Score trend' });
    const rows = within(trend).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Calculus diagnostic (Nov 10, 2026)Practice48%3 (2–4)',
      'Full simulation (Nov 20, 2026)Simulation71%4 (3–5)',
    ]);
    expect(screen.getByRole('img', { name: 'Score trend over 2 exams' })).toBeTruthy();
    const difficulty = screen.getByRole('table', { name: 'By difficulty' });
    expect(
      within(difficulty)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Easy88%42', 'Medium60%75.5', 'Hard0%120']);
  });

  it('shows an empty state instead of charts for a subject without exams', async () => {
    setup(
      makeSubjectProgress({
        examsTaken: 0,
        trend: [],
        byDifficulty: [],
        averageMs: null,
        predicted: null,
        percentile: null,
        dueCards: 0,
        nextAction: makeNextAction({ kind: 'first_exam' }),
      }),
    );
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'No exams in this subject yet' }),
    ).toBeTruthy();
    const empty = screen
      .getByRole('heading', { name: 'No exams in this subject yet' })
      .closest('div.border-dashed') as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Create an exam' }).getAttribute('href')).toBe(
      `/student/create-exam?subject=${IDS.calculus}`,
    );
    expect(screen.queryByRole('heading', { name: 'Topic map' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Score trend' })).toBeNull();
    expect(
      screen.getByText('Take a full exam of this subject to get a predicted score.'),
    ).toBeTruthy();
    // The plan can be set before any exam.
    expect(screen.getByRole('form', { name: 'New study plan' })).toBeTruthy();
  });

  it('says when the subject is locked and offers to unlock it', async () => {
    setup(makeSubjectProgress({ unlocked: false }));
    renderApp(PAGE);
    expect(await screen.findByText('This subject is locked')).toBeTruthy();
    expect(screen.getByText('Unlock the subject to set a study plan.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New study plan' })).toBeNull();
  });

  it('reviews the subject’s due cards and starts today’s plan in one click each', async () => {
    const { api } = setup(makeSubjectProgress({ plan: makePlan() }));
    const { user, router } = renderApp(PAGE);
    const review = within(await findSection('Spaced review'));
    await user.click(
      review.getByRole('button', { name: 'Review the due cards of AP Calculus AB' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.created}`));
    expect(calls(api, 'POST', '/api/student/learning/review').map((c) => c.body)).toEqual([
      { subjectId: IDS.calculus },
    ]);

    router.navigate(PAGE);
    const plan = within(await findSection('Study plan'));
    await user.click(await plan.findByRole('button', { name: "Start today's practice" }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.created}`));
    expect(calls(api, 'POST', `${PLAN_API}/today`)).toHaveLength(1);
  });
});

describe('study plan', { timeout: 20_000 }, () => {
  it('validates the form (past date, missing target) before it PUTs the plan', async () => {
    const { api, state } = setup();
    api.on(`PUT ${PLAN_API}`, ({ body }) => {
      state.progress = { ...state.progress, plan: makePlan({ status: 'on_track' }) };
      return { status: 200, body: { ...makePlan(), ...(body as object) } };
    });
    const { user } = renderApp(PAGE);
    const form = within(await screen.findByRole('form', { name: 'New study plan' }));
    fireEvent.change(form.getByLabelText('Exam date'), { target: { value: '2020-01-01' } });
    await user.click(form.getByRole('button', { name: 'Create plan' }));
    expect(await form.findByText('The exam date cannot be in the past')).toBeTruthy();
    expect(form.getByText('Target score is required')).toBeTruthy();
    expect(calls(api, 'PUT', PLAN_API)).toHaveLength(0);

    const date = nextYear();
    fireEvent.change(form.getByLabelText('Exam date'), { target: { value: date } });
    // The targets follow the chosen template's scale.
    await user.click(form.getByRole('combobox', { name: 'Target score' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
    await user.click(screen.getByRole('option', { name: '4' }));
    await user.click(form.getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(calls(api, 'PUT', PLAN_API)).toHaveLength(1));
    expect(calls(api, 'PUT', PLAN_API)[0]?.body).toEqual({
      examDate: date,
      targetScore: '4',
      templateId: IDS.fullTemplate,
    });
    // The page reloads with the plan.
    expect(await screen.findByTestId('study-plan')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New study plan' })).toBeNull();
  });

  it('offers the targets of another template after switching to it', async () => {
    setup();
    const { user } = renderApp(PAGE);
    const form = within(await screen.findByRole('form', { name: 'New study plan' }));
    await user.click(form.getByRole('combobox', { name: 'Exam to prepare' }));
    await user.click(screen.getByRole('option', { name: 'Limits quiz' }));
    await user.click(form.getByRole('combobox', { name: 'Target score' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '100',
      '90',
      '80',
      '70',
      '60',
      '50',
    ]);
  });

  it("shows the server's refusals: under the field, or above the form", async () => {
    const { api } = setup();
    api.on(`PUT ${PLAN_API}`, () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        fields: { targetScore: 'Target score is not on this exam’s scale' },
      },
    }));
    const { user } = renderApp(PAGE);
    const form = within(await screen.findByRole('form', { name: 'New study plan' }));
    fireEvent.change(form.getByLabelText('Exam date'), { target: { value: nextYear() } });
    await user.click(form.getByRole('combobox', { name: 'Target score' }));
    await user.click(screen.getByRole('option', { name: '5' }));
    await user.click(form.getByRole('button', { name: 'Create plan' }));
    expect(await form.findByText('Target score is not on this exam’s scale')).toBeTruthy();
    expect(form.queryByRole('alert')).toBeNull();

    api.on(`PUT ${PLAN_API}`, () => ({
      status: 403,
      body: { statusCode: 403, code: 'SUBJECT_LOCKED', message: 'Unlock this subject first' },
    }));
    await user.click(form.getByRole('combobox', { name: 'Target score' }));
    await user.click(screen.getByRole('option', { name: '4' }));
    await user.click(form.getByRole('button', { name: 'Create plan' }));
    expect(
      within(await form.findByRole('alert')).getByText('Unlock this subject first'),
    ).toBeTruthy();
  });

  it('shows the plan: date, days left, status, progress against the pace, topics in order', async () => {
    setup(makeSubjectProgress({ plan: makePlan() }));
    renderApp(PAGE);
    const plan = within(await screen.findByTestId('study-plan'));
    expect(plan.getByRole('heading', { name: /Exam on May 10, 2027/ })).toBeTruthy();
    expect(plan.getByText('Behind')).toBeTruthy();
    expect(plan.getByText('163 days left · target 5 on AP Calculus AB full exam')).toBeTruthy();
    expect(plan.getByText('4 of 12 questions')).toBeTruthy();
    const bar = plan.getByRole('progressbar', { name: 'Questions done in the plan' });
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(bar.getAttribute('aria-valuemax')).toBe('1500');
    expect(plan.getByText('120 of 1500')).toBeTruthy();
    expect(plan.getByText('Expected by today on an even pace: 200 questions')).toBeTruthy();
    expect(plan.getByText('8 questions left for today.')).toBeTruthy();
    const rows = within(plan.getByRole('table', { name: "Topics in the plan's order" }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '1IntegralsAttempted40%1.807',
      '2LimitsFamiliar25%0.903',
      '3DerivativesMastered35%Reached2',
    ]);
  });

  it('edits the plan with its values filled in', async () => {
    const { api } = setup(makeSubjectProgress({ plan: makePlan() }));
    api.on(`PUT ${PLAN_API}`, () => ({ status: 200, body: makePlan() }));
    const { user } = renderApp(PAGE);
    const plan = within(await screen.findByTestId('study-plan'));
    await user.click(plan.getByRole('button', { name: 'Edit plan' }));
    const form = within(await screen.findByRole('form', { name: 'Edit study plan' }));
    expect((form.getByLabelText('Exam date') as HTMLInputElement).value).toBe('2027-05-10');
    await user.click(form.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(calls(api, 'PUT', PLAN_API)).toHaveLength(1));
    expect(calls(api, 'PUT', PLAN_API)[0]?.body).toEqual({
      examDate: '2027-05-10',
      targetScore: '5',
      templateId: IDS.fullTemplate,
    });
    expect(await screen.findByTestId('study-plan')).toBeTruthy();
  });

  it('asks for confirmation before deleting the plan', async () => {
    const { api, state } = setup(makeSubjectProgress({ plan: makePlan() }));
    api.on(`DELETE ${PLAN_API}`, () => {
      state.progress = { ...state.progress, plan: null };
      return { status: 204 };
    });
    const { user } = renderApp(PAGE);
    const plan = within(await screen.findByTestId('study-plan'));
    await user.click(plan.getByRole('button', { name: 'Delete plan' }));
    let dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Delete this study plan?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(api, 'DELETE', PLAN_API)).toHaveLength(0);

    await user.click(plan.getByRole('button', { name: 'Delete plan' }));
    dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(calls(api, 'DELETE', PLAN_API)).toHaveLength(1));
    expect(await screen.findByRole('form', { name: 'New study plan' })).toBeTruthy();
  });
});
