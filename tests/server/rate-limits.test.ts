import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

const contexts: TestContext[] = [];
const redisClients: Redis[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
  for (const r of redisClients) r.disconnect();
});

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

  it('also limits attempts on one e-mail address from many addresses, with a clear message', async () => {
    const ctx = await buildTestApp({ rateLimits: true });
    contexts.push(ctx);
    const codes: number[] = [];
    let last = { message: '' };
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `192.0.2.${i + 1}`,
        headers: TEST_ORIGIN,
        payload: { email: 'Target@Example.test', password: 'not-the-password' },
      });
      codes.push(res.statusCode);
      last = res.json();
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
    expect(last.message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
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
