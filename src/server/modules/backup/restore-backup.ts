import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type BackupRestoreResult, RESTORE_CONFIRMATION } from '../../../common/contracts/backup';
import type { Tx } from '../../db/client';
import { auditLog, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit/record-audit';
import {
  type CatalogTable,
  canonicalSettings,
  currentMigration,
  quoteIdent,
  readCatalog,
  rowsOf,
  rowsQuery,
} from './backup-catalog';
import { type BackupDeps, backupPath, exclusive, readDataLines, TABLE_LINE } from './backup-store';
import { verifyBackup } from './verify-backup';

/** Rows per INSERT … SELECT FROM json_populate_recordset, and bytes at most. */
const CHUNK_ROWS = 1000;
const CHUNK_BYTES = 4_000_000;
const CHECK_BATCH = 2000;

async function insertRows(tx: Tx, table: CatalogTable, lines: string[]) {
  if (!lines.length) return;
  const t = quoteIdent(table.name);
  const cols = table.columns
    .filter((c) => !c.generated)
    .map((c) => quoteIdent(c.name))
    .join(', ');
  await tx.execute(
    sql`${sql.raw(`insert into ${t} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${t}, `)}${`[${lines.join(',')}]`}::json)`,
  );
}

/** Sequences owned by the tables' columns continue after the restored values. */
async function resetSequences(tx: Tx) {
  const owned = await rowsOf<{ seq: string; tbl: string; col: string }>(
    tx,
    sql`select s.oid::regclass::text as seq, c.relname as tbl, a.attname as col
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class c on c.oid = d.refobjid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const o of owned) {
    await tx.execute(
      sql.raw(
        `select setval('${o.seq.replaceAll("'", "''")}', coalesce((select max(${quoteIdent(o.col)}) from ${quoteIdent(o.tbl)}), 1), (select count(*) > 0 from ${quoteIdent(o.tbl)}))`,
      ),
    );
  }
}

async function tableChecksum(tx: Tx, table: CatalogTable) {
  const hash = createHash('sha256');
  let rows = 0;
  for (;;) {
    const batch = await rowsOf<{ j: string }>(tx, rowsQuery(table, CHECK_BATCH, rows));
    for (const { j } of batch) hash.update(j).update('\n');
    rows += batch.length;
    if (batch.length < CHECK_BATCH) break;
  }
  return { rows, sha256: hash.digest('hex') };
}

class Mismatch extends Error {}

/**
 * Replaces every application table's rows with a backup's, in one transaction: verify the file,
 * refuse another migration, TRUNCATE all, insert parents before children, then recompute every
 * table's row count and checksum; any difference rolls the whole restore back.
 */
export async function restoreBackup(
  deps: BackupDeps,
  name: string,
  opts: { confirmation: string; actor?: AuditActor },
): Promise<BackupRestoreResult> {
  if (opts.confirmation.trim() !== RESTORE_CONFIRMATION)
    throw new AppError('BAD_REQUEST', `Type ${RESTORE_CONFIRMATION} to replace the data`, {
      confirmation: `Type ${RESTORE_CONFIRMATION} to replace the data`,
    });
  return exclusive(deps.dir, async () => {
    const started = Date.now();
    const manifest = await verifyBackup(deps.dir, name);
    const file = backupPath(deps.dir, name).data;
    try {
      return await deps.db.transaction(async (tx) => {
        await canonicalSettings(tx);
        const migration = await currentMigration(tx);
        if (migration !== manifest.migration)
          throw new AppError(
            'CONFLICT',
            `Backup ${name} was taken at migration ${manifest.migration}, the database is at ${migration}: it can only be restored into a database at the same migration`,
          );
        const catalog = await readCatalog(tx);
        const byName = new Map(catalog.map((t) => [t.name, t]));
        const listed = manifest.tables.map((t) => t.name).sort();
        const present = catalog.map((t) => t.name).sort();
        if (JSON.stringify(listed) !== JSON.stringify(present))
          throw new AppError('CONFLICT', `The tables of backup ${name} differ from the database's`);
        for (const t of manifest.tables) {
          const cols = byName.get(t.name)?.columns.map((c) => ({ name: c.name, type: c.type }));
          if (JSON.stringify(cols) !== JSON.stringify(t.columns))
            throw new AppError(
              'CONFLICT',
              `The columns of table ${t.name} differ from the backup's`,
            );
        }

        await tx.execute(
          sql.raw(
            `truncate ${catalog.map((t) => quoteIdent(t.name)).join(', ')} restart identity cascade`,
          ),
        );
        let table: CatalogTable | undefined;
        let chunk: string[] = [];
        let bytes = 0;
        const flush = async () => {
          if (table) await insertRows(tx, table, chunk);
          chunk = [];
          bytes = 0;
        };
        for await (const line of readDataLines(file)) {
          if (line.startsWith(TABLE_LINE)) {
            await flush();
            table = byName.get(line.slice(TABLE_LINE.length));
          } else if (line.startsWith('{') && table) {
            chunk.push(line);
            bytes += line.length;
            if (chunk.length >= CHUNK_ROWS || bytes >= CHUNK_BYTES) await flush();
          }
        }
        await flush();
        await resetSequences(tx);

        for (const t of manifest.tables) {
          const table = byName.get(t.name);
          if (!table) throw new Mismatch(t.name);
          const now = await tableChecksum(tx, table);
          if (now.rows !== t.rows || now.sha256 !== t.sha256) throw new Mismatch(t.name);
        }

        const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
        if (opts.actor) {
          // After the data is replaced, so the entry survives; the administrator's profile may
          // not exist in the backup (the e-mail still says who it was).
          const [exists] = await tx
            .select({ id: profiles.id })
            .from(profiles)
            .where(eq(profiles.id, opts.actor.userId));
          await tx.insert(auditLog).values({
            actorId: exists ? opts.actor.userId : null,
            actorEmail: opts.actor.email,
            action: 'backup.restore',
            targetType: 'backup',
            targetId: name,
            after: { tables: manifest.tables.length, rows, createdAt: manifest.createdAt },
            ip: opts.actor.ip,
          });
        }
        return { name, tables: manifest.tables.length, rows, durationMs: Date.now() - started };
      });
    } catch (err) {
      if (err instanceof Mismatch)
        throw new AppError(
          'CONFLICT',
          `Restoring ${name} did not reproduce table ${err.message} exactly; nothing was changed`,
        );
      throw err;
    }
  });
}
