import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPackage } from '../../src/common/contracts/packages';
import { buildApp } from '../../src/server/app';
import { packages } from '../../src/server/db/schema';
import { connectRedis } from '../../src/server/lib/redis';
import { createDatabaseProbe } from '../../src/server/modules/health/database-probe';
import { BASIC_ID, PREMIUM_ID } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import {
  buildTestApp,
  INDEX_HTML,
  TEST_APP_URL,
  TEST_AUTH_SECRET,
  type TestContext,
} from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-db';

const NEW_PACKAGE = {
  name: 'Weekend Sprint',
  description: 'Two subjects for a month.',
  price: 19,
  discountPercent: 0,
  unlockPoints: 2,
  validityMonths: 1,
  examLimit: 5,
};

type Pricing = { status: number; etag?: string; packages: PublicPackage[] };

async function pricing(ctx: TestContext, headers: Record<string, string> = {}): Promise<Pricing> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/packages', headers });
  return {
    status: res.statusCode,
    etag: res.headers.etag as string | undefined,
    packages: res.statusCode === 200 ? res.json().packages : [],
  };
}
const names = async (ctx: TestContext) => (await pricing(ctx)).packages.map((p) => p.name);

describe('the public price list, kept in memory', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url, headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.body ? res.json() : null;
  };

  it('is read from memory: a change made outside the app does not show', async () => {
    const before = await names(ctx);
    await ctx.database.db
      .update(packages)
      .set({ name: 'Renamed behind its back' })
      .where(eq(packages.id, BASIC_ID));
    expect(await names(ctx)).toEqual(before);
    // Through the administrators' page, the change and the one before it show at once.
    await send('PATCH', `/api/admin/packages/${BASIC_ID}`, { name: 'Basic' });
    expect(await names(ctx)).toEqual(before);
  });

  it('shows every administrator edit on the next request', async () => {
    expect(await names(ctx)).not.toContain(NEW_PACKAGE.name);

    const { id } = await send('POST', '/api/admin/packages', NEW_PACKAGE);
    expect((await pricing(ctx)).packages.find((p) => p.id === id)).toMatchObject(NEW_PACKAGE);

    await send('PATCH', `/api/admin/packages/${id}`, { price: 24, name: 'Weekend Plus' });
    expect((await pricing(ctx)).packages.find((p) => p.id === id)).toMatchObject({
      name: 'Weekend Plus',
      price: 24,
    });

    // Fewest unlock points first: the new order shows too.
    await send('PATCH', `/api/admin/packages/${id}`, { unlockPoints: 9 });
    expect((await names(ctx)).at(-1)).toBe('Weekend Plus');

    await send('PATCH', `/api/admin/packages/${id}`, { status: false });
    expect(await names(ctx)).not.toContain('Weekend Plus');
    await send('PATCH', `/api/admin/packages/${id}`, { status: true });
    expect(await names(ctx)).toContain('Weekend Plus');

    await send('DELETE', `/api/admin/packages/${id}`);
    expect(await names(ctx)).not.toContain('Weekend Plus');
  });

  it('shows reference packages loaded again from the database tools', async () => {
    await send('DELETE', `/api/admin/packages/${BASIC_ID}`);
    expect(await names(ctx)).not.toContain('Basic');
    await send('POST', '/api/admin/database-setup/seed');
    expect(await names(ctx)).toContain('Basic');
  });

  it('shows the packages of a restored backup', async () => {
    const backup = await send('POST', '/api/admin/backups', {});
    await send('PATCH', `/api/admin/packages/${PREMIUM_ID}`, { name: 'Premium Edited' });
    expect(await names(ctx)).toContain('Premium Edited');
    await send('POST', `/api/admin/backups/${backup.name}/restore`, { confirmation: 'RESTORE' });
    const after = await names(ctx);
    expect(after).toContain('Premium');
    expect(after).not.toContain('Premium Edited');
  });

  it('answers a revalidation with 304 while the list is unchanged, and 200 once it changed', async () => {
    const first = await pricing(ctx);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    const etag = first.etag ?? '';

    const same = await ctx.app.inject({
      method: 'GET',
      url: '/api/packages',
      headers: { 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe('public, max-age=60');
    // A list of validators, and the weak form a proxy may have made of ours, match as well.
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) {
      expect((await pricing(ctx, { 'if-none-match': header })).status, header).toBe(304);
    }
    expect((await pricing(ctx, { 'if-none-match': '"other"' })).status).toBe(200);

    await send('PATCH', `/api/admin/packages/${PREMIUM_ID}`, { description: 'Now with more' });
    const changed = await pricing(ctx, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(etag);
    expect(changed.packages.find((p) => p.id === PREMIUM_ID)?.description).toBe('Now with more');
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('two instances sharing a Redis', () => {
  let a: TestContext;
  let b: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    const url = process.env.TEST_REDIS_URL ?? '';
    // A key prefix of its own: other tests' messages on the same server are not ours.
    const prefix = `test-cache-${process.pid}-${Date.now()}:`;
    a = await buildTestApp({ redis: await connectRedis(url, prefix) });
    // The same database, closed once (by a).
    b = await buildTestApp({
      redis: await connectRedis(url, prefix),
      database: { ...a.database, close: async () => undefined },
    });
    admin = await createUser(a, 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('drops the list on the other instance when an administrator edits on one', async () => {
    expect(await names(b)).toContain('Premium');
    const edit = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/packages/${PREMIUM_ID}`,
      headers: admin.headers,
      payload: { name: 'Premium (edited on A)' },
    });
    expect(edit.statusCode).toBe(200);
    // Pub/sub delivers in a moment, not within the same tick.
    await expect.poll(() => names(b), { timeout: 2000 }).toContain('Premium (edited on A)');
    expect(await names(a)).toContain('Premium (edited on A)');
  });
});

describe('GET /api/health', () => {
  it('reports a database that went away with a 503, at once on a database server', async () => {
    const ctx = await buildTestApp();
    try {
      const health = () => ctx.app.inject({ method: 'GET', url: '/api/health' });
      const up = await health();
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ status: 'ok', database: 'up' });

      await ctx.database.close();
      // The embedded database's last success stands for at most a second.
      if (ctx.database.driver === 'pglite') await new Promise((r) => setTimeout(r, 1100));
      for (let i = 0; i < 3; i++) {
        const down = await health();
        expect(down.statusCode).toBe(503);
        expect(down.json()).toMatchObject({ status: 'degraded', database: 'down' });
        expect(down.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await ctx.app.close();
      rmSync(ctx.webDir, { recursive: true, force: true });
    }
  });

  describe('the round trip shared by concurrent checks (database server)', () => {
    /** A ping the test settles by hand, counting how many were made. */
    function manualPing() {
      const pending: ((up: boolean) => void)[] = [];
      return {
        pending,
        ping: () => new Promise<boolean>((resolve) => pending.push(resolve)),
      };
    }
    const tick = () => new Promise((r) => setImmediate(r));

    it('answers "up" only from a ping that started after the check arrived', async () => {
      const { pending, ping } = manualPing();
      const isUp = createDatabaseProbe({} as never, { reuseUpMs: 0, ping });
      const first = isUp();
      expect(pending).toHaveLength(1);
      // These arrive while the first ping runs: its success is not theirs.
      const later = [isUp(), isUp(), isUp()];
      pending[0]?.(true);
      expect(await first).toBe(true);
      await tick();
      expect(pending).toHaveLength(2);
      let settled = false;
      void Promise.all(later).then(() => {
        settled = true;
      });
      await tick();
      expect(settled).toBe(false);
      pending[1]?.(false);
      expect(await Promise.all(later)).toEqual([false, false, false]);
      // Nothing is kept: the next check pings again.
      void isUp();
      expect(pending).toHaveLength(3);
    });

    it('gives the checks that waited a failure of the ping that was running', async () => {
      const { pending, ping } = manualPing();
      const isUp = createDatabaseProbe({} as never, { reuseUpMs: 0, ping });
      const first = isUp();
      const waiting = isUp();
      pending[0]?.(false);
      expect(await Promise.all([first, waiting])).toEqual([false, false]);
      expect(pending).toHaveLength(1);
    });
  });
});

describe('hashed assets', () => {
  const JS = 'console.log("a hashed script");'.repeat(50);
  let webDir: string;
  let ctx: TestContext;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'tafawuq-web-'));
    mkdirSync(join(webDir, 'assets', 'fonts'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), JS);
    writeFileSync(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(JS));
    writeFileSync(join(webDir, 'assets', 'app-abc123.js.gz'), gzipSync(JS));
    writeFileSync(join(webDir, 'assets', 'fonts', 'face-abc123.woff2'), 'wOF2');
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const database = await openTestDatabase();
    const app = await buildApp({
      config: { APP_URL: TEST_APP_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY: false },
      db: database.db,
      authSecret: TEST_AUTH_SECRET,
      webDir,
      rateLimits: false,
      logger: false,
    });
    await app.ready();
    ctx = {
      app,
      database,
      webDir,
      async close() {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('sends the pre-compressed copy the browser accepts, cached for good', async () => {
    const browser = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.rawPayload.equals(brotliCompressSync(JS))).toBe(true);
    expect(browser.headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    // The security headers ride along, as on every answer.
    expect(browser.headers['x-content-type-options']).toBe('nosniff');

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(JS))).toBe(true);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(JS)));
    // Each encoding is its own representation.
    expect(new Set([browser, gzip, plain].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('answers a revalidation with 304 and HEAD with the length only', async () => {
    const first = await get('/assets/app-abc123.js');
    const again = await get('/assets/app-abc123.js', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const head = await ctx.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(JS)));
    expect(head.body).toBe('');
  });

  it('serves nested files with their type, and a plain 404 for anything else', async () => {
    const font = await get('/assets/fonts/face-abc123.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');

    for (const url of [
      '/assets/missing-abc123.js',
      '/assets/app-abc123.js.br',
      '/assets/..%2Findex.html',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
    // Files at the root are still there, revalidated on each use.
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});
