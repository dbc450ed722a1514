import type { UserBehavior } from '@common/contracts/business-analytics-learning';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const days = ['2025-03-03', '2025-03-04', '2025-03-05'];
const DATA: UserBehavior = {
  period: {
    from: '2025-03-03',
    to: '2025-03-05',
    days: 3,
    previousFrom: '2025-02-28',
    previousTo: '2025-03-02',
  },
  totals: {
    activeStudents: { current: 4, previous: 2 },
    examsStarted: { current: 3, previous: 0 },
    examsFinished: { current: 2, previous: 1 },
    minutesSpent: { current: 35, previous: 5 },
    signUps: { current: 3, previous: 1 },
  },
  activeByDay: days.map((date, i) => ({ date, students: [1, 0, 2][i] ?? 0 })),
  activeByWeek: [{ weekStart: '2025-03-03', students: 3, partial: true }],
  examsByDay: days.map((date, i) => ({
    date,
    started: [1, 0, 2][i] ?? 0,
    finished: [1, 0, 1][i] ?? 0,
  })),
  timeByDay: days.map((date, i) => ({
    date,
    minutes: [15, 0, 20][i] ?? 0,
    exams: [1, 0, 1][i] ?? 0,
  })),
  timeByMode: [
    { mode: 'practice', exams: 1, averageMinutes: 15, medianMinutes: 15 },
    { mode: 'simulation', exams: 1, averageMinutes: 20, medianMinutes: 20 },
    { mode: 'adaptive', exams: 0, averageMinutes: null, medianMinutes: null },
  ],
  journey: [
    { step: 'signed_up', students: 4 },
    { step: 'started_exam', students: 3 },
    { step: 'finished_exam', students: 2 },
    { step: 'viewed_report', students: 1 },
    { step: 'second_exam', students: 1 },
  ],
  retention: {
    unit: 'week',
    cohorts: [{ start: '2025-03-03', size: 4, active: [4, 2, null] }],
  },
};

function openPage(url = '/admin/user-behavior') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/analytics/user-behavior', () => ({ status: 200, body: DATA }));
  return { api, ...renderApp(url) };
}

const lastQuery = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/analytics/user-behavior').at(-1)?.query ??
  new URLSearchParams();

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('admin user behaviour analytics', () => {
  it('shows activity, exams, time, the journey and retention', async () => {
    openPage('/admin/user-behavior?from=2025-03-03&to=2025-03-05');
    const heading = await screen.findByRole(
      'heading',
      { name: 'Active students' },
      { timeout: 45_000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'User Behavior Analytics' })).toBeTruthy();
    const active = heading.parentElement as HTMLElement;
    expect(within(active).getByText('4')).toBeTruthy();
    expect(within(active).getByText('+100%')).toBeTruthy();
    expect(within(active).getByText('2 in the period before')).toBeTruthy();
    const started = screen.getByRole('heading', { name: 'Exams started' })
      .parentElement as HTMLElement;
    expect(within(started).getByText('New')).toBeTruthy();
    expect(within(started).getByText('0 in the period before')).toBeTruthy();
    expect(screen.getByText('66.7% of those started')).toBeTruthy();

    const perDay = screen.getByRole('table', { name: 'Active students per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(4);
    const exams = screen.getByRole('table', { name: 'Exams started and finished' });
    expect(cells(within(exams).getByRole('row', { name: /Mar 5, 2025/ }))).toEqual(['2', '1']);
    const perWeek = screen.getByRole('table', { name: 'Active students per week' });
    expect(
      within(perWeek).getByRole('row', { name: /Week of Mar 3, 2025 \(partial\)/ }),
    ).toBeTruthy();

    const modes = screen.getByRole('table', { name: 'Time per exam' });
    expect(cells(within(modes).getByRole('row', { name: /Simulation/ }))).toEqual([
      '1',
      '20 min',
      '20 min',
    ]);
    expect(cells(within(modes).getByRole('row', { name: /Adaptive/ }))).toEqual(['0', '—', '—']);

    const dropOff = screen.getByRole('table', { name: 'Drop-off per step' });
    expect(cells(within(dropOff).getByRole('row', { name: /Viewed a report/ }))).toEqual([
      '1',
      '25%',
      '1 (50%)',
    ]);
    expect(screen.getByRole('heading', { name: 'How the steps are counted' })).toBeTruthy();

    const retention = screen.getByRole('table', { name: 'Retention by weekly cohort' });
    expect(cells(within(retention).getByRole('row', { name: /Week of Mar 3, 2025/ }))).toEqual([
      '4',
      '100%',
      '50%',
      // The dot is drawn; screen readers hear "Not yet".
      '·Not yet',
    ]);
    expect(
      screen.getByRole('button', { name: 'Download Retention by weekly cohort as CSV' }),
    ).toBeTruthy();
  }, 90_000);

  it('asks for the chosen period', async () => {
    const { api, router, user } = openPage();
    await screen.findByRole('heading', { name: 'Active students' }, { timeout: 45_000 });
    expect(lastQuery(api).get('days')).toBe('30');
    await user.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(lastQuery(api).get('days')).toBe('90'));
    expect(currentUrl(router)).toContain('days=90');
  }, 90_000);
});
