// The exam workload at saturation (issue 21), on a fresh database of the PostgreSQL server at
// TEST_DATABASE_URL (skipped without it), against the production build as `npm start` runs it
// (RATE_LIMITS=off). 200 students, each signed in with a started 45-question exam and one
// keep-alive connection, send their next request as soon as the last one is answered:
//  - saves: answer saves only (PUT /api/student/exams/:id/items/:position) — the target:
//    throughput ≥ 50 % of pgbench's single-row INSERT at (nearly) the same concurrency,
//    p99 ≤ 50 ms, no errors;
//  - room: what the exam room sends: 1 in 10 fetches the exam (GET …/state, every item and
//    question), the rest alternate answer saves and navigation saves (the time spent on the item
//    left), for information.
// Ceilings in the same run: a bare node:http server answering fixed JSON under the same client,
// and pgbench (single-row INSERT, -j 2). Then the scaling ratio: the saves through a small
// round-robin proxy (bench/proxy.mjs) to two instances vs one; and the process: cold start to
// ready on PostgreSQL, RSS idle and under load. Set-up (accounts, sign-in, exams) is not timed.
// `node bench/exam-load.mjs`; BENCH_SECONDS (default 15), BENCH_STUDENTS (200),
// BENCH_LOAD_SCALING=off skips the two-instance part, BENCH_NODE_FLAGS replaces the server's
// Node flags (ADR 0006). Exits non-zero when a target is missed.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { Client } from 'undici';
import { grant, loadBank } from './exams.mjs';
import {
  AUTH_SECRET,
  fmt,
  freePort,
  freshDatabase,
  isMain,
  machineLoad,
  printTable,
  requireBuild,
  rssMb,
  START_NODE_FLAGS,
  sleep,
  startBareServer,
  startProxyServer,
  startServer,
  stopProcess,
  tempDataDir,
  waitForOk,
} from './lib.mjs';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
/** Warm-up goes on until this many requests were answered (at most WARMUP_MAX_SECONDS). */
const WARMUP_REQUESTS = 3_000;
const WARMUP_MAX_SECONDS = 15;
const ITEMS = 45;
const TARGET = { pgbenchShare: 0.5, p99Ms: 50 };
/** Connections left to everything else on the server while pgbench runs. */
const SPARE_CONNECTIONS = 25;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0;

