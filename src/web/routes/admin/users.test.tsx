import type { UserRow } from '@common/contracts/users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const row = (overrides: Partial<UserRow> = {}): UserRow => ({
  id: 'u-1',
  name: 'Layla Haddad',
  email: 'layla@example.com',
  role: 'student',
  previousRole: null,
  emailVerified: false,
  adminVerified: false,
  code: null,
  activeSessions: 2,
  createdAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

const layla = row();
const omar = row({
  id: 'u-2',
  name: 'Omar Aziz',
  email: 'omar@example.com',
  role: 'affiliate',
  code: 'OMAR10',
  emailVerified: true,
  activeSessions: 0,
});
const huda = row({
  id: 'u-3',
  name: 'Huda Karim',
  email: 'huda@example.com',
  role: 'inactive',
  previousRole: 'student',
  adminVerified: true,
  activeSessions: 0,
});

function setup(rows: UserRow[] = [layla, omar, huda]) {
  const api = installFakeApi({ me: makeMe({ role: 'admin', id: 'admin-1' }) });
  api.on('GET /api/admin/users', ({ query }) => {
    const search = query.get('search')?.toLowerCase();
    const items = rows.filter(
      (u) =>
        (!search || u.name.toLowerCase().includes(search)) &&
        (!query.get('role') || u.role === query.get('role')) &&
        (query.get('verification') !== 'unverified' || (!u.emailVerified && !u.adminVerified)),
    );
    return {
      status: 200,
      body: { items, total: items.length + 30, page: Number(query.get('page') ?? 1), pageSize: 25 },
    };
  });
  return api;
}

