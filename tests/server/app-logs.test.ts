import { and, desc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserDiagnostic } from '../../src/common/contracts/diagnostics';
import { appLogs } from '../../src/server/db/schema';
import { ACCESS } from '../../src/server/plugins/access';
import { send } from '../helpers/affiliates';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp({
    extend(app) {
      app.get('/api/test/log-boom', { config: { access: ACCESS.signedIn } }, async () => {
        throw new Error('exploded while reading');
      });
      app.get('/api/test/public-boom', { config: { access: ACCESS.public } }, async () => {
        throw new Error(`x${'y'.repeat(600)}`);
      });
      app.get('/api/test/query-boom', { config: { access: ACCESS.public } }, async () => {
        const cause = new Error('duplicate key value violates unique constraint "x"');
        throw Object.assign(
          new Error('Failed query: insert into "profiles" values ($1)\nparams: a@b.test'),
          { cause },
        );
      });
    },
  });
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

const entriesFor = (requestId: string) =>
  db().select().from(appLogs).where(eq(appLogs.requestId, requestId));

/** The entry is written after the answer (fire and forget): wait for it. */
async function serverEntry(requestId: string) {
  return vi.waitFor(
    async () => {
      const rows = await entriesFor(requestId);
      expect(rows).toHaveLength(1);
      return rows[0] as typeof appLogs.$inferSelect;
    },
    { timeout: 3_000, interval: 20 },
  );
}

const clientEntries = (message: string) =>
  db().select().from(appLogs).where(eq(appLogs.message, message)).orderBy(desc(appLogs.createdAt));

describe('server errors', () => {
  it('records a 5xx with the request id the answer shows and the signed-in user', async () => {
    const student = await createUser(ctx, 'student');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/log-boom?token=secret-token',
      headers: student.headers,
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      requestId: expect.any(String),
    });
    const entry = await serverEntry(body.requestId);
    expect(entry).toMatchObject({
      level: 'error',
      source: 'server',
      message: 'exploded while reading',
      data: { code: 'INTERNAL', route: 'GET /api/test/log-boom' },
      requestId: body.requestId,
      userId: student.id,
      path: '/api/test/log-boom',
      userAgent: null,
    });
    expect(JSON.stringify(entry)).not.toContain('secret-token');
  });

  it('records a visitor error without a user, its message cut to 500 characters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/public-boom' });
    expect(res.statusCode).toBe(500);
    const entry = await serverEntry(res.json().requestId);
    expect(entry.userId).toBeNull();
    expect(entry.message).toHaveLength(500);
  });

  it("never keeps a failed query's parameters", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/query-boom' });
    const entry = await serverEntry(res.json().requestId);
    expect(entry.message).toBe(
      'Database query failed: duplicate key value violates unique constraint "x"',
    );
    expect(JSON.stringify(entry)).not.toContain('a@b.test');
  });

  it('gives every request its own id', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/test/public-boom' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/test/public-boom' });
    expect(a.json().requestId).not.toBe(b.json().requestId);
  });

  it('keeps 4xx answers out of the log', async () => {
    // Only rows written for this request's path after it started: earlier tests' writes are
    // fire-and-forget and may still be landing.
    const started = new Date();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/log-boom' });
    expect(res.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await db()
      .select()
      .from(appLogs)
      .where(and(eq(appLogs.path, '/api/test/log-boom'), gte(appLogs.createdAt, started)));
    expect(rows).toEqual([]);
  });
});

