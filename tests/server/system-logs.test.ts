import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { appLogs } from '../../src/server/db/schema';
import { entryFromLog } from '../../src/server/modules/system-logs/log-sink';
import { createUser, type TestUser } from '../helpers/factory';
import {
  buildTestApp,
  TEST_APP_URL,
  TEST_AUTH_SECRET,
  TEST_ORIGIN,
  type TestContext,
} from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-db';

/** The real app with a pino logger (silenced), so warnings reach the log sink. */
async function buildLoggingApp(extend: (app: FastifyInstance) => void): Promise<TestContext> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: { APP_URL: TEST_APP_URL, LOG_LEVEL: 'warn', NODE_ENV: 'test', TRUST_PROXY: false },
    db: database.db,
    authSecret: TEST_AUTH_SECRET,
    webDir: '/nonexistent',
    rateLimits: false,
    logger: { level: 'warn', stream: { write() {} } },
    systemLogs: { flushMs: 60_000 },
    metricsProbeMs: 0,
  });
  extend(app);
  await app.ready();
  return {
    app,
    database,
    webDir: '/nonexistent',
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  ctx = await buildLoggingApp((app) => {
    app.get('/api/test/warn', { config: { access: 'public' } }, async (request) => {
      request.log.warn(
        {
          route: 'GET /api/test/warn',
          body: { password: 'hunter2' },
          email: 'secret@example.test',
          headers: { cookie: 'session=abc' },
          params: ['p1'],
        },
        'disk is almost full',
      );
      return { ok: true };
    });
    app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('kaboom');
    });
  });
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
});
afterAll(() => ctx.close());

async function get(url: string, user: TestUser | null = admin) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: user ? user.headers : {} });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered
  return { status: res.statusCode, body: res.json() as any };
}

describe('server warnings into app_logs', () => {
  it('records a warning with the request id and route, never bodies, headers or e-mails', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/warn' });
    expect(res.statusCode).toBe(200);
    ctx.app.log.error(new Error('Failed query: select * from x\nparams: secret@example.test'));
    await ctx.app.logSink?.flush();
    const rows = await ctx.database.db.select().from(appLogs).where(eq(appLogs.source, 'server'));
    const warning = rows.find((r) => r.message === 'disk is almost full');
    expect(warning).toMatchObject({
      level: 'warn',
      source: 'server',
      requestId: res.headers['x-request-id'] ?? expect.any(String),
      data: { route: 'GET /api/test/warn' },
    });
    const failed = rows.find((r) => r.level === 'error' && r.message === 'Database query failed');
    expect(failed).toBeDefined();
    const text = JSON.stringify(rows);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('secret@example.test');
    expect(text).not.toContain('session=abc');
  });

  it('does not record a 500 twice (the error handler already did)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    await new Promise((r) => setTimeout(r, 50));
    await ctx.app.logSink?.flush();
    const rows = await ctx.database.db.select().from(appLogs).where(eq(appLogs.message, 'kaboom'));
    expect(rows).toHaveLength(1);
  });

  it('keeps only the safe fields of a log call', () => {
    const entry = entryFromLog(
      [{ reqId: 'r1', code: 'E1', password: 'x', req: { url: '/a/b?token=t' } }, 'oops'],
      { reqId: 'r2' },
      50,
    );
    expect(entry).toEqual({
      level: 'error',
      source: 'server',
      message: 'oops',
      data: { code: 'E1' },
      requestId: 'r2',
      path: '/a/b',
    });
    expect(entryFromLog([{ appLogged: true }, 'x'], {}, 50)).toBeNull();
  });

  it('survives a database that refuses the insert (no recursion, no throw)', async () => {
    const { createLogSink } = await import('../../src/server/modules/system-logs/log-sink');
    const sink = createLogSink({ flushMs: 60_000 });
    const failing = {
      insert: () => ({ values: () => Promise.reject(new Error('db down')) }),
    } as never;
    sink.attach(failing);
    let logged = 0;
    const method = () => {
      logged += 1;
    };
    const stderr = process.stderr.write;
    process.stderr.write = (() => true) as typeof process.stderr.write;
    try {
      sink.logMethod.call({ bindings: () => ({}) }, ['one'], method, 40);
      sink.logMethod.call({ bindings: () => ({}) }, ['info only'], method, 30);
      await sink.flush();
    } finally {
      process.stderr.write = stderr;
    }
    expect(logged).toBe(2);
    expect(sink.dropped).toBe(1);
    await sink.close();
  });
});

describe('GET /api/admin/logs', () => {
  beforeAll(async () => {
    const db = ctx.database.db;
    await db.insert(appLogs).values([
      {
        level: 'error',
        source: 'client',
        message: 'Chart crashed',
        userId: student.id,
        path: '/x',
      },
      { level: 'warn', source: 'client', message: 'Slow page', userId: admin.id },
      {
        level: 'info',
        source: 'server',
        message: 'Old entry',
        createdAt: new Date('2024-01-10T12:00:00Z'),
      },
    ]);
    for (let i = 0; i < 12; i++) {
      await db.insert(appLogs).values({ level: 'warn', source: 'server', message: `bulk ${i}` });
    }
  });

  it('filters by level, source, user, text and days', async () => {
    const errors = await get('/api/admin/logs?level=error&source=client');
    expect(errors.status).toBe(200);
    expect(errors.body.items.map((i: { message: string }) => i.message)).toEqual(['Chart crashed']);
    expect(errors.body.items[0].user).toEqual({ id: student.id, email: student.email });

    const byEmail = await get(`/api/admin/logs?user=${encodeURIComponent(student.email)}`);
    expect(byEmail.body.total).toBe(1);
    const byId = await get(`/api/admin/logs?user=${admin.id}`);
    expect(byId.body.items.map((i: { message: string }) => i.message)).toEqual(['Slow page']);

    const text = await get('/api/admin/logs?search=slow');
    expect(text.body.total).toBe(1);

    const day = await get('/api/admin/logs?from=2024-01-10&to=2024-01-10');
    expect(day.body.items.map((i: { message: string }) => i.message)).toEqual(['Old entry']);
    const none = await get('/api/admin/logs?to=2023-12-31');
    expect(none.body.total).toBe(0);
  });

  it('pages on the server', async () => {
    const first = await get('/api/admin/logs?search=bulk&pageSize=5');
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.body.items).toHaveLength(5);
    const third = await get('/api/admin/logs?search=bulk&pageSize=5&page=3');
    expect(third.body.items).toHaveLength(2);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'level=fatal',
      'source=db',
      'from=2024-02-31',
      'from=2024-02-02&to=2024-02-01',
      'pageSize=1000',
      `search=${'x'.repeat(201)}`,
    ]) {
      const res = await get(`/api/admin/logs?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('is for administrators only', async () => {
    expect((await get('/api/admin/logs', student)).status).toBe(403);
    expect((await get('/api/admin/logs', null)).status).toBe(401);
  });
});

describe('with the test app (no logger)', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  it('still answers the admin list', async () => {
    const user = await createUser(plain, 'admin');
    const res = await plain.app.inject({
      method: 'GET',
      url: '/api/admin/logs',
      headers: { ...user.headers, ...TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(200);
  });
});
