import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

const contexts: TestContext[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  contexts.push(ctx);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
});

type Headers = Record<string, string>;

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Headers,
  payload?: object,
  remoteAddress?: string,
) => ctx.app.inject({ method, url, headers, payload, remoteAddress });

function cookieOf(res: { cookies: { name: string; value: string }[] }): Headers {
  const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `${cookie.name}=${cookie.value}`, ...TEST_ORIGIN };
}

const signIn = async (user: TestUser) =>
  cookieOf(
    await call('POST', '/api/auth/sign-in/email', TEST_ORIGIN, {
      email: user.email,
      password: user.password,
    }),
  );

/** Every session token the user has in the database, old and new. */
async function tokensOf(user: TestUser) {
  const rows = await ctx.database.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, user.id));
  return rows.map((r) => r.token);
}

describe('session tokens stay in the cookie', () => {
  it('is in no JSON answer: sign-in, get-session, password change, or the app’s own routes', async () => {
    const user = await createUser(ctx, 'student');
    const login = await call('POST', '/api/auth/sign-in/email', TEST_ORIGIN, {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(user.email);
    const headers = cookieOf(login);

    const answers = [login];
    const session = await call('GET', '/api/auth/get-session', headers);
    expect(session.json().user.id).toBe(user.id);
    expect(session.json().session.expiresAt).toBeDefined();
    answers.push(session);
    for (const url of ['/api/account/me', '/api/account/sessions'])
      answers.push(await call('GET', url, headers));
    const tokens = await tokensOf(user);
    const changed = await call('POST', '/api/auth/change-password', headers, {
      currentPassword: user.password,
      newPassword: 'another-password',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    answers.push(changed);

    tokens.push(...(await tokensOf(user)));
    expect(tokens.length).toBeGreaterThan(2);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(/"token"/);
      for (const token of tokens) expect(answer.body).not.toContain(token);
    }
  });
});

describe('ending sessions', () => {
  it('refuses the old cookie after sign-out', async () => {
    const user = await createUser(ctx, 'student');
    expect((await call('GET', '/api/account/me', user.headers)).statusCode).toBe(200);
    const out = await call('POST', '/api/auth/sign-out', user.headers, {});
    expect(out.statusCode).toBe(200);
    const after = await call('GET', '/api/account/me', user.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Please sign in to continue');
  });

  it('signs every other device out on a password change, even if the caller does not ask', async () => {
    const user = await createUser(ctx, 'student');
    const phone = await signIn(user);
    const changed = await call('POST', '/api/auth/change-password', user.headers, {
      currentPassword: user.password,
      newPassword: 'another-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/account/me', phone)).statusCode).toBe(401);
    // The device that changed it carries on with the fresh cookie of the answer.
    expect((await call('GET', '/api/account/me', cookieOf(changed))).statusCode).toBe(200);
    await expect(signIn({ ...user, password: 'another-password' })).resolves.toBeDefined();
  });
});

describe('per-user request limit', () => {
  it("stops one account's flood from several addresses and leaves other users alone", async () => {
    const limited = await buildTestApp({
      rateLimits: true,
      userRateLimit: { max: 4, timeWindow: 60_000 },
    });
    contexts.push(limited);
    const a = await createUser(limited, 'student');
    const b = await createUser(limited, 'student');
    const me = (user: TestUser, remoteAddress: string) =>
      limited.app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: user.headers,
        remoteAddress,
      });

    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await me(a, i % 2 === 0 ? '203.0.113.10' : '198.51.100.20')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const refused = await me(a, '192.0.2.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);

    expect((await me(b, '203.0.113.10')).statusCode).toBe(200);
  });
});
