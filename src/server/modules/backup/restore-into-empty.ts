import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { rowsOf } from '../../db/rows-of';
import { AppError } from '../../lib/errors';
import { MIGRATIONS_DIR } from '../../lib/project-root';
import { currentMigration, quoteIdent, readCatalog } from './backup-catalog';
import { exclusive, methodOf } from './backup-store';
import { importBackupFile } from './import-backup';
import { replaceData } from './restore-backup';

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder that ends at `tag` (null when tag is not in the journal). */
async function migrationsUpTo(tag: string): Promise<string | null> {
  const journal = JSON.parse(
    await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) return null;
  const dir = await mkdtemp(join(tmpdir(), 'tafawuq-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  await writeFile(
    join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at + 1) }),
  );
  return dir;
}

/**
 * The command-line restore (src/server/cli/backup-restore.ts): refuses a database holding any
 * application row, checks the file and stores it in `backupsDir`, migrates the database to the
 * backup's migration, loads the data (verified table by table, one transaction), then applies
 * the migrations that came after it.
 */
export async function restoreIntoEmptyDatabase(
  target: DatabaseOptions,
  file: string,
  backupsDir: string,
) {
  const database = await openDatabase(target);
  try {
    const tables = await readCatalog(database.db);
    let rows = 0;
    for (const t of tables) {
      const [row] = await rowsOf<{ n: number }>(
        database.db,
        sql.raw(`select count(*)::int as n from (select 1 from ${quoteIdent(t.name)} limit 1) x`),
      );
      rows += row?.n ?? 0;
    }
    if (rows > 0)
      throw new AppError(
        'CONFLICT',
        'The database is not empty: restore into a new, empty database, or replace the data from the backup page (Admin → Backups)',
      );
    const deps = { db: database.db, dir: backupsDir };
    return await exclusive(backupsDir, async () => {
      const { manifest, data, created } = await importBackupFile(deps, file);
      const partial = await migrationsUpTo(manifest.migration);
      try {
        await runMigrations(database, partial ?? undefined);
        const result = await replaceData(deps, manifest, data, manifest.name);
        await runMigrations(database);
        return {
          ...result,
          method: methodOf(manifest),
          migration: await currentMigration(database.db),
        };
      } catch (err) {
        if (created) await rm(join(backupsDir, manifest.name), { recursive: true, force: true });
        throw err;
      } finally {
        if (partial) await rm(partial, { recursive: true, force: true });
      }
    });
  } finally {
    await database.close();
  }
}
