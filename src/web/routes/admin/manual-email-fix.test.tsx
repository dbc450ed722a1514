import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

async function openPage(path = '/admin/manual-email-fix') {
  const api = installFakeApi({ me: makeMe({ role: 'admin', email: 'mona@example.com' }) });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Manual verification fix' });
  return { api, ...app };
}

describe('manual verification fix', () => {
  it("fixes another user's profile and says they can log in", async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/verification-fix', () => ({
      status: 200,
      body: { email: 'sara@example.com', self: false },
    }));
    await user.type(screen.getByLabelText('Email', { exact: true }), ' Sara@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Fix verification' }));
    expect(
      await screen.findByText('Verification fixed for sara@example.com! User can now log in.'),
    ).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/api/admin/verification-fix');
    expect(call?.body).toEqual({ email: 'sara@example.com' });
  });

  it("shows 'Failed to fix verification: ' with the server's reason", async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/verification-fix', () => ({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'No user found with email: x@y.com' },
    }));
    await user.type(screen.getByLabelText('Email', { exact: true }), 'x@y.com');
    await user.click(screen.getByRole('button', { name: 'Fix verification' }));
    expect(
      await screen.findByText('Failed to fix verification: No user found with email: x@y.com'),
    ).toBeTruthy();
  });

  it('checks the e-mail before asking the server', async () => {
    const { api, user } = await openPage();
    await user.type(screen.getByLabelText('Email', { exact: true }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Fix verification' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/verification-fix')).toBe(false);
  });

  it('signs the administrator out and goes to /auth after 2 seconds when it was their own profile', async () => {
    const { api, user, router } = await openPage();
    api.on('POST /api/admin/verification-fix', () => ({
      status: 200,
      body: { email: 'mona@example.com', self: true },
    }));
    await user.type(screen.getByLabelText('Email', { exact: true }), 'mona@example.com');
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Fix verification' }));
    expect(
      await screen.findByText('Verification fixed for mona@example.com! Please log in again.'),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/admin/manual-email-fix');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth'), { timeout: 4_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1_900);
  });

  // Sonner's toasts outlive a test: the tests below use their own addresses so that a toast
  // left by an earlier test never doubles the text they look for.
  it('is the same tool at /admin/email-verification-fix, with the same messages', async () => {
    const { api, user } = await openPage('/admin/email-verification-fix');
    api.on('POST /api/admin/verification-fix', () => ({
      status: 200,
      body: { email: 'noor@example.com', self: false },
    }));
    await user.type(screen.getByLabelText('Email', { exact: true }), 'noor@example.com');
    await user.click(screen.getByRole('button', { name: 'Fix verification' }));
    expect(
      await screen.findByText('Verification fixed for noor@example.com! User can now log in.'),
    ).toBeTruthy();
  });

  it('after a self-fix there, forgets the session and shows the sign-in form at /auth', async () => {
    const { api, user, router, queryClient } = await openPage('/admin/email-verification-fix');
    api.on('POST /api/admin/verification-fix', () => {
      api.state.me = null; // the server ended every session of this administrator
      return { status: 200, body: { email: 'mona.self@example.com', self: true } };
    });
    await user.type(screen.getByLabelText('Email', { exact: true }), 'mona.self@example.com');
    await user.click(screen.getByRole('button', { name: 'Fix verification' }));
    expect(
      await screen.findByText('Verification fixed for mona.self@example.com! Please log in again.'),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/admin/email-verification-fix');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth'), { timeout: 4_000 });
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toBeNull());
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeTruthy();
  });
});