const listCalls = (api: ReturnType<typeof setup>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/users');

async function openMenu(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(
    await screen.findByRole('button', { name: `Actions for ${name}` }, { timeout: 10_000 }),
  );
  return screen.findByRole('menu');
}

describe('admin users screen', { timeout: 30_000 }, () => {
  it('lists users with role and verification, and searches, filters, sorts and pages on the server', async () => {
    const api = setup();
    const { user, router } = renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 10_000 });
    expect(document.title).toBe('Users · Tafawuq');
    const lay = (await within(table).findByText('Layla Haddad')).closest('tr') as HTMLElement;
    expect(within(lay).getByText('Student')).toBeTruthy();
    // The badge, and on phones the line under the role.
    expect(within(lay).getAllByText('Unverified').length).toBeGreaterThan(0);
    expect(within(lay).getByText('2')).toBeTruthy();
    const om = within(table).getByText('Omar Aziz').closest('tr') as HTMLElement;
    expect(within(om).getByText('Affiliate')).toBeTruthy();
    expect(within(om).getByText('OMAR10')).toBeTruthy();
    expect(within(om).getAllByText('E-mail verified').length).toBeGreaterThan(0);
    const hu = within(table).getByText('Huda Karim').closest('tr') as HTMLElement;
    expect(within(hu).getByText('Deactivated')).toBeTruthy();
    expect(within(hu).getByText('was Student')).toBeTruthy();
    expect(within(hu).getAllByText('Admin-verified').length).toBeGreaterThan(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'lay');
    await waitFor(() => expect(router.state.location.search).toBe('?search=lay'));
    await waitFor(() => expect(screen.queryByText('Omar Aziz')).toBeNull());
    expect(listCalls(api).some((c) => c.query.get('search') === 'lay')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=lay&sort=name&order=asc'),
    );
    expect(
      listCalls(api).some((c) => c.query.get('sort') === 'name' && c.query.get('order') === 'asc'),
    ).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'User' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(api).some((c) => c.query.get('page') === '2')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=asc'));
  });

  it('the user-verification route opens on the unverified accounts', async () => {
    const api = setup();
    renderApp('/admin/user-verification');
    await screen.findByRole('heading', { name: 'User verification' }, { timeout: 10_000 });
    await screen.findByText('Layla Haddad');
    expect(screen.queryByText('Omar Aziz')).toBeNull();
    expect(listCalls(api).every((c) => c.query.get('verification') === 'unverified')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Verification' }).textContent).toContain(
      'Unverified',
    );
  });

  it('changes a role, asking for a code before making someone an affiliate', async () => {
    const api = setup();
    api.on('POST /api/admin/users/u-1/role', ({ body }) => ({
      status: 200,
      body: { user: { ...layla, ...(body as object) }, sessionsEnded: 0 },
    }));
    const { user } = renderApp('/admin/users');
    const menu = await openMenu(user, 'Layla Haddad');
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Layla Haddad' });
    await user.click(within(dialog).getByRole('combobox', { name: 'New role' }));
    await user.click(await screen.findByRole('option', { name: 'Affiliate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText('An affiliate needs a code')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/users/u-1/role')).toBe(false);

    await user.type(within(dialog).getByLabelText('Affiliate code'), ' layla-10 ');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/admin/users/u-1/role')?.body).toEqual({
        role: 'affiliate',
        code: 'LAYLA-10',
      }),
    );
    expect(await screen.findByText('Layla Haddad is now: Affiliate')).toBeTruthy();
  });

  it("shows the server's refusal (last administrator) and keeps the dialog open", async () => {
    const admin = row({ id: 'u-9', name: 'Amal Admin', role: 'admin', emailVerified: true });
    const api = setup([admin]);
    api.on('POST /api/admin/users/u-9/role', () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This is the last administrator: make someone else an administrator first',
      },
    }));
    const { user } = renderApp('/admin/users');
    const menu = await openMenu(user, 'Amal Admin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Amal Admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(
      await within(dialog).findByText(
        'This is the last administrator: make someone else an administrator first',
      ),
    ).toBeTruthy();
  });

  it('asks before deactivating, forcing a reset and revoking sessions', async () => {
    const api = setup();
    for (const action of ['deactivate', 'password-reset', 'revoke-sessions']) {
      api.on(`POST /api/admin/users/u-1/${action}`, () => ({
        status: 200,
        body:
          action === 'deactivate'
            ? {
                id: 'u-1',
                email: layla.email,
                role: 'inactive',
                previousRole: 'student',
                sessionsEnded: 2,
              }
            : { user: { ...layla, activeSessions: 0 }, sessionsEnded: 2 },
      }));
    }
    const { user } = renderApp('/admin/users');
    const cases = [
      [
        'Deactivate…',
        'Deactivate Layla Haddad?',
        'Deactivate',
        'deactivate',
        'Layla Haddad has been deactivated',
      ],
      [
        'Force password reset…',
        'Force a password reset for Layla Haddad?',
        'Send reset e-mail',
        'password-reset',
        'Password reset e-mail sent to layla@example.com; 2 sessions ended',
      ],
      [
        'Revoke all sessions…',
        'Sign Layla Haddad out everywhere?',
        'Revoke sessions',
        'revoke-sessions',
        '2 sessions ended for Layla Haddad',
      ],
    ] as const;
    for (const [item, title, confirm, action, done] of cases) {
      const menu = await openMenu(user, 'Layla Haddad');
      await user.click(within(menu).getByRole('menuitem', { name: item }));
      const dialog = await screen.findByRole('alertdialog', { name: title });
      // Cancelling changes nothing.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.calls.some((c) => c.path === `/api/admin/users/u-1/${action}`)).toBe(false);
      const again = await openMenu(user, 'Layla Haddad');
      await user.click(within(again).getByRole('menuitem', { name: item }));
      const confirmDialog = await screen.findByRole('alertdialog', { name: title });
      await user.click(within(confirmDialog).getByRole('button', { name: confirm }));
      expect(await screen.findByText(done)).toBeTruthy();
      expect(api.calls.filter((c) => c.path === `/api/admin/users/u-1/${action}`)).toHaveLength(1);
    }
  });

  it('marks admin-verified, resends the e-mail and reactivates at once; refusals show', async () => {
    const api = setup();
    api.on('POST /api/admin/users/u-1/admin-verify', () => ({
      status: 200,
      body: { user: { ...layla, adminVerified: true }, sessionsEnded: 0 },
    }));
    api.on('POST /api/admin/users/u-1/verification-email', () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This e-mail address is already verified',
      },
    }));
    api.on('POST /api/admin/users/u-3/reactivate', () => ({
      status: 200,
      body: { id: 'u-3', email: huda.email, role: 'student', previousRole: null, sessionsEnded: 0 },
    }));
    const { user } = renderApp('/admin/users');
    let menu = await openMenu(user, 'Layla Haddad');
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark admin-verified' }));
    expect(await screen.findByText('Layla Haddad is now admin-verified')).toBeTruthy();
    menu = await openMenu(user, 'Layla Haddad');
    await user.click(within(menu).getByRole('menuitem', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText('This e-mail address is already verified')).toBeTruthy();
    menu = await openMenu(user, 'Huda Karim');
    expect(within(menu).queryByRole('menuitem', { name: 'Change role…' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'View as student' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Reactivate' }));
    expect(await screen.findByText('Huda Karim has been reactivated')).toBeTruthy();
  });

  it('views as a student: the student area shows the banner, and "Back to admin" returns', async () => {
    const api = setup();
    let impersonating = false;
    api.on('POST /api/admin/users/u-1/impersonate', () => {
      impersonating = true;
      api.state.me = makeMe({ id: 'u-1', role: 'student', firstName: 'Layla', lastName: 'Haddad' });
      return { status: 200, body: { redirectTo: '/student/dashboard' } };
    });
    api.on('GET /api/account/impersonation', () => ({
      status: 200,
      body: {
        impersonating,
        student: { id: 'u-1', name: 'Layla Haddad', email: layla.email },
        admin: impersonating ? { id: 'admin-1', email: 'omar@example.com' } : null,
      },
    }));
    api.on('POST /api/account/impersonation/stop', () => {
      impersonating = false;
      api.state.me = makeMe({ role: 'admin', id: 'admin-1' });
      return { status: 200, body: { redirectTo: '/admin/dashboard' } };
    });
    const { user, router } = renderApp('/admin/users');
    const menu = await openMenu(user, 'Layla Haddad');
    expect(within(menu).queryByRole('menuitem', { name: 'View as student' })).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'View as student' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student/dashboard'));
    const banner = await screen.findByRole(
      'region',
      { name: 'Viewing as Layla Haddad' },
      { timeout: 10_000 },
    );
    await user.click(within(banner).getByRole('button', { name: 'Back to admin' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Viewing as Layla Haddad' })).toBeNull(),
    );
    expect(api.calls.filter((c) => c.path === '/api/account/impersonation/stop')).toHaveLength(1);
  });

  it("offers no account-changing actions on the administrator's own row", async () => {
    setup([row({ id: 'admin-1', name: 'Omar Khalil', role: 'admin', adminVerified: true })]);
    const { user } = renderApp('/admin/users');
    const menu = await openMenu(user, 'Omar Khalil');
    for (const item of [
      'Change role…',
      'Deactivate…',
      'Force password reset…',
      'Revoke all sessions…',
    ]) {
      expect(within(menu).queryByRole('menuitem', { name: item })).toBeNull();
    }
    expect(within(menu).getByRole('menuitem', { name: 'Resend verification e-mail' })).toBeTruthy();
  });

  it('a student who is not being viewed sees no banner', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'student' }) });
    api.on('GET /api/account/impersonation', () => ({
      status: 200,
      body: {
        impersonating: false,
        student: { id: 'user-1', name: 'Omar Khalil', email: 'o@e.com' },
        admin: null,
      },
    }));
    renderApp('/student/dashboard');
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/account/impersonation')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Back to admin' })).toBeNull();
  });
});
