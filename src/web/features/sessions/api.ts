import type { ActiveSessions, OwnSessions } from '@common/contracts/sessions';
import { api } from '@/lib/api';

export const ownSessionsQueryKey = ['account', 'sessions'] as const;
export const activeSessionsQueryKey = ['admin', 'sessions'] as const;

/** The signed-in user's active sessions (this device included, marked `current`). */
export function getOwnSessions() {
  return api<OwnSessions>('/api/account/sessions');
}

/** Signs one of the user's own sessions out. */
export function deleteOwnSession(id: string) {
  return api<null>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Every session active in the last 24 hours, with the statistics (administrators). */
export function getActiveSessions() {
  return api<ActiveSessions>('/api/admin/sessions');
}

export function clearSession(id: string) {
  return api<null>(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function clearUserSessions(userId: string) {
  return api<null>(`/api/admin/users/${encodeURIComponent(userId)}/sessions`, {
    method: 'DELETE',
  });
}
