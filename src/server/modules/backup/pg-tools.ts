import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { AppError } from '../../lib/errors';

/**
 * The PostgreSQL client tools a server backup uses (ADR 0014): found on PATH at run time,
 * checked once per process. `major` is the tools' major version (pg_dump refuses newer servers).
 */
export type PgTools = { dump: string; restore: string; version: string; major: number };

let detected: Promise<PgTools | null> | undefined;

/** Runs a program and collects its output; rejects with its stderr when it exits non-zero. */
export function runTool(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${program} exited with ${code}: ${stderr.trim().slice(0, 2000)}`));
    });
  });
}

async function detect(): Promise<PgTools | null> {
  try {
    const [dump, restore] = await Promise.all([
      runTool('pg_dump', ['--version']),
      runTool('pg_restore', ['--version']),
    ]);
    // "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"
    const version = /\d+(\.\d+)*/.exec(dump.stdout)?.[0];
    const restoreVersion = /\d+(\.\d+)*/.exec(restore.stdout)?.[0];
    if (!version || !restoreVersion) return null;
    return { dump: 'pg_dump', restore: 'pg_restore', version, major: Number.parseInt(version, 10) };
  } catch {
    return null;
  }
}

/** pg_dump and pg_restore when both are installed, else null (checked once). */
export function findPgTools(): Promise<PgTools | null> {
  detected ??= detect();
  return detected;
}

/** The node-postgres pool behind a drizzle handle, or null on PGlite. */
export function poolOf(db: Db): Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client as
    | (Pool & { options?: { connectionString?: string } })
    | undefined;
  if (!client || typeof client.connect !== 'function' || !('totalCount' in client)) return null;
  return client;
}

/**
 * libpq connection settings for the pool's server: the URL without its password (which goes in
 * PGPASSWORD, so it never shows in a process list).
 */
export function connectionOf(pool: Pool): { dbname: string; env: NodeJS.ProcessEnv } {
  const options = (pool as unknown as { options: Record<string, unknown> }).options;
  const env: NodeJS.ProcessEnv = { ...process.env };
  const raw = options.connectionString;
  if (typeof raw === 'string') {
    const url = new URL(raw);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    return { dbname: url.toString(), env };
  }
  // A pool configured field by field (not done by the app, but cheap to support).
  const parts: string[] = [];
  for (const [key, name] of [
    ['host', 'host'],
    ['port', 'port'],
    ['user', 'user'],
    ['database', 'dbname'],
  ] as const) {
    const value = options[key];
    if (value !== undefined && value !== null) parts.push(`${name}=${String(value)}`);
  }
  if (typeof options.password === 'string') env.PGPASSWORD = options.password;
  return { dbname: parts.join(' '), env };
}

/** The server's major version (e.g. 15). */
export async function serverMajor(client: PoolClient): Promise<number> {
  const { rows } = await client.query<{ v: string }>(
    `select current_setting('server_version_num') as v`,
  );
  return Math.floor(Number(rows[0]?.v ?? 0) / 10000);
}

/**
 * What a new backup of this database uses when asked for `auto`: pg_dump on a PostgreSQL server
 * whose version the installed pg_dump can read, the logical format otherwise.
 */
export async function pgDumpUsable(db: Db): Promise<PgTools | null> {
  const pool = poolOf(db);
  if (!pool) return null;
  const tools = await findPgTools();
  if (!tools) return null;
  const [row] = await rowsOf<{ v: string }>(
    db,
    sql`select current_setting('server_version_num') as v`,
  );
  const major = Math.floor(Number(row?.v ?? 0) / 10000);
  return tools.major >= major ? tools : null;
}

/** pg_restore is needed to restore a pg_dump backup: on a server with the tools installed. */
export async function requirePgRestore(
  db: Db,
  name: string,
): Promise<{ pool: Pool; tools: PgTools }> {
  const pool = poolOf(db);
  const tools = await findPgTools();
  if (!pool || !tools)
    throw new AppError(
      'CONFLICT',
      `Backup ${name} was made with pg_dump: it can only be restored on a PostgreSQL server with pg_restore installed. Take a logical backup to move data into the embedded database.`,
    );
  return { pool, tools };
}
