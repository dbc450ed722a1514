import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';

// Each driver is loaded only when used: an embedded install never loads pg, and a server
// install never loads the WebAssembly Postgres.

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A handle services accept: the database itself or a transaction inside it. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs `fn` while holding a cluster-wide lock, so concurrent instances take turns. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  // No dataDir: in memory. loadDataDir: start from a dump (PGlite's dumpDataDir) instead of initdb.
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; max?: number };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') return openPostgres(opts.url, opts.max ?? 10);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  let dir: string | undefined;
  if (dataDir) {
    dir = resolve(dataDir);
    // PGlite does not create the parent folders of its data dir.
    mkdirSync(join(dir, '..'), { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    loadDataDir,
    // Embedded and single-user: small buffers keep the whole server well under 200 MB.
    postgresqlconf: [
      'shared_buffers = 8MB',
      'wal_buffers = 1MB',
      'work_mem = 4MB',
      'maintenance_work_mem = 16MB',
      'temp_buffers = 4MB',
    ],
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  let chain: Promise<unknown> = Promise.resolve();
  return {
    db,
    driver: 'pglite',

    // One embedded process: a promise chain is the lock.
    withLock(_key, fn) {
      const run = chain.then(fn, fn);
      chain = run.catch(() => undefined);
      return run;
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // JIT compilation costs seconds on the analytics aggregates and saves nothing on the app's
  // short queries (measured with bench/analytics.mjs), so the app's connections go without it.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection the server ends (restart, failover, a dropped database) must not take
  // the process down: the pool discards it and the next query connects anew.
  pool.on('error', () => undefined);
  // Fail fast with the driver's own message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async withLock(key, fn) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        conn.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
