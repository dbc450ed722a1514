import type {
  AccountStatus,
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
