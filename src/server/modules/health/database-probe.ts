import { type Db, pingDatabase } from '../../db/client';
import { driverOf } from '../metrics/collector';

/**
 * How long the embedded database's last success stands for it. PGlite runs inside this
 * process: nothing between the two can fail on its own, and its round trip is CPU spent on
 * this very thread (about half a millisecond), which a load balancer's checks would repeat
 * for nothing.
 */
export const EMBEDDED_UP_REUSE_MS = 1000;

/**
 * The health check's database round trip. On a database server, "up" comes only from a ping
 * that started after the request arrived, so a request made after an outage began never reads
 * a success from before it (tests/server/faults-database.test.ts); requests that come while a
 * ping runs wait for the next one, which starts when it ends and serves them all, or take its
 * "down" if it fails (the database did not answer while they waited). A ping there is a
 * network round trip, little CPU. On the embedded database a success is reused for
 * EMBEDDED_UP_REUSE_MS. "Down" is never reused: every request then checks again.
 */
export function createDatabaseProbe(
  db: Db,
  opts: { reuseUpMs?: number; ping?: (db: Db) => Promise<boolean> } = {},
) {
  const reuseUpMs = opts.reuseUpMs ?? (driverOf(db) === 'pglite' ? EMBEDDED_UP_REUSE_MS : 0);
  const ping = opts.ping ?? pingDatabase;
  let running: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  let upAt = Number.NEGATIVE_INFINITY;

  function start(): Promise<boolean> {
    const current = ping(db).then((up) => {
      if (up) upAt = performance.now();
      return up;
    });
    running = current;
    // Registered before any waiter's callback, so a waiter that starts the next ping sees none.
    const done = () => {
      if (running === current) running = null;
    };
    current.then(done, done);
    return current;
  }

  return function isDatabaseUp(): Promise<boolean> {
    if (performance.now() - upAt < reuseUpMs) return Promise.resolve(true);
    if (!running) return start();
    next ??= running.then((up) => {
      next = null;
      return up ? start() : false;
    });
    return next;
  };
}
