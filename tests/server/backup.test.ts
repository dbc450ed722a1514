import { readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupList } from '../../src/common/contracts/backup';
import {
  auditLog,
  payments,
  profiles,
  questions,
  systemSettings,
} from '../../src/server/db/schema';
import { seedContent } from '../../src/server/db/seed/content/seed-content';
import { quoteIdent, readCatalog, rowsOf } from '../../src/server/modules/backup/backup-catalog';
import { runScheduledBackup } from '../../src/server/modules/backup/backup-scheduler';
import { backupPath } from '../../src/server/modules/backup/backup-store';
import { createBackup } from '../../src/server/modules/backup/create-backup';
import { restoreBackup } from '../../src/server/modules/backup/restore-backup';
import { BASIC_ID, payInSandbox, startCheckout } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;

/** Every application table, all rows with all columns, as the driver returns them, in PK order. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const db = ctx.database.db;
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

const deps = () => ctx.app.backups;

async function rewriteData(name: string, edit: (text: string) => string) {
  const p = backupPath(deps().dir, name);
  writeFileSync(p.data, gzipSync(edit(gunzipSync(readFileSync(p.data)).toString('utf8'))));
}

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student', { trial: true });
  await createUser(ctx, 'affiliate');
  const started = await startCheckout(ctx, student, BASIC_ID);
  const paid = await payInSandbox(ctx, student, started.paymentId);
  expect(paid.status).toBe(200);
  await seedContent(ctx.database.db);
  // An audited change, so audit_log and system_settings hold rows too.
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/backups/settings',
    headers: admin.headers,
    payload: { enabled: true, hourUtc: 4, keep: 3 },
  });
  expect(res.statusCode).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

describe('backup and restore', () => {
  it('round-trips a populated database: every table identical row by row', async () => {
    const before = await snapshot();
    expect(before.profiles?.length).toBeGreaterThanOrEqual(3);
    expect(before.payments?.length).toBeGreaterThanOrEqual(1);
    expect(before.questions?.length).toBeGreaterThan(10);
    expect(before.audit_log?.length).toBeGreaterThanOrEqual(1);
    const manifest = await createBackup(deps(), { kind: 'manual' });
    expect(manifest.migration).toMatch(/^\d{4}_/);
    expect(manifest.tables.map((t) => t.name)).not.toContain('__drizzle_migrations');
    // Parents before children.
    const order = manifest.tables.map((t) => t.name);
    expect(order.indexOf('profiles')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('profiles')).toBeLessThan(order.indexOf('sessions'));
    expect(order.indexOf('subjects')).toBeLessThan(order.indexOf('questions'));

    const db = ctx.database.db;
    await db.delete(payments);
    await db.update(profiles).set({ firstName: 'Changed' }).where(eq(profiles.id, student.id));
    await db.delete(questions).where(sql`${questions.id} in (select id from questions limit 5)`);
    await db.insert(systemSettings).values({ key: 'backup.test', value: { x: 1 } });
    await createUser(ctx, 'student');
    expect(await snapshot()).not.toEqual(before);

    const result = await restoreBackup(deps(), manifest.name, { confirmation: 'RESTORE' });
    expect(result.rows).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));
    const after = await snapshot();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  }, 120_000);

  it('lists, downloads and restores through the API, audited after the data is replaced', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: admin.headers,
    });
    expect(created.statusCode).toBe(200);
    const name = created.json().name as string;

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/backups?search=${name}`,
      headers: admin.headers,
    });
    const body = list.json() as BackupList;
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ name, kind: 'manual', restorable: true });
    expect(body.items[0]?.size).toBeGreaterThan(100);

    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${name}/download`,
      headers: admin.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}.jsonl.gz"`);
    const text = gunzipSync(file.rawPayload).toString('utf8');
    expect(text.startsWith('#table ')).toBe(true);
    expect(text).toContain('#manifest ');

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/backups/${name}/restore`,
      headers: admin.headers,
      payload: { confirmation: 'restore please' },
    });
    expect(wrong.statusCode).toBe(400);

    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/backups/${name}/restore`,
      headers: admin.headers,
      payload: { confirmation: 'RESTORE' },
    });
    expect(restored.statusCode).toBe(200);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'backup.restore'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetId: name, actorId: admin.id });
    const creates = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'backup.create'));
    // The backup.create entry was written after the snapshot, so the restore dropped it.
    expect(creates).toHaveLength(0);

    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/backups/backup-20200101-000000-manual-abcd/restore',
      headers: admin.headers,
      payload: { confirmation: 'RESTORE' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/backups/..%2Fetc/download',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  }, 120_000);

  it('refuses a corrupted file and changes nothing', async () => {
    const { name } = await createBackup(deps(), { kind: 'manual' });
    await rewriteData(name, (t) => t.replace('"first_name":"Test"', '"first_name":"Tampered"'));
    await ctx.database.db
      .update(profiles)
      .set({ lastName: 'Now' })
      .where(eq(profiles.id, student.id));
    const before = await snapshot();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/backups/${name}/restore`,
      headers: admin.headers,
      payload: { confirmation: 'RESTORE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/checksum of table profiles differs/);
    expect(await snapshot()).toEqual(before);

    // A truncated file is refused too.
    const p = backupPath(deps().dir, name);
    await writeFile(p.data, (await readFile(p.data)).subarray(0, 200));
    const cut = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/backups/${name}/restore`,
      headers: admin.headers,
      payload: { confirmation: 'RESTORE' },
    });
    expect(cut.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('refuses a backup of another migration and changes nothing', async () => {
    const { name, migration } = await createBackup(deps(), { kind: 'manual' });
    const p = backupPath(deps().dir, name);
    const manifest = JSON.parse(readFileSync(p.manifest, 'utf8'));
    manifest.migration = '0000_foundation';
    writeFileSync(p.manifest, JSON.stringify(manifest));
    await rewriteData(name, (t) =>
      t.replace(`"migration":"${migration}"`, '"migration":"0000_foundation"'),
    );
    await ctx.database.db
      .update(profiles)
      .set({ lastName: 'Later' })
      .where(eq(profiles.id, student.id));
    const before = await snapshot();
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/backups?search=${name}`,
      headers: admin.headers,
    });
    expect((list.json() as BackupList).items[0]?.restorable).toBe(false);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/backups/${name}/restore`,
      headers: admin.headers,
      payload: { confirmation: 'RESTORE' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/migration 0000_foundation/);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('deletes a backup after its name is typed, audited', async () => {
    const { name } = await createBackup(deps(), { kind: 'manual' });
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/backups/${name}`,
      headers: admin.headers,
      payload: { confirmation: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/backups/${name}`,
      headers: admin.headers,
      payload: { confirmation: name },
    });
    expect(res.statusCode).toBe(204);
    expect(await readdir(deps().dir)).not.toContain(name);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'backup.delete'));
    expect(entries.map((e) => e.targetId)).toContain(name);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/backups/${name}`,
      headers: admin.headers,
      payload: { confirmation: name },
    });
    expect(again.statusCode).toBe(404);
  }, 60_000);

  it('takes the daily backup once per day past the hour and keeps the N newest', async () => {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/backups/settings',
      headers: admin.headers,
      payload: { enabled: true, hourUtc: 2, keep: 2 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ enabled: true, hourUtc: 2, keep: 2 });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/backups/settings',
      headers: admin.headers,
      payload: { enabled: true, hourUtc: 24, keep: 0 },
    });
    expect(bad.statusCode).toBe(400);

    const manual = (await readdir(deps().dir)).filter((n) => n.includes('-manual-'));
    expect((await runScheduledBackup(deps(), new Date('2031-01-01T01:00:00Z'))).created).toBeNull();
    const names: string[] = [];
    for (const day of ['01', '02', '03', '04']) {
      const run = await runScheduledBackup(deps(), new Date(`2031-01-${day}T02:30:00Z`));
      expect(run.created).not.toBeNull();
      names.push(run.created?.name ?? '');
      // A second tick the same day does nothing.
      const again = await runScheduledBackup(deps(), new Date(`2031-01-${day}T05:00:00Z`));
      expect(again.created).toBeNull();
    }
    const left = await readdir(deps().dir);
    expect(left.filter((n) => n.includes('-scheduled-')).sort()).toEqual(names.slice(2).sort());
    expect(left.filter((n) => n.includes('-manual-'))).toEqual(manual);

    const view = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/backups/settings',
      headers: admin.headers,
    });
    expect(view.json().lastScheduledAt).toBe('2031-01-04T02:30:00.000Z');

    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/backups/settings',
      headers: admin.headers,
      payload: { enabled: false, hourUtc: 2, keep: 2 },
    });
    expect((await runScheduledBackup(deps(), new Date('2031-01-09T03:00:00Z'))).created).toBeNull();
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'backup.settings'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('answers 403 to non-administrators and 401 to visitors', async () => {
    const name = 'backup-20200101-000000-manual-abcd';
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/backups'],
      ['POST', '/api/admin/backups'],
      ['GET', `/api/admin/backups/${name}/download`],
      ['DELETE', `/api/admin/backups/${name}`, { confirmation: name }],
      ['POST', `/api/admin/backups/${name}/restore`, { confirmation: 'RESTORE' }],
      ['GET', '/api/admin/backups/settings'],
      ['PUT', '/api/admin/backups/settings', { enabled: true, hourUtc: 1, keep: 1 }],
    ];
    for (const [method, url, payload] of routes) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: student.headers,
        payload,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      const anon = await ctx.app.inject({ method: method as 'GET', url, payload });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
