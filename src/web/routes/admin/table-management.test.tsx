import type { BrowsableTable, TableRows } from '@common/contracts/schema-tools';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const TABLES: BrowsableTable[] = [
  {
    name: 'sessions',
    estimatedRows: 2,
    columns: [
      { name: 'id', type: 'text', kind: 'text', nullable: false, masked: false },
      { name: 'token', type: 'text', kind: 'text', nullable: false, masked: true },
      { name: 'ip_address', type: 'text', kind: 'text', nullable: true, masked: false },
    ],
  },
];

function rows(page: number): TableRows {
  return {
    table: 'sessions',
    columns: TABLES[0]?.columns ?? [],
    items: [
      ['s1', '••••', '127.0.0.1'],
      ['s2', '••••', null],
    ],
    total: 2,
    page,
    pageSize: 25,
    sort: 'id',
    order: 'asc',
  };
}

async function openPage(path = '/admin/table-management') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/schema-tools/tables', () => ({ status: 200, body: { tables: TABLES } }));
  api.on('GET /api/admin/schema-tools/tables/sessions/rows', ({ query }) => ({
    status: 200,
    body: rows(Number(query.get('page') ?? 1)),
  }));
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Table management', level: 1 });
  return { api, ...app };
}

describe('admin table management page', () => {
  it('shows the first table with its masked column and NULLs', async () => {
    await openPage();
    expect(await screen.findByText('s1')).toBeTruthy();
    expect(screen.getAllByText('••••')).toHaveLength(2);
    expect(screen.getByText('NULL')).toBeTruthy();
    expect(screen.getByText('2 rows')).toBeTruthy();
  });

  it('sorts by a column on the server, but not by a masked one', async () => {
    const { api, user } = await openPage();
    await screen.findByText('s1');
    expect(screen.queryByRole('button', { name: /^token/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ip_address' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path.endsWith('/rows') && c.query.get('sort') === 'ip_address'),
      ).toBe(true),
    );
  });

  it('sends the filters as parameters and exports the same rows', async () => {
    const filters = JSON.stringify([{ column: 'ip_address', op: 'contains', value: '127' }]);
    const { api } = await openPage(
      `/admin/table-management?table=sessions&filters=${encodeURIComponent(filters)}`,
    );
    await screen.findByText('s1');
    const call = api.calls.find((c) => c.path.endsWith('/rows'));
    expect(JSON.parse(call?.query.get('filters') ?? '[]')).toEqual(JSON.parse(filters));
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toContain('/api/admin/schema-tools/tables/sessions/export');
    expect(link.getAttribute('href')).toContain('filters=');
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('127');
  });
});
