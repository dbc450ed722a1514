import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { rowsOf } from '../../src/server/db/rows-of';
import { MIGRATIONS_DIR } from '../../src/server/lib/project-root';
import { signIn } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-db';

/**
 * An upgrade as an operator runs it: a database the previous release populated (its schema
 * and its rows, made by tests/fixtures/previous-release/populate.ts in that release) meets this
 * release's migrations, and everything people had is still there and works.
 */
const FIXTURE = join(import.meta.dirname, '../fixtures/previous-release');
const RELEASE = JSON.parse(readFileSync(join(FIXTURE, 'release.json'), 'utf8')) as {
  lastMigration: string;
};
const PASSWORD = 'fixture-password';
const DATA = gunzipSync(readFileSync(join(FIXTURE, 'data.sql.gz'))).toString('utf8');

/** Rows per table in the fixture, counted from its INSERT statements. */
const fixtureRows = (() => {
  const counts: Record<string, number> = {};
  for (const m of DATA.matchAll(/^INSERT INTO public\.(\w+) /gm)) {
    const table = m[1] ?? '';
    counts[table] = (counts[table] ?? 0) + 1;
  }
  return counts;
})();

/** The migrations folder as it was at the previous release: the journal cut after its last. */
function previousMigrations(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tafawuq-prev-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === RELEASE.lastMigration);
  if (last < 0) throw new Error(`${RELEASE.lastMigration} is not in the journal`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database (PGlite, or a new one on the TEST_DATABASE_URL server) and a way to run a SQL script in it. */
async function emptyDatabase(): Promise<{
  database: TestDatabase;
  runScript(text: string): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return {
      database: { ...database, name: 'pglite-upgrade' },
      // PGlite runs a multi-statement script through its simple-query path; the script's
      // settings (an empty search_path) must not outlive it on this one connection.
      runScript: async (text) => {
        await (
          database.db as unknown as { $client: { exec(q: string): Promise<unknown> } }
        ).$client.exec(`${text}\nRESET ALL;`);
      },
    };
  }
  const name = `tafawuq_upgrade_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database: Database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  return {
    database: {
      ...database,
      name,
      async close() {
        await database.close();
        const drop = new pg.Client({ connectionString: serverUrl });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    },
    runScript: async (text) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    },
  };
}

let ctx: TestContext;
const migrationsRun: string[] = [];

beforeAll(async () => {
  const { database, runScript } = await emptyDatabase();
  const previous = previousMigrations();
  try {
    await runMigrations(database, previous);
  } finally {
    rmSync(previous, { recursive: true, force: true });
  }
  await runScript(DATA);
  const before = await rowsOf<{ hash: string }>(
    database.db,
    sql`select hash from drizzle.__drizzle_migrations`,
  );
  await runMigrations(database);
  const after = await rowsOf<{ hash: string }>(
    database.db,
    sql`select hash from drizzle.__drizzle_migrations`,
  );
  migrationsRun.push(...after.slice(before.length).map((r) => r.hash));
  ctx = await buildTestApp({ database });
}, 180_000);
afterAll(() => ctx?.close());

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });
async function as(email: string) {
  return { cookie: await signIn(ctx, email, PASSWORD), ...TEST_ORIGIN };
}

describe('upgrading a populated database of the previous release', () => {
  it('applies every migration since that release', () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
    const newer =
      journal.entries.length -
      1 -
      journal.entries.findIndex((e: { tag: string }) => e.tag === RELEASE.lastMigration);
    expect(migrationsRun).toHaveLength(newer);
  });

  it('keeps every row of every table', async () => {
    expect(Object.keys(fixtureRows).length).toBeGreaterThan(20);
    for (const [table, rows] of Object.entries(fixtureRows)) {
      const result = await rowsOf<{ n: number }>(
        ctx.database.db,
        sql.raw(`select count(*)::int as n from public.${table}`),
      );
      expect(Number(result[0]?.n), table).toBe(rows);
    }
  });

  it('fills what the new columns need from the old rows', async () => {
    // Every recorded response carries its attempt's total, the sum of the attempt's scores.
    const responses = await rowsOf<{ n: number; wrong: number }>(
      ctx.database.db,
      sql`
      select count(*)::int as n,
             count(*) filter (where attempt_score is distinct from
               (select sum(score) from item_responses r2 where r2.attempt_id = r.attempt_id))::int as wrong
      from item_responses r`,
    );
    expect(Number(responses[0]?.n)).toBeGreaterThan(0);
    expect(Number(responses[0]?.wrong)).toBe(0);
    const versions = await rowsOf<{ v: number }>(
      ctx.database.db,
      sql`select distinct version as v from questions`,
    );
    expect(versions.map((r) => Number(r.v))).toEqual([1]);
  });

  it('lets every user sign in and see what they had', async () => {
    const student = await as('student@fixture.test');
    const exams = (await get('/api/student/exams', student)).json();
    const list = (exams.items ?? exams.exams ?? exams) as { id: string; status: string }[];
    expect(list.length).toBe(2);
    const submitted = list.find((e) => e.status === 'submitted');
    expect(submitted).toBeDefined();
    const report = await get(`/api/student/exams/${submitted?.id}/report`, student);
    expect(report.statusCode).toBe(200);
    expect(report.json().result.score.max).toBe(8);
    const overview = await get('/api/student/learning/overview', student);
    expect(overview.statusCode).toBe(200);
    const packages = (await get('/api/student/packages', student)).json();
    expect(JSON.stringify(packages)).toContain('Basic');

    const affiliate = await as('affiliate@fixture.test');
    const summary = (await get('/api/affiliate/summary', affiliate)).json();
    expect(summary).toMatchObject({ code: 'FIXTURE10', signups: 1, payingStudents: 1 });

    const admin = await as('admin@fixture.test');
    const users = (await get('/api/admin/users?search=fixture.test', admin)).json();
    expect(users.total).toBe(4);
  });

  it('takes new work on the upgraded data', async () => {
    const admin = await as('admin@fixture.test');
    const list = (await get('/api/admin/questions?pageSize=1', admin)).json();
    const question = list.items[0];
    const full = (await get(`/api/admin/questions/${question.id}`, admin)).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/questions/${question.id}`,
      headers: admin,
      payload: {
        subjectId: full.subject.id,
        topicId: full.topic.id,
        passageId: full.passage?.id ?? null,
        type: full.type,
        stem: full.stem,
        choices: full.choices,
        answer: full.answer,
        difficulty: full.difficulty,
        explanation: `${full.explanation} (checked after the upgrade)`,
        version: full.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);
  });
});
