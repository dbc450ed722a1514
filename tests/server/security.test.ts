import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEvents, profiles } from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
});
afterAll(() => ctx.close());

const signInAttempt = (c: TestContext, email: string, password: string, ip = '203.0.113.7') =>
  c.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: TEST_ORIGIN,
    payload: { email, password },
  });

const events = (c: TestContext, email: string) =>
  c.database.db.select().from(authEvents).where(eq(authEvents.email, email));

async function get(url: string, user: TestUser = admin) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered
  return { status: res.statusCode, body: (res.body ? res.json() : null) as any };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('recording sign-in events', () => {
  it('records a wrong password with the address, the e-mail typed and the account', async () => {
    const res = await signInAttempt(ctx, student.email.toUpperCase(), 'wrong-password');
    expect(res.statusCode).toBe(401);
    await vi.waitFor(async () => expect(await events(ctx, student.email)).toHaveLength(2));
    const failed = (await events(ctx, student.email)).find((e) => e.kind === 'sign_in_failed');
    expect(failed).toMatchObject({
      ip: '203.0.113.7',
      userId: student.id,
      reason: 'INVALID_EMAIL_OR_PASSWORD',
    });
  });

  it('records an unknown e-mail, lower-cased, without an account', async () => {
    const res = await signInAttempt(
      ctx,
      'Nobody.Here@Example.TEST',
      'whatever-pass',
      '198.51.100.4',
    );
    expect(res.statusCode).toBe(401);
    await vi.waitFor(async () =>
      expect(await events(ctx, 'nobody.here@example.test')).toHaveLength(1),
    );
    const [row] = await events(ctx, 'nobody.here@example.test');
    expect(row).toMatchObject({ kind: 'sign_in_failed', ip: '198.51.100.4', userId: null });
  });

  it('keeps at most 254 characters of a typed e-mail', async () => {
    const long = `${'a'.repeat(300)}@example.test`;
    await signInAttempt(ctx, long, 'whatever-pass', '198.51.100.5');
    await vi.waitFor(async () => {
      const rows = await ctx.database.db
        .select()
        .from(authEvents)
        .where(eq(authEvents.ip, '198.51.100.5'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.email).toHaveLength(254);
    });
  });

  it('records a successful sign-in (the factory signed each user in)', async () => {
    const rows = await events(ctx, admin.email);
    expect(rows.find((e) => e.kind === 'sign_in_succeeded')).toMatchObject({ userId: admin.id });
  });

  it('records rate-limit hits', async () => {
    const limited = await buildTestApp({ rateLimits: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await signInAttempt(limited, 'victim@example.test', 'nope-nope')).statusCode);
      expect(codes.at(-1)).toBe(429);
      await vi.waitFor(async () => {
        const rows = await events(limited, 'victim@example.test');
        const hits = rows.filter((e) => e.kind === 'rate_limited');
        expect(hits.length).toBe(codes.filter((c) => c === 429).length);
        expect(hits[0]).toMatchObject({ ip: '203.0.113.7', reason: '/api/auth/sign-in/email' });
      });
      await vi.waitFor(async () => {
        const [n] = await limited.database.db
          .select()
          .from(authEvents)
          .where(and(eq(authEvents.kind, 'sign_in_failed'), eq(authEvents.ip, '203.0.113.7')));
        expect(n).toBeDefined();
      });
    } finally {
      await limited.close();
    }
  });
});

describe('security page API', () => {
  it('aggregates failed sign-ins by address and e-mail over the period', async () => {
    for (let i = 0; i < 3; i++)
      await signInAttempt(ctx, 'target@example.test', 'bad-bad-1', '192.0.2.50');
    await signInAttempt(ctx, 'other@example.test', 'bad-bad-1', '192.0.2.50');
    await vi.waitFor(async () => expect(await events(ctx, 'other@example.test')).toHaveLength(1));
    await vi.waitFor(async () => expect(await events(ctx, 'target@example.test')).toHaveLength(3));

    const { status, body } = await get(
      `/api/admin/security/overview?from=${today()}&to=${today()}`,
    );
    expect(status).toBe(200);
    expect(body.bucket).toBe('hour');
    expect(body.series).toHaveLength(24);
    expect(body.topIps[0]).toMatchObject({ ip: '192.0.2.50', count: 4 });
    expect(body.topEmails[0]).toMatchObject({ email: 'target@example.test', count: 3 });
    expect(body.totals.failed).toBeGreaterThanOrEqual(7);
    expect(body.totals.succeeded).toBeGreaterThanOrEqual(2);
    const sum = body.series.reduce((s: number, p: { failed: number }) => s + p.failed, 0);
    expect(sum).toBe(body.totals.failed);

    // A period before anything happened is empty; a week is daily.
    const past = await get('/api/admin/security/overview?from=2020-01-01&to=2020-01-07');
    expect(past.body).toMatchObject({ bucket: 'day', totals: { failed: 0 }, topIps: [] });
    expect(past.body.series).toHaveLength(7);
  });

  it('refuses a bad period with a clear message', async () => {
    const reversed = await get('/api/admin/security/overview?from=2025-02-01&to=2025-01-01');
    expect(reversed.status).toBe(400);
    const long = await get('/api/admin/security/overview?from=2020-01-01&to=2025-01-01');
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 366 days/);
    expect((await get('/api/admin/security/overview?from=2025-02-31')).status).toBe(400);
    expect((await get('/api/admin/security/events?kind=nope')).status).toBe(400);
  });

  it('lists events by kind and search, paged', async () => {
    const { status, body } = await get(
      '/api/admin/security/events?kind=sign_in_failed&search=target@&pageSize=2',
    );
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ kind: 'sign_in_failed', email: 'target@example.test' });
  });

  it('lists administrators with their last sign-in', async () => {
    const { status, body } = await get('/api/admin/security/admins');
    expect(status).toBe(200);
    const me = body.items.find((a: { id: string }) => a.id === admin.id);
    expect(me.lastSignInAt).toEqual(expect.any(String));
    expect(me.activeSessions).toBeGreaterThanOrEqual(1);
    expect(body.items.some((a: { id: string }) => a.id === student.id)).toBe(false);
  });

  it('lists locked accounts: deactivated and banned', async () => {
    const banned = await createUser(ctx, 'student');
    await ctx.database.db
      .update(profiles)
      .set({ banned: true, banReason: 'spam' })
      .where(eq(profiles.id, banned.id));
    const gone = await createUser(ctx, 'student');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${gone.id}/deactivate`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBeLessThan(300);
    const { body } = await get('/api/admin/security/locked');
    expect(body.total).toBe(2);
    const locks = Object.fromEntries(
      body.items.map((r: { id: string; lock: string }) => [r.id, r.lock]),
    );
    expect(locks).toEqual({ [banned.id]: 'banned', [gone.id]: 'deactivated' });
    expect((await get('/api/admin/security/overview')).body.totals.lockedAccounts).toBe(2);

    // A banned account that tries to sign in is recorded as locked.
    await signInAttempt(ctx, banned.email, banned.password);
    await vi.waitFor(async () => {
      const rows = await events(ctx, banned.email);
      expect(rows.some((e) => e.kind === 'locked')).toBe(true);
    });
  });

  it('answers 403 to non-administrators and 401 to visitors', async () => {
    for (const url of [
      '/api/admin/security/overview',
      '/api/admin/security/events',
      '/api/admin/security/admins',
      '/api/admin/security/locked',
    ]) {
      expect((await get(url, student)).status).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
