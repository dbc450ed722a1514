// Learning budget (issue 18): the dashboard (GET /api/student/learning/overview) and a subject's
// progress (GET /api/student/learning/subjects/:id) answer with p95 ≤ 50 ms for a student with
// 200 exams in a PostgreSQL database holding 100,000 exams.
//
// A fresh database on the TEST_DATABASE_URL server (dropped at the end; BENCH_KEEP=1 keeps it
// for EXPLAIN ANALYZE), migrated, loaded by set-based SQL (bench/learning-data.mjs), then the
// production build (`npm run build`) started on it as `npm start` runs it and the student signed
// in through the real sign-in. Each endpoint: WARMUP requests, then REQUESTS one after the other
// (the budget's p95), then CONCURRENCY clients at once (for information). Ceilings measured
// alike in the same run: a bare `SELECT 1` round trip, GET /api/health (one database round trip
// behind the whole HTTP stack) and GET /api/account/me (the student's session read).
//
// `node bench/learning.mjs`, or a step of `npm run bench`. Options by environment:
// BENCH_LEARNING_SCALE=0.1 (a smaller data set), BENCH_LEARNING_REQUESTS=100, BENCH_KEEP=1,
// BENCH_LEARNING_REUSE=<name of a kept database> (measures it again without loading).
// Exits non-zero when a budget is missed or an endpoint fails.
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { buildLearningData } from './learning-data.mjs';
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

const BUDGET_MS = 50;
const WARMUP = 5;
const REQUESTS = Number(process.env.BENCH_LEARNING_REQUESTS ?? 100);
const CONCURRENCY = 4;
const CONCURRENT_EACH = 10;
const SCALE = Number(process.env.BENCH_LEARNING_SCALE ?? 1);
const PASSWORD = 'bench-password-0123';
const STUDENT_EMAIL = 'bench.learning.student@example.test';

