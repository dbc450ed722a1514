import type { ExamReport } from '@common/contracts/exams';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS, makeDetails, makeReport } from '@/features/exams/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const REPORT_URL = `/student/exam/${IDS.exam}/report`;

function open(report: Partial<ExamReport> = {}) {
  const api = installFakeApi({ me: makeMe() });
  api.on(`GET /api/student/exams/${IDS.exam}/report`, () => ({
    status: 200,
    body: makeReport(report),
  }));
  api.on(`GET /api/student/exams/${IDS.newExam}`, () => ({
    status: 200,
    body: makeDetails({
      id: IDS.newExam,
      title: 'Retry: Derivatives',
      status: 'ready',
      score: null,
    }),
  }));
  return { api, ...renderApp(REPORT_URL) };
}

const question = (position: number) =>
  screen.getByRole('article', { name: `Question ${position}` });

describe('exam report page', { timeout: 20_000 }, () => {
  it('sums up raw, percent, the predicted score with its band and the percentile', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Report: AP Calculus AB — multiple choice' }),
    ).toBeTruthy();
    expect(screen.getByText('31 of 45')).toBeTruthy();
    expect(screen.getByText('69%')).toBeTruthy();
    expect(screen.getByText('Predicted AP score')).toBeTruthy();
    expect(screen.getByTestId('scaled-score').textContent).toBe('4(3–5)');
    expect(screen.getByText('72%')).toBeTruthy();
    expect(
      screen.getByText('You scored higher than 72% of 120 takers of this template.'),
    ).toBeTruthy();
  });

  it('draws results per section and per topic, with the same numbers as a table', async () => {
    const { user } = open();
    const topics = await screen.findByRole('img', { name: /^By topic:/ });
    expect(topics.getAttribute('aria-label')).toBe(
      'By topic: Derivatives: 8 of 18 correct, 44%; Limits: 10 of 12 correct, 83%',
    );
    expect(screen.getByRole('img', { name: /^By section:/ }).getAttribute('aria-label')).toContain(
      'Part B: 9 of 15 correct, 60%',
    );
    const section = screen.getByRole('region', { name: 'By topic' });
    await user.click(within(section).getByRole('button', { name: 'Table' }));
    const table = within(section).getByRole('table', { name: 'By topic' });
    const row = within(table).getByRole('rowheader', { name: 'Derivatives' }).closest('tr');
    expect(row?.textContent).toBe('Derivatives8 of 1844%25 min 00 s');
    expect(within(section).queryByRole('img')).toBeNull();
  });

  it('shows the time spent on each question', async () => {
    open();
    const chart = await screen.findByRole('img', { name: /^Time per question:/ });
    expect(chart.getAttribute('aria-label')).toContain('Question 1: 1 min 05 s, Incorrect');
    expect(chart.getAttribute('aria-label')).toContain('Question 3: 5 s, Unanswered');
    expect(screen.getByText('1 min 40 s in all, 33 s per question on average.')).toBeTruthy();
  });

  it('gives quick answers their tenths of a second instead of "0 s"', async () => {
    const quick = makeReport().questions.map((q, i) => ({
      ...q,
      timeSpentMs: [400, 1_250, 0][i] ?? 0,
    }));
    open({ questions: quick });
    const chart = await screen.findByRole('img', { name: /^Time per question:/ });
    expect(chart.getAttribute('aria-label')).toContain('Question 1: 0.4 s');
    expect(screen.getByText('1.7 s in all, 0.6 s per question on average.')).toBeTruthy();
  });

  it('shows every question with the answer given, the correct one and the explanation', async () => {
    open();
    await screen.findByRole('article', { name: 'Question 1' });
    const first = within(question(1));
    expect(first.getByText('Incorrect')).toBeTruthy();
    const choices = first.getAllByRole('listitem');
    expect(choices[0]?.textContent).toContain('Your answer');
    expect(choices[0]?.textContent).not.toContain('Correct answer');
    expect(choices[1]?.textContent).toContain('Correct answer');
    expect(first.getByText('Explanation')).toBeTruthy();
    // Formulas are typeset by KaTeX.
    expect(question(1).querySelectorAll('.katex').length).toBeGreaterThan(3);
    const second = within(question(2));
    expect(second.getByText('Correct')).toBeTruthy();
    expect(second.getByText('Your answer').nextElementSibling?.textContent).toBe('6');
    expect(second.getByText('Correct answer').nextElementSibling?.textContent).toBe('6');
    const third = within(question(3));
    expect(third.getByText('Unanswered')).toBeTruthy();
    expect(third.getByText('Flagged')).toBeTruthy();
    expect(third.getByText('You did not answer this question.')).toBeTruthy();
  });

  it('filters the questions by result', async () => {
    const { user } = open();
    await screen.findByRole('article', { name: 'Question 1' });
    await user.click(screen.getByRole('button', { name: /^Incorrect/ }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(question(1)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Flagged/ }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'q-3',
    ]);
  });

  it.each([
    ['Practise weak topics', 'practise-weak-topics'],
    ['Retry 1 incorrect', 'retry-incorrect'],
  ])('"%s" creates a new exam in one click and opens it', async (label, endpoint) => {
    const { api, user, router } = open();
    api.on(`POST /api/student/exams/${IDS.exam}/${endpoint}`, () => ({
      status: 201,
      body: { id: IDS.newExam },
    }));
    await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.newExam}`));
    expect(await screen.findByRole('heading', { name: 'Retry: Derivatives' })).toBeTruthy();
    expect(
      api.calls.filter((c) => c.path === `/api/student/exams/${IDS.exam}/${endpoint}`),
    ).toHaveLength(1);
  });

  it('names the weak topics, and turns the buttons off when there is nothing to redo', async () => {
    open({ weakTopicIds: [], incorrectCount: 0 });
    expect(await screen.findByText('No topic below 60%: well done.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Practise weak topics' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Retry 0 incorrect' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows a refusal of the follow-up exam with the way out', async () => {
    const { api, user, router } = open();
    api.on(`POST /api/student/exams/${IDS.exam}/retry-incorrect`, () => ({
      status: 403,
      body: {
        statusCode: 403,
        code: 'EXAM_LIMIT_REACHED',
        message: 'You have created all 20 exams of your packages.',
      },
    }));
    expect(await screen.findByText('Weak topics (below 60%): Derivatives.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry 1 incorrect' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You have created all 20 exams of your packages.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Buy a package' }).getAttribute('href')).toBe(
      '/student/buy-package',
    );
    expect(currentUrl(router)).toBe(REPORT_URL);
  });

  it('says that the saved answers were scored when time ran out', async () => {
    open({
      result: { ...makeReport().result, status: 'expired', band: null },
      percentile: null,
      takers: 1,
    });
    expect(
      await screen.findByText(
        'Time ran out before you submitted: the answers you had saved were scored.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('scaled-score').textContent).toBe('4');
    expect(screen.getByText('No one else has taken this template yet.')).toBeTruthy();
  });

  it('shows the band of a simulation on the plain percent scale with its percent', async () => {
    open({
      exam: { ...makeReport().exam, template: null, mode: 'simulation' },
      result: {
        ...makeReport().result,
        scale: 'percent',
        score: { raw: 0, max: 5, percent: 0, scaled: null },
        band: { theta: -1.4, se: 0.74, low: '0%', high: '23%', label: '0%' },
      },
    });
    expect(await screen.findByText('Percent correct')).toBeTruthy();
    expect(screen.getByTestId('percent-score').textContent).toBe('0%(0%–23%)');
    expect(screen.getByText('The range is where your score is likely to fall (95%).')).toBeTruthy();
    // A plain percent form predicts no other score.
    expect(screen.queryByText('Predicted score')).toBeNull();
    expect(screen.queryByTestId('scaled-score')).toBeNull();
  });

  it('leaves out a stored band that does not contain the score shown', async () => {
    // Bands scored before they were anchored on the percent were centred on θ.
    open({
      exam: { ...makeReport().exam, template: null, mode: 'practice' },
      result: {
        ...makeReport().result,
        scale: 'percent',
        score: { raw: 0, max: 5, percent: 0, scaled: null },
        band: { theta: 0.2, se: 0.9, low: '35%', high: '82%', label: '55%' },
      },
    });
    expect(await screen.findByText('Percent correct')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.queryByTestId('percent-score')).toBeNull();
    expect(screen.queryByText(/35%/)).toBeNull();
    expect(screen.queryByTestId('scaled-score')).toBeNull();
  });

  it('predicts an adaptive exam from θ, with its band', async () => {
    open({
      exam: { ...makeReport().exam, mode: 'adaptive' },
      result: {
        ...makeReport().result,
        score: { raw: 9, max: 12, percent: 75, scaled: '4' },
        band: { theta: 0.9, se: 0.4, low: '3', high: '5', label: '4' },
      },
    });
    expect(await screen.findByText('Predicted AP score')).toBeTruthy();
    expect(screen.getByTestId('scaled-score').textContent).toBe('4(3–5)');
  });

  it('sends an unfinished exam back to its page', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on(`GET /api/student/exams/${IDS.exam}/report`, () => ({
      status: 409,
      body: { statusCode: 409, code: 'EXAM_NOT_FINISHED', message: 'Submit the exam first' },
    }));
    renderApp(REPORT_URL);
    expect(
      await screen.findByRole('heading', { name: 'This exam is not finished yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the exam' }).getAttribute('href')).toBe(
      `/student/exam/${IDS.exam}`,
    );
  });
});
