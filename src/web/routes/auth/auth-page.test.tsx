import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, type FakeResponse, installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const REGISTERED = {
  userId: 'new-user',
  message: 'Account created',
  isExistingUser: false,
  manualCreation: true,
  requiresEmailVerification: false,
};

async function openRegister() {
  const app = renderApp('/auth?mode=register');
  await screen.findByRole('button', { name: 'Sign Up' });
  return app;
}

function errorOf(label: string) {
  const input = screen.getByLabelText(label, { exact: true });
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe('registration form', () => {
  it("answers an empty form with 'Required' under each required field", async () => {
    const api = installFakeApi();
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(errorOf('First Name')).toBe('Required'));
    expect(errorOf('Last Name')).toBe('Required');
    expect(errorOf('Email')).toBe('Required');
    expect(errorOf('Password')).toBe('Required');
    expect(errorOf('Phone Number (optional)')).toBeUndefined();
    expect(screen.getByLabelText('Email', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.calls.some((c) => c.path === '/api/account/register')).toBe(false);
  });

  it("says 'Invalid email' and asks for at least 6 characters", async () => {
    installFakeApi();
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Email', { exact: true }), 'not-an-email');
    await user.type(screen.getByLabelText('Password', { exact: true }), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(errorOf('Email')).toBe('Invalid email'));
    expect(errorOf('Password')).toBe('String must contain at least 6 character(s)');
  });

  it("shows 'Signing Up...' on a disabled button while the account is created, then switches to sign-in with the e-mail kept", async () => {
    const api = installFakeApi();
    const pending = deferred<FakeResponse>();
    api.on('POST /api/account/register', () => pending.promise);
    const { user, router } = await openRegister();

    await user.type(screen.getByLabelText('First Name', { exact: true }), 'Layla');
    await user.type(screen.getByLabelText('Last Name', { exact: true }), 'Haddad');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'Layla@Example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const busy = await screen.findByRole('button', { name: 'Signing Up...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelector('svg.animate-spin')).not.toBeNull();

    const request = api.calls.find((c) => c.path === '/api/account/register');
    expect(request?.body).toEqual({
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@example.com',
      password: 'secret-pass',
      phoneNumber: '',
      role: 'student',
      locale: 'en',
    });

    pending.resolve({ status: 201, body: REGISTERED });
    expect(
      await screen.findByText('Account created successfully! You can now log in.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect((screen.getByLabelText('Email', { exact: true }) as HTMLInputElement).value).toBe(
      'layla@example.com',
    );
    expect(screen.queryByLabelText('First Name', { exact: true })).toBeNull();
    expect(currentUrl(router)).toBe('/auth');
  });

  it('goes to the verify-email view when this install requires a confirmed address', async () => {
    const api = installFakeApi();
    api.on('POST /api/account/register', () => ({
      status: 201,
      body: { ...REGISTERED, manualCreation: false, requiresEmailVerification: true },
    }));
    const { user, router } = await openRegister();
    await user.type(screen.getByLabelText('First Name', { exact: true }), 'Layla');
    await user.type(screen.getByLabelText('Last Name', { exact: true }), 'Haddad');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'layla@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText(
        'Account created successfully! Please verify your email address, then log in.',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(/We sent a verification link to layla@example.com/),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth?mode=verify-email');
  });

  it('shows the server message when the e-mail is taken', async () => {
    const api = installFakeApi();
    api.on('POST /api/account/register', () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'EMAIL_EXISTS',
        message: 'An account with this email already exists',
      },
    }));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('First Name', { exact: true }), 'Layla');
    await user.type(screen.getByLabelText('Last Name', { exact: true }), 'Haddad');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'taken@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
  });

  it("puts the server's field messages under the fields", async () => {
    const api = installFakeApi();
    api.on('POST /api/account/register', () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Invalid request',
        fields: { lastName: 'String must contain at least 2 character(s)' },
      },
    }));
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('First Name', { exact: true }), 'Layla');
    await user.type(screen.getByLabelText('Last Name', { exact: true }), 'Ha');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'layla@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(errorOf('Last Name')).toBe('String must contain at least 2 character(s)'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('sign-in form', () => {
  it("says the catalogue's 'Invalid email or password format' when the credentials are wrong", async () => {
    installFakeApi();
    const { user, router } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email', { exact: true }), 'omar@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password format');
    expect(currentUrl(router)).toBe('/auth');
  });

  it("falls back to 'Failed to sign in' when the server gives no message", async () => {
    const api = installFakeApi();
    api.on('POST /api/auth/sign-in/email', () => ({ status: 500 }));
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email', { exact: true }), 'omar@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to sign in');
  });

  it("signs in and goes to the role's dashboard", async () => {
    const api = installFakeApi();
    api.on('POST /api/auth/sign-in/email', ({ body }) => {
      api.state.me = makeMe({ role: 'affiliate', email: (body as { email: string }).email });
      return { status: 200, body: { token: 't', user: { id: 'user-1' } } };
    });
    const { user, router } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email', { exact: true }), ' Omar@Example.com ');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/affiliate/dashboard');
    expect(api.calls.find((c) => c.path === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'omar@example.com',
      password: 'secret-pass',
    });
  });

  it('switches between the views; choosing login removes the mode parameter', async () => {
    installFakeApi();
    const { user, router } = renderApp('/auth?mode=login');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth?mode=register');
    const form = screen.getByRole('button', { name: 'Sign Up' }).closest('main') as HTMLElement;
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth');
  });
});

describe('session in the areas', () => {
  it('signs out from the user menu and goes to the landing page', async () => {
    const api = installFakeApi({ me: makeMe() });
    const { user, router } = renderApp('/student/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Omar' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Practice smarter for AP, IGCSE and EST exams' }),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/sign-out')).toBe(
      true,
    );
  });

  it("opens the user's own profile and settings from the user menu", async () => {
    installFakeApi({ me: makeMe({ role: 'affiliate' }) });
    const { user, router } = renderApp('/affiliate/dashboard');
    await screen.findByRole('heading', { name: 'Affiliate Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/affiliate/settings'));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/affiliate/profile'));
  });

  it("toasts 'Logout failed' when the server cannot sign the user out", async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('POST /api/auth/sign-out', () => ({ status: 500 }));
    const { user, router } = renderApp('/student/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Omar' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(currentUrl(router)).toBe('/student/dashboard');
  });
});
