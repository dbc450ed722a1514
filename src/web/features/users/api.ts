import type {
  AccountStatus,
  ChangeRoleInput,
  ImpersonationStart,
  ImpersonationStatus,
  ImpersonationStop,
  UserActionResult,
  UserList,
  UserListQuery,
  VerificationFixInput,
  VerificationFixResult,
} from '@common/contracts/users';
import { api } from '@/lib/api';

/** Marks the profile with this e-mail admin-verified (spec section 4). */
export function fixVerification(input: VerificationFixInput) {
  return api<VerificationFixResult>('/api/admin/verification-fix', { method: 'POST', body: input });
}

/** Deactivates an account: role inactive, every session signed out. */
export function deactivateAccount(userId: string) {
  return api<AccountStatus>(`/api/admin/users/${encodeURIComponent(userId)}/deactivate`, {
    method: 'POST',
  });
}

/** Gives a deactivated account back the role it had. */
export function reactivateAccount(userId: string) {
  return api<AccountStatus>(`/api/admin/users/${encodeURIComponent(userId)}/reactivate`, {
    method: 'POST',
  });
}

/** Keys of the users screen's queries. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: (query: UserListQuery) => ['admin-users', 'list', query] as const,
};

const userUrl = (userId: string, action: string) =>
  `/api/admin/users/${encodeURIComponent(userId)}/${action}`;

/** One page of accounts, searched, filtered and sorted on the server. */
export function getUsers(query: UserListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api<UserList>(`/api/admin/users?${params}`);
}

export function changeRole(userId: string, input: ChangeRoleInput) {
  return api<UserActionResult>(userUrl(userId, 'role'), { method: 'POST', body: input });
}

export function markAdminVerified(userId: string) {
  return api<UserActionResult>(userUrl(userId, 'admin-verify'), { method: 'POST' });
}

export function resendVerification(userId: string) {
  return api<UserActionResult>(userUrl(userId, 'verification-email'), { method: 'POST' });
}

export function forcePasswordReset(userId: string) {
  return api<UserActionResult>(userUrl(userId, 'password-reset'), { method: 'POST' });
}

export function revokeSessions(userId: string) {
  return api<UserActionResult>(userUrl(userId, 'revoke-sessions'), { method: 'POST' });
}

/** View as student: the answer's cookies switch this browser to the student's session. */
export function startImpersonation(userId: string) {
  return api<ImpersonationStart>(userUrl(userId, 'impersonate'), { method: 'POST' });
}

export const impersonationKey = ['impersonation'] as const;

export function getImpersonation() {
  return api<ImpersonationStatus>('/api/account/impersonation');
}

/** Back to admin: the administrator's own session comes back. */
export function stopImpersonation() {
  return api<ImpersonationStop>('/api/account/impersonation/stop', { method: 'POST' });
}
