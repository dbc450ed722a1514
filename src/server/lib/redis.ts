import type { Redis } from 'ioredis';

/**
 * A Redis connection that fails fast when the server is unreachable instead of queueing.
 * ioredis is loaded only when REDIS_URL is set. `keyPrefix` (REDIS_KEY_PREFIX) goes before
 * every key, so several deployments can share one Redis without sharing counters.
 */
export async function connectRedis(url: string, keyPrefix = ''): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
  });
  await redis.connect();
  return redis;
}
