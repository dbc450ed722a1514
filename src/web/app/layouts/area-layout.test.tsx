import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('area sidebar', () => {
  it("offers students the support team's address", async () => {
    installFakeApi({ me: makeMe({ role: 'student', firstName: 'Omar' }) });
    renderApp('/student/dashboard');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Need a hand?')).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'support@tafawuq.com' })).toBeTruthy();
  });

  it('gives administrators the whole height for their navigation', async () => {
    installFakeApi({ me: makeMe({ role: 'admin' }) });
    renderApp('/admin/dashboard');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Questions' })).toBeTruthy();
    expect(within(sidebar).queryByText('Need a hand?')).toBeNull();
  });
});

describe('current page in the navigation', () => {
  it('marks only the most specific item', async () => {
    installFakeApi({ me: makeMe({ role: 'admin' }) });
    renderApp('/admin/questions/statistics');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const current = within(sidebar)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/questions/statistics',
    ]);
  });

  it('keeps a section marked on its sub-pages', async () => {
    installFakeApi({ me: makeMe({ role: 'admin' }) });
    renderApp('/admin/questions/manage');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(
      within(sidebar).getByRole('link', { name: 'Questions' }).getAttribute('aria-current'),
    ).toBe('page');
  });
});