function summary(times, seconds) {
  const sorted = Float64Array.from(times).sort();
  return {
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

/** Runs one of the workloads for `seconds`; answers per-kind latencies and the errors. */
async function drive(base, students, workload, seconds) {
  const origin = new URL(base).origin;
  const clients = students.map(() => new Client(origin, { keepAliveTimeout: 60_000 }));
  const times = { answer: [], navigate: [], fetch: [], bare: [] };
  const errors = new Map();
  const fail = (what) => errors.set(what, (errors.get(what) ?? 0) + 1);
  const until = performance.now() + seconds * 1000;
  const request = async (client, kind, options) => {
    const t = performance.now();
    try {
      const res = await client.request(options);
      await res.body.arrayBuffer();
      if (res.statusCode !== 200) return fail(`${kind}: HTTP ${res.statusCode}`);
      times[kind].push(performance.now() - t);
    } catch (err) {
      fail(`${kind}: ${err.code ?? err.message}`);
    }
  };
  const next = (s, client, step) => {
    if (workload === 'bare') return request(client, 'bare', { path: '/', method: 'GET' });
    const path = `/api/student/exams/${s.id}`;
    if (workload === 'room' && step % 10 === 0) {
      return request(client, 'fetch', { path: `${path}/state`, method: 'GET', headers: s.get });
    }
    s.seq += 1;
    s.position = (s.position % ITEMS) + 1;
    const answer = workload === 'saves' || step % 2 === 1;
    const body = answer
      ? { answer: { type: 'single', choice: 'abcd'[s.seq % 4] }, clientSeq: s.seq }
      : { timeSpentMs: s.seq * 1000, clientSeq: s.seq };
    return request(client, answer ? 'answer' : 'navigate', {
      path: `${path}/items/${s.position}`,
      method: 'PUT',
      headers: s.put,
      body: JSON.stringify(body),
    });
  };
  const started = performance.now();
  await Promise.all(
    students.map(async (s, i) => {
      let step = i; // students at different points of the cycle
      while (performance.now() < until) await next(s, clients[i], step++);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.close()));
  return {
    elapsed,
    kinds: Object.fromEntries(
      Object.entries(times)
        .filter(([, list]) => list.length)
        .map(([kind, list]) => [kind, summary(list, elapsed)]),
    ),
    all: summary(Object.values(times).flat(), elapsed),
    errors,
  };
}

/** CPU time (user + system) a process has used, in ms; 0 once it is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * The CPU the backends of one database use while `fn` runs (sampled every 250 ms; a backend
 * that appears meanwhile counts from zero). On a machine other work shares, CPU per request is
 * the figure that does not move with the neighbours' load, unlike throughput.
 */
async function databaseCpu(url, fn) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const name = new URL(url).pathname.slice(1);
  const backends = async () =>
    (
      await c.query(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
    ).rows.map((r) => r.pid);
  const first = new Map();
  const last = new Map();
  for (const pid of await backends()) first.set(pid, cpuMs(pid));
  let sampling = Promise.resolve();
  const sample = async () => {
    for (const pid of await backends()) {
      const now = cpuMs(pid);
      if (now > 0) last.set(pid, now);
    }
  };
  const timer = setInterval(() => {
    sampling = sampling.then(sample, () => undefined);
  }, 250);
  try {
    const result = await fn();
    clearInterval(timer);
    await sampling;
    await sample();
    let total = 0;
    for (const [pid, ms] of last) total += ms - (first.get(pid) ?? 0);
    return { result, dbCpuMs: total };
  } finally {
    clearInterval(timer);
    await c.end();
  }
}

/**
 * Warm-up, then the measured run, sampling the server's RSS and counting the CPU the servers
 * (`pids`) and the database (`databaseUrl`) spend.
 */
export async function measure(base, students, workload, pids = [], databaseUrl = null) {
  // Warm by count as well as by time: a server starved by its neighbours answers few requests in
  // the first seconds and would be measured before its hot code is optimised.
  let warmed = 0;
  const warmUntil = performance.now() + WARMUP_MAX_SECONDS * 1000;
  while (warmed < WARMUP_REQUESTS && performance.now() < warmUntil) {
    warmed += (await drive(base, students, workload, WARMUP_SECONDS)).all.count;
  }
  let rssMax = 0;
  const sample = () => {
    const total = pids.reduce((sum, pid) => sum + rssMb(pid), 0);
    rssMax = Math.max(rssMax, total);
  };
  const timer = pids.length ? setInterval(sample, 250) : undefined;
  const serverCpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  try {
    const before = serverCpu();
    const go = () => drive(base, students, workload, SECONDS);
    const { result, dbCpuMs } = databaseUrl
      ? await databaseCpu(databaseUrl, go)
      : { result: await go(), dbCpuMs: null };
    const serverCpuMs = serverCpu() - before;
    const count = result.all.count || 1;
    return {
      ...result,
      rssMax,
      serverCpuPerRequest: pids.length ? serverCpuMs / count : null,
      dbCpuPerRequest: dbCpuMs === null ? null : dbCpuMs / count,
    };
  } finally {
    clearInterval(timer);
  }
}

function runProcess(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}:\n${out}`)),
    );
  });
}

/** How many clients pgbench may open: max_connections less what others hold and a margin. */
async function pgbenchClients(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query(
    `select current_setting('max_connections')::int as max,
            current_setting('superuser_reserved_connections')::int as reserved,
            (select count(*)::int from pg_stat_activity) as used`,
  );
  await c.end();
  const { max, reserved, used } = rows[0];
  return { clients: Math.min(STUDENTS, max - reserved - used - SPARE_CONNECTIONS), max };
}

/**
 * The database's ceiling: pgbench inserting one row (an answer-sized JSON) per transaction,
 * -j 2, for the same duration; latencies from its per-transaction log.
 */
async function runPgbench(url, clients) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`create table if not exists bench_insert (
    id bigserial primary key, exam_id uuid not null, position int not null, answer jsonb not null,
    saved_at timestamptz not null default now())`);
  await c.end();
  const dir = mkdtempSync(join(tmpdir(), 'tafawuq-pgbench-'));
  try {
    const script = join(dir, 'insert.sql');
    writeFileSync(
      script,
      `\\set position random(1, ${ITEMS})\n` +
        `insert into bench_insert (exam_id, position, answer) values (gen_random_uuid(), :position, '{"type":"single","choice":"a"}');\n`,
    );
    const common = ['-n', '-c', String(clients), '-j', '2', '-f', script];
    await runProcess('pgbench', [...common, '-T', String(WARMUP_SECONDS), url]);
    const { result: out, dbCpuMs } = await databaseCpu(url, () =>
      runProcess('pgbench', [
        ...common,
        '-T',
        String(SECONDS),
        '-l',
        '--log-prefix',
        join(dir, 'log'),
        url,
      ]),
    );
    const tps = Number(out.match(/tps = ([\d.]+)/)?.[1]);
    const failed = Number(out.match(/number of failed transactions: (\d+)/)?.[1] ?? 0);
    if (!Number.isFinite(tps)) throw new Error(`no tps in the pgbench output:\n${out}`);
    const latencies = [];
    for (const file of readdirSync(dir).filter((f) => f.startsWith('log'))) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    }
    const s = summary(latencies, SECONDS);
    return { tps, p50: s.p50, p99: s.p99, failed, dbCpuPerInsert: dbCpuMs / (s.count || 1) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function inTurns(items, limit, fn) {
  let next = 0;
  const out = [];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/**
 * Students with the subject unlocked, signed in, each with a started exam. The first signs in
 * through the API (the cookie's name and format); the others get their profile and session rows
 * straight in the database with a cookie signed as better-auth signs it (`token.HMAC`), which
 * spares 200 password hashes and checks of set-up time. Exams are created and started through the
 * API.
 */
export async function makeStudents(m, db, base, subject) {
  const first = `bench.load.0.${randomUUID()}@example.test`;
  const profile = await m.createAccount(db, {
    email: first,
    password: 'secret-password',
    firstName: 'Bench',
    lastName: 'Student',
    role: 'student',
  });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: first, password: 'secret-password' }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const firstCookie = signIn.headers
    .getSetCookie()
    .find((c) => c.includes('session_token'))
    ?.split(';')[0];
  if (!firstCookie) throw new Error('sign-in set no session cookie');
  const cookieName = firstCookie.slice(0, firstCookie.indexOf('='));

  return inTurns(Array.from({ length: STUDENTS }), 8, async (_, i) => {
    let userId = profile.id;
    let cookie = firstCookie;
    if (i > 0) {
      userId = randomUUID();
      await db.insert(m.profiles).values({
        id: userId,
        name: `Bench Student ${i}`,
        email: `bench.load.${i}.${randomUUID()}@example.test`,
        firstName: 'Bench',
        lastName: `Student ${i}`,
        role: 'student',
      });
      const token = randomBytes(24).toString('base64url');
      await db.insert(m.sessions).values({
        id: randomUUID(),
        token,
        userId,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
      cookie = `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
    }
    await grant(m, db, userId, subject.id);
    const put = { cookie, origin: base, 'content-type': 'application/json' };
    const created = await fetch(`${base}/api/student/exams`, {
      method: 'POST',
      headers: put,
      body: JSON.stringify({
        subjectId: subject.id,
        mode: 'simulation',
        custom: {
          topicIds: subject.topicIds,
          questionCount: ITEMS,
          difficulty: 'mixed',
          timed: true,
          minutes: 180,
        },
      }),
    });
    if (!created.ok) throw new Error(`exam creation answered ${created.status}`);
    const { id } = await created.json();
    const started = await fetch(`${base}/api/student/exams/${id}/start`, {
      method: 'POST',
      headers: { cookie, origin: base },
    });
    if (!started.ok) throw new Error(`exam start answered ${started.status}`);
    return { id, put, get: { cookie }, seq: 0, position: i % ITEMS };
  });
}

