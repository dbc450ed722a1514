import type { ItemStatistic, QuestionStatistics } from '@common/contracts/question-insights';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeResponse, installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const item = (id: string, stem: string, extra: Partial<ItemStatistic> = {}): ItemStatistic => ({
  id,
  stem,
  subject: { id: 's1', name: 'AP Physics 1' },
  topic: { id: 't1', name: 'Kinematics' },
  type: 'single',
  status: 'confirmed',
  attempts: 40,
  facility: 62.5,
  discrimination: 34.25,
  exposure: 80,
  meanTimeMs: 45_000,
  flags: [],
  ...extra,
});

const STATS: QuestionStatistics = {
  totals: {
    questions: 1234,
    confirmed: 1000,
    responses: 5678,
    attempts: 90,
    analysed: 300,
    flagged: 7,
    meanFacility: 58.04,
  },
  counts: {
    subject: [{ key: 's1', label: 'AP Physics 1', count: 1234 }],
    topic: [{ key: 't1', label: 'Kinematics', group: 'AP Physics 1', count: 321 }],
    type: [
      { key: 'single', label: 'single', count: 1000 },
      { key: 'numeric', label: 'numeric', count: 234 },
    ],
    difficulty: [{ key: 'hard', label: 'hard', count: 400 }],
    status: [{ key: 'pending_review', label: 'pending_review', count: 99 }],
    source: [{ key: 'item_model', label: 'item_model', count: 17 }],
  },
  minResponses: 10,
  items: {
    rows: [
      item('q1', 'What is the **acceleration** of a ball in free fall?'),
      item('q2', 'Which graph shows constant velocity?', {
        facility: 12,
        discrimination: -20.4,
        flags: ['very_hard', 'negative_discrimination'],
      }),
      item('q3', 'A car brakes uniformly.', {
        attempts: 3,
        discrimination: null,
        flags: ['not_enough_responses'],
      }),
    ],
    total: 60,
    page: 1,
    pageSize: 25,
  },
};

function openPage(
  url = '/admin/questions/statistics',
  answer: FakeResponse = { status: 200, body: STATS },
) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: [] } }));
  api.on('GET /api/admin/questions/statistics', () => answer);
  return { api, ...renderApp(url) };
}

const lastQuery = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/questions/statistics').at(-1)?.query ??
  new URLSearchParams();

describe('admin question statistics', () => {
  it('shows the summary, the bank counts and the item analysis with flags in words', async () => {
    openPage();
    const questions = await screen.findByRole('heading', { name: 'Questions' });
    expect(within(questions.parentElement as HTMLElement).getByText('1,234')).toBeTruthy();
    expect(screen.getByText('1000 confirmed')).toBeTruthy();
    expect(screen.getByText('5,678')).toBeTruthy();
    expect(screen.getByText('in 90 attempts')).toBeTruthy();
    expect(screen.getByText('mean facility 58%')).toBeTruthy();

    const byType = screen.getByRole('table', { name: 'By type' });
    expect(within(byType).getByRole('rowheader', { name: /Single choice/ })).toBeTruthy();
    expect(within(byType).getByText('234')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'By status' })).getByText('Pending review'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'By source' })).getByText('Item model'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'By topic' })).getByText('Kinematics'),
    ).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Item analysis' });
    const weak = within(table).getByRole('row', { name: /Which graph/ });
    expect(within(weak).getByText('12%')).toBeTruthy();
    expect(within(weak).getByText('-20.4%')).toBeTruthy();
    expect(within(weak).getByText('Very hard')).toBeTruthy();
    expect(within(weak).getByText('Negative discrimination — check the key')).toBeTruthy();
    const good = within(table).getByRole('row', { name: /acceleration/ });
    expect(within(good).getByText('62.5%')).toBeTruthy();
    expect(within(good).getByText('34.3%')).toBeTruthy();
    expect(within(good).getByText('80%')).toBeTruthy();
    expect(within(good).getByText('45 s')).toBeTruthy();
    expect(within(good).getByRole('link').getAttribute('href')).toBe('/admin/questions/manage/q1');
    const few = within(table).getByRole('row', { name: /A car brakes/ });
    expect(within(few).getByText('Not enough responses')).toBeTruthy();
    expect(within(few).getByText('—')).toBeTruthy();
  });

  it('sorts, filters weak items and pages on the server, keeping the state in the address', async () => {
    const { api, user, router } = openPage();
    await screen.findByRole('table', { name: 'Item analysis' });
    expect(lastQuery(api).get('sort')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sort by Facility' }));
    await waitFor(() => expect(lastQuery(api).get('sort')).toBe('facility'));
    expect(lastQuery(api).get('order')).toBe('desc');
    await user.click(screen.getByRole('button', { name: 'Sort by Facility' }));
    await waitFor(() => expect(lastQuery(api).get('order')).toBe('asc'));

    await user.click(screen.getByRole('checkbox', { name: 'Weak items only' }));
    await waitFor(() => expect(lastQuery(api).get('flagged')).toBe('true'));
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    expect(currentUrl(router)).toContain('flagged=true');
    expect(currentUrl(router)).toContain('sort=facility');
  });

  it('shows the server error when the figures cannot be loaded', async () => {
    openPage('/admin/questions/statistics?subject=gone', {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Subject not found' },
    });
    expect(await screen.findByText('Subject not found')).toBeTruthy();
  });
});
