import type { Pool } from 'pg';
import type { DatabaseDriver } from '../../../common/contracts/database-tools';
import type { Database, Db } from '../../db/client';

/** The client drizzle wraps: a PGlite instance or a node-postgres pool. */
function clientOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/** Which driver the app's handle runs on, read from the client drizzle wraps. */
export function databaseDriver(db: Db): DatabaseDriver {
  const client = clientOf(db) as { totalCount?: unknown; connect?: unknown } | undefined;
  return client && typeof client.totalCount === 'number' && typeof client.connect === 'function'
    ? 'postgres'
    : 'pglite';
}

let pgliteChain: Promise<unknown> = Promise.resolve();

/**
 * The app's handle as runMigrations takes it, with the same lock: a PostgreSQL advisory lock on a
 * connection of its own (other instances wait), or a promise chain in the one embedded process.
 */
export function lockableDatabase(db: Db): Pick<Database, 'db' | 'driver' | 'withLock'> {
  const driver = databaseDriver(db);
  if (driver === 'pglite') {
    return {
      db,
      driver,
      withLock(_key, fn) {
        const run = pgliteChain.then(fn, fn);
        pgliteChain = run.catch(() => undefined);
        return run;
      },
    };
  }
  const pool = clientOf(db) as Pool;
  return {
    db,
    driver,
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
  };
}

/** The database's own message of a failed statement (drizzle wraps it in `cause`). */
export function databaseMessage(err: unknown): string {
  const e = err as { message?: string; cause?: { message?: string } } | null;
  return e?.cause?.message ?? e?.message ?? String(err);
}
