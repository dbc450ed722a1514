import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, type FakeResponse, installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

describe('route guards', () => {
  it('sends a visitor from an area to /auth', async () => {
    installFakeApi({ me: null });
    const { router } = renderApp('/student/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth');
  });

  it('sends a student who opens the admin area to the student dashboard', async () => {
    installFakeApi({ me: makeMe({ role: 'student', firstName: 'Omar' }) });
    const { router } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Omar' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/student/dashboard');
    expect(screen.queryByText('Admin Dashboard')).toBeNull();
  });

  it('sends an affiliate who opens the student area to the affiliate dashboard', async () => {
    installFakeApi({ me: makeMe({ role: 'affiliate' }) });
    const { router } = renderApp('/student/dashboard');
    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/affiliate/dashboard');
  });

  it('sends a deactivated user to /inactive from any area', async () => {
    installFakeApi({ me: makeMe({ role: 'inactive', email: 'gone@example.com' }) });
    const { router } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Account Deactivated' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/inactive');
    expect(screen.getByText('Your account has been deactivated by an administrator')).toBeTruthy();
    expect(screen.getByText('gone@example.com')).toBeTruthy();
  });

  it('lets an administrator in and redirects the area index to its dashboard', async () => {
    installFakeApi({ me: makeMe({ role: 'admin', firstName: 'Amira' }) });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/admin/dashboard');
    await waitFor(() => expect(document.title).toBe('Admin dashboard · Tafawuq'));
  });

  it('sends a signed-in user away from /auth to their dashboard', async () => {
    installFakeApi({ me: makeMe({ role: 'admin' }) });
    const { router } = renderApp('/auth?mode=register');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/admin/dashboard');
  });

  it("shows 'Loading...' while the session loads", async () => {
    const api = installFakeApi({ me: null });
    const pending = deferred<FakeResponse>();
    api.on('GET /api/account/me', () => pending.promise);
    renderApp('/student/dashboard');
    expect(await screen.findByText('Loading...')).toBeTruthy();
    pending.resolve({ status: 200, body: makeMe() });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Omar' })).toBeTruthy();
  });

  it('keeps an active user away from /inactive', async () => {
    installFakeApi({ me: makeMe({ role: 'student' }) });
    const { router } = renderApp('/inactive');
    await waitFor(() => expect(currentUrl(router)).toBe('/student/dashboard'));
  });
});
