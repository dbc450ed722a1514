import type { ConfirmedStatistics } from '@common/contracts/question-insights';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const STATS: ConfirmedStatistics = {
  from: '2025-03-01',
  to: '2025-03-07',
  interval: 'day',
  bySubject: [
    { subject: { id: 's1', name: 'AP Physics 1' }, confirmed: 40, pendingReview: 12, draft: 3 },
    { subject: { id: 's2', name: 'IGCSE Biology' }, confirmed: 25, pendingReview: 0, draft: 9 },
  ],
  byReviewer: [
    { reviewer: { id: 'u1', name: 'Amal Admin' }, count: 6 },
    { reviewer: null, count: 2 },
  ],
  overTime: [
    { date: '2025-03-01', count: 1 },
    { date: '2025-03-02', count: 0 },
    { date: '2025-03-03', count: 5 },
    { date: '2025-03-04', count: 0 },
    { date: '2025-03-05', count: 0 },
    { date: '2025-03-06', count: 2 },
    { date: '2025-03-07', count: 0 },
  ],
  totals: { confirmed: 65, pendingReview: 12, draft: 12, confirmedInRange: 8 },
};

function openPage(url = '/admin/questions/confirmed-statistics') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: [] } }));
  api.on('GET /api/admin/questions/confirmed-statistics', (req) =>
    req.query.get('from') === '2025-03-09'
      ? {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'The start date must be on or before the end date',
            fields: { from: 'The start date must be on or before the end date' },
          },
        }
      : { status: 200, body: STATS },
  );
  return { api, ...renderApp(url) };
}

const lastQuery = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/questions/confirmed-statistics').at(-1)?.query ??
  new URLSearchParams();

describe('admin confirmed statistics', () => {
  it('shows the totals and three charts, each with its numbers as a table', async () => {
    openPage();
    const inRange = await screen.findByRole('heading', { name: 'Confirmed in the range' });
    expect(within(inRange.parentElement as HTMLElement).getByText('8')).toBeTruthy();
    expect(screen.getByText('Mar 1, 2025 – Mar 7, 2025')).toBeTruthy();

    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(3);
    expect(charts[0]?.getAttribute('aria-label')).toBe(
      'Area chart of 8 confirmations from Mar 1, 2025 to Mar 7, 2025, highest 5 on Mar 3, 2025. The table that follows gives the numbers.',
    );
    expect(screen.getByRole('heading', { name: 'Confirmations per day' })).toBeTruthy();

    const perDay = screen.getByRole('table', { name: 'Confirmations per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(8);
    expect(
      within(within(perDay).getByRole('row', { name: /Mar 3, 2025/ })).getByText('5'),
    ).toBeTruthy();

    const bySubject = screen.getByRole('table', { name: 'Confirmed and pending by subject' });
    const physics = within(bySubject).getByRole('row', { name: /AP Physics 1/ });
    expect(
      within(physics)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '12', '3', '55']);
    const byReviewer = screen.getByRole('table', { name: 'Confirmations by reviewer' });
    expect(within(byReviewer).getByRole('row', { name: /Amal Admin/ }).textContent).toContain('6');
    expect(within(byReviewer).getByRole('row', { name: /No reviewer recorded/ })).toBeTruthy();

    // The drawings: axis titles and one bar per subject segment.
    const subjectChart = charts[1] as HTMLElement;
    expect(subjectChart.textContent).toContain('Subject');
    expect(subjectChart.textContent).toContain('Questions');
    // Recharts draws each non-zero segment as a `.recharts-bar-rectangle` (5 here: 2 + 1 + 2).
    await waitFor(() =>
      expect(subjectChart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5),
    );
    expect(screen.getAllByText('Pending review').length).toBeGreaterThan(0);
  });

  it('asks the server for the chosen range and shows its message for a bad one', async () => {
    const { api, router } = openPage();
    const from = await screen.findByLabelText('From');
    await waitFor(() => expect((from as HTMLInputElement).value).toBe('2025-03-01'));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-08' } });
    await waitFor(() => expect(lastQuery(api).get('to')).toBe('2025-03-08'));
    expect(currentUrl(router)).toContain('to=2025-03-08');

    fireEvent.change(from, { target: { value: '2025-03-09' } });
    expect(
      await screen.findAllByText('The start date must be on or before the end date'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
  });

  it('switches to weekly counts', async () => {
    const { api, user } = openPage();
    await screen.findByRole('heading', { name: 'Confirmations per day' });
    await user.click(screen.getByRole('combobox', { name: 'Show per' }));
    await user.click(await screen.findByRole('option', { name: 'Week' }));
    await waitFor(() => expect(lastQuery(api).get('interval')).toBe('week'));
  });
});
