import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

// Nobody learns whether an address has an account: not from the answer, not from its timing.
let ctx: TestContext;
let known: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  known = await createUser(ctx, 'student');
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: TEST_ORIGIN, payload });

async function medianMs(fn: () => Promise<unknown>, runs = 9) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? 0;
}

describe('account enumeration', () => {
  it('a wrong password and an unknown e-mail get the same answer in about the same time', async () => {
    const wrong = await post('/api/auth/sign-in/email', {
      email: known.email,
      password: 'not-the-password',
    });
    const unknown = await post('/api/auth/sign-in/email', {
      email: 'nobody.here@example.test',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());

    // Both hash the password: without that, an unknown address answers many times faster.
    const knownMs = await medianMs(() =>
      post('/api/auth/sign-in/email', { email: known.email, password: 'not-the-password' }),
    );
    const unknownMs = await medianMs(() =>
      post('/api/auth/sign-in/email', { email: 'nobody.here@example.test', password: 'x-x-x-x-x' }),
    );
    const ratio = unknownMs / knownMs;
    expect(
      ratio,
      `unknown ${unknownMs.toFixed(1)} ms vs known ${knownMs.toFixed(1)} ms`,
    ).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('a reset request answers the same for known and unknown addresses', async () => {
    const body = { redirectTo: '/auth?mode=update-password' };
    const a = await post('/api/auth/request-password-reset', { ...body, email: known.email });
    const b = await post('/api/auth/request-password-reset', {
      ...body,
      email: 'nobody.here@example.test',
    });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});