/** Migrations, reference data, the student who signs in, then the data set. */
async function prepare(m, url) {
  const database = await m.openDatabase({ kind: 'postgres', url, max: 2 });
  let studentId;
  try {
    await m.runMigrations(database);
    await m.seedReferenceData(database.db);
    const profile = await m.createAccount(database.db, {
      email: STUDENT_EMAIL,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: 'Student',
      role: 'student',
      emailVerified: true,
    });
    studentId = profile.id;
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const counts = await buildLearningData(client, {
      scale: SCALE,
      studentId,
      passwordHash: await m.hashPassword(PASSWORD),
      log: (line) => console.log(`  ${line}`),
    });
    // The daily backup would read every table while the endpoints are measured: off.
    await client.query(
      `insert into system_settings (key, value) values ('backup.schedule', $1)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify({ enabled: false, hourUtc: 3, keep: 7 })],
    );
    return { counts, loadMs: performance.now() - started };
  } finally {
    await client.end();
  }
}

async function signIn(base) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: STUDENT_EMAIL, password: PASSWORD }),
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

/** WARMUP + REQUESTS sequential calls, then CONCURRENCY clients × CONCURRENT_EACH. */
async function measure(run) {
  const first = await run();
  if (first.status !== 200) return { status: first.status, body: first.body };
  for (let i = 1; i < WARMUP; i++) await run();
  const times = [];
  let bytes = first.body.length;
  for (let i = 0; i < REQUESTS; i++) {
    const r = await run();
    if (r.status !== 200) return { status: r.status, body: r.body };
    times.push(r.ms);
    bytes = r.body.length;
  }
  const concurrent = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < CONCURRENT_EACH; i++) concurrent.push((await run()).ms);
    }),
  );
  return { status: 200, times, concurrent, bytes, body: first.body };
}

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

export async function run() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  console.log(`\nLearning bench (${machineLoad()})`);
  if (!serverUrl) {
    console.log('TEST_DATABASE_URL is not set: the learning budget (PostgreSQL) is skipped.');
    return { name: 'learning', metrics: [], ok: true };
  }
  requireBuild();
  const m = await tsImport('./analytics-modules.ts', import.meta.url);
  const reuse = process.env.BENCH_LEARNING_REUSE;
  const fresh = await freshDatabase(serverUrl, 'tafawuq_bench_learning', reuse);
  const data = tempDataDir();
  let server;
  try {
    if (reuse) console.log(`database ${fresh.name}, as it was loaded (BENCH_LEARNING_REUSE)`);
    else {
      console.log(`database ${fresh.name}: migrations, reference data, data set (scale ${SCALE})`);
      const { counts, loadMs } = await prepare(m, fresh.url);
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
    const headers = await signIn(base);

    const overviewUrl = `${base}/api/student/learning/overview`;
    const overview = await measure(() => timedGet(overviewUrl, headers));
    const rows = [{ label: 'GET /api/student/learning/overview', budget: true, ...overview }];
    if (overview.status === 200) {
      const summary = JSON.parse(overview.body);
      console.log(
        `  overview: ${summary.subjects.length} subjects, ${summary.subjects
          .map((s) => `${s.examsTaken} exams`)
          .join(', ')}, next action ${summary.nextAction.kind}, ${summary.dueCards} cards due`,
      );
      for (const s of summary.subjects.filter((x) => x.examsTaken > 0)) {
        const url = `${base}/api/student/learning/subjects/${s.subjectId}`;
        const r = await measure(() => timedGet(url, headers));
        rows.push({ label: `GET …/learning/subjects/:id (${s.name})`, budget: true, ...r });
      }
    }
    const health = await measure(() => timedGet(`${base}/api/health`, {}));
    const me = await measure(() => timedGet(`${base}/api/account/me`, headers));
    const select1 = await selectOne(fresh.url);

    const line = (label, r) =>
      r.status === 200
        ? [
            label,
            r.times.length,
            fmt(median(r.times)),
            fmt(p95(r.times)),
            fmt(Math.max(...r.times)),
            fmt(p95(r.concurrent)),
            `${fmt(r.bytes / 1024)} kB`,
          ]
        : [label, '-', '-', '-', '-', '-', '-'];
    const verdict = (r) =>
      r.status !== 200
        ? `ERROR ${r.status}: ${String(r.body).replace(/\s+/g, ' ').slice(0, 120)}`
        : p95(r.times) <= BUDGET_MS
          ? 'PASS'
          : 'FAIL';
    console.log(
      `\nLearning APIs on PostgreSQL (n requests one at a time after ${WARMUP} warm-up; ` +
        `then ${CONCURRENCY} clients × ${CONCURRENT_EACH} at once), budget p95 ≤ ${BUDGET_MS} ms; ${machineLoad()}`,
    );
    printTable(
      ['endpoint', 'n', 'p50 ms', 'p95 ms', 'max ms', `p95 ×${CONCURRENCY} ms`, 'body', 'status'],
      [
        ...rows.map((r) => [...line(r.label, r), verdict(r)]),
        [...line('SELECT 1 (ceiling)', select1), 'ceiling'],
        [...line('GET /api/health (ceiling)', health), 'ceiling'],
        [...line('GET /api/account/me (student session)', me), 'reference'],
      ],
    );

    const ceiling = p95(health.times);
    const metrics = rows.map((r) => ({
      metric: `learning: ${r.label} p95`,
      value: r.status === 200 ? p95(r.times) : 0,
      unit: 'ms',
      budget: BUDGET_MS,
      ceiling: r.status === 200 ? ceiling : null,
      note:
        r.status === 200
          ? `ceiling /api/health p95; SELECT 1 p95 ${fmt(p95(select1.times))} ms`
          : `answered ${r.status}`,
      ok: r.status === 200 && p95(r.times) <= BUDGET_MS,
    }));
    console.log(
      `\nceilings: SELECT 1 p95 ${fmt(p95(select1.times))} ms, GET /api/health p95 ${fmt(ceiling)} ms; ` +
        `${metrics.filter((x) => x.ok).length} of ${metrics.length} endpoints within budget`,
    );
    return { name: 'learning', metrics, ok: metrics.length > 1 && metrics.every((x) => x.ok) };
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
