import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_CHECKS,
  DATABASE_TOOLS_MESSAGES,
  type DatabaseAnalytics,
  type DatabaseTestResult,
  type MigrationStatus,
  type SeedResult,
} from '../../src/common/contracts/database-tools';
import { auditLog, emailTemplates, packages } from '../../src/server/db/schema';
import { MIGRATIONS_DIR } from '../../src/server/lib/project-root';
import { applyMigrations } from '../../src/server/modules/database-tools/apply-migrations';
import { migrationStatus } from '../../src/server/modules/database-tools/migration-status';
import { send } from '../helpers/affiliates';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const journal = () =>
  JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
const audits = (action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, admin.id)));

describe('database-setup', () => {
  it('lists every migration of the journal as applied, with its date', async () => {
    const res = await send(ctx, admin, 'GET', '/api/admin/database-setup/migrations');
    expect(res.status, res.text).toBe(200);
    const status = res.body as MigrationStatus;
    const entries = journal().entries;
    expect(status.driver).toBe(ctx.database.driver);
    expect(status.pending).toBe(0);
    expect(status.applied).toBe(entries.length);
    expect(status.migrations.map((m) => m.tag)).toEqual(entries.map((e) => e.tag));
    expect(status.migrations.every((m) => m.state === 'applied' && !m.changed)).toBe(true);
    expect(status.migrations[0]?.createdAt).toBe(new Date(entries[0]?.when ?? 0).toISOString());
    expect(status.lastAppliedAt).toBe(new Date(entries.at(-1)?.when ?? 0).toISOString());
  });

  it('refuses to apply without the typed confirmation, and when nothing is pending', async () => {
    const url = '/api/admin/database-setup/migrations/apply';
    for (const payload of [{}, { confirmation: 'yes' }]) {
      const res = await send(ctx, admin, 'POST', url, payload);
      expect(res.status, res.text).toBe(400);
      expect(res.text).toContain(DATABASE_TOOLS_MESSAGES.confirmMigrate);
    }
    const res = await send(ctx, admin, 'POST', url, { confirmation: 'MIGRATE' });
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toBe(DATABASE_TOOLS_MESSAGES.nothingPending);
    expect(await audits('database.migrate')).toHaveLength(0);
  });

  it('applies a pending migration under the lock and audits it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tafawuq-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, folder, { recursive: true });
      const j = journal();
      const when = (j.entries.at(-1)?.when ?? 0) + 1000;
      j.entries.push({
        idx: j.entries.length,
        when,
        tag: '9999_probe',
        breakpoints: true,
      } as never);
      writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(j));
      writeFileSync(join(folder, '9999_probe.sql'), 'create table migration_probe (id int);');

      const before = await migrationStatus(db(), folder);
      expect(before.pending).toBe(1);
      expect(before.migrations.at(-1)).toMatchObject({ tag: '9999_probe', state: 'pending' });

      const actor = { userId: admin.id, email: admin.email, ip: '127.0.0.1' };
      const result = await applyMigrations(db(), actor, folder);
      expect(result.applied).toEqual(['9999_probe']);
      expect(result.status.pending).toBe(0);
      await db().execute(sql`select count(*) from migration_probe`);
      const [entry] = await audits('database.migrate');
      expect(entry?.after).toMatchObject({ migrations: ['9999_probe'], pending: 0 });

      // The real folder is still fully applied.
      expect((await migrationStatus(db())).pending).toBe(0);
    } finally {
      await db().execute(sql`drop table if exists migration_probe`);
      await db().execute(
        sql`delete from drizzle.__drizzle_migrations where created_at > ${
          journal().entries.at(-1)?.when ?? 0
        }`,
      );
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reloads the reference data, reports what was inserted, and is idempotent', async () => {
    const [basic] = await db().select().from(packages).where(eq(packages.name, 'Basic'));
    const [template] = await db().select().from(emailTemplates).limit(1);
    if (!basic || !template) throw new Error('seed missing');
    await db().delete(packages).where(eq(packages.id, basic.id));
    await db().delete(emailTemplates).where(eq(emailTemplates.key, template.key));

    const res = await send(ctx, admin, 'POST', '/api/admin/database-setup/seed');
    expect(res.status, res.text).toBe(200);
    const result = res.body as SeedResult;
    const row = (t: string) => result.inserted.find((r) => r.table === t);
    expect(row('packages')?.inserted).toBe(1);
    expect(row('email_templates')?.inserted).toBe(1);
    expect(row('questions')?.inserted).toBe(0);
    expect(result.total).toBe(2);
    const [entry] = await audits('database.seed');
    expect(entry?.after).toMatchObject({ total: 2, inserted: { packages: 1, email_templates: 1 } });

    const again = await send(ctx, admin, 'POST', '/api/admin/database-setup/seed');
    expect(again.status).toBe(200);
    expect(again.body.total).toBe(0);
    expect(await audits('database.seed')).toHaveLength(2);
  });
});

