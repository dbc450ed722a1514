import { Redis } from 'ioredis';

/** A Redis connection that fails fast when the server is unreachable instead of queueing. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
  });
  await redis.connect();
  return redis;
}
