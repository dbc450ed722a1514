import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceSchema } from '../../src/common/contracts/metrics';
import { buildApp } from '../../src/server/app';
import { createMinuteWindow } from '../../src/server/modules/metrics/minute-window';
import { createUser, type TestUser } from '../helpers/factory';
import { TEST_APP_URL, TEST_AUTH_SECRET, type TestContext } from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-db';

const TOKEN = 'metrics-token-0123456789';

type Sample = { name: string; labels: Record<string, string>; value: number };
type Family = { name: string; type: string; help: string; samples: Sample[] };

/**
 * A strict reader of the Prometheus text format (0.0.4): every line must be a HELP, a TYPE,
 * or a sample of a declared family; label values are quoted with \\ \" \n escapes; values are
 * floats, NaN or ±Inf (as Go's ParseFloat reads them). Throws on anything else.
 */
function parsePrometheus(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  const lines = text.split('\n').slice(0, -1);
  const familyOf = (sample: string) => {
    for (const suffix of ['_bucket', '_sum', '_count', '']) {
      if (!sample.endsWith(suffix)) continue;
      const base = sample.slice(0, sample.length - suffix.length);
      const family = families.get(base);
      if (family && (suffix === '' || ['histogram', 'summary'].includes(family.type)))
        return family;
    }
    throw new Error(`sample ${sample} has no TYPE before it`);
  };
  for (const [i, line] of lines.entries()) {
    const where = `line ${i + 1}: ${line}`;
    if (line === '') continue;
    if (line.startsWith('#')) {
      const m = /^# (HELP|TYPE) ([^ ]+) (.*)$/.exec(line);
      if (!m) throw new Error(`bad comment, ${where}`);
      const [, kind, name, rest] = m as unknown as [string, string, string, string];
      if (!NAME.test(name)) throw new Error(`bad metric name, ${where}`);
      const family = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] };
      if (kind === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(rest))
          throw new Error(`bad type, ${where}`);
        if (family.samples.length) throw new Error(`TYPE after samples, ${where}`);
        family.type = rest;
      } else family.help = rest;
      families.set(name, family);
      continue;
    }
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)( -?\d+)?$/.exec(line);
    if (!m) throw new Error(`bad sample, ${where}`);
    const [, name, , body = '', rawValue] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const labels: Record<string, string> = {};
    let rest = body;
    while (rest.length) {
      const lm = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/.exec(rest);
      if (!lm) throw new Error(`bad labels, ${where}`);
      const [all, key, value] = lm as unknown as [string, string, string];
      if (key in labels) throw new Error(`repeated label, ${where}`);
      labels[key] = value.replace(/\\(["\\n])/g, (_s, c) => (c === 'n' ? '\n' : c));
      rest = rest.slice(all.length);
    }
    // Go's ParseFloat, which Prometheus uses: nan and inf in any case (prom-client writes Nan).
    const special = /^(nan|[+-]?inf(inity)?)$/i.test(rawValue);
    if (!special && !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(rawValue))
      throw new Error(`bad value, ${where}`);
    const value = special
      ? /nan/i.test(rawValue)
        ? Number.NaN
        : rawValue.startsWith('-')
          ? Number.NEGATIVE_INFINITY
          : Number.POSITIVE_INFINITY
      : Number(rawValue);
    familyOf(name).samples.push({ name, labels, value });
  }
  // Histograms: cumulative buckets ending in +Inf equal to _count.
  for (const family of families.values()) {
    if (family.type !== 'histogram') continue;
    const series = new Map<string, Sample[]>();
    for (const s of family.samples.filter((x) => x.name.endsWith('_bucket'))) {
      const { le, ...rest } = s.labels;
      if (le === undefined) throw new Error(`${family.name}: bucket without le`);
      const key = JSON.stringify(rest);
      series.set(key, [...(series.get(key) ?? []), s]);
    }
    for (const [key, buckets] of series) {
      for (let i = 1; i < buckets.length; i++) {
        if ((buckets[i] as Sample).value < (buckets[i - 1] as Sample).value)
          throw new Error(`${family.name}${key}: buckets not cumulative`);
      }
      const last = buckets[buckets.length - 1] as Sample;
      if (last.labels.le !== '+Inf') throw new Error(`${family.name}${key}: no +Inf bucket`);
      const count = family.samples.find(
        (s) => s.name === `${family.name}_count` && JSON.stringify(s.labels) === key,
      );
      if (count?.value !== last.value) throw new Error(`${family.name}${key}: +Inf ≠ count`);
    }
  }
  return families;
}

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: { APP_URL: TEST_APP_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY: false },
    db: database.db,
    authSecret: TEST_AUTH_SECRET,
    webDir: '/nonexistent',
    rateLimits: false,
    logger: false,
    metricsToken: TOKEN,
    metricsProbeMs: 60_000,
  });
  await app.ready();
  ctx = {
    app,
    database,
    webDir: '/nonexistent',
    async close() {
      await app.close();
      await database.close();
    },
  };
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
});
afterAll(() => ctx.close());

