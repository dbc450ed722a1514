import type { SqlFunction, SqlRunResult } from '@common/contracts/schema-tools';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const FUNCTIONS: SqlFunction[] = [
  {
    signature: 'admin_clear_user_sessions(text)',
    name: 'admin_clear_user_sessions',
    params: [{ name: 'p_target_user_id', type: 'text', kind: 'text', hasDefault: false }],
    returns: 'integer',
    language: 'plpgsql',
    volatility: 'volatile',
    runnable: true,
  },
];

const result = (outcome: SqlRunResult['outcome']): SqlRunResult => ({
  outcome,
  durationMs: 3.2,
  columns: ['result'],
  rows: [['2']],
  rowCount: 1,
  truncated: false,
  error: null,
});

async function openPage() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/schema-tools/functions', () => ({
    status: 200,
    body: { functions: FUNCTIONS },
  }));
  api.on('POST /api/admin/schema-tools/functions/run', ({ body }) => {
    const input = body as { commit: boolean; args: { value?: string }[] };
    if (input.args[0]?.value === 'boom') {
      return {
        status: 200,
        body: {
          ...result('error'),
          columns: [],
          rows: [],
          rowCount: 0,
          error: { message: 'permission denied', code: '42501', detail: null, hint: null },
        },
      };
    }
    return { status: 200, body: result(input.commit ? 'committed' : 'rolledBack') };
  });
  const app = renderApp('/admin/sql-function-tester');
  await screen.findByRole('heading', { name: 'SQL function tester', level: 1 });
  await app.user.click(screen.getByRole('combobox', { name: 'Function' }));
  await app.user.click(
    await screen.findByRole('option', { name: 'admin_clear_user_sessions(text)' }),
  );
  return { api, ...app };
}

describe('admin SQL function tester page', () => {
  it('runs a function rolled back by default and shows its rows', async () => {
    const { api, user } = await openPage();
    await user.type(screen.getByLabelText('p_target_user_id'), 'u1');
    await user.click(screen.getByRole('button', { name: 'Run (rolled back)' }));
    expect(await screen.findByText('Rolled back', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '2' })).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/run'))?.body).toEqual({
      signature: 'admin_clear_user_sessions(text)',
      args: [{ mode: 'value', value: 'u1' }],
      commit: false,
    });
  });

  it('commits only after the function name is typed', async () => {
    const { api, user } = await openPage();
    await user.type(screen.getByLabelText('p_target_user_id'), 'u1');
    await user.click(screen.getByRole('checkbox', { name: 'Commit the changes' }));
    const button = screen.getByRole('button', { name: 'Run and commit' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(
      screen.getByLabelText('Type admin_clear_user_sessions to commit'),
      'admin_clear_user_sessions',
    );
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(await screen.findByText('Committed', { selector: 'span' })).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/run'))?.body).toMatchObject({
      commit: true,
      confirmation: 'admin_clear_user_sessions',
    });
  });

  it("shows the database's error", async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('p_target_user_id'), 'boom');
    await user.click(screen.getByRole('button', { name: 'Run (rolled back)' }));
    expect(await screen.findByText('permission denied')).toBeTruthy();
    expect(screen.getByText('SQLSTATE 42501')).toBeTruthy();
  });
});
