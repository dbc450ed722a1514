import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { MigrationItem, MigrationStatus } from '../../../common/contracts/database-tools';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { MIGRATIONS_DIR } from '../../lib/project-root';
import { databaseDriver } from './database-driver';

type JournalEntry = { idx: number; when: number; tag: string };

/**
 * Migrations of the folder against drizzle's record (drizzle.__drizzle_migrations). Drizzle
 * applies every migration newer than the newest it recorded, so that is what "pending" means.
 */
export async function migrationStatus(
  db: Db,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<MigrationStatus> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const files = readMigrationFiles({ migrationsFolder });
  const hashByWhen = new Map(files.map((f) => [f.folderMillis, f.hash]));

  const [probe] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const recorded = probe?.present
    ? await rowsOf<{ hash: string; created_at: string | number }>(
        db,
        sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
      )
    : [];
  const recordedHash = new Map(recorded.map((r) => [Number(r.created_at), r.hash]));
  const last = recorded.length ? Number(recorded[recorded.length - 1]?.created_at) : null;

  const migrations: MigrationItem[] = journal.entries.map((e) => {
    const applied = last !== null && e.when <= last;
    const hash = recordedHash.get(e.when);
    return {
      index: e.idx,
      tag: e.tag,
      createdAt: new Date(e.when).toISOString(),
      state: applied ? 'applied' : 'pending',
      changed: applied && hash !== undefined && hash !== hashByWhen.get(e.when),
    };
  });
  const applied = migrations.filter((m) => m.state === 'applied').length;
  return {
    driver: databaseDriver(db),
    applied,
    pending: migrations.length - applied,
    lastAppliedAt: last === null ? null : new Date(last).toISOString(),
    migrations,
  };
}
