import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessions } from '../../src/server/db/schema';
import { touchSession } from '../../src/server/modules/sessions/touch-session';
import { createUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function signInFrom(
  email: string,
  password: string,
  remoteAddress: string,
  userAgent: string,
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { ...TEST_ORIGIN, 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
  return {
    cookie: `${cookie?.name}=${cookie?.value}`,
    token: String(cookie?.value).split('.')[0] ?? '',
  };
}

const rowsOf = (userId: string) =>
  ctx.database.db.select().from(userSessions).where(eq(userSessions.userId, userId));

describe('session tracking', () => {
  it('records device, browser, system and place of each sign-in, offline', async () => {
    const user = await createUser(ctx, 'student');
    await signInFrom(user.email, user.password, '94.200.1.1', IPHONE);
    const rows = await rowsOf(user.id);
    const phone = rows.find((r) => r.ipAddress === '94.200.1.1');
    expect(phone).toMatchObject({
      deviceType: 'mobile',
      browser: 'Mobile Safari 17',
      os: 'iOS 17',
      isActive: true,
      loginMethod: 'email',
    });
    expect(phone?.locationInfo).toMatchObject({
      country: 'United Arab Emirates',
      country_code: 'AE',
    });
    expect(phone?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it('calls a private address the local network', async () => {
    const user = await createUser(ctx, 'student');
    await signInFrom(user.email, user.password, '192.168.1.20', WINDOWS_CHROME);
    const row = (await rowsOf(user.id)).find((r) => r.ipAddress === '192.168.1.20');
    expect(row).toMatchObject({ deviceType: 'desktop', browser: 'Chrome 131', os: 'Windows 10' });
    expect(row?.locationInfo).toEqual({ country: 'Local network' });
  });

  it('ends the tracked session on sign-out', async () => {
    const user = await createUser(ctx, 'student');
    const { cookie, token } = await signInFrom(user.email, user.password, '94.200.1.1', IPHONE);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, ...TEST_ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const row = (await rowsOf(user.id)).find((r) => r.sessionToken === token);
    expect(row?.isActive).toBe(false);
  });

  it('moves last activity at most once a minute', async () => {
    const user = await createUser(ctx, 'student');
    const { token } = await signInFrom(user.email, user.password, '94.200.1.1', IPHONE);
    const [before] = (await rowsOf(user.id)).filter((r) => r.sessionToken === token);
    const soon = new Date((before?.lastActivity.getTime() ?? 0) + 30_000);
    await touchSession(ctx.database.db, token, soon);
    let [row] = (await rowsOf(user.id)).filter((r) => r.sessionToken === token);
    expect(row?.lastActivity.getTime()).toBe(before?.lastActivity.getTime());
    const later = new Date((before?.lastActivity.getTime() ?? 0) + 90_000);
    await touchSession(ctx.database.db, token, later);
    [row] = (await rowsOf(user.id)).filter((r) => r.sessionToken === token);
    expect(row?.lastActivity.getTime()).toBe(later.getTime());
  });
});

/** Both drivers answer raw queries with `{ rows }`. */
const rowsOfResult = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe("the specification's session procedures", () => {
  it('exist and do what their names say', async () => {
    const user = await createUser(ctx, 'affiliate', { firstName: 'Lina' });
    const db = ctx.database.db;
    const upserted = await db.execute(
      sql`select upsert_user_session(${user.id}, 'manual-token', '10.0.0.1', 'curl/8', 'desktop', 'curl', 'Linux', 'fp-1', ${JSON.stringify({ country: 'Local network' })}::jsonb, 'email') as id`,
    );
    expect(rowsOfResult(upserted)[0]).toMatchObject({ id: expect.any(String) });
    const users = await db.execute(sql`select * from get_users_by_ids(array[${user.id}]::text[])`);
    expect(rowsOfResult(users)).toEqual([
      {
        id: user.id,
        email: user.email,
        first_name: 'Lina',
        last_name: 'Affiliate',
        role: 'affiliate',
      },
    ]);
    const cleared = await db.execute(sql`select admin_clear_user_sessions(${user.id}) as n`);
    // The factory's own sign-in plus the manual row.
    expect(Number(rowsOfResult(cleared)[0]?.n)).toBe(2);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(401);
  });
});
