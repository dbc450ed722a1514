import type { AuditLog, AuditLogQuery } from '@common/contracts/audit';
import type { Performance } from '@common/contracts/metrics';
import type { SystemLogList, SystemLogQuery } from '@common/contracts/system-logs';
import { api } from '@/lib/api';

export const systemKeys = {
  logs: (query: SystemLogQuery) => ['admin', 'system', 'logs', query] as const,
  audit: (query: AuditLogQuery) => ['admin', 'system', 'audit', query] as const,
  performance: ['admin', 'system', 'performance'] as const,
};

function search(query: object) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const getSystemLogs = (query: SystemLogQuery) =>
  api<SystemLogList>(`/api/admin/logs?${search(query)}`);
export const getAuditLog = (query: AuditLogQuery) =>
  api<AuditLog>(`/api/admin/audit-log?${search(query)}`);
export const getPerformance = () => api<Performance>('/api/admin/performance');
