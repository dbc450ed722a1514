import type { AuditLog } from '@common/contracts/audit';
import type {
  AuthEventList,
  AuthEventListQuery,
  LockedAccountList,
  LockedAccountQuery,
  SecurityAdmin,
  SecurityOverview,
  SecurityPeriodQuery,
} from '@common/contracts/security';
import { api } from '@/lib/api';

const search = (query: object) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

export const securityKeys = {
  all: ['admin-security'] as const,
  overview: (q: SecurityPeriodQuery) => ['admin-security', 'overview', q] as const,
  events: (q: AuthEventListQuery) => ['admin-security', 'events', q] as const,
  admins: ['admin-security', 'admins'] as const,
  locked: (q: LockedAccountQuery) => ['admin-security', 'locked', q] as const,
  audit: ['admin-security', 'audit'] as const,
};

/** Failed sign-ins over time, top addresses and e-mails, throttled requests, locked accounts. */
export function getSecurityOverview(query: SecurityPeriodQuery) {
  return api<SecurityOverview>(`/api/admin/security/overview?${search(query)}`);
}

/** One page of recorded sign-in events. */
export function getAuthEvents(query: AuthEventListQuery) {
  return api<AuthEventList>(`/api/admin/security/events?${search(query)}`);
}

export function getSecurityAdmins() {
  return api<{ items: SecurityAdmin[] }>('/api/admin/security/admins');
}

export function getLockedAccounts(query: LockedAccountQuery) {
  return api<LockedAccountList>(`/api/admin/security/locked?${search(query)}`);
}

/** The latest 20 administrator actions (the audit log's own endpoint). */
export function getRecentAudit() {
  return api<AuditLog>('/api/admin/audit-log?pageSize=20');
}
