import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/server/modules/auth/create-account';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

const contexts: TestContext[] = [];
const redisClients: Redis[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
  for (const r of redisClients) r.disconnect();
});

const signInFrom = (
  ctx: TestContext,
  remoteAddress: string,
  body: { email: string; password: string },
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: TEST_ORIGIN,
    payload: { email: body.email, password: body.password },
  });

/** An account, not yet signed in: the sign-ins under test are the first ones. */
async function createOwner(ctx: TestContext) {
  const owner = { email: `owner${contexts.length}@example.test`, password: 'Owner-pass-1' };
  await createAccount(ctx.database.db, {
    ...owner,
    firstName: 'Olfa',
    lastName: 'Owner',
    role: 'student',
  });
  return owner;
}

const badSignIn = (ctx: TestContext, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: TEST_ORIGIN,
    payload: { email, password: 'not-the-password' },
  });

describe('sign-in throttling', () => {
  it('stops password guessing from one address', async () => {
    const ctx = await buildTestApp({ rateLimits: true });
    contexts.push(ctx);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await badSignIn(ctx, 'victim@example.test')).statusCode);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes.at(-1)).toBe(429);
  });

  it('counts each client address separately', async () => {
    const ctx = await buildTestApp({ rateLimits: true });
    contexts.push(ctx);
    const attempt = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress,
        headers: TEST_ORIGIN,
        payload: { email: 'victim@example.test', password: 'not-the-password' },
      });
    for (let i = 0; i < 4; i++) await attempt('203.0.113.7');
    expect((await attempt('203.0.113.7')).statusCode).toBe(429);
    expect((await attempt('198.51.100.9')).statusCode).toBe(401);
  });

  it("never lets a stranger's wrong passwords lock the owner out", async () => {
    const ctx = await buildTestApp({ rateLimits: true });
    contexts.push(ctx);
    const owner = await createOwner(ctx);
    const fromA = (password: string) =>
      signInFrom(ctx, '203.0.113.50', { email: owner.email, password });
    for (let i = 0; i < 10; i++) await fromA('not-the-password');

    const res = await signInFrom(ctx, '198.51.100.50', owner);
    expect(res.statusCode).toBe(200);
    // Still throttled where the guesses came from, even with the right password.
    const again = await fromA(owner.password);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
  });

  it('slows guesses at one address spread over many clients, and still lets the owner in', async () => {
    const ctx = await buildTestApp({ rateLimits: true });
    contexts.push(ctx);
    const owner = await createOwner(ctx);
    const guess = async (i: number) => {
      const started = performance.now();
      const res = await signInFrom(ctx, `192.0.2.${i + 1}`, {
        email: owner.email.toUpperCase(),
        password: 'not-the-password',
      });
      return { status: res.statusCode, ms: performance.now() - started };
    };
    const guesses = [];
    for (let i = 0; i < 8; i++) guesses.push(await guess(i));
    expect(guesses.map((g) => g.status)).toEqual(Array(8).fill(401));
    // Five mistakes are free, then each attempt waits twice as long: 200, 400, 800 ms…
    const [fifth, eighth] = [guesses[4]?.ms ?? 0, guesses[7]?.ms ?? 0];
    expect(eighth - fifth).toBeGreaterThanOrEqual(500);
    expect((await signInFrom(ctx, '192.0.2.200', owner)).statusCode).toBe(200);
  });

  it('limits password reset requests per e-mail address', async () => {
    const ctx = await buildTestApp({ rateLimits: true });
    contexts.push(ctx);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `198.51.100.${i + 1}`,
        headers: TEST_ORIGIN,
        payload: { email: 'someone@example.test', redirectTo: '/auth?mode=update-password' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('ignores a client-supplied X-Forwarded-For when counting', async () => {
    const ctx = await buildTestApp({ rateLimits: true });
    contexts.push(ctx);
    let last = 0;
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: {
          ...TEST_ORIGIN,
          'x-forwarded-for': `10.0.0.${i}`,
          'x-tafawuq-client-ip': `10.1.0.${i}`,
        },
        payload: { email: 'victim@example.test', password: 'nope-nope' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'shares the count across instances through Redis',
    async () => {
      const url = process.env.TEST_REDIS_URL ?? '';
      const prefix = `t${Date.now()}`;
      const a = await buildTestApp({
        rateLimits: true,
        redis: new Redis(url, { keyPrefix: prefix }),
      });
      const b = await buildTestApp({
        rateLimits: true,
        redis: new Redis(url, { keyPrefix: prefix }),
      });
      contexts.push(a, b);
      const codes = [];
      for (const ctx of [a, b, a, b, a])
        codes.push((await badSignIn(ctx, 'someone@example.test')).statusCode);
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.at(-1)).toBe(429);
    },
  );
});
