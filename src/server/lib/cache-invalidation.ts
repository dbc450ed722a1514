import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** What an instance keeps in memory and must drop when an administrator changes it. */
export type CacheTopic = 'packages';

export type CacheInvalidation = {
  /**
   * Runs `drop` whenever `topic` is invalidated, here or on another instance, and after a lost
   * Redis connection comes back (messages sent meanwhile were missed).
   */
  on(topic: CacheTopic, drop: () => void): void;
  /**
   * Drops `topic` on this instance at once, then tells the others through Redis. A message
   * that cannot be sent is logged; the caches' own maximum age bounds what it leaves stale.
   */
  publish(topic: CacheTopic): Promise<void>;
  /**
   * Waits for `change`, then publishes `topic` whether it succeeded or not: a failed write
   * changed nothing, but one that failed after committing must not leave a stale copy, and a
   * fresh read costs one query.
   */
  after<T>(topic: CacheTopic, change: Promise<T>): Promise<T>;
  close(): Promise<void>;
};

function withAfter(bus: Omit<CacheInvalidation, 'after'>): CacheInvalidation {
  return {
    ...bus,
    async after(topic, change) {
      try {
        return await change;
      } finally {
        await bus.publish(topic);
      }
    },
  };
}

/** The channel, under the deployment's key prefix: ioredis does not prefix channel names. */
export const invalidationChannel = (keyPrefix = '') => `${keyPrefix}tafawuq:cache-invalidation`;

/**
 * One per app. Without Redis the app is the only instance and invalidation stays in process;
 * with it, a dedicated subscriber connection (a subscribed connection can send nothing else)
 * receives every instance's messages on one channel.
 */
export async function createCacheInvalidation(opts: {
  redis?: Redis;
  log: FastifyBaseLogger;
}): Promise<CacheInvalidation> {
  const handlers = new Map<CacheTopic, (() => void)[]>();
  const dropLocal = (topic: CacheTopic) => {
    for (const drop of handlers.get(topic) ?? []) drop();
  };
  const dropAll = () => {
    for (const topic of handlers.keys()) dropLocal(topic);
  };
  const on = (topic: CacheTopic, drop: () => void) => {
    handlers.set(topic, [...(handlers.get(topic) ?? []), drop]);
  };

  const { redis, log } = opts;
  if (!redis) {
    return withAfter({
      on,
      async publish(topic) {
        dropLocal(topic);
      },
      async close() {},
    });
  }

  // This instance already dropped its own caches when it published.
  const self = randomUUID();
  const channel = invalidationChannel(redis.options.keyPrefix);
  const subscriber = redis.duplicate({ lazyConnect: true });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => {
    const [sender, topic] = message.split(' ');
    if (sender !== self && topic && handlers.has(topic as CacheTopic)) {
      dropLocal(topic as CacheTopic);
    }
  });
  // ioredis subscribes again after a reconnect; what was published in between is lost.
  let connected = true;
  subscriber.on('close', () => {
    connected = false;
  });
  subscriber.on('ready', () => {
    if (connected) return;
    connected = true;
    dropAll();
  });

  return withAfter({
    on,
    async publish(topic) {
      dropLocal(topic);
      try {
        await redis.publish(channel, `${self} ${topic}`);
      } catch (err) {
        log.warn({ err, topic }, 'cache invalidation not sent to the other instances');
      }
    },
    async close() {
      subscriber.disconnect();
    },
  });
}
