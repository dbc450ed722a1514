import type { ExamList } from '@common/contracts/exams';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS, makeOptions, makeSummary } from '@/features/exams/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const finished = makeSummary();
const running = makeSummary({
  id: 'exam-running',
  title: 'Derivatives practice',
  template: null,
  mode: 'practice',
  status: 'in_progress',
  answeredCount: 7,
  questionCount: 20,
  timed: false,
  durationMinutes: null,
  submittedAt: null,
  score: null,
});

function setup(list: Partial<ExamList> = {}) {
  const api = installFakeApi({ me: makeMe() });
  api.on('GET /api/student/exams/options', () => ({ status: 200, body: makeOptions() }));
  api.on('GET /api/student/exams', (req) => ({
    status: 200,
    body: {
      items: [running, finished],
      total: 2,
      page: Number(req.query.get('page') ?? 1),
      pageSize: 20,
      ...list,
    },
  }));
  return api;
}

const listCalls = (api: ReturnType<typeof setup>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/api/student/exams');

const rowOf = (title: string) =>
  screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;

describe('my-exams page', { timeout: 20_000 }, () => {
  it('lists each exam with subject, mode, status, score and date', async () => {
    setup();
    renderApp('/student/my-exams');
    await screen.findByRole('link', { name: 'Derivatives practice' });
    const done = within(rowOf('AP Calculus AB — multiple choice'));
    // Wide screens show them in columns; small screens fold them under the title.
    expect(done.getByText('AP Calculus AB')).toBeTruthy();
    expect(done.getAllByText('Simulation').length).toBeGreaterThan(0);
    expect(done.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(done.getByText('69%')).toBeTruthy();
    expect(done.getByText('Score 4')).toBeTruthy();
    expect(done.getByText('69% · Score 4')).toBeTruthy();
    expect(done.getAllByText('Nov 20, 2026').length).toBeGreaterThan(0);
    expect(
      done
        .getByRole('link', { name: 'Report of AP Calculus AB — multiple choice' })
        .getAttribute('href'),
    ).toBe(`/student/exam/${IDS.exam}/report`);
    const open = within(rowOf('Derivatives practice'));
    expect(open.getAllByText('In progress').length).toBeGreaterThan(0);
    expect(open.getAllByText('7 of 20 answered').length).toBeGreaterThan(0);
  });

  it('is in the student navigation next to create-exam', async () => {
    setup();
    renderApp('/student/my-exams');
    await screen.findByRole('link', { name: 'Derivatives practice' });
    const nav = screen
      .getAllByRole('navigation')
      .find((n) => within(n).queryByRole('link', { name: 'Create exam' })) as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'My exams' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Create exam' }).getAttribute('href')).toBe(
      '/student/create-exam',
    );
  });

  it('resumes an exam in progress in the exam room', async () => {
    setup();
    renderApp('/student/my-exams');
    const resume = await screen.findByRole('link', { name: 'Resume Derivatives practice' });
    expect(resume.getAttribute('href')).toBe('/student/exam/exam-running/process');
  });

  it('keeps the status and subject filters in the address and sends them to the server', async () => {
    const api = setup();
    const { user, router } = renderApp(`/student/my-exams?subject=${IDS.calculus}`);
    await screen.findByRole('link', { name: 'Derivatives practice' });
    expect(listCalls(api)[0]?.query.get('subject')).toBe(IDS.calculus);
    await user.click(screen.getByRole('button', { name: 'In progress' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        `/student/my-exams?subject=${IDS.calculus}&status=in_progress`,
      ),
    );
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('status')).toBe('in_progress'));
    expect(listCalls(api).at(-1)?.query.get('subject')).toBe(IDS.calculus);
    expect(screen.getByRole('button', { name: 'In progress' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/student/my-exams?subject=${IDS.calculus}`),
    );
  });

  it('pages on the server', async () => {
    const api = setup({ total: 45 });
    const { user, router } = renderApp('/student/my-exams');
    expect(await screen.findByText('Showing 1–20 of 45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student/my-exams?page=2'));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('page')).toBe('2'));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeTruthy();
  });

  it('leads to create-exam when there are no exams yet', async () => {
    setup({ items: [], total: 0 });
    renderApp('/student/my-exams');
    expect(await screen.findByRole('heading', { name: 'No exams yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first exam' }).getAttribute('href')).toBe(
      '/student/create-exam',
    );
  });

  it('says when no exam matches the filters, keeping the filters', async () => {
    setup({ items: [], total: 0 });
    renderApp('/student/my-exams?status=expired');
    expect(await screen.findByText('No exams match these filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Time expired' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
