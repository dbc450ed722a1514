import { readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupList } from '../../src/common/contracts/backup';
import { rowsOf } from '../../src/server/db/rows-of';
import {
  auditLog,
  payments,
  profiles,
  questions,
  systemSettings,
} from '../../src/server/db/schema';
import { seedContent } from '../../src/server/db/seed/content/seed-content';
import { quoteIdent, readCatalog } from '../../src/server/modules/backup/backup-catalog';
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

/** Every application table, all rows with all columns (but one), as the driver returns them, in PK order. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const db = ctx.database.db;
  const out: Record<string, unknown[]> = {};
  for (const t of await readCatalog(db)) {
    const order = t.primaryKey.length
      ? t.primaryKey.map(quoteIdent).join(', ')
      : t.columns.map((c) => quoteIdent(c.name)).join(', ');
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql.raw(`select * from ${quoteIdent(t.name)} order by ${order}`),
    );
    // Any signed-in request moves its session's last activity (at most once a minute): on a
    // slow run that happens between two snapshots, so it is left out of the comparison.
    out[t.name] = t.name === 'user_sessions' ? rows.map(({ last_activity: _, ...r }) => r) : rows;
  }
  return out;
}

const deps = () => ctx.app.backups;

async function rewriteData(name: string, edit: (text: string) => string) {
  const p = backupPath(deps().dir, name);
  writeFileSync(p.data, gzipSync(edit(gunzipSync(readFileSync(p.data)).toString('utf8'))));
}

/** A ustar header of a plain file (to build foreign archives). */
function tarHeader(name: string, size: number): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0);
  h.write('0000644\0', 100);
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  h.write('0', 156);
  h.write('ustar\u000000', 257);
  return fixTarChecksums(h);
}

/** Rewrites the header checksums of a tar whose bytes were edited (headers at known offsets). */
function fixTarChecksums(tar: Buffer): Buffer {
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const block = tar.subarray(offset, offset + 512);
    if (block.every((b) => b === 0)) break;
    block.write('        ', 148);
    let sum = 0;
    for (const b of block) sum += b;
    block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    const size = Number.parseInt(block.toString('ascii', 124, 135), 8) || 0;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return tar;
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
}, 240_000);
afterAll(() => ctx?.close());

/** On a PostgreSQL server with pg_dump installed, `auto` is pg_dump; the logical format always. */
const SERVER = Boolean(process.env.TEST_DATABASE_URL);
const METHODS: ('logical' | 'pg_dump')[] = SERVER ? ['pg_dump', 'logical'] : ['logical'];

/** Changes rows in several tables, so a restore has something to undo. */
async function scramble() {
  const db = ctx.database.db;
  await db.delete(payments);
  await db.update(profiles).set({ firstName: 'Changed' }).where(eq(profiles.id, student.id));
  await db.delete(questions).where(sql`${questions.id} in (select id from questions limit 5)`);
  await db.insert(systemSettings).values({ key: `backup.test.${Math.random()}`, value: { x: 1 } });
  await createUser(ctx, 'student');
}

/** Every table equal to `before`, row by row. */
async function expectSameTables(before: Record<string, unknown[]>) {
  const after = await snapshot();
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
}

async function upload(body: Buffer, confirmation = 'RESTORE', headers = admin.headers) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/backups/upload?confirmation=${encodeURIComponent(confirmation)}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: body,
  });
}