const scrape = (opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', ...opts });

const requestsFor = (families: Map<string, Family>, route: string) =>
  (families.get('http_requests_total')?.samples ?? [])
    .filter((s) => s.labels.route === route)
    .reduce((sum, s) => sum + s.value, 0);

describe('/metrics', () => {
  it('scrapes cleanly from loopback, and counters move after requests', async () => {
    // prom-client loads on the first scrape; what came before it is counted all the same.
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const first = await scrape();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const before = parsePrometheus(first.body);
    expect(requestsFor(before, '/api/health')).toBeGreaterThanOrEqual(1);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'db_roundtrip_seconds',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(before.has(name), name).toBe(true);
    }

    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/performance',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
    }
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const after = parsePrometheus((await scrape()).body);
    expect(
      requestsFor(after, '/api/admin/performance') - requestsFor(before, '/api/admin/performance'),
    ).toBe(3);
    // Route patterns, never raw URLs.
    const routes = new Set(after.get('http_requests_total')?.samples.map((s) => s.labels.route));
    expect([...routes].some((r) => r?.includes('?'))).toBe(false);
    const durations = after.get('http_request_duration_seconds')?.samples ?? [];
    expect(
      durations.find(
        (s) =>
          s.name === 'http_request_duration_seconds_count' &&
          s.labels.route === '/api/admin/performance',
      )?.value,
    ).toBeGreaterThanOrEqual(3);
  });

  it('refuses other machines, proxied callers and wrong tokens; accepts the token', async () => {
    expect((await scrape({ remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect(
      (await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer nope' } }))
        .statusCode,
    ).toBe(403);
    expect((await scrape({ headers: { authorization: `Basic ${TOKEN}` } })).statusCode).toBe(403);
    const ok = await scrape({
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    parsePrometheus(ok.body);
  });

  it('is not a page of the web app', async () => {
    const res = await scrape({ remoteAddress: '203.0.113.9' });
    expect(res.body).not.toContain('<html');
  });
});

describe('GET /api/admin/performance', () => {
  it('answers the last hour in minutes with current figures', async () => {
    await ctx.app.metrics.probeDb();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/performance',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = performanceSchema.parse(res.json());
    expect(body.minutes).toHaveLength(60);
    expect(body.minutes.at(-1)?.requests).toBeGreaterThan(0);
    expect(body.current.rssMb).toBeGreaterThan(0);
    expect(body.current.dbLatencyMs).not.toBeNull();
    expect(body.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    if (process.env.TEST_DATABASE_URL) expect(body.current.dbPool).not.toBeNull();
    else expect(body.current.dbPool).toBeNull();
    expect(body.routes.find((r) => r.route === 'GET /api/admin/performance')).toBeDefined();
  });

  it('is for administrators only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/performance',
      headers: student.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/performance' })).statusCode,
    ).toBe(401);
  });
});

describe('minute window', () => {
  it('keeps an hour, closes minutes with their samples and computes percentiles', () => {
    let now = Date.UTC(2025, 0, 1, 10, 0, 0);
    const window = createMinuteWindow({
      now: () => now,
      sample: () => ({ eventLoopP99Ms: 12, rssMb: 100, dbLatencyMs: 1.5 }),
    });
    for (let i = 1; i <= 100; i++) window.record('GET /a', i, i > 98);
    window.record('GET /b', 5, false);
    now += 60_000;
    window.record('GET /b', 5, false);
    const snap = window.snapshot();
    expect(snap.minutes).toHaveLength(60);
    const closed = snap.minutes.at(-2);
    expect(closed).toMatchObject({ requests: 101, errors: 2, eventLoopP99Ms: 12, rssMb: 100 });
    expect(closed?.p50).toBeGreaterThanOrEqual(45);
    expect(closed?.p50).toBeLessThanOrEqual(62);
    expect(closed?.p99).toBeGreaterThanOrEqual(98);
    expect(snap.routes[0]).toMatchObject({ route: 'GET /a', requests: 100, errors: 2 });
    now += 61 * 60_000;
    const later = window.snapshot();
    expect(later.minutes.every((m) => m.requests === 0)).toBe(true);
    expect(later.routes).toEqual([]);
  });
});
