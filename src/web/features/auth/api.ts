import type {
  RegisterInput,
  RegisterResult,
  SetupRequest,
  SetupStatus,
  SignInInput,
} from '@common/contracts/account';
import { currentLanguage } from '@/i18n/language-choice';
import { api } from '@/lib/api';

/** better-auth's e-mail sign-in: sets the session cookie on success. */
export function signIn(input: SignInInput) {
  return api<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/** Creates a student account with its Free Trial. */
/** The account keeps the language the visitor registered in (their e-mails' language). */
export function registerAccount(input: RegisterInput) {
  return api<RegisterResult>('/api/account/register', {
    method: 'POST',
    body: { ...input, locale: currentLanguage() },
  });
}

export function getSetupStatus() {
  return api<SetupStatus>('/api/setup/status');
}

/** Creates the first administrator with the one-time token printed by the server. */
export function createFirstAdmin(input: SetupRequest) {
  return api<SetupStatus>('/api/setup', { method: 'POST', body: input });
}

/** Where the links of the auth e-mails lead back to (views of /auth). */
export const PASSWORD_RESET_REDIRECT = '/auth?mode=update-password';
export const VERIFICATION_CALLBACK = '/auth?mode=otp-success';

/** Sends reset instructions; the server answers the same whether or not the address exists. */
export function requestPasswordReset(email: string) {
  return api<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: PASSWORD_RESET_REDIRECT },
  });
}

/** Sets a new password with the token of the reset link. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return api<unknown>('/api/auth/reset-password', { method: 'POST', body: input });
}

/** Sends the verification e-mail again. */
export function sendVerificationEmail(email: string) {
  return api<unknown>('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: VERIFICATION_CALLBACK },
  });
}
