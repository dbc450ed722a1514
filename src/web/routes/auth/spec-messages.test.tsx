import { MSG } from '@common/messages';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { clearReferralCode } from '@/features/auth/referral';
import { type FakeResponse, installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

/**
 * What the auth screen shows in each situation of the product specification's sections 4 to 6
 * and the catalogue of section 8, one row per message in the spec's words, to read line by
 * line against it. The server's side of the same table: tests/server/spec-messages.test.ts;
 * the fake answers below are the ones that test proves the server gives.
 */

type User = ReturnType<typeof userEvent.setup>;
/** Where the message shows: the form's alert, under a field (by its label), or anywhere (toast, view). */
type Where = 'alert' | 'shown' | { field: string };
type Row = {
  section: string;
  situation: string;
  message: string;
  where: Where;
  /** Opens the screen (with the server's answer in place) and does what the user does. */
  act: () => Promise<void>;
};

afterEach(() => {
  localStorage.clear();
  clearReferralCode();
  toast.dismiss();
});

function fieldMessage(label: string) {
  const input = screen.getByLabelText(label, { exact: true });
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? document.getElementById(error)?.textContent : undefined;
}

const refusal = (status: number, message: string, fields?: Record<string, string>) => ({
  status,
  body: { statusCode: status, code: status === 409 ? 'CONFLICT' : 'VALIDATION', message, fields },
});

const REGISTERED = {
  userId: 'new-user',
  message: MSG.registrationSuccess,
  isExistingUser: false,
  manualCreation: true,
  requiresEmailVerification: false,
  verificationUnavailable: false,
};

async function signIn(email: string, password: string, answer?: FakeResponse) {
  const api = installFakeApi();
  if (answer) api.on('POST /api/auth/sign-in/email', () => answer);
  const { user } = renderApp('/auth');
  await user.type(await screen.findByLabelText('Email', { exact: true }), email);
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

type Form = {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  code?: string;
};

async function register(form: Form, answer?: FakeResponse, path = '/auth?mode=register') {
  const api = installFakeApi();
  if (answer) api.on('POST /api/account/register', () => answer);
  const { user } = renderApp(path);
  const values = {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@example.com',
    password: 'secret-pass',
    ...form,
  };
  await type(user, 'First Name', values.firstName);
  await type(user, 'Last Name', values.lastName);
  await type(user, 'Email', values.email);
  await type(user, 'Password', values.password);
  if (values.code) {
    const label = path.includes('role=affiliate') ? 'Affiliate Code' : 'Referral Code (optional)';
    await type(user, label, values.code);
  }
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

async function type(user: User, label: string, value: string) {
  await user.type(await screen.findByLabelText(label, { exact: true }), value);
}

const TABLE: Row[] = [
  {
    section: '5',
    situation: 'sign-in with an invalid e-mail',
    message: 'Invalid email',
    where: { field: 'Email' },
    act: () => signIn('not-an-email', 'secret-pass'),
  },
  {
    section: '5',
    situation: 'sign-in with a password under 6 characters',
    message: 'String must contain at least 6 character(s)',
    where: { field: 'Password' },
    act: () => signIn('omar@example.com', '12345'),
  },
  {
    section: '8',
    situation: 'invalid credentials (whatever words the sign-in service uses)',
    message: 'Invalid email or password format',
    where: 'alert',
    act: () =>
      signIn('omar@example.com', 'wrong-pass', {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      }),
  },
  {
    section: '5',
    situation: 'registration: first name under 2 characters once trimmed',
    message: 'String must contain at least 2 character(s)',
    where: { field: 'First Name' },
    act: () => register({ firstName: '  A  ' }),
  },
  {
    section: '5, 8',
    situation: 'registration: the e-mail already exists',
    message: 'An account with this email already exists',
    where: { field: 'Email' },
    act: () => register({}, refusal(409, MSG.emailExists, { email: MSG.emailExists })),
  },
  {
    section: '4, 8',
    situation: 'registration: existing unverified user (gets an error and stays)',
    message:
      'An account with this email already exists but is not verified. Please check your email for verification instructions or try resetting your password.',
    where: 'alert',
    act: () => register({}, refusal(409, MSG.existingUnverified)),
  },
  {
    section: '8',
    situation: "registration: the password is refused (contains 'password')",
    message: 'Password does not meet requirements. Please use at least 6 characters',
    where: 'alert',
    act: () => register({ password: '12345' }),
  },
  {
    section: '5',
    situation: 'registration: … while the field keeps its default message',
    message: 'String must contain at least 6 character(s)',
    where: { field: 'Password' },
    act: () => register({ password: '12345' }),
  },
  {
    section: '8',
    situation: 'registration: the server refuses the password',
    message: 'Password does not meet requirements. Please use at least 6 characters',
    where: 'alert',
    act: () => register({}, refusal(400, MSG.passwordRequirements, { password: MSG.minChars(6) })),
  },
  {
    section: '8',
    situation: "registration: other 'email' cases (a bad address)",
    message: 'Please enter a valid email address',
    where: 'alert',
    act: () => register({ email: 'layla@' }),
  },
  {
    section: '5',
    situation: 'registration: … while the field keeps its default message',
    message: 'Invalid email',
    where: { field: 'Email' },
    act: () => register({ email: 'layla@' }),
  },
  {
    section: '5',
    situation: 'registration: a referral code of no affiliate',
    message: 'The code is incorrect, check with your referral for the code',
    where: { field: 'Referral Code (optional)' },
    act: () =>
      register({ code: 'NOBODY' }, refusal(400, MSG.codeIncorrect, { code: MSG.codeIncorrect })),
  },
  {
    section: '5, 8',
    situation: "registration: the affiliate's own code is already used",
    message: 'This affiliate code is already in use',
    where: { field: 'Affiliate Code' },
    act: () =>
      register(
        { code: 'LAYLA2026' },
        refusal(409, MSG.codeInUse, { code: MSG.codeInUse }),
        '/auth?role=affiliate&mode=register',
      ),
  },
  {
    section: '8',
    situation: 'registration: e-mail verification cannot be sent',
    message:
      'Account created successfully! Email verification is temporarily unavailable, but you can log in immediately.',
    where: 'shown',
    act: () =>
      register(
        {},
        {
          status: 201,
          body: {
            ...REGISTERED,
            message: MSG.verificationUnavailable,
            verificationUnavailable: true,
          },
        },
      ),
  },
  {
    section: '8',
    situation: 'registration success',
    message: 'Account created successfully! You can now log in.',
    where: 'shown',
    act: () => register({}, { status: 201, body: REGISTERED }),
  },
  {
    section: '5',
    situation: 'reset request with an invalid e-mail',
    message: 'Invalid email',
    where: { field: 'Email' },
    act: async () => {
      installFakeApi();
      const { user } = renderApp('/auth?mode=reset-password');
      await type(user, 'Email', 'nope');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    },
  },
  {
    section: '8',
    situation: 'reset request sent',
    message: 'Password reset instructions sent to your email',
    where: 'shown',
    act: async () => {
      installFakeApi();
      const { user } = renderApp('/auth?mode=reset-password');
      await type(user, 'Email', 'omar@example.com');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    },
  },
];

describe("the auth screen says the specification's messages (sections 4-6 and 8)", () => {
  const rows = TABLE.map((row): [string, Row] => [
    `§${row.section} ${row.situation} → '${row.message}'`,
    row,
  ]);
  it.each(rows)('%s', async (_title, row) => {
    await row.act();
    const { where, message } = row;
    if (where === 'alert') {
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    } else if (where === 'shown') {
      expect(await screen.findByText(message)).toBeTruthy();
    } else {
      await waitFor(() => expect(fieldMessage(where.field)).toBe(message));
    }
  });

  it('§4 the user can log in right after registering while verification is unavailable', async () => {
    await register({}, { status: 201, body: { ...REGISTERED, verificationUnavailable: true } });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText(/We sent a verification link/)).toBeNull();
  });

  it('§6 inactive: a deactivated user is sent to /inactive', async () => {
    installFakeApi({ me: makeMe({ role: 'inactive' }) });
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Account Deactivated' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/inactive');
  });
});
