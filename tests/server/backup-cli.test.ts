import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows-of';
import { quoteIdent, readCatalog } from '../../src/server/modules/backup/backup-catalog';
import { createBackup } from '../../src/server/modules/backup/create-backup';
import { BASIC_ID, payInSandbox, startCheckout } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const METHODS: ('logical' | 'pg_dump')[] = SERVER_URL ? ['pg_dump', 'logical'] : ['logical'];
const CLI = join(import.meta.dirname, '../../src/server/cli/backup-restore.ts');

let ctx: TestContext;
let admin: TestUser;
const work = mkdtempSync(join(tmpdir(), 'tafawuq-cli-test-'));

/** Every application table, all rows with all columns, in primary-key order. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of await readCatalog(db)) {
    const order = t.primaryKey.length
      ? t.primaryKey.map(quoteIdent).join(', ')
      : t.columns.map((c) => quoteIdent(c.name)).join(', ');
    out[t.name] = await rowsOf(
      db,
      sql.raw(`select * from ${quoteIdent(t.name)} order by ${order}`),
    );
  }
  return out;
}

/** `npm run backup:restore -- <file>`, from the sources (tsx) with its own environment. */
function runCli(file: string, env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const { DATABASE_URL: _url, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, file], {
      env: { ...inherited, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A new, empty database: a folder for the embedded one, or a database on the server. */
async function emptyDatabase(label: string) {
  const dataDir = join(work, `data-${label}`);
  if (!SERVER_URL) {
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') }),
      drop: async () => undefined,
      dataDir,
    };
  }
  const name = `tafawuq_cli_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), max: 2 }),
    drop: async () => {
      const c = new pg.Client({ connectionString: SERVER_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
    dataDir,
  };
}

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  const student = await createUser(ctx, 'student', { trial: true });
  await createUser(ctx, 'affiliate');
  const started = await startCheckout(ctx, student, BASIC_ID);
  expect((await payInSandbox(ctx, student, started.paymentId)).status).toBe(200);
}, 240_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup:restore', () => {
  it.each(METHODS)(
    'restores a %s download into a fresh empty database: every table identical',
    async (method) => {
      const before = await snapshot(ctx.database.db);
      const made = await createBackup(ctx.app.backups, { kind: 'manual', method });
      const download = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/backups/${made.name}/download`,
        headers: admin.headers,
      });
      expect(download.statusCode).toBe(200);
      const file = join(work, `${made.name}.${method === 'pg_dump' ? 'tar' : 'jsonl.gz'}`);
      writeFileSync(file, download.rawPayload);

      const target = await emptyDatabase(method);
      try {
        const run = await runCli(file, target.env);
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toContain(`Restored ${made.name} (${method})`);
        // The file is kept with the installation's backups.
        expect(existsSync(join(target.dataDir, 'backups', made.name, 'manifest.json'))).toBe(true);

        const restored = await target.open();
        try {
          const after = await snapshot(restored.db);
          expect(Object.keys(after)).toEqual(Object.keys(before));
          for (const table of Object.keys(before))
            expect(after[table], table).toEqual(before[table]);
        } finally {
          await restored.close();
        }

        // The database is no longer empty: a second run refuses and changes nothing.
        const again = await runCli(file, target.env);
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/The database is not empty/);
      } finally {
        await target.drop();
      }
    },
    240_000,
  );

  it('refuses a file that is not a backup, and a missing file', async () => {
    const target = await emptyDatabase('foreign');
    try {
      const junk = join(work, 'junk.jsonl.gz');
      writeFileSync(junk, 'not a backup');
      const run = await runCli(junk, target.env);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/not a Tafawuq backup/);
      const missing = await runCli(join(work, 'nope.tar'), target.env);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/No such file/);
    } finally {
      await target.drop();
    }
  }, 120_000);
});
