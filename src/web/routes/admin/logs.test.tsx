import type { AuditLog } from '@common/contracts/audit';
import type { SystemLogEntry, SystemLogList } from '@common/contracts/system-logs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const entry = (overrides: Partial<SystemLogEntry>): SystemLogEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  level: 'error',
  source: 'server',
  message: 'Database query failed: timeout',
  data: { route: 'GET /api/exams' },
  requestId: '1b2c3d4e-0000-4000-8000-000000000000',
  user: null,
  path: '/api/exams',
  userAgent: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const logs: SystemLogList = {
  items: [
    entry({}),
    entry({
      id: '00000000-0000-4000-8000-000000000002',
      level: 'warn',
      source: 'client',
      message: 'Chart failed to render',
      user: { id: 'u1', email: 'sara@example.com' },
      requestId: null,
      data: null,
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};

const audit: AuditLog = {
  items: [
    {
      id: 'a1',
      actor: { id: 'admin-1', email: 'admin@example.com' },
      action: 'package.update',
      targetType: 'package',
      targetId: 'basic',
      before: null,
      after: null,
      ip: '203.0.113.7',
      createdAt: '2026-03-01T09:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

async function openPage(path = '/admin/logs') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/logs', () => ({ status: 200, body: logs }));
  api.on('GET /api/admin/audit-log', () => ({ status: 200, body: audit }));
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Logs', level: 1 });
  return { api, ...app };
}

describe('logs', () => {
  it('lists server and client entries with level, source and user', async () => {
    await openPage();
    const table = await screen.findByRole('table', { name: 'Log entries' });
    expect(await within(table).findByText('Database query failed: timeout')).toBeTruthy();
    expect(within(table).getByText('Chart failed to render')).toBeTruthy();
    expect(within(table).getByText('sara@example.com')).toBeTruthy();
    expect(within(table).getByText('Warning')).toBeTruthy();
    expect(within(table).getByText('Client')).toBeTruthy();
  });

  it('filters on the server, keeping the filters in the address', async () => {
    const { api, user, router } = await openPage();
    await screen.findByText('Chart failed to render');
    await user.type(screen.getByLabelText('Search message, path or request id'), 'chart');
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/api/admin/logs' && c.query.get('search') === 'chart'),
      ).toBe(true),
    );
    await user.type(screen.getByLabelText('User e-mail or id'), 'sara@');
    await waitFor(() => expect(currentUrl(router)).toContain('user=sara%40'));
    await waitFor(() => {
      const last = api.calls.filter((c) => c.path === '/api/admin/logs').at(-1);
      expect(last?.query.get('user')).toBe('sara@');
      expect(last?.query.get('search')).toBe('chart');
      expect(last?.query.get('pageSize')).toBe('25');
    });
  });

  it('shows the audit log in its own tab', async () => {
    const { api, user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('package.update')).toBeTruthy();
    expect(within(table).getByText('admin@example.com')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/audit-log')).toBe(true);
  });
});