describe('POST /api/logs', () => {
  it('stores a visitor report: path only, user agent from the header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { ...TEST_ORIGIN, 'user-agent': `Agent/${'x'.repeat(400)}` },
      payload: {
        level: 'error',
        message: 'visitor render failed',
        data: { name: 'TypeError', stack: 'at Page' },
        url: 'http://localhost:3000/pricing?code=SECRET#top',
        timestamp: '2026-11-26T01:00:00.000Z',
      },
    });
    expect(res.statusCode, res.body).toBe(204);
    const [entry] = await clientEntries('visitor render failed');
    expect(entry).toMatchObject({
      level: 'error',
      source: 'client',
      path: '/pricing',
      userId: null,
      requestId: null,
      data: { name: 'TypeError', stack: 'at Page', clientTimestamp: '2026-11-26T01:00:00.000Z' },
    });
    expect(entry?.userAgent).toHaveLength(300);
  });

  it("names the signed-in user and strips the message's control characters", async () => {
    const student = await createUser(ctx, 'student');
    const res = await send(ctx, student, 'POST', '/api/logs', {
      level: 'warn',
      message: 'slow\u0000 page\nloaded\u001b[31m',
      url: '/exams/1',
    });
    expect(res.status, res.text).toBe(204);
    const [entry] = await clientEntries('slow page loaded[31m');
    expect(entry).toMatchObject({
      level: 'warn',
      userId: student.id,
      path: '/exams/1',
      data: null,
    });
  });

  it('refuses bad reports with a 400', async () => {
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/logs', headers: TEST_ORIGIN, payload });
    const bad = [
      { level: 'info', message: 'not a client level' },
      { level: 'fatal', message: 'unknown level' },
      { level: 'error', message: 'x'.repeat(1001) },
      { level: 'error', message: '\u0000\u0001' },
      { level: 'error', message: 'huge', data: { blob: 'x'.repeat(5000) } },
      { level: 'error', message: 'long url', url: `/${'a'.repeat(1024)}` },
      { level: 'error', message: 'bad time', timestamp: 'yesterday' },
      { message: 'no level' },
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const rows = await clientEntries('huge');
    expect(rows).toEqual([]);
  });

  it('keeps data ten levels deep and refuses deeper data with a clear message', async () => {
    const nest = (levels: number): unknown => (levels === 0 ? 'leaf' : { inner: nest(levels - 1) });
    const post = (message: string, levels: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/logs',
        headers: TEST_ORIGIN,
        payload: { level: 'error', message, data: nest(levels) },
      });
    expect((await post('ten levels', 10)).statusCode).toBe(204);
    const deep = await post('eleven levels', 11);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toContain('The data must be nested at most 10 levels deep');
    expect(await clientEntries('eleven levels')).toEqual([]);
    expect(await clientEntries('ten levels')).toHaveLength(1);
  });
});

describe('user diagnostic: recent errors', () => {
  it("lists the account's latest errors, server and browser, newest first", async () => {
    const student = await createUser(ctx, 'student');
    const boom = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/log-boom',
      headers: student.headers,
    });
    const requestId = boom.json().requestId as string;
    await serverEntry(requestId);
    expect(
      (
        await send(ctx, student, 'POST', '/api/logs', {
          level: 'error',
          message: 'chart crashed',
          url: 'http://localhost:3000/dashboard?tab=1',
        })
      ).status,
    ).toBe(204);
    // Someone else's error stays out of it.
    const other = await createUser(ctx, 'student');
    await send(ctx, other, 'POST', '/api/logs', { level: 'error', message: 'not yours' });

    const res = await send(
      ctx,
      admin,
      'GET',
      `/api/admin/user-diagnostic?email=${encodeURIComponent(student.email)}`,
    );
    expect(res.status, res.text).toBe(200);
    const d = res.body as UserDiagnostic;
    expect(d.recentErrors).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        level: 'error',
        source: 'client',
        message: 'chart crashed',
        path: '/dashboard',
        requestId: null,
      },
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        level: 'error',
        source: 'server',
        message: 'exploded while reading',
        path: '/api/test/log-boom',
        requestId,
      },
    ]);
  });

  it('shows at most 20 entries', async () => {
    const student = await createUser(ctx, 'student');
    await db()
      .insert(appLogs)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          level: 'error' as const,
          source: 'client' as const,
          message: `error ${i}`,
          userId: student.id,
          createdAt: new Date(Date.now() - i * 1000),
        })),
      );
    const res = await send(
      ctx,
      admin,
      'GET',
      `/api/admin/user-diagnostic?email=${encodeURIComponent(student.email)}`,
    );
    const d = res.body as UserDiagnostic;
    expect(d.recentErrors).toHaveLength(20);
    expect(d.recentErrors[0]?.message).toBe('error 0');
  });
});