const errorCount = (r) => [...r.errors.values()].reduce((a, b) => a + b, 0);
const errorText = (r) =>
  r.errors.size ? [...r.errors].map(([k, v]) => `${v}× ${k}`).join(', ') : 'none';

/** An instance on `database`; `appUrl` is the public address instances behind a proxy share. */
export async function launch(database, label, appUrl, nodeFlags = START_NODE_FLAGS) {
  const data = tempDataDir();
  const port = await freePort();
  const server = startServer({
    dataDir: data.dir,
    port,
    databaseUrl: database.url,
    env: { RATE_LIMITS: 'off', ...(appUrl ? { APP_URL: appUrl } : {}) },
    nodeFlags,
  });
  const readyMs = await waitForOk(server, `${server.url}/api/health`, 60_000);
  return {
    ...server,
    label,
    readyMs,
    async stop() {
      const t = performance.now();
      // Longer than the server's own 10 s limit, so that a --cpu-prof profile gets written.
      await stopProcess(server, 30_000);
      const stopMs = performance.now() - t;
      if (stopMs > 2_000) {
        console.log(`instance ${label} took ${fmt(stopMs, 0)} ms to stop; its last words:`);
        console.log(server.log().split('\n').slice(-4).join('\n'));
      }
      data.remove();
    },
  };
}