describe('database-test', () => {
  it('runs every check and passes on a healthy database', async () => {
    const res = await send(ctx, admin, 'POST', '/api/admin/database-test');
    expect(res.status, res.text).toBe(200);
    const run = res.body as DatabaseTestResult;
    expect(run.checks.map((c) => c.id)).toEqual([...DATABASE_CHECKS]);
    for (const c of run.checks) expect(c.ok, `${c.id}: ${c.detail}`).toBe(true);
    expect(run.ok).toBe(true);
    expect(run.driver).toBe(ctx.database.driver);
    expect(run.latency?.samples).toBe(100);
    expect(run.latency?.p95).toBeGreaterThanOrEqual(run.latency?.p50 ?? 0);
    expect(run.serverVersion).toMatch(/^\d+/);
    expect(run.extensions).toEqual([expect.objectContaining({ name: 'pg_trgm', installed: true })]);
  });

  it('leaves nothing behind', async () => {
    const { rows } = (await db().execute(
      sql`select count(*)::int as n from pg_class where relname like 'tafawuq_%_check'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe('database-analytics', () => {
  it('reports application tables and indexes with rows, sizes and usage', async () => {
    const res = await send(ctx, admin, 'GET', '/api/admin/database-analytics');
    expect(res.status, res.text).toBe(200);
    const a = res.body as DatabaseAnalytics;
    const names = a.tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['accounts', 'questions', 'packages']));
    expect(names).not.toContain('__drizzle_migrations');
    const pkg = a.tables.find((t) => t.name === 'packages');
    const count = await db().$count(packages);
    expect(pkg?.exactRows).toBe(count);
    expect(pkg?.totalBytes).toBeGreaterThan(0);
    expect(a.databaseBytes).toBeGreaterThan(0);
    expect(a.indexes.total).toBe(a.indexCount);
    expect(a.indexes.items).toHaveLength(Math.min(25, a.indexCount));
    // Every index, page by page (there are more than one page holds).
    const items: DatabaseAnalytics['indexes']['items'] = [];
    for (let page = 1; items.length < a.indexCount; page++) {
      const res = await send(
        ctx,
        admin,
        'GET',
        `/api/admin/database-analytics?pageSize=100&page=${page}`,
      );
      const got = (res.body as DatabaseAnalytics).indexes.items;
      if (got.length === 0) break;
      items.push(...got);
    }
    expect(items).toHaveLength(a.indexCount);
    expect(new Set(items.map((i) => `${i.table}.${i.name}`)).size).toBe(a.indexCount);
    const pk = items.find((i) => i.table === 'packages' && i.primary);
    expect(pk).toMatchObject({ unique: true, unused: false });
    for (const i of items) expect(i.unused).toBe(i.scans === 0 && !i.unique && !i.primary);
    // Scans only grow, and the app's own queries between two requests may use an index: a later
    // answer never counts more unused indexes than an earlier one.
    expect(items.filter((i) => i.unused).length).toBeLessThanOrEqual(a.unusedIndexCount);

    const unused = await send(ctx, admin, 'GET', '/api/admin/database-analytics?indexes=unused');
    const u = unused.body as DatabaseAnalytics;
    expect(u.indexes.total).toBe(u.unusedIndexCount);
    expect(u.unusedIndexCount).toBeLessThanOrEqual(a.unusedIndexCount);
    expect(u.indexes.items.every((i) => i.unused)).toBe(true);
    const page2 = await send(ctx, admin, 'GET', '/api/admin/database-analytics?page=2&pageSize=5');
    expect((page2.body as DatabaseAnalytics).indexes.items.map((i) => i.name)).toEqual(
      items.slice(5, 10).map((i) => i.name),
    );
    if (!a.statements.available) {
      expect(a.statements.reason).not.toBeNull();
      expect(a.statements.items).toEqual([]);
    }
  });

  it('filters by name on the server and refuses a bad filter', async () => {
    const res = await send(ctx, admin, 'GET', '/api/admin/database-analytics?search=PACKAGE');
    expect(res.status).toBe(200);
    const a = res.body as DatabaseAnalytics;
    expect(a.tables.length).toBeGreaterThan(0);
    expect(a.tables.every((t) => t.name.includes('package'))).toBe(true);
    expect(a.indexes.items.every((i) => `${i.name} ${i.table}`.includes('package'))).toBe(true);
    for (const query of [`search=${'x'.repeat(101)}`, 'indexes=some', 'page=0', 'pageSize=500']) {
      const res = await send(ctx, admin, 'GET', `/api/admin/database-analytics?${query}`);
      expect(res.status, query).toBe(400);
    }
    const bad = await send(
      ctx,
      admin,
      'GET',
      `/api/admin/database-analytics?search=${'x'.repeat(101)}`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('access', () => {
  it('answers 401 to visitors and 403 to everyone but administrators', async () => {
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/admin/database-setup/migrations'],
      ['POST', '/api/admin/database-setup/migrations/apply', { confirmation: 'MIGRATE' }],
      ['POST', '/api/admin/database-setup/seed'],
      ['POST', '/api/admin/database-test'],
      ['GET', '/api/admin/database-analytics'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await send(ctx, null, method, url, payload)).status, url).toBe(401);
      expect((await send(ctx, student, method, url, payload)).status, url).toBe(403);
    }
  });
});
