import type { StudentRow } from '@common/contracts/students';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const row = (overrides: Partial<StudentRow> = {}): StudentRow => ({
  id: 'stu-1',
  name: 'Lina Haddad',
  email: 'lina@example.com',
  phoneNumber: '+20 100 123 4567',
  active: true,
  emailVerified: true,
  adminVerified: false,
  points: 3,
  activePackages: 1,
  affiliate: { id: 'aff-1', name: 'Noura Saleh', code: 'NOURA10' },
  joinedAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

function setup() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/students', ({ query }) => ({
    status: 200,
    body: {
      items: [
        row(),
        row({
          id: 'stu-2',
          name: 'Omar Aziz',
          email: 'omar@example.com',
          phoneNumber: '',
          active: false,
          emailVerified: false,
          points: 0,
          activePackages: 0,
          affiliate: null,
        }),
      ],
      total: 40,
      page: Number(query.get('page') ?? 1),
      pageSize: 25,
    },
  }));
  return api;
}

const searches = (api: ReturnType<typeof setup>) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/students');

describe('admin student search', { timeout: 30_000 }, () => {
  it('lists students with links to profile and packages, searching, filtering, sorting and paging on the server', async () => {
    const api = setup();
    const { user, router } = renderApp('/admin/students/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Search' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Students' });
    const lina = (await within(table).findByText('lina@example.com')).closest('tr') as HTMLElement;
    expect(
      within(lina).getByRole('link', { name: 'Profile of Lina Haddad' }).getAttribute('href'),
    ).toBe('/admin/students/profile/stu-1');
    expect(
      within(lina).getByRole('link', { name: 'Edit packages of Lina Haddad' }).getAttribute('href'),
    ).toBe('/admin/students/edit-packages/stu-1');
    expect(within(lina).getByText('NOURA10')).toBeTruthy();
    expect(within(lina).getByText('+20 100 123 4567')).toBeTruthy();
    const omar = within(table).getByText('omar@example.com').closest('tr') as HTMLElement;
    expect(within(omar).getByText('Deactivated')).toBeTruthy();
    expect(within(omar).getByText('Not verified')).toBeTruthy();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }),
      '0100',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?search=0100'));
    await waitFor(() =>
      expect(searches(api).some((c) => c.query.get('search') === '0100')).toBe(true),
    );

    await user.click(screen.getByRole('combobox', { name: 'Any package status' }));
    await user.click(await screen.findByRole('option', { name: 'Without an active package' }));
    await waitFor(() =>
      expect(searches(api).some((c) => c.query.get('hasActivePackage') === 'no')).toBe(true),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Referred by code' }), 'noura10');
    await waitFor(() =>
      expect(searches(api).some((c) => c.query.get('affiliateCode') === 'noura10')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Points' }));
    await waitFor(() =>
      expect(
        searches(api).some(
          (c) => c.query.get('sort') === 'points' && c.query.get('order') === 'desc',
        ),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(searches(api).some((c) => c.query.get('page') === '2')).toBe(true));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBeNull(),
    );
  });

  it('sends joining dates from the address', async () => {
    const api = setup();
    renderApp('/admin/students/search?joinedFrom=2026-01-01&joinedTo=2026-03-31');
    await screen.findByRole('table', { name: 'Students' });
    const call = searches(api).at(-1);
    expect(call?.query.get('joinedFrom')).toBe('2026-01-01');
    expect(call?.query.get('joinedTo')).toBe('2026-03-31');
    expect((screen.getByLabelText('Joined from') as HTMLInputElement).value).toBe('2026-01-01');
  });
});
