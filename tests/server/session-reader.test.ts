import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { createUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

// Every signed-in request reads its session through our own lean reader (ADR 0010); it must
// answer exactly as better-auth's getSession does.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const me = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie, ...TEST_ORIGIN } });
const betterAuthSession = (cookie: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie, ...TEST_ORIGIN },
  });

/** name=token.signature, split. */
function parts(cookie: string) {
  const [name, value] = cookie.split('=') as [string, string];
  const decoded = decodeURIComponent(value);
  const dot = decoded.lastIndexOf('.');
  return { name, token: decoded.slice(0, dot), signature: decoded.slice(dot + 1) };
}

describe('reading the session cookie', () => {
  it('knows the signed-in user, as better-auth does', async () => {
    const user = await createUser(ctx, 'affiliate');
    const res = await me(user.headers.cookie as string);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, role: 'affiliate' });
    const theirs = (await betterAuthSession(user.headers.cookie as string)).json();
    expect(theirs.user).toMatchObject({ id: user.id, email: user.email, role: 'affiliate' });
  });

  it('refuses a cookie whose token or signature was changed, or that is not signed at all', async () => {
    const user = await createUser(ctx, 'student');
    const other = await createUser(ctx, 'student');
    const { name, token, signature } = parts(user.headers.cookie as string);
    const theirs = parts(other.headers.cookie as string);
    const forged = [
      // someone else's token under this signature
      `${name}=${encodeURIComponent(`${theirs.token}.${signature}`)}`,
      // a signature made with another secret
      `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32, 7).toString('base64')}`)}`,
      // the bare token
      `${name}=${encodeURIComponent(token)}`,
      // the right value under another cookie name
      `other_${name}=${encodeURIComponent(`${token}.${signature}`)}`,
      `${name}=%E0%A4%A`,
      '',
    ];
    for (const cookie of forged) {
      const res = await me(cookie);
      expect(res.statusCode, cookie).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue');
      expect((await betterAuthSession(cookie)).json(), cookie).toBeNull();
    }
    expect((await me(user.headers.cookie as string)).statusCode).toBe(200);
  });

  it('ends with the session: expired or deleted sessions are refused at once', async () => {
    const user = await createUser(ctx, 'student');
    const cookie = user.headers.cookie as string;
    const { token } = parts(cookie);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.token, token));
    expect((await me(cookie)).statusCode).toBe(401);

    const again = await createUser(ctx, 'student');
    const live = again.headers.cookie as string;
    expect((await me(live)).statusCode).toBe(200);
    await ctx.database.db.delete(sessions).where(eq(sessions.token, parts(live).token));
    expect((await me(live)).statusCode).toBe(401);
  });
});
