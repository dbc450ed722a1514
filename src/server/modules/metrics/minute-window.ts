/**
 * The last hour in one-minute buckets, in memory: requests, 5xx, a latency histogram per minute
 * (overall and per route pattern) and a few process samples. Percentiles come from the
 * histogram buckets (about 12% resolution), so memory stays fixed however busy the server is.
 */

const MINUTE_MS = 60_000;
export const WINDOW_MINUTES = 60;

/** Bucket upper bounds in ms: 0.25 ms × 1.25^i, up to about 2 minutes. */
const BOUNDS: number[] = [];
for (let b = 0.25; b < 120_000; b *= 1.25) BOUNDS.push(b);
BOUNDS.push(Number.POSITIVE_INFINITY);

function bucketOf(ms: number): number {
  let lo = 0;
  let hi = BOUNDS.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ms <= (BOUNDS[mid] as number)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

type Histogram = { requests: number; errors: number; counts: Uint32Array };

const newHistogram = (): Histogram => ({
  requests: 0,
  errors: 0,
  counts: new Uint32Array(BOUNDS.length),
});

function addTo(target: Histogram, source: Histogram) {
  target.requests += source.requests;
  target.errors += source.errors;
  for (let i = 0; i < source.counts.length; i++)
    target.counts[i] = (target.counts[i] as number) + (source.counts[i] as number);
}

/** The q-quantile (0..1) in ms, rounded; null without samples. */
export function quantile(h: Histogram, q: number): number | null {
  if (h.requests === 0) return null;
  const rank = Math.max(1, Math.ceil(q * h.requests));
  let seen = 0;
  for (let i = 0; i < h.counts.length; i++) {
    seen += h.counts[i] as number;
    if (seen >= rank) {
      const upper = BOUNDS[i] as number;
      const value = Number.isFinite(upper) ? upper : (BOUNDS[i - 1] as number);
      return Math.round(value * 100) / 100;
    }
  }
  return null;
}

type Minute = {
  key: number;
  all: Histogram;
  routes: Map<string, Histogram>;
  eventLoopP99Ms: number | null;
  rssMb: number | null;
  dbLatencyMs: number | null;
};

export type MinuteSamples = {
  eventLoopP99Ms: number | null;
  rssMb: number | null;
  dbLatencyMs: number | null;
};

export function createMinuteWindow(opts: {
  now?: () => number;
  /** Called when a minute closes: the process figures of that minute. */
  sample?: () => MinuteSamples;
}) {
  const now = opts.now ?? Date.now;
  const minutes: Minute[] = [];

  const newMinute = (key: number): Minute => ({
    key,
    all: newHistogram(),
    routes: new Map(),
    eventLoopP99Ms: null,
    rssMb: null,
    dbLatencyMs: null,
  });

  /** The bucket of this minute, closing the previous one (with its samples) when it changed. */
  function current(): Minute {
    const key = Math.floor(now() / MINUTE_MS);
    const last = minutes[minutes.length - 1];
    if (last && last.key === key) return last;
    if (last && opts.sample) Object.assign(last, opts.sample());
    const minute = newMinute(key);
    minutes.push(minute);
    while (minutes.length > 0 && (minutes[0] as Minute).key <= key - WINDOW_MINUTES)
      minutes.shift();
    return minute;
  }

  return {
    record(route: string, ms: number, error: boolean) {
      const minute = current();
      const bucket = bucketOf(ms);
      for (const h of [minute.all, minute.routes.get(route)]) {
        if (!h) continue;
        h.requests += 1;
        if (error) h.errors += 1;
        h.counts[bucket] = (h.counts[bucket] as number) + 1;
      }
      if (!minute.routes.has(route)) {
        const h = newHistogram();
        h.requests = 1;
        h.errors = error ? 1 : 0;
        h.counts[bucket] = 1;
        minute.routes.set(route, h);
      }
    },
    /** Makes sure the current minute exists (a quiet server still closes its minutes). */
    tick() {
      current();
    },
    /** Totals over the last `n` minutes (the current one included). */
    recent(n: number) {
      const key = current().key;
      const total = newHistogram();
      for (const m of minutes) if (m.key > key - n) addTo(total, m.all);
      return {
        requests: total.requests,
        errors: total.errors,
        p50: quantile(total, 0.5),
        p95: quantile(total, 0.95),
        p99: quantile(total, 0.99),
      };
    },
    /** Every minute of the hour, oldest first, and the busiest routes over it. */
    snapshot(topRoutes = 20) {
      const key = current().key;
      const byKey = new Map(minutes.map((m) => [m.key, m]));
      const list = [];
      for (let k = key - WINDOW_MINUTES + 1; k <= key; k++) {
        const m = byKey.get(k);
        list.push({
          at: new Date(k * MINUTE_MS).toISOString(),
          requests: m?.all.requests ?? 0,
          errors: m?.all.errors ?? 0,
          p50: m ? quantile(m.all, 0.5) : null,
          p95: m ? quantile(m.all, 0.95) : null,
          p99: m ? quantile(m.all, 0.99) : null,
          eventLoopP99Ms: m?.eventLoopP99Ms ?? null,
          rssMb: m?.rssMb ?? null,
          dbLatencyMs: m?.dbLatencyMs ?? null,
        });
      }
      const routes = new Map<string, Histogram>();
      for (const m of minutes) {
        for (const [route, h] of m.routes) {
          let total = routes.get(route);
          if (!total) {
            total = newHistogram();
            routes.set(route, total);
          }
          addTo(total, h);
        }
      }
      const top = [...routes.entries()]
        .sort((a, b) => b[1].requests - a[1].requests || a[0].localeCompare(b[0]))
        .slice(0, topRoutes)
        .map(([route, h]) => ({
          route,
          requests: h.requests,
          errors: h.errors,
          p50: quantile(h, 0.5),
          p95: quantile(h, 0.95),
          p99: quantile(h, 0.99),
        }));
      return { minutes: list, routes: top };
    },
  };
}
