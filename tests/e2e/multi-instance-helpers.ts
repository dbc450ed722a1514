/**
 * Several production processes on one PostgreSQL server and one Redis: a scratch database on
 * the server of TEST_DATABASE_URL, instances of `node dist/server/main.js`, and a small HTTP
 * client that keeps a session cookie.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { stopProcess } from '../helpers/stop-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'dist/server/main.js');

/** A database of its own on the test server, dropped (with its connections) by `drop`. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `tafawuq_multi_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

export type Instance = {
  name: string;
  url: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
};

/** Starts one production process and resolves once /api/health answers 200. */
export async function startInstance(
  name: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 45_000,
): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'pipe',
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const instance: Instance = {
    name,
    url,
    process: child,
    output: () => log,
    stop: () => stopProcess(child),
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} while starting:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await instance.stop();
  throw new Error(`${name} did not answer /api/health within ${timeoutMs} ms:\n${log}`);
}

export type Reply = { status: number; body: unknown; headers: Headers };

/**
 * A caller with one client address (X-Forwarded-For: the instances trust the proxy, as behind
 * a load balancer) and, once signed in, the session cookie, sent to whichever instance it asks.
 */
export function caller(origin: string, address: string) {
  let cookie = '';
  async function call(base: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin,
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers } satisfies Reply;
  }
  return {
    call,
    get: (base: string, path: string) => call(base, 'GET', path),
    post: (base: string, path: string, body?: unknown) => call(base, 'POST', path, body ?? {}),
    patch: (base: string, path: string, body: unknown) => call(base, 'PATCH', path, body),
    async signIn(base: string, email: string, password: string) {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin, 'x-forwarded-for': address, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
      cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
  };
}

/** Polls `probe` until it returns true or `timeoutMs` passes; returns the time it took. */
export async function within(
  timeoutMs: number,
  probe: () => Promise<boolean>,
  what: string,
): Promise<number> {
  const started = Date.now();
  while (true) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} not seen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
