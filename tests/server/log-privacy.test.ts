import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { appLogs } from '../../src/server/db/schema';
import { ACCESS } from '../../src/server/plugins/access';
import { createUser, type TestUser } from '../helpers/factory';
import { TEST_APP_URL, TEST_AUTH_SECRET, type TestContext } from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-db';

/** Every line the app's logger writes, at every level a request or an error logs at. */
const lines: string[] = [];
/** A value the failing query is given; PostgreSQL repeats it in its own message too. */
const PARAM = 'privatevalue7f3a9c';

let ctx: TestContext;
let student: TestUser;

beforeAll(async () => {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: { APP_URL: TEST_APP_URL, LOG_LEVEL: 'debug', NODE_ENV: 'test', TRUST_PROXY: false },
    db: database.db,
    authSecret: TEST_AUTH_SECRET,
    webDir: '/nonexistent',
    rateLimits: false,
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
    systemLogs: { flushMs: 60_000 },
    metricsProbeMs: 0,
  });
  // A lookup whose value reaches PostgreSQL and fails there with a 500.
  app.get('/api/test/lookup', {
    config: { access: ACCESS.public },
    handler: async (request) => {
      const { name } = request.query as { name: string };
      await database.db.execute(sql`select ${name}::regclass`);
      return { ok: true };
    },
  });
  await app.ready();
  ctx = {
    app,
    database,
    webDir: '/nonexistent',
    async close() {
      await app.close();
      await database.close();
    },
  };
  // Signs in through the API with the e-mail and password.
  student = await createUser(ctx, 'student', { password: 'pw-Hunter2-secret' });
});
afterAll(() => ctx.close());

describe('server logs', () => {
  it('hold no e-mail, password, cookie or query value, and name the 500 by its request id', async () => {
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: student.headers,
    });
    expect(me.statusCode).toBe(200);
    const query = new URLSearchParams({ name: PARAM, email: student.email });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/test/lookup?${query}` });
    expect(res.statusCode).toBe(500);
    const { requestId } = res.json() as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    let rows: (typeof appLogs.$inferSelect)[] = [];
    await expect
      .poll(async () => {
        await ctx.app.logSink?.flush();
        rows = await ctx.database.db.select().from(appLogs);
        return rows.find((r) => r.requestId === requestId)?.message;
      })
      .toBe(`Database query failed: relation "[redacted]" does not exist`);

    const token = decodeURIComponent(student.headers.cookie?.split('=')[1] ?? '').split('.')[0];
    expect(token?.length).toBeGreaterThan(10);
    const everything = [lines.join(''), JSON.stringify(rows)];
    for (const text of everything) {
      for (const secret of [student.email, student.password, token, PARAM]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toContain('params:');
    }

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = logged.find((l) => l.reqId === requestId && l.level === 50);
    expect(failure?.msg).toBe('unhandled error');
    expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '42P01' } });
    // The requests are in the log, by method and path.
    expect(logged).toContainEqual(
      expect.objectContaining({
        reqId: requestId,
        req: { method: 'GET', url: '/api/test/lookup' },
      }),
    );
    expect(logged.some((l) => (l.req as { url?: string })?.url === '/api/auth/sign-in/email')).toBe(
      true,
    );
  });
});
