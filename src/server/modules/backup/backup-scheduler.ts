import type { FastifyBaseLogger } from 'fastify';
import type { BackupManifest } from '../../../common/contracts/backup';
import { runScheduled } from '../../lib/scheduled-run';
import { readBackupSettings } from './backup-settings';
import { type BackupDeps, exclusive, listStoredBackups, removeStoredBackup } from './backup-store';
import { createBackup } from './create-backup';

/** Deletes all but the `keep` newest scheduled backups (manual ones are never pruned). */
export async function pruneScheduledBackups(dir: string, keep: number): Promise<string[]> {
  return exclusive(dir, async () => {
    const scheduled = (await listStoredBackups(dir)).filter(
      (b) => b.manifest.kind === 'scheduled' && !b.manifest.uploadedAt,
    );
    const old = scheduled.slice(keep).map((b) => b.manifest.name);
    for (const name of old) await removeStoredBackup(dir, name);
    return old;
  });
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * One tick of the daily schedule: when enabled, past the hour (UTC) and no scheduled backup was
 * taken since that hour today, takes one and prunes to the newest `keep`. Every instance ticks;
 * the day's run is claimed in the database first, so one of them takes it (whether or not they
 * share the backup folder) and another takes over only if that one stops. Tests call it directly.
 */
export async function runScheduledBackup(
  deps: BackupDeps,
  now = new Date(),
): Promise<{ created: BackupManifest | null; pruned: string[] }> {
  const settings = await readBackupSettings(deps.db);
  if (!settings.enabled || now.getUTCHours() < settings.hourUtc)
    return { created: null, pruned: [] };
  const due = new Date(now);
  due.setUTCHours(settings.hourUtc, 0, 0, 0);
  const last = (await listStoredBackups(deps.dir)).find(
    (b) => b.manifest.kind === 'scheduled' && !b.manifest.uploadedAt,
  );
  if (last && last.manifest.createdAt >= due.toISOString()) return { created: null, pruned: [] };
  const slot = Math.floor(due.getTime() / DAY_MS);
  const run = await runScheduled(deps.db, 'daily-backup', { slot }, async () => {
    const created = await createBackup(deps, { kind: 'scheduled', now });
    const pruned = await pruneScheduledBackups(deps.dir, settings.keep);
    return { created, pruned };
  });
  return run ?? { created: null, pruned: [] };
}

/** Checks the schedule every `intervalMs` in the server process (main.ts); stop() on close. */
export function startBackupScheduler(
  deps: BackupDeps,
  intervalMs: number,
  log: FastifyBaseLogger,
): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { created, pruned } = await runScheduledBackup(deps);
      if (created) log.info({ backup: created.name, pruned }, 'scheduled backup written');
    } catch (err) {
      log.error({ err }, 'scheduled backup failed');
    } finally {
      running = false;
    }
  };
  // A backup due while the server was down is taken as it starts, not a tick later.
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
