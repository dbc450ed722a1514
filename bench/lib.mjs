// Shared helpers of the benchmarks: free ports, starting the built server or a bare Node HTTP
// server as child processes, polling for readiness, reading a process's memory.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = join(ROOT, 'dist/server/main.js');
export const WEB_DIR = join(ROOT, 'dist/web');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** True when the module at `url` is the script node was asked to run. */
export function isMain(url) {
  return process.argv[1] !== undefined && url === pathToFileURL(process.argv[1]).href;
}

export function requireBuild() {
  for (const file of [SERVER_ENTRY, join(WEB_DIR, 'index.html')]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run build\` first (or \`npm run bench\`).`);
    }
  }
}

export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

export function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'tafawuq-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Spawns a process with stdout/stderr drained (kept for error messages only) and remembers
 * the time of the spawn call in `startedAt` (performance.now()).
 */
function spawnTracked(args, env) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, startedAt, log: () => log };
}

/**
 * The Node flags `npm start` passes (package.json config.nodeFlags), so both run alike;
 * BENCH_NODE_FLAGS replaces them (`BENCH_NODE_FLAGS=' '` for none) to compare flags (ADR 0006).
 */
export const START_NODE_FLAGS = (
  process.env.BENCH_NODE_FLAGS ??
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).config?.nodeFlags ??
  ''
)
  .split(/\s+/)
  .filter(Boolean);

/** The session secret of the servers the benchmarks start (they sign cookies with it too). */
export const AUTH_SECRET = 'bench-secret-that-is-long-enough-0123456789';

/**
 * The production server as `npm start` runs it, on `dataDir` and `port`: the embedded database,
 * or the PostgreSQL server at `databaseUrl`.
 */
export function startServer({
  dataDir,
  port,
  env = {},
  databaseUrl,
  nodeFlags = START_NODE_FLAGS,
}) {
  const fullEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: AUTH_SECRET,
    ...env,
  };
  // Unless asked otherwise, the budgets are about the embedded default.
  if (databaseUrl) fullEnv.DATABASE_URL = databaseUrl;
  else delete fullEnv.DATABASE_URL;
  const proc = spawnTracked([...nodeFlags, SERVER_ENTRY], fullEnv);
  return { ...proc, url: `http://127.0.0.1:${port}` };
}

/** The ceiling: the least a Node HTTP server can do, answering a tiny JSON body. */
export const BARE_SERVER_SOURCE = `
const http = require('node:http');
const body = JSON.stringify({ status: 'ok' });
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** bench/proxy.mjs in its own process: round-robin over `targets` (server URLs). */
export function startProxyServer({ port, targets }) {
  const proc = spawnTracked([join(ROOT, 'bench/proxy.mjs'), String(port), ...targets], process.env);
  return { ...proc, url: `http://127.0.0.1:${port}` };
}

export function startBareServer({ port }) {
  const proc = spawnTracked(['-e', BARE_SERVER_SOURCE], { ...process.env, PORT: String(port) });
  return { ...proc, url: `http://127.0.0.1:${port}` };
}

/**
 * Polls `url` every 10 ms until it answers 200; returns the milliseconds since the spawn.
 * Fails when the process exits first or after `timeoutMs`.
 */
export async function waitForOk(proc, url, timeoutMs = 30_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(
        `process exited with ${proc.child.exitCode} before ${url} answered:\n${proc.log()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - proc.startedAt;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${proc.log()}`);
}

export function stopProcess(proc, graceMs = 10_000) {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB (VmRSS from /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = status.match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

export const fmt = (n, digits = 1) => n.toFixed(digits);

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Prints rows as an aligned plain-text table. */
export function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Figures from a busy machine are not comparable: say how busy it was. */
export function machineLoad() {
  const [one] = loadavg();
  return `load average ${one.toFixed(2)} on ${availableParallelism()} CPU(s), Node ${process.version}`;
}

/** The 95th percentile (nearest rank) of a list of figures; 0 for an empty list. */
export const p95 = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(0.95 * s.length) - 1)] ?? 0;
};

/**
 * A new database `<prefix>_<pid>` on the TEST_DATABASE_URL server; `drop()` removes it (unless
 * BENCH_KEEP). With `reuse`, that existing database, kept.
 */
export async function freshDatabase(serverUrl, prefix, reuse) {
  const name = reuse ?? `${prefix}_${process.pid}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name: ${name}`);
  if (!reuse) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (process.env.BENCH_KEEP || reuse) {
        console.log(`BENCH_KEEP: the database ${name} is kept (${url})`);
        return;
      }
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
