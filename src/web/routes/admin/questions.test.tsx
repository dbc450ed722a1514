import type { QuestionRow } from '@common/contracts/questions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const row = (id: string, stem: string, extra: Partial<QuestionRow> = {}): QuestionRow => ({
  id,
  subject: { id: 's1', name: 'AP Calculus AB' },
  topic: { id: 't1', name: 'Limits' },
  type: 'single',
  difficulty: 'medium',
  status: 'confirmed',
  source: 'manual',
  stem,
  timesSeen: 10,
  facility: 0.6,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

function openPage(url = '/admin/questions') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects: [] } }));
  api.on('GET /api/admin/questions', () => ({
    status: 200,
    body: {
      items: [
        row('q1', 'What is the limit of sin x over x?'),
        row('q2', 'Find the derivative of x squared.', { status: 'draft' }),
        row('q3', 'Evaluate $\\int_0^1 x\\,dx$.'),
      ],
      total: 60,
      page: 1,
      pageSize: 25,
    },
  }));
  return { api, ...renderApp(url) };
}

const lastQuery = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/admin/questions').at(-1)?.query ?? new URLSearchParams();

describe('admin question bank', () => {
  it('shows one page from the server with the total and pages on', async () => {
    const { api, user, router } = openPage();
    expect(await screen.findByText('What is the limit of sin x over x?')).toBeTruthy();
    expect(screen.getByText('60 questions')).toBeTruthy();
    const math = screen.getByRole('link', { name: /Evaluate/ });
    expect(math.querySelector('.katex'), 'LaTeX in a stem is typeset, not shown raw').toBeTruthy();
    expect(math.textContent).not.toContain('$');
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    expect(currentUrl(router)).toContain('page=2');
  });

  it('searches after typing and sorts by a column, keeping the state in the address', async () => {
    const { api, user, router } = openPage();
    await screen.findByText('What is the limit of sin x over x?');
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'derivative');
    await waitFor(() => expect(lastQuery(api).get('q')).toBe('derivative'));
    await user.click(screen.getByRole('button', { name: 'Sort by Difficulty' }));
    await waitFor(() => expect(lastQuery(api).get('sort')).toBe('difficulty'));
    expect(lastQuery(api).get('order')).toBe('desc');
    expect(currentUrl(router)).toContain('q=derivative');
  });

  it('exports exactly what the list shows, even when Export follows the typing at once', async () => {
    const { api, user } = openPage();
    await screen.findByText('What is the limit of sin x over x?');
    let showSearch = () => {};
    const searched = new Promise<void>((resolve) => {
      showSearch = resolve;
    });
    api.on('GET /api/admin/questions', async ({ query }) => {
      if (query.get('q')) await searched;
      return {
        status: 200,
        body: {
          items: [row('q2', 'Find the derivative of x squared.')],
          total: 1,
          page: 1,
          pageSize: 25,
        },
      };
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'derivative');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const json = () => screen.getByRole('menuitem', { name: 'JSON (lossless)' });
    // The list still shows the unsearched rows: the export offers no address that would ignore
    // the search, and the search reaches the list at once instead of after the typing pause.
    expect(await screen.findByText('Updating the list to the filters…')).toBeTruthy();
    expect(json().getAttribute('href')).toBeNull();
    expect(json().getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(lastQuery(api).get('q')).toBe('derivative'));

    showSearch();
    expect(await screen.findByText('1 question')).toBeTruthy();
    await waitFor(() =>
      expect(json().getAttribute('href')).toBe(
        '/api/admin/questions/export?format=json&q=derivative',
      ),
    );
  });

  it('confirms the selected questions in bulk', async () => {
    const { api, user } = openPage();
    api.on('POST /api/admin/questions/bulk', () => ({
      status: 200,
      body: { changed: 1, skipped: [] },
    }));
    await screen.findByText('Find the derivative of x squared.');
    await user.click(screen.getByRole('checkbox', { name: /Select: Find the derivative/ }));
    expect(screen.getByText('1 question selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('1 question confirmed')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/admin/questions/bulk')?.body).toEqual({
      ids: ['q2'],
      action: 'confirm',
    });
    const table = screen.getByRole('table');
    expect(within(table).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('lists each question a bulk action left as it was, with the reason', async () => {
    const { api, user } = openPage();
    const reason =
      'A draft question cannot be moved to confirmed; it can be moved to pending review or archived';
    api.on('POST /api/admin/questions/bulk', () => ({
      status: 200,
      body: {
        changed: 1,
        skipped: [{ id: 'q2', stem: 'Find the derivative of x squared.', reason }],
      },
    }));
    await screen.findByText('Find the derivative of x squared.');
    await user.click(screen.getByRole('checkbox', { name: /Select: Find the derivative/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select: Evaluate/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const dialog = await screen.findByRole('dialog', { name: 'Some questions were not changed' });
    expect(dialog.textContent).toContain(
      '1 question was confirmed. 1 question was left as it was, because its status or content does not allow it:',
    );
    const refused = within(dialog).getAllByRole('listitem');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.textContent).toContain('Find the derivative of x squared.');
    expect(refused[0]?.textContent).toContain(reason);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
