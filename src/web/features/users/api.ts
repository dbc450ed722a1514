import type { VerificationFixInput, VerificationFixResult } from '@common/contracts/users';
import { api } from '@/lib/api';

/** Marks the profile with this e-mail admin-verified (spec section 4). */
export function fixVerification(input: VerificationFixInput) {
  return api<VerificationFixResult>('/api/admin/verification-fix', { method: 'POST', body: input });
}
