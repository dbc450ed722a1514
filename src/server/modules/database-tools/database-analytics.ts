import { sql } from 'drizzle-orm';
import type {
  DatabaseAnalytics,
  DatabaseAnalyticsQuery,
  StatementStat,
} from '../../../common/contracts/database-tools';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { databaseDriver, databaseMessage } from './database-driver';

/** Tables estimated below this many rows (or never analysed and small) are counted exactly. */
const EXACT_COUNT_LIMIT = 10_000;
/** …and only when their heap is under this size, so a stale estimate cannot start a long scan. */
const EXACT_COUNT_MAX_BYTES = 64 * 1024 * 1024;
const STATEMENT_LIMIT = 20;

type TableRow = {
  name: string;
  estimate: number;
  total: number;
  table_bytes: number;
  index_bytes: number;
  index_count: number;
};

type IndexRow = {
  name: string;
  table: string;
  bytes: number;
  scans: number | null;
  is_unique: boolean;
  is_primary: boolean;
};

const matches = (search: string | undefined, ...names: string[]) =>
  !search || names.some((n) => n.toLowerCase().includes(search.toLowerCase()));

async function statements(db: Db): Promise<DatabaseAnalytics['statements']> {
  const [ext] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_extension where extname = 'pg_stat_statements'`,
  );
  if (!Number(ext?.n)) {
    return { available: false, reason: 'notInstalled', detail: null, items: [] };
  }
  try {
    const rows = await rowsOf<StatementStat>(
      db,
      sql`select query, calls::float8 as calls, total_exec_time::float8 as "totalMs",
            mean_exec_time::float8 as "meanMs", rows::float8 as rows
          from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
          order by mean_exec_time desc
          limit ${STATEMENT_LIMIT}`,
    );
    return {
      available: true,
      reason: null,
      detail: null,
      items: rows.map((r) => ({
        query: r.query,
        calls: Number(r.calls),
        totalMs: Number(r.totalMs),
        meanMs: Number(r.meanMs),
        rows: Number(r.rows),
      })),
    };
  } catch (err) {
    return { available: false, reason: 'notReadable', detail: databaseMessage(err), items: [] };
  }
}

/**
 * Sizes, rows and index usage of the application's tables (schema public), and the slowest
 * statements where pg_stat_statements is there to ask.
 */
export async function databaseAnalytics(
  db: Db,
  query: DatabaseAnalyticsQuery,
): Promise<DatabaseAnalytics> {
  const search = query.search || undefined;
  const tableRows = await rowsOf<TableRow>(
    db,
    sql`select c.relname as name, c.reltuples::float8 as estimate,
          pg_total_relation_size(c.oid)::float8 as total,
          pg_relation_size(c.oid)::float8 as table_bytes,
          pg_indexes_size(c.oid)::float8 as index_bytes,
          (select count(*)::int from pg_index i where i.indrelid = c.oid) as index_count
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by pg_total_relation_size(c.oid) desc, c.relname`,
  );
  const tables = tableRows.filter((t) => matches(search, t.name));

  const toCount = tables.filter(
    (t) => Number(t.estimate) < EXACT_COUNT_LIMIT && Number(t.table_bytes) < EXACT_COUNT_MAX_BYTES,
  );
  const exact = new Map<string, number>();
  if (toCount.length) {
    const parts = toCount.map(
      (t) =>
        sql`select ${t.name}::text as name, count(*)::float8 as n from ${sql.identifier(t.name)}`,
    );
    for (const r of await rowsOf<{ name: string; n: number }>(
      db,
      sql.join(parts, sql` union all `),
    ))
      exact.set(r.name, Number(r.n));
  }

  const indexRows = await rowsOf<IndexRow>(
    db,
    sql`select s.indexrelname as name, s.relname as table,
          pg_relation_size(s.indexrelid)::float8 as bytes, s.idx_scan::float8 as scans,
          i.indisunique as is_unique, i.indisprimary as is_primary
        from pg_stat_user_indexes s join pg_index i on i.indexrelid = s.indexrelid
        where s.schemaname = 'public'
        order by pg_relation_size(s.indexrelid) desc, s.indexrelname`,
  );
  const matching = indexRows
    .filter((i) => matches(search, i.name, i.table))
    .map((i) => {
      const scans = Number(i.scans ?? 0);
      return {
        name: i.name,
        table: i.table,
        bytes: Number(i.bytes),
        scans,
        unique: Boolean(i.is_unique),
        primary: Boolean(i.is_primary),
        unused: scans === 0 && !i.is_unique && !i.is_primary,
      };
    });
  const indexes = query.indexes === 'unused' ? matching.filter((i) => i.unused) : matching;
  const [size] = await rowsOf<{ bytes: number }>(
    db,
    sql`select pg_database_size(current_database())::float8 as bytes`,
  );

  return {
    driver: databaseDriver(db),
    databaseBytes: Number(size?.bytes ?? 0),
    exactCountLimit: EXACT_COUNT_LIMIT,
    tables: tables.map((t) => ({
      name: t.name,
      estimatedRows: Number(t.estimate) < 0 ? null : Math.round(Number(t.estimate)),
      exactRows: exact.has(t.name) ? (exact.get(t.name) as number) : null,
      totalBytes: Number(t.total),
      tableBytes: Number(t.table_bytes),
      indexBytes: Number(t.index_bytes),
      indexCount: Number(t.index_count),
    })),
    indexes: {
      items: indexes.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
      total: indexes.length,
      page: query.page,
      pageSize: query.pageSize,
    },
    indexCount: matching.length,
    unusedIndexCount: matching.filter((i) => i.unused).length,
    statements: await statements(db),
  };
}
