import type { DatabaseAnalytics } from '@common/contracts/database-tools';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const analytics = (over: Partial<DatabaseAnalytics> = {}): DatabaseAnalytics => ({
  driver: 'pglite',
  databaseBytes: 24 * 1024 * 1024,
  exactCountLimit: 10_000,
  tables: [
    {
      name: 'questions',
      estimatedRows: 52000,
      exactRows: null,
      totalBytes: 8 * 1024 * 1024,
      tableBytes: 6 * 1024 * 1024,
      indexBytes: 2 * 1024 * 1024,
      indexCount: 4,
    },
    {
      name: 'packages',
      estimatedRows: null,
      exactRows: 4,
      totalBytes: 32768,
      tableBytes: 8192,
      indexBytes: 16384,
      indexCount: 1,
    },
  ],
  indexCount: 2,
  unusedIndexCount: 1,
  indexes: {
    page: 1,
    pageSize: 25,
    total: 2,
    items: [
      {
        name: 'packages_pkey',
        table: 'packages',
        bytes: 16384,
        scans: 12,
        unique: true,
        primary: true,
        unused: false,
      },
      {
        name: 'questions_topic_idx',
        table: 'questions',
        bytes: 65536,
        scans: 0,
        unique: false,
        primary: false,
        unused: true,
      },
    ],
  },
  statements: { available: false, reason: 'notInstalled', detail: null, items: [] },
  ...over,
});

async function openPage(body = analytics()) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/database-analytics', () => ({ status: 200, body }));
  const app = renderApp('/admin/database-analytics');
  await screen.findByRole('heading', { level: 1, name: 'Database analytics' }, { timeout: 10_000 });
  return { api, ...app };
}

describe('database analytics page', { timeout: 20_000 }, () => {
  it('shows tables, indexes with the unused ones, and says when statements are unavailable', async () => {
    await openPage();
    const tables = await screen.findByRole('table', { name: 'Tables with rows and size' });
    expect(within(tables).getByText('≈ 52,000')).toBeTruthy();
    expect(within(tables).getByText('4')).toBeTruthy();
    const indexes = screen.getByRole('table', { name: 'Indexes with size and usage' });
    expect(within(indexes).getByText('Unused')).toBeTruthy();
    expect(within(indexes).getByText('Primary key')).toBeTruthy();
    expect(screen.getByText(/pg_stat_statements is not available on this database/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Largest tables' })).toBeTruthy();
  });

  it('lists the slowest statements when the extension answers, and searches on the server', async () => {
    const { api, user } = await openPage(
      analytics({
        statements: {
          available: true,
          reason: null,
          detail: null,
          items: [
            {
              query: 'select * from questions where id = $1',
              calls: 40,
              totalMs: 80,
              meanMs: 2,
              rows: 40,
            },
          ],
        },
      }),
    );
    const table = await screen.findByRole('table', { name: 'Slowest statements' });
    expect(within(table).getByText('select * from questions where id = $1')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Which indexes' }));
    await user.click(await screen.findByRole('option', { name: 'Unused indexes only' }));
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/api/admin/database-analytics' && c.query.get('indexes') === 'unused',
        ),
      ).toBe(true),
    );
    await user.type(screen.getByLabelText('Search tables and indexes'), 'pack');
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/api/admin/database-analytics' && c.query.get('search') === 'pack',
        ),
      ).toBe(true),
    );
  });
});
