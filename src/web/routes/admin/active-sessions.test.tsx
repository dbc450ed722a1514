import type { ActiveSessions } from '@common/contracts/sessions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeActiveSession } from '@/features/sessions/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const sara = makeActiveSession({ id: 's-sara-1' });
const saraPhone = makeActiveSession({
  id: 's-sara-2',
  deviceType: 'mobile',
  browser: 'Mobile Safari 18',
  os: 'iOS 18',
  location: 'Riyadh, SA',
});
const ali = makeActiveSession({
  id: 's-ali',
  browser: 'Firefox 133',
  os: 'Ubuntu',
  location: 'Amman, JO',
  user: { id: 'user-3', email: 'ali@example.com', firstName: 'Ali', lastName: 'Nasser' },
});

function statsOf(sessions: ActiveSessions['sessions']): ActiveSessions['stats'] {
  const users = new Set(sessions.map((s) => s.user.id)).size;
  const counts = new Map<string, number>();
  for (const s of sessions) counts.set(s.location ?? '', (counts.get(s.location ?? '') ?? 0) + 1);
  return {
    total: sessions.length,
    uniqueUsers: users,
    averagePerUser: users ? sessions.length / users : 0,
    topLocations: [...counts].map(([location, count]) => ({ location, count })),
  };
}

function adminWith(list: ActiveSessions['sessions']) {
  const api = installFakeApi({ me: makeMe({ role: 'admin', firstName: 'Mona' }) });
  const data = { list };
  api.on('GET /api/admin/sessions', () => ({
    status: 200,
    body: { sessions: data.list, stats: statsOf(data.list) },
  }));
  return { api, data };
}

async function openRowAction(
  user: ReturnType<typeof renderApp>['user'],
  name: string,
  row: number,
  action: string,
) {
  const triggers = await screen.findAllByRole(
    'button',
    { name: `Actions for ${name}` },
    { timeout: 10_000 },
  );
  await user.click(triggers[row] as HTMLElement);
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('alertdialog');
}

// Rendering the whole app with its lazy pages takes a few seconds on a busy machine.
describe('admin active sessions', { timeout: 20_000 }, () => {
  it('shows the statistics and every session with its user and device', async () => {
    adminWith([sara, saraPhone, ali]);
    renderApp('/admin/students/active-sessions');
    await screen.findByText('ali@example.com', {}, { timeout: 10_000 });
    const table = screen.getByRole('table', { name: 'Active sessions' });
    expect(document.title).toBe('Active Sessions · Tafawuq');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('ali@example.com')).toBeTruthy();
    expect(within(table).getByText('Firefox 133 · Ubuntu')).toBeTruthy();
    expect(within(table).getByText('Amman, JO')).toBeTruthy();

    const total = screen.getByRole('heading', { name: 'Total sessions' }).parentElement;
    expect(total?.textContent).toContain('3');
    const unique = screen.getByRole('heading', { name: 'Unique users' }).parentElement;
    expect(unique?.textContent).toContain('2');
    const average = screen.getByRole('heading', {
      name: 'Average sessions per user',
    }).parentElement;
    expect(average?.textContent).toContain('1.5');
    expect(screen.getByText('Top locations')).toBeTruthy();
    expect(screen.getAllByText('1 session').length).toBeGreaterThan(0);
  });

  it("marks the administrator's own session as this device", async () => {
    adminWith([
      ali,
      makeActiveSession({
        id: 's-mona',
        current: true,
        user: { id: 'user-1', firstName: 'Mona', lastName: 'Admin', email: 'omar@example.com' },
      }),
    ]);
    renderApp('/admin/students/active-sessions');
    const badge = await screen.findByText('This device', {}, { timeout: 10_000 });
    expect(badge.closest('tr')?.textContent).toContain('Mona Admin');
  });

  it('shows an empty state when nobody is signed in', async () => {
    adminWith([]);
    renderApp('/admin/students/active-sessions');
    expect(await screen.findByText('No active sessions', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('No locations yet')).toBeTruthy();
  });

  it('clears one session after confirming and refreshes the table', async () => {
    const { api, data } = adminWith([sara, saraPhone, ali]);
    api.on('DELETE /api/admin/sessions/s-sara-2', () => {
      data.list = [sara, ali];
      return { status: 204 };
    });
    const { user } = renderApp('/admin/students/active-sessions');
    const dialog = await openRowAction(user, 'Sara Hassan', 1, 'Clear session');
    expect(within(dialog).getByText('Clear this session?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Clear session' }));
    expect(await screen.findByText('Session cleared')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Mobile Safari 18 · iOS 18')).toBeNull());
    expect(screen.getByText('Firefox 133 · Ubuntu')).toBeTruthy();
  });

  it('clears every session of a user after confirming', async () => {
    const { api, data } = adminWith([sara, saraPhone, ali]);
    api.on('DELETE /api/admin/users/user-2/sessions', () => {
      data.list = [ali];
      return { status: 204 };
    });
    const { user } = renderApp('/admin/students/active-sessions');
    const dialog = await openRowAction(user, 'Sara Hassan', 0, 'Clear all sessions of this user');
    expect(within(dialog).getByText('Clear all sessions of Sara Hassan?')).toBeTruthy();
    await user.click(
      within(dialog).getByRole('button', { name: 'Clear all sessions of this user' }),
    );
    expect(await screen.findByText('All sessions of Sara Hassan cleared')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('sara@example.com')).toBeNull());
    expect(screen.getByText('ali@example.com')).toBeTruthy();
  });

  it("says 'Failed to clear session' when clearing one session fails", async () => {
    const { api } = adminWith([sara, ali]);
    api.on('DELETE /api/admin/sessions/s-ali', () => ({ status: 500 }));
    const { user } = renderApp('/admin/students/active-sessions');
    const dialog = await openRowAction(user, 'Ali Nasser', 0, 'Clear session');
    await user.click(within(dialog).getByRole('button', { name: 'Clear session' }));
    expect(await screen.findByText('Failed to clear session')).toBeTruthy();
    expect(screen.getByText('ali@example.com')).toBeTruthy();
  });

  it("says 'Failed to clear user sessions' when clearing a user's sessions fails", async () => {
    const { api } = adminWith([sara, ali]);
    api.on('DELETE /api/admin/users/user-3/sessions', () => ({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL', message: 'Something broke' },
    }));
    const { user } = renderApp('/admin/students/active-sessions');
    const dialog = await openRowAction(user, 'Ali Nasser', 0, 'Clear all sessions of this user');
    await user.click(
      within(dialog).getByRole('button', { name: 'Clear all sessions of this user' }),
    );
    expect(await screen.findByText('Failed to clear user sessions')).toBeTruthy();
  });

  it('is in the admin navigation under Students, with Profile and Settings', async () => {
    adminWith([]);
    renderApp('/admin/dashboard');
    const nav = (
      await screen.findAllByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 })
    )[0] as HTMLElement;
    expect(within(nav).getByText('Students')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Active Sessions' }).getAttribute('href')).toBe(
      '/admin/students/active-sessions',
    );
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/admin/profile',
    );
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
  });
});
