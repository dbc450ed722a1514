import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReferredUser } from '@/features/affiliates/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const students = [
  makeReferredUser(),
  makeReferredUser({
    id: 'u2',
    name: 'Omar Saleh',
    emailMasked: 'om***@gmail.com',
    joinedAt: '2026-10-12T10:00:00.000Z',
    purchases: 0,
    totalSpent: 0,
  }),
];

function setup(total = 60) {
  const api = installFakeApi({ me: makeMe({ role: 'affiliate', code: 'NOURA10' }) });
  api.on('GET /api/affiliate/referrals', ({ query }) => {
    const search = query.get('search')?.toLowerCase() ?? '';
    const items = students.filter((s) => s.name.toLowerCase().includes(search));
    return {
      status: 200,
      body: {
        items,
        total: search ? items.length : total,
        page: Number(query.get('page') ?? 1),
        pageSize: 25,
      },
    };
  });
  return api;
}

const lastQuery = (api: ReturnType<typeof setup>) =>
  api.calls.filter((c) => c.path === '/api/affiliate/referrals').at(-1)?.query;

describe('affiliate users referred', { timeout: 20_000 }, () => {
  it('lists the referred students with masked e-mails, money and dates', async () => {
    const api = setup();
    renderApp('/affiliate/users-referred');
    expect(await screen.findByRole('heading', { name: 'Users Referred' })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: /Lina Haddad/ })).closest('tr');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['li***@example.com', 'Nov 2, 2026', '2', '$125.18']);
    expect(screen.getByText('60 referred students')).toBeTruthy();
    expect(lastQuery(api)?.toString()).toBe('sort=joined&order=desc&page=1&pageSize=25');
    // Newest first by default, and the header says so.
    expect(screen.getByRole('columnheader', { name: 'Joined' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'none',
    );
  });

  it('searches on the server once typing pauses, and back to page 1', async () => {
    const api = setup();
    const { user, router } = renderApp('/affiliate/users-referred?page=2');
    await screen.findByRole('rowheader', { name: /Lina Haddad/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'omar');
    await waitFor(() => expect(lastQuery(api)?.get('search')).toBe('omar'));
    // One request for the whole word, not one per key.
    expect(
      api.calls.filter((c) => c.path === '/api/affiliate/referrals' && c.query.has('search')),
    ).toHaveLength(1);
    expect(lastQuery(api)?.get('page')).toBe('1');
    expect(currentUrl(router)).toBe('/affiliate/users-referred?search=omar');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Lina Haddad/ })).toBeNull(),
    );
    expect(screen.getByRole('rowheader', { name: /Omar Saleh/ })).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(await screen.findByText('No student matches your search')).toBeTruthy();
  });

  it('sorts by a column header and pages through the list', async () => {
    const api = setup();
    const { user } = renderApp('/affiliate/users-referred');
    await screen.findByRole('rowheader', { name: /Lina Haddad/ });

    await user.click(screen.getByRole('button', { name: 'Total spent' }));
    await waitFor(() => expect(lastQuery(api)?.get('sort')).toBe('spent'));
    expect(lastQuery(api)?.get('order')).toBe('desc');
    await waitFor(() =>
      expect(
        screen.getByRole('columnheader', { name: 'Total spent' }).getAttribute('aria-sort'),
      ).toBe('descending'),
    );
    await user.click(screen.getByRole('button', { name: 'Total spent' }));
    await waitFor(() => expect(lastQuery(api)?.get('order')).toBe('asc'));

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(api)?.get('sort')).toBe('name'));
    expect(lastQuery(api)?.get('order')).toBe('asc');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(api)?.get('page')).toBe('2'));
    expect(lastQuery(api)?.get('sort')).toBe('name');
  });

  it('explains where referred students come from when there are none', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'affiliate', code: 'NOURA10' }) });
    api.on('GET /api/affiliate/referrals', () => ({
      status: 200,
      body: { items: [], total: 0, page: 1, pageSize: 25 },
    }));
    renderApp('/affiliate/users-referred');
    expect(await screen.findByText('No referred students yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get your referral link' }).getAttribute('href')).toBe(
      '/affiliate/dashboard',
    );
  });
});
