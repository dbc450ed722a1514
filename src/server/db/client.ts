import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ClientConfig } from 'pg';
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
  | { kind: 'postgres'; url: string; max?: number; connectTimeoutMs?: number };

/**
 * How long opening a connection may take. The database answers a connect in milliseconds;
 * past this it is gone (a host that drops packets instead of refusing them), and the request
 * should fail with a 503 well within 2 s instead of waiting for the operating system to give up.
 */
export const DB_CONNECT_TIMEOUT_MS = 1500;
/**
 * How long a request may queue for a free connection of a full pool. Longer than a connect:
 * transactions that take turns on a row lock hold their connections while they wait, and a
 * burst of them must queue rather than fail; but never without end.
 */
export const DB_ACQUIRE_TIMEOUT_MS = 10_000;
/** How long /api/health waits for `select 1` before it reports the database down. */
export const DB_PING_TIMEOUT_MS = 1000;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres')
    return openPostgres(opts.url, opts.max ?? 10, opts.connectTimeoutMs ?? DB_CONNECT_TIMEOUT_MS);
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

async function openPostgres(url: string, max: number, connectTimeoutMs: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // Each connection gets the short connect timeout; the pool's own timeout (which it would
  // also apply to connecting) bounds the wait in its queue.
  //
  // No client-side query timeout: node-postgres keeps using a connection whose query timed
  // out, and backups, restores and migrations legitimately run long. A server that stops
  // closes its connections (queries in flight fail at once) and then refuses new ones, which
  // the connect timeout and the error handler's 503 cover; keep-alive notices connections to
  // a host that vanished while they sat idle.
  class Client extends pg.Client {
    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  // JIT compilation costs seconds on the analytics aggregates and saves nothing on the app's
  // short queries (measured with bench/analytics.mjs), so the app's connections go without it.
  const pool = new pg.Pool({
    Client,
    connectionString: url,
    max,
    options: '-c jit=off',
    connectionTimeoutMillis: Math.max(DB_ACQUIRE_TIMEOUT_MS, connectTimeoutMs),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
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

/**
 * Whether the database answers `select 1` within `timeoutMs`: a health check must answer
 * promptly even when the database hangs instead of refusing.
 */
export async function pingDatabase(db: Db, timeoutMs = DB_PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const ping = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([ping, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
