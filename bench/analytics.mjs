// Analytics budget (issue 17): every analytics API answers with p95 ≤ 200 ms on PostgreSQL with
// 100,000 page views, 10,000 users and 20,000 payments.
//
// A fresh database on the TEST_DATABASE_URL server (dropped at the end; BENCH_KEEP=1 keeps it
// for EXPLAIN ANALYZE), migrated, loaded by set-based SQL (bench/analytics-data.mjs), then the
// production build (`npm run build`) started on it as `npm start` runs it, an administrator
// signed in through the real sign-in. Each endpoint is asked for the last 7, 30 and 90 days:
// WARMUP requests, then REQUESTS one after the other (the budget's p95), then CONCURRENCY
// clients at once (for information). Beside the latencies, the CPU milliseconds one request
// costs the server process and its database backends (/proc): the figure a busy machine does
// not inflate. Ceilings measured alike in the same run: a bare
// `SELECT 1` round trip to that database, and GET /api/health through the same server (one
// database round trip behind the whole HTTP stack). An endpoint answering 404 is reported as
// missing (not built yet).
//
// `node bench/analytics.mjs`, or a step of `npm run bench`. Options by environment:
// BENCH_ANALYTICS_SCALE=0.1 (a smaller data set), BENCH_ANALYTICS_REQUESTS=50,
// BENCH_ANALYTICS_PATHS=/api/admin/users,/api/admin/payments (more GETs measured alike),
// BENCH_KEEP=1, BENCH_ANALYTICS_REUSE=<name of a kept database> (measures it again without
// loading: after a query or index change), BENCH_ANALYTICS_ONLY=website,content (only the
// endpoints whose path contains one of these). Exits non-zero when a budget is missed or an endpoint is missing.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { buildAnalyticsData } from './analytics-data.mjs';
import {
  fmt,
  freePort,
  freshDatabase,
  isMain,
  machineLoad,
  median,
  p95,
  printTable,
  requireBuild,
  startServer,
  stopProcess,
  tempDataDir,
  waitForOk,
} from './lib.mjs';

const BUDGET_MS = 200;
export const ENDPOINTS = [
  '/api/admin/analytics/dashboard',
  '/api/admin/analytics/website',
  '/api/admin/analytics/revenue',
  '/api/admin/analytics/revenue-insights',
  '/api/admin/analytics/content',
  '/api/admin/analytics/user-behavior',
  '/api/admin/student-reports',
];
const ONLY = (process.env.BENCH_ANALYTICS_ONLY ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
/** The endpoints this run measures (all but those BENCH_ANALYTICS_ONLY leaves out). */
const MEASURED = ENDPOINTS.filter((path) => !ONLY.length || ONLY.some((p) => path.includes(p)));
const PERIODS = [7, 30, 90];
const WARMUP = 3;
const REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS ?? 50);
const CONCURRENCY = 4;
const CONCURRENT_EACH = 5;
/** A case slower than this stops after MIN_REQUESTS (the loaded-machine guard): n says so. */
const CASE_LIMIT_MS = 30_000;
const MIN_REQUESTS = 10;
const SCALE = Number(process.env.BENCH_ANALYTICS_SCALE ?? 1);
const PASSWORD = 'bench-password-0123';
const ADMIN_EMAIL = 'bench.analytics.admin@example.test';

