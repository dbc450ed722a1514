import type { SessionItem } from '@common/contracts/sessions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession } from '@/features/sessions/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

function withSessions(list: SessionItem[], role: 'student' | 'affiliate' | 'admin' = 'student') {
  const api = installFakeApi({ me: makeMe({ role }) });
  const sessions = { list };
  api.on('GET /api/account/sessions', () => ({ status: 200, body: { sessions: sessions.list } }));
  return { api, sessions };
}

const thisDevice = makeSession({ id: 'current', current: true });
const phone = makeSession({
  id: 'phone',
  deviceType: 'mobile',
  browser: 'Mobile Safari 18',
  os: 'iOS 18',
  location: 'Riyadh, SA',
  ipAddress: '5.42.1.9',
});

async function fillPassword(
  user: ReturnType<typeof renderApp>['user'],
  values: { current?: string; next?: string; confirm?: string },
) {
  if (values.current) await user.type(screen.getByLabelText('Current password'), values.current);
  if (values.next) await user.type(screen.getByLabelText('New password'), values.next);
  if (values.confirm) {
    await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
  }
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

// Rendering the whole app with its lazy pages takes a few seconds on a busy machine.
describe('settings page', { timeout: 20_000 }, () => {
  it('checks the password fields before sending anything', async () => {
    const { api } = withSessions([thisDevice]);
    const { user } = renderApp('/student/settings');
    await screen.findByRole('heading', { name: 'Settings' }, { timeout: 10_000 });
    expect(document.title).toBe('Settings · Tafawuq');

    await fillPassword(user, {});
    expect(await screen.findAllByText('Required')).toHaveLength(3);

    await fillPassword(user, { current: 'secret1', next: '123', confirm: '1234' });
    expect(await screen.findByText('String must contain at least 6 character(s)')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/auth/change-password')).toBe(false);
  });

  it("changes the password, signs other devices out and says 'Password updated successfully'", async () => {
    const { api, sessions } = withSessions([thisDevice, phone]);
    let sent: unknown;
    api.on('POST /api/auth/change-password', ({ body }) => {
      sent = body;
      sessions.list = [thisDevice];
      return { status: 200, body: { token: null } };
    });
    const { user } = renderApp('/student/settings');
    expect(
      await screen.findByText('Mobile Safari 18 · iOS 18', {}, { timeout: 10_000 }),
    ).toBeTruthy();

    await fillPassword(user, {
      current: 'secret1',
      next: 'better-secret',
      confirm: 'better-secret',
    });
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(sent).toEqual({
      currentPassword: 'secret1',
      newPassword: 'better-secret',
      revokeOtherSessions: true,
    });
    await waitFor(() => expect(screen.queryByText('Mobile Safari 18 · iOS 18')).toBeNull());
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when the current password is wrong", async () => {
    const { api } = withSessions([thisDevice]);
    api.on('POST /api/auth/change-password', () => ({
      status: 400,
      body: { code: 'INVALID_PASSWORD', message: 'Invalid password' },
    }));
    const { user } = renderApp('/student/settings');
    await screen.findByRole('heading', { name: 'Settings' }, { timeout: 10_000 });
    await fillPassword(user, {
      current: 'wrong-one',
      next: 'better-secret',
      confirm: 'better-secret',
    });
    expect(await screen.findByText('Invalid password')).toBeTruthy();
  });

  it("says 'Failed to update password' when the server gives no reason", async () => {
    const { api } = withSessions([thisDevice]);
    api.on('POST /api/auth/change-password', () => ({ status: 500 }));
    const { user } = renderApp('/student/settings');
    await screen.findByRole('heading', { name: 'Settings' }, { timeout: 10_000 });
    await fillPassword(user, {
      current: 'secret1',
      next: 'better-secret',
      confirm: 'better-secret',
    });
    expect(await screen.findByText('Failed to update password')).toBeTruthy();
  });

  it('lists where the user is signed in, this device marked and without a sign-out', async () => {
    withSessions([phone, thisDevice]);
    renderApp('/student/settings');
    const list = await screen.findByRole(
      'list',
      { name: "Where you're signed in" },
      { timeout: 10_000 },
    );
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    const other = within(items[1] as HTMLElement);
    expect(other.getByText('Riyadh, SA')).toBeTruthy();
    expect(other.getByText('5.42.1.9')).toBeTruthy();
    expect(other.getByText('Phone')).toBeTruthy();
    expect(other.getByText('Active 1 minute ago')).toBeTruthy();
  });

  it('signs another device out after confirming and refreshes the list', async () => {
    const { api, sessions } = withSessions([thisDevice, phone]);
    api.on('DELETE /api/account/sessions/phone', () => {
      sessions.list = [thisDevice];
      return { status: 204 };
    });
    const { user } = renderApp('/student/settings');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Sign out: Mobile Safari 18 · iOS 18' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Device signed out')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Mobile Safari 18 · iOS 18')).toBeNull());
    expect(api.calls.filter((call) => call.path === '/api/account/sessions')).toHaveLength(2);
  });

  it('keeps the session when the dialog is cancelled', async () => {
    const { api } = withSessions([thisDevice, phone]);
    const { user } = renderApp('/student/settings');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Sign out: Mobile Safari 18 · iOS 18' },
        { timeout: 10_000 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("says 'Failed to clear session' when signing a device out fails", async () => {
    const { api } = withSessions([thisDevice, phone], 'affiliate');
    api.on('DELETE /api/account/sessions/phone', () => ({ status: 500 }));
    const { user } = renderApp('/affiliate/settings');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Sign out: Mobile Safari 18 · iOS 18' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Failed to clear session')).toBeTruthy();
    expect(screen.getByText('Mobile Safari 18 · iOS 18')).toBeTruthy();
  });
});
