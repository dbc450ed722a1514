// Public endpoints at saturation (issue 21): autocannon with 50 connections on loopback against
// the real server as `npm start` runs it (PGlite, NODE_ENV=production, default log level):
// pricing (GET /api/packages), health, the pre-rendered landing page and a hashed script of the
// landing page, that script with and without `accept-encoding` as a browser sends it.
//
// Ceilings, measured in the same run by one bare node:http process: the classic tiny JSON for
// the API endpoints, and for the page and the script the very response the server gave (body
// and headers, the security headers included; recorded once, replayed from memory), so that a
// 10 kB page with sixteen headers is not compared with a 15-byte body with one: what is left
// is the server's own work. Targets: pricing and health ≥ 50 % of their ceiling, landing page
// and assets ≥ 70 %. "CPU µs/req" is the server process's CPU time per answer, which a busy
// machine disturbs less than throughput.
// Each target alternates with its ceiling in 1 s slices (3 each, after 1 s of warm-up), so a
// change in the machine's load weighs on both: about 40 s with start-up.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  fmt,
  freePort,
  isMain,
  printTable,
  requireBuild,
  startServer,
  stopProcess,
  tempDataDir,
  WEB_DIR,
  waitForOk,
} from './lib.mjs';

const CONNECTIONS = 50;
/** Each target and its ceiling: this many alternating slices of SLICE_S seconds each. */
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
const SLICE_S = 1;
const WARMUP_S = 1;
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * The ceiling process: `/` answers the same tiny JSON as lib.mjs's bare server; `/replay/<name>`
 * answers a response recorded from the real server (body and the headers that shape it).
 */
const REPLAY_SERVER_SOURCE = `
const http = require('node:http');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const dir = process.env.REPLAY_DIR;
const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const replies = new Map(index.map((r) => [
  '/replay/' + r.name,
  { headers: r.headers, body: readFileSync(join(dir, r.name + '.body')) },
]));
const body = JSON.stringify({ status: 'ok' });
http.createServer((req, res) => {
  const replay = replies.get(req.url);
  if (replay) {
    res.writeHead(200, { ...replay.headers, 'content-length': replay.body.length });
    return res.end(replay.body);
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

function startReplayServer({ port, dir }) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['-e', REPLAY_SERVER_SOURCE], {
    env: { ...process.env, PORT: String(port), REPLAY_DIR: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk.toString()).slice(-10_000);
  });
  return { child, startedAt, log: () => log, url: `http://127.0.0.1:${port}` };
}

/**
 * The largest hashed script the landing page loads that has pre-compressed copies: what a first
 * visitor fetches right after the page (the app shell's big chunks would measure the client's
 * parsing of bytes more than the server).
 */
function landingScript() {
  const html = readFileSync(join(WEB_DIR, 'pages/index.html'), 'utf8');
  const srcs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const withBr = srcs.filter((src) => existsSync(join(WEB_DIR, `${src}.br`)));
  const size = (src) => statSync(join(WEB_DIR, src)).size;
  const largest = withBr.sort((a, b) => size(b) - size(a))[0];
  if (!largest) throw new Error('no pre-compressed script in dist/web/pages/index.html');
  return largest;
}

/** Set by Node itself on every answer, the ceiling's included. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** One response of the real server, as sent (still compressed), kept to be replayed. */
function record(url, headers) {
  return new Promise((ok, fail) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        if (res.statusCode !== 200) return fail(new Error(`${url} answered ${res.statusCode}`));
        const kept = {};
        for (const [h, v] of Object.entries(res.headers))
          if (!TRANSPORT_HEADERS.has(h)) kept[h] = v;
        ok({ headers: kept, body: Buffer.concat(chunks) });
      });
    }).on('error', fail);
  });
}

/** CPU time a process has used, in ms (user + system, from /proc; 10 ms ticks). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** One autocannon run of `seconds` against the process `pid`. */
async function hit(url, headers, seconds, pid) {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return {
    cpuMs: pid ? cpuMs(pid) - cpuBefore : 0,
    requests: r.requests.total,
    seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
    bytes: r.throughput.total,
  };
}

/** Runs of one target (or its ceiling) added up; latency: median p50, worst p99. */
function combine(runs) {
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
  return {
    rps: requests / seconds,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...runs.map((r) => r.p99)),
    failed: runs.reduce((n, r) => n + r.failed, 0),
    kb: runs.reduce((n, r) => n + r.bytes, 0) / 1024 / Math.max(1, requests),
    cpuUs: (1000 * runs.reduce((n, r) => n + r.cpuMs, 0)) / Math.max(1, requests),
  };
}

/**
 * A target and its ceiling in alternating 1 s slices, so that a change in the machine's load
 * (other processes) weighs on both alike instead of on whichever ran at the time.
 */
