import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
// Types only: the module itself is imported on the first scrape.
import type { Metric, Registry } from 'prom-client';
import type { Performance } from '../../../common/contracts/metrics';
import type { Db } from '../../db/client';
import { createMinuteWindow } from './minute-window';
import { createCounter, createGauge, createHistogram, type SeriesFamily } from './series';

const MB = 1024 * 1024;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };

/** node-postgres' pool behind a drizzle handle, when that is the driver. */
function poolOf(db: Db): PoolLike | null {
  const client = (db as unknown as { $client?: Partial<PoolLike> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolLike) : null;
}

export function driverOf(db: Db): Performance['driver'] {
  if (poolOf(db)) return 'postgres';
  const client = (db as unknown as { $client?: object }).$client;
  // PGlite's class name does not survive its bundling: recognise it by its own methods.
  return client && 'waitReady' in client && 'exec' in client ? 'pglite' : 'unknown';
}

export type MetricsOptions = {
  db: Db;
  /** How often the database round trip is timed (ms); 0 turns it off. */
  probeMs?: number;
};

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * The process's metrics: the application's series for /metrics, counted from the start in plain
 * numbers (./series), and the last hour in memory for the admin page. prom-client — its default
 * process and Node.js metrics, and the text format — is loaded on the first scrape only: it is
 * about 10 MB of resident memory that an unscraped server does not need.
 */
export function createMetrics(opts: MetricsOptions) {
  const { db } = opts;
  const startedAt = new Date();

  const requests = createCounter({
    name: 'http_requests_total',
    help: 'HTTP responses by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
  });
  const duration = createHistogram({
    name: 'http_request_duration_seconds',
    help: 'Time to respond, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  const dbLatency = createHistogram({
    name: 'db_roundtrip_seconds',
    help: 'Round trip of a `select 1` to the database',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  });
  const families: SeriesFamily[] = [requests.family, duration.family, dbLatency.family];
  const pool = poolOf(db);
  if (pool) {
    families.push(
      createGauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state',
        read: () => [
          { labels: { state: 'total' }, value: pool.totalCount },
          { labels: { state: 'idle' }, value: pool.idleCount },
          { labels: { state: 'waiting' }, value: pool.waitingCount },
        ],
      }).family,
    );
  }

  // One registry per app (several apps in one process must not clash), made on the first scrape.
  let registry: Promise<Registry> | null = null;
  const registryOnce = () => {
    registry ??= import('prom-client').then(({ Registry, collectDefaultMetrics }) => {
      const created = new Registry();
      collectDefaultMetrics({ register: created, eventLoopMonitoringPrecision: 20 });
      // Our families answer get() as prom-client's own metrics do; the registry only formats them.
      for (const f of families) created.registerMetric(f as unknown as Metric);
      return created;
    });
    return registry;
  };

  // Our own monitor for the per-minute p99 (prom-client's is reset on its own schedule).
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  let lastDbMs: number | null = null;
  let minuteDb: { sum: number; n: number } = { sum: 0, n: 0 };
  const loopP99 = () => (loop.count > 0 ? round(loop.percentile(99) / 1e6, 2) : null);

  const window = createMinuteWindow({
    sample() {
      const sample = {
        eventLoopP99Ms: loopP99(),
        rssMb: round(process.memoryUsage.rss() / MB),
        dbLatencyMs: minuteDb.n ? round(minuteDb.sum / minuteDb.n, 2) : lastDbMs,
      };
      loop.reset();
      minuteDb = { sum: 0, n: 0 };
      return sample;
    },
  });

  async function probeDb() {
    const started = process.hrtime.bigint();
    try {
      await db.execute(sql`select 1`);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      lastDbMs = round(ms, 2);
      minuteDb.sum += ms;
      minuteDb.n += 1;
      dbLatency.observe({}, ms / 1000);
    } catch {
      lastDbMs = null;
    }
  }

  let timer: NodeJS.Timeout | null = null;
  const probeMs = opts.probeMs ?? 15_000;

  return {
    /** The Prometheus text exposition (loads prom-client the first time). */
    async exposition(): Promise<{ contentType: string; body: string }> {
      const loaded = await registryOnce();
      return { contentType: PROMETHEUS_TEXT, body: await loaded.metrics() };
    },
    start() {
      if (timer || probeMs <= 0) return;
      void probeDb();
      timer = setInterval(() => {
        window.tick();
        void probeDb();
      }, probeMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      loop.disable();
    },
    probeDb,
    /** One response: `route` is the pattern (`/api/users/:id`), never the raw URL. */
    observe(method: string, route: string, statusCode: number, seconds: number) {
      const status = `${Math.floor(statusCode / 100)}xx`;
      requests.inc({ method, route, status });
      duration.observe({ method, route }, seconds);
      window.record(`${method} ${route}`, seconds * 1000, statusCode >= 500);
    },
    performance(): Performance {
      const memory = process.memoryUsage();
      const lastFive = window.recent(5);
      const { minutes, routes } = window.snapshot();
      // The current minute and the one before it, over the seconds they cover.
      const recentTwo = window.recent(2);
      const now = Date.now();
      const covered = Math.min((now % 60_000) / 1000 + 60, (now - startedAt.getTime()) / 1000);
      return {
        startedAt: startedAt.toISOString(),
        uptimeSeconds: Math.round(process.uptime()),
        driver: driverOf(db),
        current: {
          requestsPerSecond: round(recentTwo.requests / Math.max(1, covered), 2),
          errorRate: lastFive.requests ? round(lastFive.errors / lastFive.requests, 4) : 0,
          latency: { p50: lastFive.p50, p95: lastFive.p95, p99: lastFive.p99 },
          eventLoopP99Ms: loopP99(),
          rssMb: round(memory.rss / MB),
          heapUsedMb: round(memory.heapUsed / MB),
          heapTotalMb: round(memory.heapTotal / MB),
          dbLatencyMs: lastDbMs,
          dbPool: pool
            ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
            : null,
        },
        minutes,
        routes,
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
