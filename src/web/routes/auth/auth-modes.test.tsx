import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { clearReferralCode, REFERRAL_COOKIE_NAME } from '@/features/auth/referral';
import { installFakeApi } from '@/test/fake-api';
import { setReferralCookie } from '@/test/referral-cookie';
import { currentUrl, renderApp } from '@/test/render-app';

function errorOf(label: string) {
  const input = screen.getByLabelText(label, { exact: true });
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? document.getElementById(error)?.textContent : undefined;
}

afterEach(() => {
  localStorage.clear();
  clearReferralCode();
  // Toasts live in sonner's module state: none may leak into the next test.
  toast.dismiss();
});

describe('reset-password view', () => {
  it('renders its texts and links, and validates the e-mail', async () => {
    const api = installFakeApi();
    const { user } = renderApp('/auth?mode=reset-password');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email', { exact: true }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(errorOf('Email')).toBe('Invalid email'));
    expect(api.calls.some((c) => c.path === '/api/auth/request-password-reset')).toBe(false);
  });

  it('always says the instructions were sent, even when the server refuses the address', async () => {
    const api = installFakeApi();
    api.on('POST /api/auth/request-password-reset', () => ({
      status: 400,
      body: { statusCode: 400, code: 'USER_NOT_FOUND', message: 'User not found' },
    }));
    const { user } = renderApp('/auth?mode=reset-password');
    await user.type(await screen.findByLabelText('Email', { exact: true }), 'Who@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('Password reset instructions sent to your email')).toBeTruthy();
    expect(screen.queryByText('User not found')).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/auth/request-password-reset')?.body).toEqual({
      email: 'who@example.com',
      redirectTo: '/auth?mode=update-password',
    });
  });

  it("says 'Failed to send reset email' when the request does not get through", async () => {
    const api = installFakeApi();
    api.on('POST /api/auth/request-password-reset', () => ({ status: 500 }));
    const { user } = renderApp('/auth?mode=reset-password');
    await user.type(await screen.findByLabelText('Email', { exact: true }), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send reset email');
  });

  it('is reached from the sign-in view, with the focus on its heading', async () => {
    installFakeApi();
    const { user, router } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const heading = await screen.findByRole('heading', { name: 'Reset your password' });
    // Keyboard and screen-reader users continue from the new view's heading.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(currentUrl(router)).toBe('/auth?mode=reset-password');
  });
});