/** Migrations, reference data, the administrator who signs in, then the data set. */
async function prepare(m, url) {
  const database = await m.openDatabase({ kind: 'postgres', url, max: 2 });
  const email = ADMIN_EMAIL;
  try {
    await m.runMigrations(database);
    await m.seedReferenceData(database.db);
    await m.createAccount(database.db, {
      email,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
      emailVerified: true,
      adminVerified: true,
    });
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const counts = await buildAnalyticsData(client, {
      scale: SCALE,
      passwordHash: await m.hashPassword(PASSWORD),
      log: (line) => console.log(`  ${line}`),
    });
    // The server's daily backup would start at once on a fresh data dir (past its hour) and
    // read every table while the endpoints are measured: off, as an administrator can set it.
    await client.query(
      `insert into system_settings (key, value) values ('backup.schedule', $1)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify({ enabled: false, hourUtc: 3, keep: 7 })],
    );
    return { email, counts, loadMs: performance.now() - started };
  } finally {
    await client.end();
  }
}

async function signIn(base, email) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, origin: base };
}

async function timedGet(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

/**
 * WARMUP + REQUESTS sequential GETs (fewer, at least MIN_REQUESTS, when they take longer than
 * CASE_LIMIT_MS in all), then CONCURRENCY clients × CONCURRENT_EACH (× 1 when over budget).
 * Stops at the first answer that is not 200: { status, body } says what it was.
 */
async function measure(run) {
  const first = await run();
  if (first.status !== 200) return { status: first.status, body: first.body };
  for (let i = 1; i < WARMUP; i++) await run();
  const times = [];
  let bytes = first.body.length;
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    if (i >= MIN_REQUESTS && performance.now() - started > CASE_LIMIT_MS) break;
    const r = await run();
    if (r.status !== 200) return { status: r.status, body: r.body };
    times.push(r.ms);
    bytes = r.body.length;
  }
  const each = p95(times) <= BUDGET_MS ? CONCURRENT_EACH : 1;
  const concurrent = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < each; i++) concurrent.push((await run()).ms);
    }),
  );
  return { status: 200, times, concurrent, bytes };
}

/** SELECT 1 on its own connection to the bench database, measured like an endpoint. */
async function selectOne(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await measure(async () => {
      const started = performance.now();
      await client.query('select 1');
      return { ms: performance.now() - started, status: 200, body: '' };
    });
  } finally {
    await client.end();
  }
}

/** CPU time (user + system) of a process in ms, from /proc (Linux); 0 when it is gone. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return 0;
  }
}

/**
 * CPU spent by the server process and its database backends: unlike latency, it does not grow
 * when other work shares the machine. Backends are found by database name; on another host
 * than this one (no /proc entry) only the server counts.
 */
async function cpuMeter(client, database, serverPid) {
  const backends = async () =>
    (
      await client.query('select pid from pg_stat_activity where datname = $1', [database])
    ).rows.map((r) => r.pid);
  const snapshot = async () => {
    const pids = await backends();
    return new Map([serverPid, ...pids].map((pid) => [pid, cpuMs(pid)]));
  };
  return async (run) => {
    const before = await snapshot();
    const result = await run();
    const after = await snapshot();
    let ms = 0;
    for (const [pid, value] of after) ms += value - (before.get(pid) ?? 0);
    return { ...result, cpuMs: ms };
  };
}

/** CPU ms of one request (server + database), over every request of the case (warm-up too). */
const perRequest = (r) => r.cpuMs / (WARMUP + r.times.length + (r.concurrent?.length ?? 0));

const excerpt = (body) => body.replace(/\s+/g, ' ').slice(0, 120);

export async function run() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  console.log(`\nAnalytics bench (${machineLoad()})`);
  if (!serverUrl) {
    console.log('TEST_DATABASE_URL is not set: the analytics budget (PostgreSQL) is skipped.');
    return { name: 'analytics', metrics: [], ok: true };
  }
  requireBuild();
  const m = await tsImport('./analytics-modules.ts', import.meta.url);
  const reuse = process.env.BENCH_ANALYTICS_REUSE;
  const fresh = await freshDatabase(serverUrl, 'tafawuq_bench_analytics', reuse);
  const data = tempDataDir();
  let server;
  try {
    let email = ADMIN_EMAIL;
    if (reuse) console.log(`database ${fresh.name}, as it was loaded (BENCH_ANALYTICS_REUSE)`);
    else {
      console.log(`database ${fresh.name}: migrations, reference data, data set (scale ${SCALE})`);
      const prepared = await prepare(m, fresh.url);
      email = prepared.email;
      const { counts, loadMs } = prepared;
      console.log(
        `loaded in ${fmt(loadMs / 1000)} s: ${Object.entries(counts)
          .map(([t, c]) => `${t} ${c.toLocaleString('en')}`)
          .join(', ')}`,
      );
    }

    server = startServer({
      dataDir: data.dir,
      port: await freePort(),
      databaseUrl: fresh.url,
      env: { RATE_LIMITS: 'off' },
    });
    const base = server.url;
    await waitForOk(server, `${base}/api/health`, 120_000);
    const headers = await signIn(base, email);

    const extra = (process.env.BENCH_ANALYTICS_PATHS ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const meterClient = new pg.Client({ connectionString: fresh.url });
    await meterClient.connect();
    const metered = await cpuMeter(meterClient, fresh.name, server.child.pid);
    const rows = [];
    for (const path of [...MEASURED, ...extra]) {
      for (const days of PERIODS) {
        const url = `${base}${path}?days=${days}`;
        const r = await metered(() => measure(() => timedGet(url, headers)));
        rows.push({ path, days, extra: extra.includes(path), ...r });
        console.log(
          `  ${path}?days=${days}: ` +
            (r.status === 200
              ? `p95 ${fmt(p95(r.times))} ms (n ${r.times.length}), CPU ${fmt(perRequest(r))} ms a request`
              : `answered ${r.status}`),
        );
        if (r.status === 404) break; // not built yet: one line for all periods
      }
    }
    const health = await metered(() => measure(() => timedGet(`${base}/api/health`, {})));
    const me = await metered(() => measure(() => timedGet(`${base}/api/account/me`, headers)));
    await meterClient.end();
    const select1 = await selectOne(fresh.url);

    const line = (label, period, r) =>
      r.status === 200
        ? [
            label,
            period,
            r.times.length,
            fmt(median(r.times)),
            fmt(p95(r.times)),
            fmt(Math.max(...r.times)),
            fmt(p95(r.concurrent)),
            r.cpuMs === undefined ? '-' : fmt(perRequest(r)),
            `${fmt(r.bytes / 1024)} kB`,
          ]
        : [label, period, '-', '-', '-', '-', '-', '-', '-'];
    const verdict = (r) =>
      r.status === 404
        ? 'MISSING (404)'
        : r.status !== 200
          ? `ERROR ${r.status}: ${excerpt(r.body)}`
          : p95(r.times) <= BUDGET_MS
            ? 'PASS'
            : 'FAIL';
    console.log(
      `\nAnalytics APIs on PostgreSQL (n requests one at a time after ${WARMUP} warm-up; ` +
        `then ${CONCURRENCY} clients × ${CONCURRENT_EACH} at once), budget p95 ≤ ${BUDGET_MS} ms; ${machineLoad()}`,
    );
    printTable(
      [
        'endpoint',
        'days',
        'n',
        'p50 ms',
        'p95 ms',
        'max ms',
        `p95 ×${CONCURRENCY} ms`,
        'CPU ms/req',
        'body',
        'status',
      ],
      [
        ...rows.map((r) => [
          ...line(r.path, r.status === 404 ? 'all' : r.days, r),
          r.extra ? `${verdict(r)} (reference)` : verdict(r),
        ]),
        [...line('SELECT 1 (ceiling)', '-', select1), 'ceiling'],
        [...line('GET /api/health (ceiling)', '-', health), 'ceiling'],
        [...line('GET /api/account/me (admin session)', '-', me), 'reference'],
      ],
    );

    const ceiling = p95(health.times);
    const metrics = MEASURED.map((path) => {
      const mine = rows.filter((r) => r.path === path);
      const measured = mine.filter((r) => r.status === 200);
      const failed = mine.find((r) => r.status !== 200);
      if (failed) {
        return {
          metric: `analytics: ${path}`,
          value: 0,
          unit: 'ms',
          budget: null,
          ceiling: null,
          note:
            failed.status === 404
              ? 'missing (404): not built yet'
              : `answered ${failed.status} for days=${failed.days}`,
          ok: false,
        };
      }
      const worst = measured.reduce((a, b) => (p95(b.times) > p95(a.times) ? b : a));
      return {
        metric: `analytics: ${path} p95, worst period`,
        value: p95(worst.times),
        unit: 'ms',
        budget: BUDGET_MS,
        ceiling,
        note: `days=${worst.days}; ${measured.map((r) => `${r.days}d ${fmt(p95(r.times), 0)}`).join(', ')} ms; ceiling /api/health p95, SELECT 1 p95 ${fmt(p95(select1.times))} ms`,
        ok: p95(worst.times) <= BUDGET_MS,
      };
    });
    const missing = metrics.filter((x) => x.note.startsWith('missing')).length;
    console.log(
      `\nceilings: SELECT 1 p95 ${fmt(p95(select1.times))} ms, GET /api/health p95 ${fmt(ceiling)} ms; ` +
        `${metrics.filter((x) => x.ok).length} of ${MEASURED.length} endpoints within budget` +
        (missing ? `, ${missing} missing` : ''),
    );
    return { name: 'analytics', metrics, ok: metrics.every((x) => x.ok) };
  } finally {
    if (server) await stopProcess(server);
    data.remove();
    await fresh.drop();
  }
}

if (isMain(import.meta.url)) {
  const result = await run();
  if (!result.ok) process.exitCode = 1;
}
