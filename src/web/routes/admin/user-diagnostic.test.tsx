import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDiagnostic } from '@/features/diagnostics/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const PAGE = '/admin/user-diagnostic';

type Api = ReturnType<typeof installFakeApi>;

/** Opens the page; `setup` answers endpoints before the first request goes out. */
async function openPage(path = PAGE, setup: (api: Api) => void = () => {}) {
  const api = installFakeApi({ me: makeMe({ role: 'admin', email: 'mona@example.com' }) });
  setup(api);
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'User diagnostic' });
  return { api, ...app };
}

const checkItem = (title: string) =>
  screen.getByRole('listitem', { name: new RegExp(`^${title}`) });

describe('user diagnostic page', () => {
  it('diagnoses an e-mail: the checks, every section and an empty error list', async () => {
    const { api, user, router } = await openPage();
    api.on('GET /api/admin/user-diagnostic', () => ({ status: 200, body: makeDiagnostic() }));
    await user.type(screen.getByLabelText('Email'), ' Sara@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Diagnose' }));

    expect(await screen.findByText('5 of 5 passed')).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/api/admin/user-diagnostic');
    expect(call?.query.get('email')).toBe('sara@example.com');
    expect(currentUrl(router)).toBe(`${PAGE}?email=sara%40example.com`);

    for (const title of [
      'Profile and auth account agree',
      'Role valid',
      'Referral valid',
      'Points consistent',
      'Sessions sane',
    ]) {
      expect(within(checkItem(title)).getByText('Pass')).toBeTruthy();
    }
    for (const heading of [
      'Profile',
      'Auth account and verification',
      'Sessions',
      'Packages',
      'Unlocked subjects',
      'Payments',
      'E-mails sent',
      'Recent errors',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByText('Hana Adel (hana@example.com, Affiliate)')).toBeTruthy();
    expect(screen.getByText('Welcome to Tafawuq')).toBeTruthy();
    expect(screen.getByText('No errors recorded for this account')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Auth accounts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Recompute points/ })).toBeNull();
  });

  it("lists the account's recent errors: time, level, source, message, path and request id", async () => {
    const { api, user } = await openPage();
    api.on('GET /api/admin/user-diagnostic', () => ({
      status: 200,
      body: makeDiagnostic({
        recentErrors: [
          {
            id: 'log-2',
            createdAt: '2026-11-20T09:30:00.000Z',
            level: 'error',
            source: 'client',
            message: 'Cannot read properties of undefined',
            path: '/dashboard',
            requestId: null,
          },
          {
            id: 'log-1',
            createdAt: '2026-11-19T08:00:00.000Z',
            level: 'error',
            source: 'server',
            message: 'connection reset',
            path: '/api/exams',
            requestId: 'b3c1e2f0-1111-4222-8333-444455556666',
          },
        ],
      }),
    }));
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Diagnose' }));

    const table = await screen.findByRole('table', {
      name: 'Errors recorded for this account, server and browser (latest 20)',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const headers = within(rows[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Level', 'Source', 'Message', 'Path', 'Request ID']);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('Browser')).toBeTruthy();
    expect(first.getByText('Cannot read properties of undefined')).toBeTruthy();
    expect(first.getByText('/dashboard')).toBeTruthy();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Error')).toBeTruthy();
    expect(second.getByText('Server')).toBeTruthy();
    expect(second.getByText('b3c1e2f0-1111-4222-8333-444455556666')).toBeTruthy();
    expect(screen.queryByText('No errors recorded for this account')).toBeNull();
  });

  it('checks the e-mail before asking the server', async () => {
    const { api, user } = await openPage();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Diagnose' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/user-diagnostic')).toBe(false);
  });

  it("shows the server's 'No user found with email: {email}'", async () => {
    await openPage(`${PAGE}?email=x%40y.com`, (api) =>
      api.on('GET /api/admin/user-diagnostic', () => ({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'No user found with email: x@y.com' },
      })),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No user found with email: x@y.com',
    );
  });

  it('explains a failing check and applies its fix after confirming; the check runs again', async () => {
    const broken = makeDiagnostic({
      profile: { ...makeDiagnostic().profile, unlockPoints: 7 },
      failing: [
        {
          id: 'points',
          passed: false,
          problems: [{ code: 'pointsMismatch', params: { stored: 7, spendable: 1 } }],
          fix: 'recompute_points',
        },
        {
          id: 'role',
          passed: false,
          problems: [{ code: 'inactiveWithoutPreviousRole', params: {} }],
          fix: null,
        },
      ],
    });
    const { api, user } = await openPage(`${PAGE}?email=sara%40example.com`, (fake) => {
      fake.on('GET /api/admin/user-diagnostic', () => ({ status: 200, body: broken }));
      fake.on('POST /api/admin/user-diagnostic/user-7/fixes/recompute_points', () => ({
        status: 200,
        body: { fix: 'recompute_points', diagnostic: makeDiagnostic() },
      }));
    });

    expect(await screen.findByText('3 of 5 passed')).toBeTruthy();
    const points = checkItem('Points consistent');
    expect(within(points).getByText('Fail')).toBeTruthy();
    expect(
      within(points).getByText('The profile says 7 points, but its packages hold 1.'),
    ).toBeTruthy();
    const role = checkItem('Role valid');
    expect(within(role).getByText(/reactivation would make it a student/)).toBeTruthy();
    expect(
      within(role).getByText('No automatic fix is safe for this: correct it by hand.'),
    ).toBeTruthy();

    await user.click(within(points).getByRole('button', { name: 'Recompute points' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Recompute the points?' });
    await user.click(within(dialog).getByRole('button', { name: 'Recompute points' }));

    expect(await screen.findByText('Points recomputed for sara@example.com.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('5 of 5 passed')).toBeTruthy());
    expect(within(checkItem('Points consistent')).getByText('Pass')).toBeTruthy();
    const fixes = api.calls.filter((c) => c.path.startsWith('/api/admin/user-diagnostic/'));
    expect(fixes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/admin/user-diagnostic/user-7/fixes/recompute_points',
    ]);
  });

  it("shows 'Fix failed: ' with the server's reason", async () => {
    const { user } = await openPage(`${PAGE}?email=sara%40example.com`, (api) => {
      api.on('GET /api/admin/user-diagnostic', () => ({
        status: 200,
        body: makeDiagnostic({
          failing: [
            {
              id: 'sessions',
              passed: false,
              problems: [{ code: 'orphanedSessions', params: { count: 2 } }],
              fix: 'close_orphaned_sessions',
            },
          ],
        }),
      }));
      api.on('POST /api/admin/user-diagnostic/user-7/fixes/close_orphaned_sessions', () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Nothing to fix: every active session still has its sign-in',
        },
      }));
    });
    const sessions = await waitFor(() => checkItem('Sessions sane'));
    expect(
      within(sessions).getByText(
        '2 tracked sessions are marked active, but their sign-ins are gone.',
      ),
    ).toBeTruthy();
    await user.click(within(sessions).getByRole('button', { name: 'Close orphaned sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close orphaned sessions' }));
    expect(
      await screen.findByText(
        'Fix failed: Nothing to fix: every active session still has its sign-in',
      ),
    ).toBeTruthy();
  });

  it('is in the admin navigation with both verification-fix paths', async () => {
    await openPage();
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0];
    if (!nav) throw new Error('no navigation');
    expect(within(nav).getByRole('link', { name: 'User Diagnostic' }).getAttribute('href')).toBe(
      PAGE,
    );
    expect(
      within(nav).getByRole('link', { name: 'Email Verification Fix' }).getAttribute('href'),
    ).toBe('/admin/email-verification-fix');
    expect(within(nav).getByRole('link', { name: 'Manual Email Fix' }).getAttribute('href')).toBe(
      '/admin/manual-email-fix',
    );
  });
});
