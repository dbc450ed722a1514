import type {
  DiagnosticFix,
  DiagnosticFixResult,
  UserDiagnostic,
} from '@common/contracts/diagnostics';
import { api } from '@/lib/api';

export const diagnosticKeys = {
  all: ['admin', 'user-diagnostic'] as const,
  byEmail: (email: string) => [...diagnosticKeys.all, email] as const,
};

/** Everything about one e-mail, with the checks. */
export function getUserDiagnostic(email: string, signal?: AbortSignal) {
  return api<UserDiagnostic>(`/api/admin/user-diagnostic?email=${encodeURIComponent(email)}`, {
    signal,
  });
}

/** Applies one safe fix (audited on the server) and returns the checks run again. */
export function applyDiagnosticFix(userId: string, fix: DiagnosticFix) {
  return api<DiagnosticFixResult>(
    `/api/admin/user-diagnostic/${encodeURIComponent(userId)}/fixes/${fix}`,
    { method: 'POST' },
  );
}
