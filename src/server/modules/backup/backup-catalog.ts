import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { MIGRATIONS_DIR } from '../../lib/project-root';

export type CatalogColumn = { name: string; type: string; generated: boolean };
export type CatalogTable = { name: string; columns: CatalogColumn[]; primaryKey: string[] };

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The application's tables (public schema; drizzle keeps its migration bookkeeping in its own
 * schema), parents before children so inserting in this order satisfies every foreign key.
 */
export async function readCatalog(db: DbOrTx): Promise<CatalogTable[]> {
  const columns = await rowsOf<{ table: string; name: string; type: string; generated: string }>(
    db,
    sql`select c.relname as "table", a.attname as name,
          format_type(a.atttypid, a.atttypmod) as type, a.attgenerated::text as generated
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and c.relname <> '__drizzle_migrations'
        order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; name: string }>(
    db,
    sql`select c.relname as "table", a.attname as name
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(k.conkey) with ordinality as u(attnum, pos)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum
        where n.nspname = 'public' and k.contype = 'p'
        order by c.relname, u.pos`,
  );
  const foreign = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_namespace pn on pn.oid = p.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and pn.nspname = 'public'`,
  );

  const tables = new Map<string, CatalogTable>();
  for (const c of columns) {
    let t = tables.get(c.table);
    if (!t) {
      t = { name: c.table, columns: [], primaryKey: [] };
      tables.set(c.table, t);
    }
    t.columns.push({ name: c.name, type: c.type, generated: c.generated !== '' });
  }
  for (const k of keys) tables.get(k.table)?.primaryKey.push(k.name);

  // Depth-first topological order; a table referencing itself is its own parent (skipped).
  const parents = new Map<string, Set<string>>();
  for (const f of foreign) {
    if (f.child === f.parent || !tables.has(f.parent)) continue;
    const set = parents.get(f.child) ?? new Set<string>();
    set.add(f.parent);
    parents.set(f.child, set);
  }
  const ordered: CatalogTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name)) return; // done, or a cycle: the caller breaks it
    state.set(name, 'visiting');
    for (const parent of [...(parents.get(name) ?? [])].sort()) visit(parent);
    state.set(name, 'done');
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) visit(name);
  return ordered;
}

/** The SELECT of a table's rows as JSON text in the canonical (primary key) order. */
function rowsSelect(table: CatalogTable): string {
  const t = quoteIdent(table.name);
  const order = table.primaryKey.length
    ? table.primaryKey.map((c) => `t.${quoteIdent(c)}`).join(', ')
    : 'row_to_json(t)::text';
  return `select row_to_json(t)::text as j from ${t} t order by ${order}`;
}

/**
 * Hands a table's rows (JSON text, canonical order) to `each` in batches of `size`, through a
 * cursor: one sorted read per table, where LIMIT/OFFSET pages would re-read every earlier row
 * (quadratic on a table of 600,000 exam items). Inside a transaction, as cursors require.
 */
export async function forEachRowBatch(
  tx: DbOrTx,
  table: CatalogTable,
  size: number,
  each: (batch: { j: string }[]) => Promise<void> | void,
): Promise<void> {
  await tx.execute(sql.raw(`declare backup_rows no scroll cursor for ${rowsSelect(table)}`));
  try {
    for (;;) {
      const batch = await rowsOf<{ j: string }>(
        tx,
        sql.raw(`fetch forward ${Math.trunc(size)} from backup_rows`),
      );
      if (batch.length) await each(batch);
      if (batch.length < size) break;
    }
  } finally {
    await tx.execute(sql.raw('close backup_rows'));
  }
}

/**
 * Fixes the text PostgreSQL gives values in (time zone, intervals, floats), so the same rows give
 * the same JSON, hence the same checksum, whatever the server's settings. Inside a transaction.
 */
export async function canonicalSettings(tx: DbOrTx) {
  await tx.execute(sql`select set_config('TimeZone', 'UTC', true),
    set_config('IntervalStyle', 'postgres', true), set_config('extra_float_digits', '1', true)`);
}

const CHECKSUM_BATCH = 2000;

/** Row count and SHA-256 of a table as the manifest records them (canonical settings set). */
export async function tableChecksum(tx: DbOrTx, table: CatalogTable) {
  const hash = createHash('sha256');
  let rows = 0;
  await forEachRowBatch(tx, table, CHECKSUM_BATCH, (batch) => {
    for (const { j } of batch) hash.update(j).update('\n');
    rows += batch.length;
  });
  return { rows, sha256: hash.digest('hex') };
}

type Journal = { entries: { tag: string; when: number }[] };

/** The tag of the last migration applied to this database ('none' before the first). */
export async function currentMigration(db: DbOrTx): Promise<string> {
  const [last] = await rowsOf<{ created_at: string | number; hash: string }>(
    db,
    sql`select created_at, hash from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  ).catch(() => []);
  if (!last) return 'none';
  const when = Number(last.created_at);
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.find((e) => e.when === when)?.tag ?? `unknown-${last.hash.slice(0, 12)}`;
}
