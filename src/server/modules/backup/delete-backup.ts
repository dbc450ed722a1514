import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { type BackupDeps, exclusive, readStoredBackup, removeStoredBackup } from './backup-store';

/** Deletes a backup once its name is typed again; audited `backup.delete`. */
export async function deleteBackup(
  deps: BackupDeps,
  name: string,
  confirmation: string,
  actor: AuditActor,
) {
  if (confirmation.trim() !== name)
    throw new AppError('BAD_REQUEST', 'Type the name of the backup to delete it', {
      confirmation: 'Type the name of the backup to delete it',
    });
  await exclusive(deps.dir, async () => {
    const { manifest, size } = await readStoredBackup(deps.dir, name);
    await deps.db.transaction(async (tx) => {
      await recordAudit(tx, actor, {
        action: 'backup.delete',
        targetType: 'backup',
        targetId: name,
        before: { kind: manifest.kind, createdAt: manifest.createdAt, size },
      });
      await removeStoredBackup(deps.dir, name);
    });
  });
}
