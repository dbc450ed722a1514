import { eq, sql } from 'drizzle-orm';
import {
  type BackupManifest,
  type BackupRestoreResult,
  RESTORE_CONFIRMATION,
} from '../../../common/contracts/backup';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { auditLog, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit/record-audit';
import {
  type CatalogTable,
  canonicalSettings,
  currentMigration,
  quoteIdent,
  readCatalog,
  tableChecksum,
} from './backup-catalog';
import {
  type BackupDeps,
  exclusive,
  methodOf,
  readDataLines,
  readStoredBackup,
  TABLE_LINE,
} from './backup-store';
import { drizzleOver } from './pg-dump-backup';
import { loadDump } from './pg-restore-backup';
import { requirePgRestore } from './pg-tools';
import { verifyBackupFiles } from './verify-backup';

/** Rows per INSERT … SELECT FROM json_populate_recordset, and bytes at most. */
const CHUNK_ROWS = 1000;
const CHUNK_BYTES = 4_000_000;

async function insertRows(tx: DbOrTx, table: CatalogTable, lines: string[]) {
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
async function resetSequences(tx: DbOrTx) {
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

class Mismatch extends Error {}

/**
 * Checks that the database can take the backup (same migration, tables and columns) and empties
 * every application table; the caller then loads the rows, all inside one transaction.
 */
async function prepareTarget(tx: DbOrTx, manifest: BackupManifest, name: string) {
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
      throw new AppError('CONFLICT', `The columns of table ${t.name} differ from the backup's`);
  }
  await tx.execute(
    sql.raw(
      `truncate ${catalog.map((t) => quoteIdent(t.name)).join(', ')} restart identity cascade`,
    ),
  );
  return { catalog, byName };
}

/** The logical format's rows, parents before children, in chunks. */
async function loadLogical(tx: DbOrTx, file: string, byName: Map<string, CatalogTable>) {
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
}

/**
 * Every table's row count and checksum computed again from the database must equal the
 * manifest's; then the `backup.restore` entry, after the data is replaced so it survives.
 */
async function finishRestore(
  tx: DbOrTx,
  manifest: BackupManifest,
  byName: Map<string, CatalogTable>,
  name: string,
  actor: AuditActor | undefined,
  started: number,
): Promise<BackupRestoreResult> {
  for (const t of manifest.tables) {
    const table = byName.get(t.name);
    if (!table) throw new Mismatch(t.name);
    const now = await tableChecksum(tx, table);
    if (now.rows !== t.rows || now.sha256 !== t.sha256) throw new Mismatch(t.name);
  }
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  if (actor) {
    // The administrator's profile may not exist in the backup (the e-mail still says who).
    const [exists] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, actor.userId));
    await tx.insert(auditLog).values({
      actorId: exists ? actor.userId : null,
      actorEmail: actor.email,
      action: 'backup.restore',
      targetType: 'backup',
      targetId: name,
      after: {
        method: methodOf(manifest),
        tables: manifest.tables.length,
        rows,
        createdAt: manifest.createdAt,
      },
      ip: actor.ip,
    });
  }
  return { name, tables: manifest.tables.length, rows, durationMs: Date.now() - started };
}

/**
 * Replaces every application table's rows with a verified backup's in one transaction (the
 * caller holds the folder's lock): refuse another migration, TRUNCATE all, load (logical rows,
 * or pg_restore's data of each table), recompute every table's checksum; any difference or
 * error rolls the whole restore back.
 */
export async function replaceData(
  deps: BackupDeps,
  manifest: BackupManifest,
  dataFile: string,
  name: string,
  actor?: AuditActor,
): Promise<BackupRestoreResult> {
  const started = Date.now();
  try {
    if (methodOf(manifest) === 'logical')
      return await deps.db.transaction(async (tx) => {
        const { byName } = await prepareTarget(tx, manifest, name);
        await loadLogical(tx, dataFile, byName);
        return finishRestore(tx, manifest, byName, name, actor, started);
      });
    // pg_dump: the COPY data goes through one connection of the pool the app drives itself.
    const { pool, tools } = await requirePgRestore(deps.db, name);
    const client = await pool.connect();
    const tx = await drizzleOver(client);
    try {
      await client.query('begin');
      const { catalog, byName } = await prepareTarget(tx, manifest, name);
      await loadDump(client, tools, dataFile, catalog, name);
      const result = await finishRestore(tx, manifest, byName, name, actor, started);
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  } catch (err) {
    if (err instanceof Mismatch)
      throw new AppError(
        'CONFLICT',
        `Restoring ${name} did not reproduce table ${err.message} exactly; nothing was changed`,
      );
    throw err;
  }
}

export function checkRestoreConfirmation(confirmation: string) {
  if (confirmation.trim() !== RESTORE_CONFIRMATION)
    throw new AppError('BAD_REQUEST', `Type ${RESTORE_CONFIRMATION} to replace the data`, {
      confirmation: `Type ${RESTORE_CONFIRMATION} to replace the data`,
    });
}

/** Replaces all application data with a stored backup, after verifying its file whole. */
export async function restoreBackup(
  deps: BackupDeps,
  name: string,
  opts: { confirmation: string; actor?: AuditActor },
): Promise<BackupRestoreResult> {
  checkRestoreConfirmation(opts.confirmation);
  return exclusive(deps.dir, async () => {
    const { manifest, data } = await readStoredBackup(deps.dir, name);
    await verifyBackupFiles(manifest, data, name);
    return replaceData(deps, manifest, data, name, opts.actor);
  });
}
