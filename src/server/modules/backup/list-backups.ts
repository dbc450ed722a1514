import type { BackupList, BackupListQuery } from '../../../common/contracts/backup';
import { currentMigration } from './backup-catalog';
import { type BackupDeps, listStoredBackups, methodOf } from './backup-store';
import { findPgTools, pgDumpUsable, poolOf } from './pg-tools';

/** The backups in DATA_DIR/backups, newest first, searched by name and paged. */
export async function listBackups(deps: BackupDeps, query: BackupListQuery): Promise<BackupList> {
  const migration = await currentMigration(deps.db);
  const dumpTools = await pgDumpUsable(deps.db);
  // pg_dump archives are restored with pg_restore, on a PostgreSQL server.
  const canRestoreDumps = poolOf(deps.db) !== null && (await findPgTools()) !== null;
  const needle = query.search?.toLowerCase();
  const all = (await listStoredBackups(deps.dir)).filter(
    (b) => !needle || b.manifest.name.includes(needle),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    items: all.slice(start, start + query.pageSize).map(({ manifest: m, size }) => {
      const method = methodOf(m);
      const blocker =
        m.migration !== migration
          ? 'migration'
          : method === 'pg_dump' && !canRestoreDumps
            ? 'method'
            : null;
      return {
        name: m.name,
        kind: m.kind,
        createdAt: m.createdAt,
        appVersion: m.appVersion,
        migration: m.migration,
        size,
        tables: m.tables.length,
        rows: m.tables.reduce((n, t) => n + t.rows, 0),
        restorable: blocker === null,
        method,
        uploadedAt: m.uploadedAt ?? null,
        blocker,
      };
    }),
    total: all.length,
    page: query.page,
    pageSize: query.pageSize,
    currentMigration: migration,
    directory: deps.dir,
    defaultMethod: dumpTools ? 'pg_dump' : 'logical',
    pgDumpVersion: dumpTools?.version ?? null,
  };
}
