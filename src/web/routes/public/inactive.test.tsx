import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

describe('deactivated account page', () => {
  it('shows the account, the advice and opens the mail client to contact support', async () => {
    installFakeApi({ me: makeMe({ role: 'inactive', email: 'gone@example.com' }) });
    const location = { ...window.location, href: 'http://localhost/inactive' };
    const { user } = renderApp('/inactive');
    await screen.findByRole('heading', { name: 'Account Deactivated' });
    expect(screen.getByText('gone@example.com')).toBeTruthy();
    expect(screen.getByText(/include your account e-mail and the reason/)).toBeTruthy();

    vi.stubGlobal('location', location);
    await user.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(await screen.findByText('Opening email client to contact support')).toBeTruthy();
    expect(location.href).toMatch(
      /^mailto:support@tafawuq\.com\?subject=Account%20Reactivation%20Request&body=/,
    );
  });

  it("signs out to /auth with 'You have been signed out'", async () => {
    installFakeApi({ me: makeMe({ role: 'inactive' }) });
    const { user, router } = renderApp('/inactive');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('You have been signed out')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth');
  });

  it("says 'Failed to sign out' when the server refuses", async () => {
    const api = installFakeApi({ me: makeMe({ role: 'inactive' }) });
    api.on('POST /api/auth/sign-out', () => ({ status: 500 }));
    const { user, router } = renderApp('/inactive');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Failed to sign out')).toBeTruthy();
    expect(currentUrl(router)).toBe('/inactive');
  });
});
