import { sql } from 'drizzle-orm';
import {
  type DatabaseCheck,
  type DatabaseCheckId,
  type DatabaseTestResult,
  REQUIRED_EXTENSIONS,
} from '../../../common/contracts/database-tools';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { databaseDriver, databaseMessage } from './database-driver';

const LATENCY_SAMPLES = 100;

/** Thrown inside a transaction to roll it back on purpose. */
class Rollback extends Error {}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[i] ?? 0);
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The database-test run: each check timed, passing or failing on its own. Read-only apart from
 * a temporary table that is dropped with its transaction.
 */
export async function runDatabaseTest(db: Db): Promise<DatabaseTestResult> {
  const runStarted = performance.now();
  const checks: DatabaseCheck[] = [];
  async function check(id: DatabaseCheckId, fn: () => Promise<string | null>) {
    const started = performance.now();
    try {
      const detail = await fn();
      checks.push({ id, ok: true, durationMs: round(performance.now() - started), detail });
      return true;
    } catch (err) {
      const detail =
        err instanceof Error && !(err as { cause?: unknown }).cause && err.message
          ? err.message
          : databaseMessage(err);
      checks.push({ id, ok: false, durationMs: round(performance.now() - started), detail });
      return false;
    }
  }

  const driver = databaseDriver(db);
  const connected = await check('connectivity', async () => {
    await db.execute(sql`select 1`);
    return null;
  });

  let latency: DatabaseTestResult['latency'] = null;
  await check('latency', async () => {
    const samples: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const t = performance.now();
      await db.execute(sql`select 1`);
      samples.push(performance.now() - t);
    }
    samples.sort((a, b) => a - b);
    latency = {
      samples: samples.length,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      min: round(samples[0] ?? 0),
      max: round(samples[samples.length - 1] ?? 0),
    };
    return `p50 ${latency.p50} ms, p95 ${latency.p95} ms`;
  });

  await check('read', async () => {
    const [row] = await rowsOf<{ tables: number; settings: number }>(
      db,
      sql`select
        (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')) as tables,
        (select count(*)::int from system_settings) as settings`,
    );
    if (!row || Number(row.tables) === 0) throw new Error('No application tables found');
    return `${row.tables} tables`;
  });

  await check('write', async () => {
    const found = await db.transaction(async (tx) => {
      await tx.execute(
        sql`create temp table tafawuq_write_check (id int primary key, note text) on commit drop`,
      );
      await tx.execute(sql`insert into tafawuq_write_check values (1, 'write check')`);
      const [row] = await rowsOf<{ note: string }>(
        tx,
        sql`select note from tafawuq_write_check where id = 1`,
      );
      await tx.execute(sql`delete from tafawuq_write_check where id = 1`);
      const [left] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from tafawuq_write_check`,
      );
      return row?.note === 'write check' && Number(left?.n) === 0;
    });
    if (!found) throw new Error('The row written was not read back, or not deleted');
    return 'insert, select, delete';
  });

  await check('rollback', async () => {
    const remaining = await db.transaction(async (tx) => {
      await tx.execute(sql`create temp table tafawuq_rollback_check (id int) on commit drop`);
      try {
        await tx.transaction(async (inner) => {
          await inner.execute(sql`insert into tafawuq_rollback_check values (1)`);
          throw new Rollback();
        });
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
      }
      const [row] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from tafawuq_rollback_check`,
      );
      return Number(row?.n);
    });
    if (remaining !== 0) throw new Error('A rolled-back row is still there');
    return 'rolled-back row is gone';
  });

  let extensions: DatabaseTestResult['extensions'] = REQUIRED_EXTENSIONS.map((name) => ({
    name,
    installed: false,
    version: null,
  }));
  await check('extensions', async () => {
    const rows = await rowsOf<{ extname: string; extversion: string }>(
      db,
      sql`select extname, extversion from pg_extension`,
    );
    const version = new Map(rows.map((r) => [r.extname, r.extversion]));
    extensions = REQUIRED_EXTENSIONS.map((name) => ({
      name,
      installed: version.has(name),
      version: version.get(name) ?? null,
    }));
    const missing = extensions.filter((e) => !e.installed).map((e) => e.name);
    if (missing.length) throw new Error(`Missing: ${missing.join(', ')}`);
    return extensions.map((e) => `${e.name} ${e.version}`).join(', ');
  });

  let serverVersion: string | null = null;
  await check('version', async () => {
    const [row] = await rowsOf<{ server_version: string }>(db, sql`show server_version`);
    serverVersion = row?.server_version ?? null;
    if (!serverVersion) throw new Error('The server did not say');
    return serverVersion;
  });

  await check('driver', async () => {
    if (!connected) throw new Error(`${driver}: not connected`);
    return driver === 'pglite' ? 'PGlite (embedded)' : 'node-postgres (pg)';
  });

  return {
    ok: checks.every((c) => c.ok),
    driver,
    serverVersion,
    latency,
    extensions,
    checks,
    durationMs: round(performance.now() - runStarted),
    ranAt: new Date().toISOString(),
  };
}
