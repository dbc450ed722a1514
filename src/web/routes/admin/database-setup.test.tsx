import type { MigrationStatus, SeedResult } from '@common/contracts/database-tools';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const status = (pending: number): MigrationStatus => ({
  driver: 'pglite',
  applied: 2,
  pending,
  lastAppliedAt: '2026-11-20T10:00:00.000Z',
  migrations: [
    {
      index: 0,
      tag: '0000_foundation',
      createdAt: '2026-11-19T10:00:00.000Z',
      state: 'applied',
      changed: false,
    },
    {
      index: 1,
      tag: '0001_email',
      createdAt: '2026-11-20T10:00:00.000Z',
      state: 'applied',
      changed: false,
    },
    ...(pending
      ? [
          {
            index: 2,
            tag: '0002_next',
            createdAt: '2026-11-21T10:00:00.000Z',
            state: 'pending' as const,
            changed: false,
          },
        ]
      : []),
  ],
});

async function openPage(pending: number) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/database-setup/migrations', () => ({
    status: 200,
    body: status(pending),
  }));
  const app = renderApp('/admin/database-setup');
  await screen.findByRole('heading', { level: 1, name: 'Database setup' }, { timeout: 10_000 });
  return { api, ...app };
}

describe('database setup page', { timeout: 20_000 }, () => {
  it('lists migrations and applies the pending ones after the typed confirmation', async () => {
    const { api, user } = await openPage(1);
    const table = await screen.findByRole('table', { name: 'Migrations' });
    expect(within(table).getByText('0002_next')).toBeTruthy();
    expect(within(table).getAllByText('Applied')).toHaveLength(2);
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(screen.getByText(/1 migration is waiting to be applied/)).toBeTruthy();

    api.on('POST /api/admin/database-setup/migrations/apply', () => ({
      status: 200,
      body: { applied: ['0002_next'], durationMs: 12, status: { ...status(0), applied: 3 } },
    }));
    await user.click(screen.getByRole('button', { name: 'Apply pending' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Apply migrations' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Confirmation'), 'MIGRATE');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const call = api.calls.find((c) => c.path === '/api/admin/database-setup/migrations/apply');
    expect(call?.body).toEqual({ confirmation: 'MIGRATE' });
    expect(await screen.findByText(/The database is up to date/)).toBeTruthy();
  });

  it('disables applying when nothing is pending, and reports the reference data loaded', async () => {
    const { api, user } = await openPage(0);
    await screen.findByText(/The database is up to date/);
    expect(
      (screen.getByRole('button', { name: 'Apply pending' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const seed: SeedResult = {
      inserted: [
        { table: 'packages', before: 3, inserted: 1 },
        { table: 'email_templates', before: 9, inserted: 0 },
      ],
      total: 1,
      durationMs: 20,
    };
    api.on('POST /api/admin/database-setup/seed', () => ({ status: 200, body: seed }));
    await user.click(screen.getByRole('button', { name: 'Load reference data' }));
    // It asks first: nothing is sent until confirmed.
    const dialog = await screen.findByRole('alertdialog', { name: 'Load the reference data?' });
    expect(api.calls.some((c) => c.path === '/api/admin/database-setup/seed')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Load reference data' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const table = await screen.findByRole('table', { name: 'Rows inserted per table' });
    expect(within(table).getByText('packages')).toBeTruthy();
    expect(screen.getAllByText('1 row inserted.').length).toBeGreaterThan(0);
  });
});
