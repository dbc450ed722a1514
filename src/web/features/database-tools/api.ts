import type {
  ApplyMigrationsBody,
  ApplyMigrationsResult,
  DatabaseAnalytics,
  DatabaseTestResult,
  MigrationStatus,
  SeedResult,
} from '@common/contracts/database-tools';
import { api } from '@/lib/api';

export const migrationsQueryKey = ['admin', 'database-setup', 'migrations'] as const;
export const analyticsQueryKey = (search: string, indexes: string, page: number) =>
  ['admin', 'database-analytics', search, indexes, page] as const;

export const getMigrations = () => api<MigrationStatus>('/api/admin/database-setup/migrations');
export const applyMigrations = (body: ApplyMigrationsBody) =>
  api<ApplyMigrationsResult>('/api/admin/database-setup/migrations/apply', {
    method: 'POST',
    body,
  });
export const loadReferenceData = () =>
  api<SeedResult>('/api/admin/database-setup/seed', { method: 'POST' });
export const runDatabaseTest = () =>
  api<DatabaseTestResult>('/api/admin/database-test', { method: 'POST' });
export function getDatabaseAnalytics(query: {
  search: string;
  indexes: 'all' | 'unused';
  page: number;
  pageSize: number;
}) {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.indexes !== 'all') params.set('indexes', query.indexes);
  if (query.page > 1) params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return api<DatabaseAnalytics>(`/api/admin/database-analytics?${params}`);
}
