import type { AuditLog } from '@common/contracts/audit';
import type {
  AuthEventList,
  LockedAccountList,
  SecurityOverview,
} from '@common/contracts/security';
import type { UserList, UserRow } from '@common/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const hours = Array.from({ length: 24 }, (_, h) => ({
  at: `2025-03-01T${String(h).padStart(2, '0')}:00:00Z`,
  failed: h === 9 ? 4 : 0,
  succeeded: h === 10 ? 2 : 0,
  rateLimited: h === 9 ? 1 : 0,
}));

const OVERVIEW: SecurityOverview = {
  from: '2025-03-01',
  to: '2025-03-01',
  bucket: 'hour',
  totals: { failed: 4, succeeded: 2, rateLimited: 1, lockedAccounts: 1 },
  series: hours,
  topIps: [{ ip: '203.0.113.7', count: 4, lastAt: '2025-03-01T09:30:00Z' }],
  topEmails: [{ email: 'victim@example.com', count: 3, lastAt: '2025-03-01T09:30:00Z' }],
};

const EVENTS: AuthEventList = {
  items: [
    {
      id: 'e1',
      kind: 'rate_limited',
      email: 'victim@example.com',
      ip: '203.0.113.7',
      userId: null,
      reason: '/api/auth/sign-in/email',
      createdAt: '2025-03-01T09:31:00Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

const LOCKED: LockedAccountList = {
  items: [
    {
      id: 'u9',
      name: 'Omar Locked',
      email: 'omar@example.com',
      lock: 'deactivated',
      reason: null,
      until: null,
      updatedAt: '2025-02-01T10:00:00Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

const AUDIT: AuditLog = {
  items: [
    {
      id: 'a1',
      actor: { id: 'admin-1', email: 'mona@example.com' },
      action: 'user.revoke_sessions',
      targetType: 'user',
      targetId: 'u2',
      before: null,
      after: null,
      ip: null,
      createdAt: '2025-03-01T08:00:00Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

const SARA: UserRow = {
  id: 'u2',
  name: 'Sara Student',
  email: 'sara@example.com',
  role: 'student',
  previousRole: null,
  emailVerified: true,
  adminVerified: false,
  code: null,
  activeSessions: 2,
  createdAt: '2025-01-01T00:00:00Z',
};

function openPage(url = '/admin/security?from=2025-03-01&to=2025-03-01') {
  const api = installFakeApi({ me: makeMe({ role: 'admin', firstName: 'Mona' }) });
  api.on('GET /api/admin/security/overview', (req) =>
    req.query.get('from') === '2025-03-09'
      ? {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'The start date must be on or before the end date',
            fields: { from: 'The start date must be on or before the end date' },
          },
        }
      : { status: 200, body: OVERVIEW },
  );
  api.on('GET /api/admin/security/events', () => ({ status: 200, body: EVENTS }));
  api.on('GET /api/admin/security/admins', () => ({
    status: 200,
    body: {
      items: [
        {
          id: 'admin-1',
          name: 'Mona Admin',
          email: 'mona@example.com',
          lastSignInAt: '2025-03-01T07:00:00Z',
          lastSignInIp: '198.51.100.2',
          activeSessions: 1,
        },
      ],
    },
  }));
  api.on('GET /api/admin/security/locked', () => ({ status: 200, body: LOCKED }));
  api.on('GET /api/admin/audit-log', () => ({ status: 200, body: AUDIT }));
  api.on('GET /api/admin/users', (req) => ({
    status: 200,
    body: {
      items: req.query.get('search') === 'sara@example.com' ? [SARA] : [],
      total: 0,
      page: 1,
      pageSize: 10,
    } satisfies UserList,
  }));
  api.on('POST /api/admin/users/u2/revoke-sessions', () => ({
    status: 200,
    body: { user: { ...SARA, activeSessions: 0 }, sessionsEnded: 2 },
  }));
  api.on('POST /api/admin/users/u2/password-reset', () => ({
    status: 200,
    body: { user: SARA, sessionsEnded: 0 },
  }));
  return { api, ...renderApp(url) };
}

describe('admin security page', () => {
  it('shows the totals, the chart with its table, top addresses and e-mails', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
    const failed = await screen.findByRole('heading', { name: 'Failed sign-ins' });
    expect(within(failed.parentElement as HTMLElement).getByText('4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign-ins per hour' })).toBeTruthy();
    const perHour = screen.getByRole('table', { name: 'Sign-ins per hour' });
    expect(within(perHour).getAllByRole('row')).toHaveLength(25);

    const ips = screen.getByRole('table', { name: 'Top addresses' });
    expect(within(ips).getByText('203.0.113.7')).toBeTruthy();
    const emails = screen.getByRole('table', { name: 'Top e-mails' });
    expect(within(emails).getByText('victim@example.com')).toBeTruthy();
  });

  it('lists events, administrators, locked accounts and recent audit entries', async () => {
    openPage();
    const events = await screen.findByRole('table', { name: 'Sign-in events' });
    expect(await within(events).findByText('Rate-limited')).toBeTruthy();
    const admins = await screen.findByRole('table', { name: 'Administrators' });
    expect(await within(admins).findByText('198.51.100.2')).toBeTruthy();
    const locked = await screen.findByRole('table', { name: 'Locked accounts' });
    expect(await within(locked).findByText('Deactivated')).toBeTruthy();
    const audit = await screen.findByRole('table', { name: 'Recent administrator actions' });
    expect(await within(audit).findByText('user.revoke_sessions')).toBeTruthy();
  });

  it('shows the period error from the server', async () => {
    openPage('/admin/security?from=2025-03-09&to=2025-03-01');
    expect(
      await screen.findByText('The start date must be on or before the end date'),
    ).toBeTruthy();
  });

  it('finds an account by e-mail and revokes its sessions after the e-mail is typed', async () => {
    const { api, user } = openPage();
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No account has this e-mail address.')).toBeTruthy();

    await user.clear(email);
    await user.type(email, 'Sara@Example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke all sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Revoke all sessions' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type sara@example.com to confirm' }),
      'sara@example.com',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/admin/users/u2/revoke-sessions')).toBe(true),
    );
    expect(await screen.findByText('sara@example.com was signed out of 2 sessions.')).toBeTruthy();
  });
});