describe('backup and restore', () => {
  it.each(METHODS)(
    'round-trips a populated database with %s: every table identical row by row',
    async (method) => {
      const before = await snapshot();
      expect(before.profiles?.length).toBeGreaterThanOrEqual(3);
      expect(before.payments?.length).toBeGreaterThanOrEqual(1);
      expect(before.questions?.length).toBeGreaterThan(10);
      expect(before.audit_log?.length).toBeGreaterThanOrEqual(1);
      const manifest = await createBackup(deps(), {
        kind: 'manual',
        method: method === 'pg_dump' ? 'auto' : 'logical',
      });
      // auto chooses pg_dump on the server (it is installed here), the logical format on PGlite.
      expect(manifest.method).toBe(method);
      expect(manifest.migration).toMatch(/^\d{4}_/);
      expect(manifest.tables.map((t) => t.name)).not.toContain('__drizzle_migrations');
      // Parents before children.
      const order = manifest.tables.map((t) => t.name);
      expect(order.indexOf('profiles')).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('profiles')).toBeLessThan(order.indexOf('sessions'));
      expect(order.indexOf('subjects')).toBeLessThan(order.indexOf('questions'));

      await scramble();
      expect(await snapshot()).not.toEqual(before);

      const result = await restoreBackup(deps(), manifest.name, { confirmation: 'RESTORE' });
      expect(result.rows).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));
      await expectSameTables(before);
    },
    180_000,
  );

  it('lists, downloads and restores through the API, audited after the data is replaced', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: admin.headers,
      payload: { method: 'logical' },
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
    expect(body.items[0]).toMatchObject({
      name,
      kind: 'manual',
      restorable: true,
      method: 'logical',
      uploadedAt: null,
      blocker: null,
    });
    expect(body.defaultMethod).toBe(SERVER ? 'pg_dump' : 'logical');
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
    const { name } = await createBackup(deps(), { kind: 'manual', method: 'logical' });
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
    const { name, migration } = await createBackup(deps(), { kind: 'manual', method: 'logical' });
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

  it.each(METHODS)(
    'restores an uploaded %s download of another installation, audited, table by table',
    async (method) => {
      const before = await snapshot();
      const made = await createBackup(deps(), { kind: 'manual', method });
      const file = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/backups/${made.name}/download`,
        headers: admin.headers,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="${made.name}${method === 'pg_dump' ? '.tar' : '.jsonl.gz'}"`,
      );
      // As if it came from elsewhere: not stored here.
      await rm(backupPath(deps().dir, made.name).folder, { recursive: true });
      await scramble();

      const res = await upload(file.rawPayload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: made.name, tables: made.tables.length });
      const after = await snapshot();
      // The same rows, plus the audit entry of this restore (written after the data).
      const audit = (after.audit_log ?? []).filter(
        (r) => !(before.audit_log ?? []).some((b) => JSON.stringify(b) === JSON.stringify(r)),
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'backup.restore', target_id: made.name });
      await expectSameTables({ ...before, audit_log: after.audit_log ?? [] });

      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/backups?search=${made.name}`,
        headers: admin.headers,
      });
      const item = (list.json() as BackupList).items[0];
      expect(item).toMatchObject({ name: made.name, method, restorable: true });
      expect(item?.uploadedAt).toBeTruthy();
      // Uploading the same file again restores the stored copy.
      const again = await upload(file.rawPayload);
      expect(again.statusCode, again.body).toBe(200);
    },
    180_000,
  );

  it('refuses a foreign, damaged or cut upload with a 400 and changes nothing', async () => {
    const good = await createBackup(deps(), { kind: 'manual', method: 'logical' });
    const download = async (name: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/backups/${name}/download`,
          headers: admin.headers,
        })
      ).rawPayload;
    const logical = await download(good.name);
    await rm(backupPath(deps().dir, good.name).folder, { recursive: true });
    await ctx.database.db
      .update(profiles)
      .set({ lastName: 'Uploaded' })
      .where(eq(profiles.id, student.id));
    const before = await snapshot();
    const stored = (await readdir(deps().dir)).sort();

    const refused: [string, Buffer, RegExp, number?][] = [
      ['text', Buffer.from('hello, not a backup'), /not a Tafawuq backup/],
      ['gzip of text', gzipSync('hello\n'), /damaged/],
      [
        'tampered row',
        gzipSync(
          gunzipSync(logical)
            .toString('utf8')
            .replace('"first_name":"Test"', '"first_name":"Tampered"'),
        ),
        /checksum of table profiles differs/,
      ],
      ['cut', logical.subarray(0, 300), /damaged/],
      [
        'tar without a backup',
        Buffer.concat([tarHeader('notes.txt', 3), Buffer.alloc(512), Buffer.alloc(1024)]),
        /not a Tafawuq backup/,
      ],
    ];
    if (SERVER) {
      const dump = await createBackup(deps(), { kind: 'manual', method: 'pg_dump' });
      const tar = await download(dump.name);
      await rm(backupPath(deps().dir, dump.name).folder, { recursive: true });
      const flipped = Buffer.from(tar);
      const at = tar.length - 2048;
      flipped[at] = (flipped[at] ?? 0) ^ 0xff;
      refused.push(['flipped byte in the archive', flipped, /checksum of the pg_dump archive/]);
      refused.push(['cut tar', tar.subarray(0, 1500), /not a Tafawuq backup/]);
      // A manifest whose checksums do not match the archive's rows: refused by the check after
      // loading, inside the transaction (rolled back).
      const text = tar.toString('latin1');
      const bad = Buffer.from(
        text.replace(
          /"rows": (\d+)/,
          (_m, n: string) => `"rows": ${n.slice(0, -1)}${(Number(n.at(-1)) + 1) % 10}`,
        ),
        'latin1',
      );
      refused.push(['manifest rows', fixTarChecksums(bad), /did not reproduce table/, 409]);
    }
    for (const [what, body, message, status] of refused) {
      const res = await upload(body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status ?? 400);
      expect(res.json().message, what).toMatch(message);
    }
    const wrong = await upload(logical, 'restore');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/Type RESTORE/);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);

    expect(await snapshot()).toEqual(before);
    // Nothing stored, no leftovers.
    expect((await readdir(deps().dir)).sort()).toEqual(stored);
  }, 180_000);

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
      ['POST', '/api/admin/backups/upload?confirmation=RESTORE', { file: 'x' }],
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
