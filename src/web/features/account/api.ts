import type { Me, UpdateProfileInput } from '@common/contracts/account';
import { api } from '@/lib/api';

/** Saves the signed-in user's names, phone and country; answers the updated user. */
export function updateProfile(input: UpdateProfileInput) {
  return api<Me>('/api/account/profile', { method: 'PATCH', body: input });
}

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** better-auth's password change; every other session of the user is signed out. */
export function changePassword(input: ChangePasswordInput) {
  return api<unknown>('/api/auth/change-password', {
    method: 'POST',
    body: { ...input, revokeOtherSessions: true },
  });
}
