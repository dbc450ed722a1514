import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { checkSharedSecret } from '../../src/server/lib/check-shared-secret';
import { connectRedis } from '../../src/server/lib/redis';
import { signInFailures } from '../../src/server/modules/auth/sign-in-failures';
import { buildTestApp, TEST_ORIGIN } from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-db';

describe('settings for several instances', () => {
  it('sizes the database pool per instance and refuses sizes it cannot use', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE: must be between 1 and 200',
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(
      'DATABASE_POOL_SIZE: must be a number',
    );
  });

  it('takes a Redis key prefix of plain characters only', () => {
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:' }).REDIS_KEY_PREFIX).toBe('staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b*' })).toThrow(
      'REDIS_KEY_PREFIX: may only hold letters, digits and _ : . -',
    );
  });

  describe.runIf(process.env.TEST_REDIS_URL)('on a Redis server', () => {
    const connections: Awaited<ReturnType<typeof connectRedis>>[] = [];
    afterAll(async () => {
      await Promise.all(connections.map((c) => c.quit()));
    });

    it('shares counters between instances of one prefix, not with another prefix', async () => {
      const url = process.env.TEST_REDIS_URL ?? '';
      const tag = `cfg${Date.now()}`;
      const [a, b, other] = await Promise.all([
        connectRedis(url, `${tag}-one:`),
        connectRedis(url, `${tag}-one:`),
        connectRedis(url, `${tag}-two:`),
      ]);
      connections.push(a, b, other);
      await signInFailures(a).add('someone@example.test');
      await signInFailures(a).add('someone@example.test');
      expect(await signInFailures(b).count('someone@example.test')).toBe(2);
      expect(await signInFailures(other).count('someone@example.test')).toBe(0);
      await signInFailures(a).clear('someone@example.test');
    });

    it('keeps answering, unthrottled, while Redis is out of reach', async () => {
      const redis = await connectRedis(process.env.TEST_REDIS_URL ?? '', `down${Date.now()}:`);
      const ctx = await buildTestApp({ rateLimits: true, redis });
      try {
        redis.disconnect();
        const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
          ctx.app.inject({ method, url, headers: TEST_ORIGIN, payload });
        const signIn = await call('POST', '/api/auth/sign-in/email', {
          email: 'nobody@example.test',
          password: 'wrong-password',
        });
        expect(signIn.statusCode).toBe(401);
        expect((await call('POST', '/api/account/register', {})).statusCode).toBe(400);
        expect((await call('GET', '/api/no-such-path')).statusCode).toBe(404);
      } finally {
        await ctx.close();
      }
    });
  });

  it('notices an instance started with another auth secret than the last one', async () => {
    const database = await openTestDatabase();
    try {
      const one = 'the-first-secret-of-this-deployment-0001';
      const two = 'a-different-secret-on-another-machine-02';
      expect(await checkSharedSecret(database.db, one)).toBe('first');
      expect(await checkSharedSecret(database.db, one)).toBe('same');
      expect(await checkSharedSecret(database.db, two)).toBe('changed');
      // After a deliberate rotation every instance has the new one: said once, then quiet.
      expect(await checkSharedSecret(database.db, two)).toBe('same');
    } finally {
      await database.close();
    }
  });
});
