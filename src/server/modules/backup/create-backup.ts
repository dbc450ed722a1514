import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type {
  BackupCreateMethod,
  BackupKind,
  BackupManifest,
  BackupMethod,
} from '../../../common/contracts/backup';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { APP_VERSION } from '../../lib/version';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import {
  canonicalSettings,
  currentMigration,
  forEachRowBatch,
  readCatalog,
} from './backup-catalog';
import {
  type BackupDeps,
  backupName,
  backupPath,
  DATA_FILE,
  DUMP_FILE,
  exclusive,
  MANIFEST_FILE,
  MANIFEST_LINE,
  TABLE_LINE,
} from './backup-store';
import { writePgDump } from './pg-dump-backup';
import { pgDumpUsable } from './pg-tools';

const BATCH = 2000;

type Contents = Pick<BackupManifest, 'migration' | 'tables' | 'fileSha256'>;

/**
 * The logical format: every application table from one consistent snapshot (REPEATABLE READ,
 * READ ONLY) as gzip-compressed JSON lines, the manifest as the file's last line.
 */
async function writeLogical(
  db: Db,
  file: string,
  manifestOf: (c: Contents) => BackupManifest,
): Promise<BackupManifest> {
  const gzip = createGzip();
  const out = createWriteStream(file);
  gzip.pipe(out);
  try {
    const write = async (line: string) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    };
    const manifest = await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      await canonicalSettings(tx);
      const migration = await currentMigration(tx);
      const tables: BackupManifest['tables'] = [];
      for (const table of await readCatalog(tx)) {
        await write(`${TABLE_LINE}${table.name}`);
        const hash = createHash('sha256');
        let rows = 0;
        await forEachRowBatch(tx, table, BATCH, async (batch) => {
          for (const { j } of batch) {
            hash.update(j).update('\n');
            await write(j);
          }
          rows += batch.length;
        });
        tables.push({
          name: table.name,
          columns: table.columns.map((c) => ({ name: c.name, type: c.type })),
          rows,
          sha256: hash.digest('hex'),
        });
      }
      return manifestOf({ migration, tables });
    });
    await write(`${MANIFEST_LINE}${JSON.stringify(manifest)}`);
    gzip.end();
    await once(out, 'close');
    return manifest;
  } catch (err) {
    gzip.destroy();
    out.destroy();
    throw err;
  }
}

/**
 * Writes a backup of every application table from one consistent snapshot, with a manifest of
 * columns, row counts and checksums: with pg_dump on a PostgreSQL server that has it (`auto`,
 * ADR 0014), in the logical format otherwise (ADR 0013). Audited `backup.create` with an actor.
 */
export async function createBackup(
  deps: BackupDeps,
  opts: { kind: BackupKind; actor?: AuditActor; now?: Date; method?: BackupCreateMethod },
): Promise<BackupManifest> {
  const wanted = opts.method ?? 'auto';
  const tools = wanted === 'logical' ? null : await pgDumpUsable(deps.db);
  if (wanted === 'pg_dump' && !tools)
    throw new AppError(
      'CONFLICT',
      'pg_dump cannot back up this database: it needs a PostgreSQL server and pg_dump of the same or a newer version installed next to the app',
    );
  return exclusive(deps.dir, async () => {
    const now = opts.now ?? new Date();
    const name = backupName(opts.kind, now);
    const target = backupPath(deps.dir, name);
    const partial = join(deps.dir, `.${name}.partial`);
    await mkdir(partial, { recursive: true });
    const manifestOf =
      (method: BackupMethod) =>
      ({ migration, tables, fileSha256 }: Contents): BackupManifest => ({
        format: 'tafawuq-backup/1',
        name,
        kind: opts.kind,
        createdAt: now.toISOString(),
        appVersion: APP_VERSION,
        migration,
        tables,
        method,
        ...(fileSha256 ? { fileSha256 } : {}),
      });
    try {
      let manifest: BackupManifest | null = null;
      if (tools) {
        try {
          manifest = manifestOf('pg_dump')(
            await writePgDump(deps.db, join(partial, DUMP_FILE), tools),
          );
        } catch (err) {
          // `auto` falls back to the logical format when pg_dump fails (e.g. it cannot connect).
          if (wanted === 'pg_dump') throw err;
          await rm(join(partial, DUMP_FILE), { force: true });
        }
      }
      manifest ??= await writeLogical(deps.db, join(partial, DATA_FILE), manifestOf('logical'));
      await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await rename(partial, target.folder);
      if (opts.actor) {
        await recordAudit(deps.db, opts.actor, {
          action: 'backup.create',
          targetType: 'backup',
          targetId: name,
          after: {
            method: manifest.method,
            tables: manifest.tables.length,
            rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
          },
        });
      }
      return manifest;
    } catch (err) {
      await rm(partial, { recursive: true, force: true });
      throw err;
    }
  });
}