export async function run() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  console.log(`\nExam workload at saturation (${machineLoad()})`);
  if (!serverUrl) {
    console.log('TEST_DATABASE_URL is not set: the exam workload (PostgreSQL) is skipped.');
    return { name: 'exam-load', metrics: [], ok: true };
  }
  requireBuild();
  const m = await tsImport('./exams-modules.ts', import.meta.url);
  const fresh = await freshDatabase(serverUrl, 'tafawuq_bench_load');
  const started = [];
  try {
    const setup = await m.openDatabase({ kind: 'postgres', url: fresh.url, max: 10 });
    let subject;
    try {
      await m.runMigrations(setup);
      await m.seedReferenceData(setup.db);
      [subject] = await loadBank(m, setup.db, 1);
    } finally {
      await setup.close();
    }

    // Ceilings before the app holds connections: pgbench, then the bare server.
    const { clients: pgClients, max: maxConnections } = await pgbenchClients(fresh.url);
    const pgb = await runPgbench(fresh.url, pgClients);
    console.log(
      `pgbench, single-row INSERT, -c ${pgClients} -j 2 (max_connections ${maxConnections}): ${fmt(pgb.tps, 0)} tps, p50 ${fmt(pgb.p50)} ms, p99 ${fmt(pgb.p99)} ms`,
    );

    const a = await launch(fresh, 'A');
    started.push(a);
    await sleep(3_000);
    const idleRss = rssMb(a.child.pid);
    const db = await m.openDatabase({ kind: 'postgres', url: fresh.url, max: 10 });
    let students;
    const t = performance.now();
    try {
      students = await makeStudents(m, db.db, a.url, subject);
      // Statistics as a running system has them: without them the planner reads each exam's 45
      // items to find one instead of using the primary key (autovacuum would get there later).
      await db.db.execute(m.sql`analyze`);
    } finally {
      await db.close();
    }
    console.log(
      `${STUDENTS} students signed in with started exams in ${fmt((performance.now() - t) / 1000)} s (not timed)`,
    );

    const bare = startBareServer({ port: await freePort() });
    let bareRun;
    try {
      await waitForOk(bare, bare.url);
      bareRun = await measure(bare.url, students, 'bare', [bare.child.pid]);
    } finally {
      await stopProcess(bare);
    }
    const saves = await measure(a.url, students, 'saves', [a.child.pid], fresh.url);
    const room = await measure(a.url, students, 'room', [a.child.pid], fresh.url);
    await sleep(3_000);
    const afterRss = rssMb(a.child.pid);

    let scaling = null;
    if (process.env.BENCH_LOAD_SCALING !== 'off') {
      const b = await launch(fresh, 'B', a.url);
      started.push(b);
      const through = async (targets) => {
        const proxy = startProxyServer({ port: await freePort(), targets });
        try {
          await waitForOk(proxy, `${proxy.url}/api/health`);
          return await measure(proxy.url, students, 'saves', [], fresh.url);
        } finally {
          await stopProcess(proxy);
        }
      };
      const one = await through([a.url]);
      const two = await through([a.url, b.url]);
      scaling = { one, two, coldMs: b.readyMs };
    }

    const answers = saves.kinds.answer ?? { perSecond: 0, p50: 0, p99: 0, count: 0 };
    const bareAll = bareRun.kinds.bare;
    console.log(
      `\nExam workload: ${STUDENTS} students, one keep-alive connection each, ${SECONDS} s after a warm-up (${WARMUP_REQUESTS} requests or ${WARMUP_MAX_SECONDS} s); server flags: ${START_NODE_FLAGS.join(' ') || '(none)'}`,
    );
    const rows = [
      ['bare node:http, fixed JSON', bareAll, bareRun],
      ['saves: answer saves', answers, saves],
      ['room: all requests', room.all, room],
      ['room: answer saves', room.kinds.answer, room],
      ['room: navigation saves', room.kinds.navigate, room],
      ['room: exam fetches (GET state)', room.kinds.fetch, room],
    ];
    if (scaling) {
      rows.push(['saves via proxy → 1 instance', scaling.one.kinds.answer, scaling.one]);
      rows.push(['saves via proxy → 2 instances', scaling.two.kinds.answer, scaling.two]);
    }
    printTable(
      ['workload', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'CPU ms/req: server', 'db'],
      rows.map(([name, s, r]) => [
        name,
        fmt(s?.perSecond ?? 0, 0),
        fmt(s?.p50 ?? 0),
        fmt(s?.p99 ?? 0),
        s?.count ?? 0,
        errorText(r),
        r.serverCpuPerRequest === null ? '-' : fmt(r.serverCpuPerRequest, 3),
        r.dbCpuPerRequest === null ? '-' : fmt(r.dbCpuPerRequest, 3),
      ]),
    );
    console.log(
      `pgbench INSERT (-c ${pgClients}): ${fmt(pgb.tps, 0)} tps, p50 ${fmt(pgb.p50)} ms, p99 ${fmt(pgb.p99)} ms, db CPU ${fmt(pgb.dbCpuPerInsert, 3)} ms/insert; ` +
        `saves/pgbench ×${fmt(answers.perSecond / pgb.tps, 2)}, saves/bare ×${fmt(answers.perSecond / bareAll.perSecond, 2)}, room/bare ×${fmt(room.all.perSecond / bareAll.perSecond, 2)}`,
    );
    console.log(
      `process: cold start to ready on PostgreSQL ${fmt(a.readyMs, 0)} ms (new database, migrations run by the bench)` +
        `${scaling ? `, ${fmt(scaling.coldMs, 0)} ms (second instance)` : ''}; RSS idle ${fmt(idleRss)} MB, ` +
        `under load max ${fmt(Math.max(saves.rssMax, room.rssMax))} MB, idle again ${fmt(afterRss)} MB`,
    );
    const metrics = [
      {
        metric: `exam load: answer saves, ${STUDENTS} students (vs pgbench INSERT -c ${pgClients})`,
        value: answers.perSecond,
        unit: 'req/s',
        budget: Math.round(TARGET.pgbenchShare * pgb.tps),
        ceiling: pgb.tps,
        note: `≥ ${TARGET.pgbenchShare * 100} % of pgbench; bare node ${fmt(bareAll.perSecond, 0)} req/s`,
        ok: answers.perSecond >= TARGET.pgbenchShare * pgb.tps,
      },
      {
        metric: 'exam load: answer saves p99',
        value: answers.p99,
        unit: 'ms',
        budget: TARGET.p99Ms,
        ceiling: pgb.p99,
        note: `p50 ${fmt(answers.p50)} ms; ceiling = pgbench p99`,
        ok: answers.p99 <= TARGET.p99Ms,
      },
      {
        metric: 'exam load: errors (saves and room)',
        value: errorCount(saves) + errorCount(room),
        unit: '',
        budget: 0,
        ceiling: null,
        note: errorText(saves) === 'none' ? errorText(room) : errorText(saves),
        ok: errorCount(saves) + errorCount(room) === 0,
      },
      {
        metric: 'exam load: room mix (fetch, answer, navigate)',
        value: room.all.perSecond,
        unit: 'req/s',
        budget: null,
        ceiling: bareAll.perSecond,
        note: `p50 ${fmt(room.all.p50)} ms, p99 ${fmt(room.all.p99)} ms`,
        ok: true,
      },
      {
        metric: 'exam load: RSS under load (one instance)',
        value: Math.max(saves.rssMax, room.rssMax),
        unit: 'MB',
        budget: null,
        ceiling: null,
        note: `idle ${fmt(idleRss)} MB before, ${fmt(afterRss)} MB after`,
        ok: true,
      },
      {
        metric: 'exam load: cold start to ready on PostgreSQL',
        value: scaling ? scaling.coldMs : a.readyMs,
        unit: 'ms',
        budget: null,
        ceiling: null,
        note: 'migrated database, spawn to health 200',
        ok: true,
      },
    ];
    if (scaling) {
      const one = scaling.one.kinds.answer?.perSecond ?? 0;
      const two = scaling.two.kinds.answer?.perSecond ?? 0;
      console.log(
        `scaling: two instances / one instance behind the same proxy ×${fmt(two / one, 2)} (${fmt(two, 0)} vs ${fmt(one, 0)} saves/s)`,
      );
      console.log(
        `  (one Node process uses one core; here ${availableParallelism()} core(s) also run PostgreSQL, these students and the proxy, so two instances gain only what CPU is spare, not 2×)`,
      );
      metrics.push({
        metric: 'exam load: saves, 2 instances vs 1 behind a proxy',
        value: two / one,
        unit: '',
        budget: null,
        ceiling: null,
        note: `${fmt(two, 0)} vs ${fmt(one, 0)} saves/s; errors: ${errorText(scaling.two)}`,
        ok: errorCount(scaling.one) + errorCount(scaling.two) === 0,
      });
    }
    return { name: 'exam-load', metrics, ok: metrics.every((x) => x.ok) };
  } finally {
    for (const s of started) await s.stop();
    await fresh.drop();
  }
}

if (isMain(import.meta.url)) {
  const result = await run();
  if (!result.ok) process.exitCode = 1;
}
