import type { Redis } from 'ioredis';

/** A run of wrong passwords is forgotten this long after its latest one. */
const WINDOW_SECONDS = 15 * 60;
/** Typing mistakes cost nothing; after that each attempt waits twice as long, up to the cap. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;
const MEMORY_MAX_ENTRIES = 100_000;

/**
 * How long a sign-in for an address waits after `failures` wrong passwords for it. A wait,
 * never a refusal: the owner with the right password still gets in, a guesser spread over many
 * addresses slows down.
 */
export function signInDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/** Recent wrong passwords per e-mail address, counted from every client address. */
export type SignInFailures = {
  count(email: string): Promise<number>;
  add(email: string): Promise<void>;
  clear(email: string): Promise<void>;
};

/** In Redis when there is one (every instance sees the same count), else in this process. */
export function signInFailures(redis?: Redis): SignInFailures {
  return redis ? redisFailures(redis) : memoryFailures();
}

function redisFailures(redis: Redis, prefix = 'tafawuq:sign-in-failures:'): SignInFailures {
  return {
    async count(email) {
      return Number((await redis.get(prefix + email)) ?? 0);
    },
    async add(email) {
      await redis
        .multi()
        .incr(prefix + email)
        .expire(prefix + email, WINDOW_SECONDS)
        .exec();
    },
    async clear(email) {
      await redis.del(prefix + email);
    },
  };
}

function memoryFailures(): SignInFailures {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (email: string) => {
    const entry = entries.get(email);
    if (entry && entry.expiresAt > Date.now()) return entry;
    entries.delete(email);
    return undefined;
  };
  // Bounded: a flood of made-up addresses drops the oldest counts, never the process.
  const prune = () => {
    const now = Date.now();
    for (const [email, entry] of entries) if (entry.expiresAt <= now) entries.delete(email);
    for (const email of entries.keys()) {
      if (entries.size < MEMORY_MAX_ENTRIES) break;
      entries.delete(email);
    }
  };
  return {
    async count(email) {
      return live(email)?.count ?? 0;
    },
    async add(email) {
      const count = (live(email)?.count ?? 0) + 1;
      if (!entries.has(email) && entries.size >= MEMORY_MAX_ENTRIES) prune();
      // Re-inserted so the map's order stays oldest-first for pruning.
      entries.delete(email);
      entries.set(email, { count, expiresAt: Date.now() + WINDOW_SECONDS * 1000 });
    },
    async clear(email) {
      entries.delete(email);
    },
  };
}
