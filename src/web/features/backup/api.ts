import type {
  BackupCreateMethod,
  BackupList,
  BackupListQuery,
  BackupManifest,
  BackupRestoreResult,
  BackupSettings,
  BackupSettingsView,
} from '@common/contracts/backup';
import { ApiRequestError, api, NETWORK_ERROR_MESSAGE } from '@/lib/api';

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

export const createBackup = (method?: BackupCreateMethod) =>
  api<BackupManifest>('/api/admin/backups', {
    method: 'POST',
    body: method ? { method } : undefined,
  });

/** Sends a backup file as the request body; the server checks it, stores it and restores it. */
export async function uploadBackup(file: File, confirmation: string) {
  let response: Response;
  try {
    response = await fetch(
      `/api/admin/backups/upload?confirmation=${encodeURIComponent(confirmation)}`,
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/octet-stream' },
        body: file,
        credentials: 'include',
      },
    );
  } catch {
    throw new ApiRequestError(0, { message: NETWORK_ERROR_MESSAGE });
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new ApiRequestError(response.status, {
      code: typeof body.code === 'string' ? body.code : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
    });
  return body as unknown as BackupRestoreResult;
}

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
