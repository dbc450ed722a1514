import type {
  BackupList,
  BackupListQuery,
  BackupManifest,
  BackupRestoreResult,
  BackupSettings,
  BackupSettingsView,
} from '@common/contracts/backup';
import { api } from '@/lib/api';

export const backupsQueryKey = ['admin', 'backups'] as const;
export const backupSettingsQueryKey = ['admin', 'backups', 'settings'] as const;

export function listBackups(query: BackupListQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.search) params.set('search', query.search);
  return api<BackupList>(`/api/admin/backups?${params}`);
}

export const createBackup = () => api<BackupManifest>('/api/admin/backups', { method: 'POST' });

export const deleteBackup = (name: string, confirmation: string) =>
  api<null>(`/api/admin/backups/${encodeURIComponent(name)}`, {
    method: 'DELETE',
    body: { confirmation },
  });

export const restoreBackup = (name: string, confirmation: string) =>
  api<BackupRestoreResult>(`/api/admin/backups/${encodeURIComponent(name)}/restore`, {
    body: { confirmation },
  });

export const backupDownloadUrl = (name: string) =>
  `/api/admin/backups/${encodeURIComponent(name)}/download`;

export const getBackupSettings = () => api<BackupSettingsView>('/api/admin/backups/settings');

export const saveBackupSettings = (input: BackupSettings) =>
  api<BackupSettingsView>('/api/admin/backups/settings', { method: 'PUT', body: input });