describe('update-password view', () => {
  it('asks for at least 6 characters, posts the token and goes to sign-in', async () => {
    const api = installFakeApi();
    const { user, router } = renderApp('/auth?mode=update-password&token=tok-123');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('New Password', { exact: true }), '12345');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(errorOf('New Password')).toBe('String must contain at least 6 character(s)'),
    );
    await user.type(screen.getByLabelText('New Password', { exact: true }), '6');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth?mode=login');
    expect(api.calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      newPassword: '123456',
      token: 'tok-123',
    });
  });

  it("shows the server's message for an expired token, and 'Failed to update password' otherwise", async () => {
    const api = installFakeApi();
    api.on('POST /api/auth/reset-password', () => ({
      status: 400,
      body: { statusCode: 400, code: 'INVALID_TOKEN', message: 'Invalid token' },
    }));
    const { user } = renderApp('/auth?mode=update-password&token=old');
    await user.type(await screen.findByLabelText('New Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid token Request a new link');

    api.on('POST /api/auth/reset-password', () => ({ status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to update password'),
    );
  });

  it('offers a new link when the address carries no token', async () => {
    installFakeApi();
    const { user, router } = renderApp('/auth?mode=update-password&error=INVALID_TOKEN');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(currentUrl(router)).toBe('/auth?mode=reset-password');
  });
});

describe('e-mail verification views', () => {
  it('moves an unverified sign-in to verify-email with the e-mail, a toast and a resend action', async () => {
    const api = installFakeApi();
    api.on('POST /api/auth/sign-in/email', () => ({
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
    }));
    const { user, router } = renderApp('/auth');
    await user.type(await screen.findByLabelText('Email', { exact: true }), 'new@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth?mode=verify-email');
    expect(screen.getByText(/new@example\.com/)).toBeTruthy();
    expect(
      await screen.findByText('Please verify your email address before signing in.'),
    ).toBeTruthy();

    const resendButtons = screen.getAllByRole('button', { name: 'Resend Email' });
    expect(resendButtons.length).toBe(2); // the toast's action and the view's button
    await user.click(resendButtons[resendButtons.length - 1] as HTMLElement);
    expect(
      await screen.findByText('Verification email sent! Please check your inbox.'),
    ).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/auth/send-verification-email')?.body).toEqual({
      email: 'new@example.com',
      callbackURL: '/auth?mode=otp-success',
    });
  });

  it("says 'Failed to resend verification email' when resending fails", async () => {
    const api = installFakeApi();
    api.on('POST /api/auth/send-verification-email', () => ({ status: 500 }));
    localStorage.setItem('verification_email', 'new@example.com');
    const { user } = renderApp('/auth?mode=verify-email');
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Failed to resend verification email')).toBeTruthy();
  });

  it('sends verify-email without a remembered e-mail to sign-in', async () => {
    installFakeApi();
    const { router } = renderApp('/auth?mode=verify-email');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth');
  });

  it("shows 'Email Verified!' with 'Proceed to Login' and a way to register", async () => {
    installFakeApi();
    const { user, router } = renderApp('/auth?mode=otp-success');
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed to Login' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth');
  });

  it('detects an expired link in the query and offers to resend to the remembered e-mail', async () => {
    const api = installFakeApi();
    localStorage.setItem('verification_email', 'new@example.com');
    const { user } = renderApp('/auth?error=access_denied&error_code=otp_expired');
    expect(
      await screen.findByText('The email verification link has expired or is invalid.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await screen.findByText('Verification email sent! Please check your inbox.');
    expect(api.calls.some((c) => c.path === '/api/auth/send-verification-email')).toBe(true);
  });

  it('detects an expired link in the hash; without an e-mail it offers sign-in', async () => {
    installFakeApi();
    const { user, router } = renderApp(
      '/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
    );
    expect(
      await screen.findByText('The email verification link has expired or is invalid.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend Email' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth');
  });

  it('treats a verification callback that carries an error as an expired link', async () => {
    installFakeApi();
    renderApp('/auth?mode=otp-success&error=invalid_token');
    expect(
      await screen.findByText('The email verification link has expired or is invalid.'),
    ).toBeTruthy();
    expect(screen.queryByText('Email Verified!')).toBeNull();
  });
});

describe('referral and affiliate codes', () => {
  /** The server: a known code is accepted and remembered in its cookie; others are ignored. */
  function referralServer(api: ReturnType<typeof installFakeApi>, known = 'LAYLA7') {
    api.on('POST /api/referrals/visits', ({ body }) => {
      const accepted = (body as { code: string }).code === known;
      if (accepted) setReferralCookie(known);
      return { status: 200, body: { accepted } };
    });
  }

  it('reports ?code= on /auth, removes it from the address and opens registration with it', async () => {
    const api = installFakeApi();
    referralServer(api);
    api.on('POST /api/account/register', () => ({
      status: 201,
      body: {
        userId: 'u2',
        message: 'Account created',
        isExistingUser: false,
        manualCreation: true,
        requiresEmailVerification: false,
      },
    }));
    const { user, router } = renderApp('/auth?code=%20layla7%20');
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/auth?mode=register');
    const visit = api.calls.find((c) => c.path === '/api/referrals/visits');
    expect(visit?.body).toMatchObject({
      code: 'LAYLA7',
      path: '/auth',
      visitorId: expect.stringMatching(/^[\w-]{8,64}$/),
    });
    const code = screen.getByLabelText('Referral Code (optional)', { exact: true });
    await waitFor(() => expect((code as HTMLInputElement).value).toBe('LAYLA7'));

    await user.type(screen.getByLabelText('First Name', { exact: true }), 'Sara');
    await user.type(screen.getByLabelText('Last Name', { exact: true }), 'Nasser');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'sara@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/account/register')?.body).toMatchObject({
        role: 'student',
        code: 'LAYLA7',
      }),
    );
    // Used once the account exists: the code is forgotten.
    expect(
      await screen.findByText('Account created successfully! You can now log in.'),
    ).toBeTruthy();
    expect(document.cookie).not.toContain(`${REFERRAL_COOKIE_NAME}=`);
  });

  it('reports the code from other pages without changing the page', async () => {
    const api = installFakeApi();
    referralServer(api, 'ABC');
    const { router } = renderApp('/terms-and-policies?code=abc&x=1');
    await waitFor(() => expect(currentUrl(router)).toBe('/terms-and-policies?x=1'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/referrals/visits')?.body).toMatchObject({
        code: 'ABC',
        path: '/terms-and-policies',
      }),
    );
  });

  it('fills registration in from the remembered code, and ignores an unknown one silently', async () => {
    setReferralCookie('LAYLA7');
    const first = installFakeApi();
    renderApp('/auth?mode=register');
    const code = await screen.findByLabelText('Referral Code (optional)', { exact: true });
    expect((code as HTMLInputElement).value).toBe('LAYLA7');
    expect(first.calls.some((c) => c.path === '/api/referrals/visits')).toBe(false);
    cleanup();
    clearReferralCode();

    const api = installFakeApi();
    referralServer(api);
    const { router } = renderApp('/auth?mode=register&code=nosuch');
    const empty = await screen.findByLabelText('Referral Code (optional)', { exact: true });
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=register'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/referrals/visits')).toBe(true),
    );
    expect((empty as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's referral message under the code", async () => {
    const api = installFakeApi();
    api.on('POST /api/account/register', () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'INVALID_CODE',
        message: 'The code is incorrect, check with your referral for the code',
        fields: { code: 'The code is incorrect, check with your referral for the code' },
      },
    }));
    setReferralCookie('WRONG');
    const { user } = renderApp('/auth?mode=register');
    await user.type(await screen.findByLabelText('First Name', { exact: true }), 'Sara');
    await user.type(screen.getByLabelText('Last Name', { exact: true }), 'Nasser');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'sara@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(errorOf('Referral Code (optional)')).toBe(
        'The code is incorrect, check with your referral for the code',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('requires the affiliate code and shows the server message when it is taken', async () => {
    const api = installFakeApi();
    api.on('POST /api/account/register', () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'CODE_IN_USE',
        message: 'This affiliate code is already in use',
        fields: { code: 'This affiliate code is already in use' },
      },
    }));
    const { user } = renderApp('/auth?role=affiliate&mode=register');
    expect(
      await screen.findByRole('heading', { name: 'Create your affiliate account' }),
    ).toBeTruthy();
    expect(screen.queryByText(/not available yet/i)).toBeNull();
    expect(screen.queryByLabelText('Referral Code (optional)', { exact: true })).toBeNull();
    expect(
      screen.getByText('Your own code: the students you refer enter it at sign-up.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(errorOf('Affiliate Code')).toBe('Required'));
    expect(errorOf('First Name')).toBe('Required');
    await user.type(screen.getByLabelText('First Name', { exact: true }), 'Layla');
    await user.type(screen.getByLabelText('Last Name', { exact: true }), 'Haddad');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'layla@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
    await user.type(screen.getByLabelText('Affiliate Code', { exact: true }), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(errorOf('Affiliate Code')).toBe('Use 3 to 20 letters, digits or dashes'),
    );
    await user.clear(screen.getByLabelText('Affiliate Code', { exact: true }));
    expect(api.calls.some((c) => c.path === '/api/account/register')).toBe(false);

    await user.type(screen.getByLabelText('Affiliate Code', { exact: true }), ' layla2026 ');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(errorOf('Affiliate Code')).toBe('This affiliate code is already in use'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/account/register')?.body).toMatchObject({
      role: 'affiliate',
      code: 'LAYLA2026',
    });
  });
});
