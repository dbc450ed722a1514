import {
  type ApplyMigrationsResult,
  DATABASE_TOOLS_MESSAGES,
} from '../../../common/contracts/database-tools';
import type { Db } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { AppError } from '../../lib/errors';
import { MIGRATIONS_DIR } from '../../lib/project-root';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { databaseMessage, lockableDatabase } from './database-driver';
import { migrationStatus } from './migration-status';

/**
 * Applies the pending migrations under the lock startup uses (drizzle runs them in one
 * transaction: all or none), then records `database.migrate` with the tags applied.
 */
export async function applyMigrations(
  db: Db,
  actor: AuditActor,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<ApplyMigrationsResult> {
  const before = await migrationStatus(db, migrationsFolder);
  if (before.pending === 0) throw new AppError('CONFLICT', DATABASE_TOOLS_MESSAGES.nothingPending);
  const started = performance.now();
  try {
    await runMigrations(lockableDatabase(db), migrationsFolder);
  } catch (err) {
    throw new AppError('CONFLICT', DATABASE_TOOLS_MESSAGES.migrationFailed(databaseMessage(err)));
  }
  const durationMs = Math.round(performance.now() - started);
  const status = await migrationStatus(db, migrationsFolder);
  const wasPending = new Set(
    before.migrations.filter((m) => m.state === 'pending').map((m) => m.tag),
  );
  const applied = status.migrations
    .filter((m) => m.state === 'applied' && wasPending.has(m.tag))
    .map((m) => m.tag);
  await recordAudit(db, actor, {
    action: 'database.migrate',
    targetType: 'database',
    before: { applied: before.applied, pending: before.pending },
    after: { applied: status.applied, pending: status.pending, migrations: applied },
  });
  return { applied, durationMs, status };
}
