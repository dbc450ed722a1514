import type { Redis } from 'ioredis';

/**
 * A Redis connection that fails fast when the server is unreachable instead of queueing.
 * ioredis is loaded only when REDIS_URL is set.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
  });
  await redis.connect();
  return redis;
}
