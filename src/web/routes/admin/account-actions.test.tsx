import type { AccountActionPreview } from '@common/contracts/account-actions';
import type { UserRow } from '@common/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const user = (id: string, name: string, overrides: Partial<UserRow> = {}): UserRow => ({
  id,
  name,
  email: `${id}@example.com`,
  role: 'student',
  previousRole: null,
  emailVerified: false,
  adminVerified: false,
  code: null,
  activeSessions: 1,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

const rows = [
  user('u1', 'Lina Haddad'),
  user('u2', 'Omar Aziz'),
  user('u3', 'Sara Admin', { role: 'admin' }),
];

function setup() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/users', ({ query }) => ({
    status: 200,
    body: { items: rows, total: 3, page: Number(query.get('page') ?? 1), pageSize: 25 },
  }));
  api.on('POST /api/admin/account-actions/preview', ({ body }) => {
    const { selection } = body as { selection: { type: string; ids?: string[] } };
    const ids = selection.type === 'ids' ? (selection.ids ?? []) : rows.map((r) => r.id);
    const users = rows
      .filter((r) => ids.includes(r.id))
      .map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        role: r.role,
        outcome: r.role === 'admin' ? ('skip' as const) : ('change' as const),
        reason: r.role === 'admin' ? ('administrator' as const) : null,
      }));
    const willChange = users.filter((u) => u.outcome === 'change').length;
    const preview: AccountActionPreview = {
      action: 'deactivate',
      packageName: null,
      selected: users.length,
      willChange,
      skipped: users.length - willChange,
      reasons: users.length > willChange ? [{ reason: 'administrator', count: 1 }] : [],
      users,
    };
    return { status: 200, body: preview };
  });
  api.on('POST /api/admin/account-actions/run', ({ body }) => {
    const { selection } = body as { selection: { ids: string[] } };
    return {
      status: 200,
      body: {
        action: 'deactivate',
        packageName: null,
        selected: selection.ids.length,
        changed: selection.ids.length,
        skipped: 0,
        reasons: [],
        failed: [],
        changedIds: selection.ids,
      },
    };
  });
  return api;
}

describe('admin account actions', { timeout: 30_000 }, () => {
  it('selects users, shows the dry run, and runs exactly the previewed users after confirmation', async () => {
    const api = setup();
    const { user: u } = renderApp('/admin/account-actions');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Account Actions' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const table = await screen.findByRole(
      'table',
      { name: 'Users to select' },
      { timeout: 10_000 },
    );
    await within(table).findByText('u1@example.com');
    const dryRun = screen.getByRole('button', { name: 'Dry run' });
    expect((dryRun as HTMLButtonElement).disabled).toBe(true);

    await u.click(within(table).getByRole('checkbox', { name: 'Select Lina Haddad' }));
    await u.click(within(table).getByRole('checkbox', { name: 'Select Omar Aziz' }));
    expect(screen.getByTestId('selection-count').textContent).toBe('2 users selected');

    await u.click(screen.getByRole('combobox', { name: 'Action' }));
    await u.click(await screen.findByRole('option', { name: 'Deactivate' }));
    await u.click(screen.getByRole('button', { name: 'Dry run' }));
    expect((await screen.findByTestId('preview-summary')).textContent).toBe(
      '2 of 2 selected users will change; 0 will be skipped.',
    );
    const previewCall = api.calls.find((c) => c.path === '/api/admin/account-actions/preview');
    expect(previewCall?.body).toEqual({
      action: 'deactivate',
      selection: { type: 'ids', ids: ['u1', 'u2'] },
    });
    expect(api.calls.some((c) => c.path === '/api/admin/account-actions/run')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Run on 2 users' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Run “Deactivate” on 2 users?')).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect((await screen.findByTestId('run-summary')).textContent).toBe(
      '2 changed, 0 skipped, 0 failed.',
    );
    const runCall = api.calls.find((c) => c.path === '/api/admin/account-actions/run');
    expect(runCall?.body).toEqual({
      action: 'deactivate',
      selection: { type: 'ids', ids: ['u1', 'u2'] },
    });
  });

  it('selects everyone the filter matches and shows why users are skipped', async () => {
    const api = setup();
    const { user: u } = renderApp('/admin/account-actions?role=student');
    const table = await screen.findByRole(
      'table',
      { name: 'Users to select' },
      { timeout: 10_000 },
    );
    await within(table).findByText('u1@example.com');
    await u.click(screen.getByRole('button', { name: 'Select all 3 users matching the filter' }));
    expect(screen.getByTestId('selection-count').textContent).toBe(
      'All 3 users matching the filter selected',
    );
    await u.click(screen.getByRole('combobox', { name: 'Action' }));
    await u.click(await screen.findByRole('option', { name: 'Deactivate' }));
    await u.click(screen.getByRole('button', { name: 'Dry run' }));
    expect((await screen.findByTestId('preview-summary')).textContent).toBe(
      '2 of 3 selected users will change; 1 will be skipped.',
    );
    expect(
      screen.getAllByText('Administrators are never deactivated in bulk').length,
    ).toBeGreaterThan(0);
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/admin/account-actions/preview')?.body).toEqual({
        action: 'deactivate',
        selection: { type: 'filter', filter: { role: 'student' } },
      }),
    );
  });
});
