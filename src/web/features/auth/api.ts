import type {
  RegisterInput,
  RegisterResult,
  SetupRequest,
  SetupStatus,
  SignInInput,
} from '@common/contracts/account';
import { api } from '@/lib/api';

/** better-auth's e-mail sign-in: sets the session cookie on success. */
export function signIn(input: SignInInput) {
  return api<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/** Creates a student account with its Free Trial. */
export function registerAccount(input: RegisterInput) {
  return api<RegisterResult>('/api/account/register', { method: 'POST', body: input });
}

export function getSetupStatus() {
  return api<SetupStatus>('/api/setup/status');
}

/** Creates the first administrator with the one-time token printed by the server. */
export function createFirstAdmin(input: SetupRequest) {
  return api<SetupStatus>('/api/setup', { method: 'POST', body: input });
}
