import type { ContentAnalytics } from '@common/contracts/business-analytics-learning';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const DATA: ContentAnalytics = {
  period: {
    from: '2025-03-03',
    to: '2025-03-16',
    days: 14,
    previousFrom: '2025-02-17',
    previousTo: '2025-03-02',
  },
  totals: {
    questions: 120,
    confirmed: 100,
    addedInPeriod: 7,
    confirmedInPeriod: 3,
    responses: 460,
    thinTopics: 1,
  },
  subjects: [
    {
      subject: { id: 's1', name: 'AP Physics 1' },
      total: 120,
      confirmed: 100,
      pendingReview: 15,
      draft: 5,
      confirmedByDifficulty: { easy: 30, medium: 50, hard: 20 },
      addedInPeriod: 7,
      confirmedInPeriod: 3,
      templates: 2,
    },
  ],
  coverage: [
    {
      topic: { id: 't1', name: 'Kinematics', weight: 60 },
      subject: { id: 's1', name: 'AP Physics 1' },
      confirmed: { easy: 3, medium: 4, hard: 0 },
      available: 7,
      needed: 8,
      neededBy: { id: 'tp1', name: 'Full exam' },
      shortfall: 1,
      thinDifficulties: ['easy', 'medium', 'hard'],
    },
    {
      topic: { id: 't2', name: 'Energy', weight: 40 },
      subject: { id: 's1', name: 'AP Physics 1' },
      confirmed: { easy: 20, medium: 20, hard: 20 },
      available: 60,
      needed: 4,
      neededBy: { id: 'tp1', name: 'Full exam' },
      shortfall: 0,
      thinDifficulties: [],
    },
  ],
  flagged: {
    minResponses: 10,
    total: 1,
    rows: [
      {
        id: 'q9',
        stem: 'A cart rolls down a ramp. Which force is greatest?',
        subject: { id: 's1', name: 'AP Physics 1' },
        topic: { id: 't2', name: 'Energy' },
        responses: 12,
        facility: 50,
        discrimination: -100,
        flags: ['negative_discrimination'],
      },
    ],
  },
  mostMissed: [
    {
      id: 'q1',
      stem: 'A ball is thrown upward at 20 m/s. When does it stop?',
      subject: { id: 's1', name: 'AP Physics 1' },
      topic: { id: 't1', name: 'Kinematics' },
      difficulty: 'hard',
      responses: 5,
      missed: 4,
      missRate: 0.8,
    },
  ],
};

function openPage(url = '/admin/content-analytics') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/analytics/content', () => ({ status: 200, body: DATA }));
  return { api, ...renderApp(url) };
}

const lastQuery = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/analytics/content').at(-1)?.query ??
  new URLSearchParams();

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('admin content analytics', () => {
  it('shows the bank against the blueprints, flagged and most missed items', async () => {
    openPage();
    const thin = await screen.findByRole(
      'heading',
      { name: 'Topics short of questions' },
      { timeout: 45_000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Content Analytics' })).toBeTruthy();
    expect(within(thin.parentElement as HTMLElement).getByText('1')).toBeTruthy();

    const perSubject = screen.getByRole('table', { name: 'Questions per subject' });
    expect(cells(within(perSubject).getByRole('row', { name: /AP Physics 1/ }))).toEqual([
      '30',
      '50',
      '20',
      '20',
      '120',
    ]);

    // Only thin topics by default; the checkbox shows them all.
    const coverage = screen.getByRole('table', {
      name: "Topics against the templates' blueprints",
    });
    expect(within(coverage).getAllByRole('row')).toHaveLength(2);
    const kinematics = within(coverage).getByRole('row', { name: /Kinematics/ });
    expect(cells(kinematics)).toEqual([
      'AP Physics 1',
      '60%',
      '3',
      '4',
      '0',
      '7',
      '8',
      '1',
      'Cannot fill an exam',
    ]);
    screen.getByRole('checkbox', { name: 'Only topics where the bank is thin' }).click();
    await waitFor(() => expect(within(coverage).getAllByRole('row')).toHaveLength(3));
    expect(within(coverage).getByRole('row', { name: /Energy/ }).textContent).toContain('Enough');

    const flagged = screen.getByRole('table', { name: 'Items flagged by their statistics' });
    const link = within(flagged).getByRole('link', { name: /A cart rolls down a ramp/ });
    expect(link.getAttribute('href')).toBe('/admin/questions/manage/q9');
    expect(within(flagged).getByText('Negative discrimination')).toBeTruthy();

    const missed = screen.getByRole('table', { name: 'Most missed questions' });
    const row = within(missed).getByRole('row', { name: /thrown upward/ });
    expect(cells(row)).toEqual(['Kinematics · AP Physics 1', 'Hard', '5', '4', '80%']);
    expect(
      screen.getByRole('button', { name: 'Download Most missed questions as CSV' }),
    ).toBeTruthy();
  }, 90_000);

  it('asks for the chosen period and keeps it in the address', async () => {
    const { api, router, user } = openPage();
    await screen.findByRole('heading', { name: 'Topics short of questions' }, { timeout: 45_000 });
    expect(lastQuery(api).get('days')).toBe('30');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(lastQuery(api).get('days')).toBe('7'));
    expect(currentUrl(router)).toContain('days=7');
  }, 90_000);
});