async function paired(target, ceiling, headers = {}) {
  await hit(target.url, headers, WARMUP_S);
  const runs = { target: [], ceiling: [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.ceiling.push(await hit(ceiling.url, headers, SLICE_S, ceiling.pid));
    runs.target.push(await hit(target.url, headers, SLICE_S, target.pid));
  }
  return { target: combine(runs.target), ceiling: combine(runs.ceiling) };
}

export async function run() {
  requireBuild();
  const data = tempDataDir();
  const replayDir = tempDataDir();
  const server = startServer({ dataDir: data.dir, port: await freePort() });
  let bare;
  try {
    await waitForOk(server, `${server.url}/api/health`, 60_000);

    const script = landingScript();
    const targets = [
      { name: 'GET /api/packages (pricing)', path: '/api/packages', target: 50 },
      { name: 'GET /api/health', path: '/api/health', target: 50 },
      {
        name: 'GET / (landing, br)',
        path: '/',
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
        target: 70,
        replay: 'landing',
      },
      { name: `GET ${script}`, path: script, target: 70, replay: 'asset' },
      {
        name: `GET ${script} (br)`,
        path: script,
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
        target: 70,
        replay: 'asset-br',
      },
    ];

    // Record what the server answers, so the ceiling serves the same bytes; a target that is
    // not answered as a browser expects (no compression) is a failure, not a measurement.
    const index = [];
    for (const t of targets) {
      if (!t.replay) continue;
      const rec = await record(`${server.url}${t.path}`, t.headers ?? {});
      if (t.headers && rec.headers['content-encoding'] !== 'br')
        throw new Error(`${t.path} was not answered with br for a browser`);
      writeFileSync(join(replayDir.dir, `${t.replay}.body`), rec.body);
      index.push({ name: t.replay, headers: rec.headers });
    }
    writeFileSync(join(replayDir.dir, 'index.json'), JSON.stringify(index));
    bare = startReplayServer({ port: await freePort(), dir: replayDir.dir });
    await waitForOk(bare, bare.url);

    await hit(`${bare.url}/`, {}, WARMUP_S);
    const rows = [];
    const measured = [];
    const jsonCeilings = [];
    for (const t of targets) {
      const ceilingUrl = t.replay ? `${bare.url}/replay/${t.replay}` : `${bare.url}/`;
      const { target, ceiling } = await paired(
        { url: `${server.url}${t.path}`, pid: server.child.pid },
        { url: ceilingUrl, pid: bare.child.pid },
        t.headers,
      );
      const ceilingRow = {
        name: t.replay ? '  bare node:http, same response' : '  bare node:http, tiny JSON',
        ...ceiling,
      };
      if (!t.replay) jsonCeilings.push(ceiling.rps);
      const result = { ...t, ...target, ceiling: ceilingRow };
      rows.push(result, { ...ceilingRow, ceiling: ceilingRow });
      measured.push(result);
    }
    const json = { rps: jsonCeilings.reduce((a, b) => a + b, 0) / jsonCeilings.length };

    const pct = (r) => (100 * r.rps) / r.ceiling.rps;
    console.log(
      `\nPublic endpoints on loopback (autocannon, ${CONNECTIONS} connections; each target and its ceiling in ${ROUNDS} alternating ${SLICE_S} s slices after ${WARMUP_S} s warm-up; p50 the median of the slices, p99 the worst)`,
    );
    printTable(
      [
        'target',
        'req/s',
        'p50 ms',
        'p99 ms',
        'kB/resp',
        'CPU µs/req',
        'failed',
        'of ceiling',
        'of JSON',
        'goal',
      ],
      rows.map((r) => [
        r.name,
        fmt(r.rps, 0),
        fmt(r.p50, 0),
        fmt(r.p99, 0),
        fmt(r.kb, 1),
        fmt(r.cpuUs, 0),
        r.failed,
        `${fmt(pct(r))}%`,
        `${fmt((100 * r.rps) / json.rps)}%`,
        r.target ? `≥ ${r.target}% ${pct(r) >= r.target && r.failed === 0 ? 'ok' : 'MISS'}` : '',
      ]),
    );
    for (const r of rows) {
      if (r.failed > 0)
        console.log(`${r.name}: ${r.failed} request(s) failed (non-2xx, errors or timeouts)`);
    }

    const metrics = measured.map((r) => ({
      metric: `http: ${r.name}, % of bare node`,
      value: pct(r),
      unit: '%',
      budget: r.target,
      ceiling: null,
      note: `${fmt(r.rps, 0)} req/s, p50 ${fmt(r.p50, 0)} ms, p99 ${fmt(r.p99, 0)} ms; ceiling ${fmt(r.ceiling.rps, 0)} req/s (${r.ceiling.name.trim()}); at least ${r.target} %`,
      // A run where requests fail is not a valid measurement.
      ok: r.failed === 0 && pct(r) >= r.target,
    }));
    return {
      name: 'http',
      metrics,
      ok: metrics.every((m) => m.ok) && rows.every((r) => r.failed === 0),
    };
  } finally {
    await Promise.all([stopProcess(server), bare ? stopProcess(bare) : undefined]);
    data.remove();
    replayDir.remove();
  }
}

if (isMain(import.meta.url)) {
  const result = await run();
  if (!result.ok) process.exitCode = 1;
}
