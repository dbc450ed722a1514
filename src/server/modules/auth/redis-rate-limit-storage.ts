import type { Redis } from 'ioredis';

/**
 * better-auth's sign-in throttling shared by every instance: one atomic INCR per request, the
 * window starting at the first one.
 */
export function redisRateLimitStorage(redis: Redis, prefix = 'tafawuq:auth-rl:') {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const k = prefix + key;
      let count: number;
      let ttl: number;
      try {
        [[, count], [, ttl]] = (await redis.multi().incr(k).ttl(k).exec()) as [
          [null, number],
          [null, number],
        ];
        if (ttl < 0) await redis.expire(k, rule.window);
      } catch {
        // Redis out of reach: sign-in goes on unthrottled rather than failing for everyone.
        return { allowed: true, retryAfter: null };
      }
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: ttl > 0 ? ttl : rule.window };
    },
  };
}
