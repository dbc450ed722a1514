import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { BackupKind, BackupManifest } from '../../../common/contracts/backup';
import { APP_VERSION } from '../../lib/version';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import {
  canonicalSettings,
  currentMigration,
  readCatalog,
  rowsOf,
  rowsQuery,
} from './backup-catalog';
import {
  type BackupDeps,
  backupName,
  backupPath,
  DATA_FILE,
  exclusive,
  MANIFEST_FILE,
  MANIFEST_LINE,
  TABLE_LINE,
} from './backup-store';

const BATCH = 2000;

/**
 * Writes a backup of every application table from one consistent snapshot (REPEATABLE READ,
 * READ ONLY): gzip-compressed JSON lines, with a manifest of columns, row counts and checksums.
 */
export async function createBackup(
  deps: BackupDeps,
  opts: { kind: BackupKind; actor?: AuditActor; now?: Date },
): Promise<BackupManifest> {
  return exclusive(deps.dir, async () => {
    const now = opts.now ?? new Date();
    const name = backupName(opts.kind, now);
    const target = backupPath(deps.dir, name);
    const partial = join(deps.dir, `.${name}.partial`);
    await mkdir(partial, { recursive: true });
    const gzip = createGzip();
    const out = createWriteStream(join(partial, DATA_FILE));
    gzip.pipe(out);
    try {
      const write = async (line: string) => {
        if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
      };
      const manifest = await deps.db.transaction(async (tx) => {
        await tx.execute(sql`set transaction isolation level repeatable read, read only`);
        await canonicalSettings(tx);
        const migration = await currentMigration(tx);
        const tables: BackupManifest['tables'] = [];
        for (const table of await readCatalog(tx)) {
          await write(`${TABLE_LINE}${table.name}`);
          const hash = createHash('sha256');
          let rows = 0;
          for (;;) {
            const batch = await rowsOf<{ j: string }>(tx, rowsQuery(table, BATCH, rows));
            for (const { j } of batch) {
              hash.update(j).update('\n');
              await write(j);
            }
            rows += batch.length;
            if (batch.length < BATCH) break;
          }
          tables.push({
            name: table.name,
            columns: table.columns.map((c) => ({ name: c.name, type: c.type })),
            rows,
            sha256: hash.digest('hex'),
          });
        }
        const m: BackupManifest = {
          format: 'tafawuq-backup/1',
          name,
          kind: opts.kind,
          createdAt: now.toISOString(),
          appVersion: APP_VERSION,
          migration,
          tables,
        };
        return m;
      });
      await write(`${MANIFEST_LINE}${JSON.stringify(manifest)}`);
      gzip.end();
      await once(out, 'close');
      await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await rename(partial, target.folder);
      if (opts.actor) {
        await recordAudit(deps.db, opts.actor, {
          action: 'backup.create',
          targetType: 'backup',
          targetId: name,
          after: {
            tables: manifest.tables.length,
            rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
          },
        });
      }
      return manifest;
    } catch (err) {
      gzip.destroy();
      out.destroy();
      await rm(partial, { recursive: true, force: true });
      throw err;
    }
  });
}
