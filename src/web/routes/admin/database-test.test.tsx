import { DATABASE_CHECKS, type DatabaseTestResult } from '@common/contracts/database-tools';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const result = (failing: string | null): DatabaseTestResult => ({
  ok: failing === null,
  driver: 'postgres',
  serverVersion: '16.4',
  latency: { samples: 100, p50: 0.21, p95: 0.48, min: 0.1, max: 1.2 },
  extensions: [
    {
      name: 'pg_trgm',
      installed: failing !== 'extensions',
      version: failing === 'extensions' ? null : '1.6',
    },
  ],
  checks: DATABASE_CHECKS.map((id) => ({
    id,
    ok: id !== failing,
    durationMs: 1.5,
    detail: id === failing ? 'Missing: pg_trgm' : null,
  })),
  durationMs: 80,
  ranAt: '2026-11-26T02:00:00.000Z',
});

async function openPage() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  const app = renderApp('/admin/database-test');
  await screen.findByRole('heading', { level: 1, name: 'Database test' }, { timeout: 10_000 });
  return { api, ...app };
}

describe('database test page', { timeout: 20_000 }, () => {
  it('runs the checks and shows each with its result, the driver and the latency', async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/database-test', () => ({ status: 200, body: result(null) }));
    await user.click(screen.getByRole('button', { name: 'Run the checks' }));
    expect(await screen.findByText('All 8 checks passed')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Database checks' });
    expect(within(table).getAllByText('Pass')).toHaveLength(8);
    expect(within(table).getByText('Rolled-back transaction')).toBeTruthy();
    expect(screen.getByText('PostgreSQL server (node-postgres)')).toBeTruthy();
    expect(screen.getByText('16.4')).toBeTruthy();
    expect(screen.getByText('pg_trgm 1.6')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Checks' })).toBeTruthy();
  });

  it('shows a failing check with the database message', async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/database-test', () => ({ status: 200, body: result('extensions') }));
    await user.click(screen.getByRole('button', { name: 'Run the checks' }));
    expect(await screen.findByText('1 of 8 checks failed')).toBeTruthy();
    expect(screen.getAllByText('Missing: pg_trgm').length).toBeGreaterThan(0);
    expect(screen.getByText('pg_trgm missing')).toBeTruthy();
  });
});
