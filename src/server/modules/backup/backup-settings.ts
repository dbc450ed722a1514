import { eq } from 'drizzle-orm';
import {
  type BackupSettings,
  type BackupSettingsView,
  backupSettingsSchema,
} from '../../../common/contracts/backup';
import type { DbOrTx } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';
import { type BackupDeps, listStoredBackups } from './backup-store';

/** The system_settings key of the daily backup's schedule. */
export const BACKUP_SETTINGS_KEY = 'backup.schedule';

export const DEFAULT_BACKUP_SETTINGS: BackupSettings = { enabled: true, hourUtc: 3, keep: 7 };

export async function readBackupSettings(db: DbOrTx): Promise<BackupSettings> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, BACKUP_SETTINGS_KEY));
  const parsed = backupSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_BACKUP_SETTINGS;
}

export async function getBackupSettings(deps: BackupDeps): Promise<BackupSettingsView> {
  const settings = await readBackupSettings(deps.db);
  const last = (await listStoredBackups(deps.dir)).find(
    (b) => b.manifest.kind === 'scheduled' && !b.manifest.uploadedAt,
  );
  return { ...settings, lastScheduledAt: last?.manifest.createdAt ?? null };
}

/** Stores the schedule (audited `backup.settings`). */
export async function saveBackupSettings(
  deps: BackupDeps,
  input: BackupSettings,
  actor: AuditActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await readBackupSettings(tx);
    const diff = changedFields(current, input);
    await tx
      .insert(systemSettings)
      .values({ key: BACKUP_SETTINGS_KEY, value: input })
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value: input, updatedAt: new Date() },
      });
    if (diff)
      await recordAudit(tx, actor, {
        action: 'backup.settings',
        targetType: 'backup',
        targetId: BACKUP_SETTINGS_KEY,
        ...diff,
      });
  });
}
