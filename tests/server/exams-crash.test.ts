import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../src/server/lib/open-configured-database';
import { createAccount } from '../../src/server/modules/auth/create-account';
import type { TestUser } from '../helpers/factory';
import type { TestContext } from '../helpers/test-app';
import { grantAccess, makeBank } from './exams-fixtures';

// Every answer the server acknowledged survives a SIGKILL of the server (issue 7, Reliability):
// the real server process, saves in flight from ten clients, kill -9, restart, compare.

const dataDir = mkdtempSync(join(tmpdir(), 'tafawuq-crash-'));
let pgName: string | null = null;
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (pgName && process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${pgName} with (force)`);
    await admin.end();
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

type Run = {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
  exited: () => boolean;
};

function startServer(env: Record<string, string>): Run {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  return { child, output: () => out, exit, exited: () => exited };
}

async function waitHealthy(base: string, run: Run, ms = 150_000) {
  const until = Date.now() + ms;
  while (Date.now() < until && !run.exited()) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy:\n${run.output()}`);
}

async function prepare(env: Record<string, string>) {
  const database = await openConfiguredDatabase({
    DATA_DIR: dataDir,
    DATABASE_URL: env.DATABASE_URL,
  } as never);
  const ctx = { database: { ...database, name: 'crash' } } as unknown as TestContext;
  const email = `crash.${Date.now()}@example.test`;
  const password = 'secret-password';
  const profile = await createAccount(database.db, {
    email,
    password,
    firstName: 'Crash',
    lastName: 'Test',
    role: 'student',
  });
  const bank = await makeBank(ctx, { topics: [{ weight: 1, count: 30 }] });
  await grantAccess(ctx, { id: profile.id } as TestUser, bank.subjectId);
  await database.close();
  return { email, password, bank };
}

describe('answers survive a crash', () => {
  it('keeps every acknowledged answer after SIGKILL and restart', {
    timeout: 400_000,
  }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: base,
      RATE_LIMITS: 'off',
    };
    if (process.env.TEST_DATABASE_URL) {
      pgName = `tafawuq_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${pgName}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${pgName}`;
      env.DATABASE_URL = url.toString();
    }
    const { email, password, bank } = await prepare(env);

    const signIn = async () => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password }),
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
      return (cookie ?? '').split(';')[0] ?? '';
    };
    const call = async (cookie: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie,
          origin: base,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as Record<string, never> };
    };

    const first = startServer(env);
    await waitHealthy(base, first);
    const cookie = await signIn();
    const created = await call(cookie, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      mode: 'simulation',
      custom: {
        topicIds: bank.topicIds,
        questionCount: 20,
        difficulty: 'mixed',
        timed: true,
        minutes: 60,
      },
    });
    expect(created.status).toBe(201);
    const examId = created.body.id as unknown as string;
    expect((await call(cookie, 'POST', `/api/student/exams/${examId}/start`)).status).toBe(200);

    // Ten clients, each answering its own two questions over and over with rising clientSeq.
    const acked = new Map<number, { seq: number; choice: string }>();
    const sent = new Map<string, string>();
    let stop = false;
    let ackCount = 0;
    const choices = ['a', 'b', 'c', 'd'];
    const worker = async (w: number) => {
      let seq = 0;
      while (!stop) {
        seq += 1;
        const position = seq % 2 === 0 ? w + 1 : w + 11;
        const choice = choices[seq % 4] ?? 'a';
        sent.set(`${position}:${seq}`, choice);
        try {
          const res = await call(cookie, 'PUT', `/api/student/exams/${examId}/items/${position}`, {
            answer: { type: 'single', choice },
            clientSeq: seq,
          });
          if (res.status === 200) {
            const prev = acked.get(position);
            if (!prev || prev.seq < seq) acked.set(position, { seq, choice });
            ackCount += 1;
          }
        } catch {
          // The server is gone: this save was never acknowledged.
        }
      }
    };
    const workers = Array.from({ length: 10 }, (_, w) => worker(w));
    while (ackCount < 150) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    await first.exit;
    stop = true;
    await Promise.all(workers);
    expect(acked.size).toBe(20);

    const second = startServer(env);
    try {
      await waitHealthy(base, second);
      const again = await signIn();
      const state = await call(again, 'GET', `/api/student/exams/${examId}/state`);
      expect(state.status).toBe(200);
      const items = state.body.items as unknown as {
        position: number;
        clientSeq: number;
        answer: { choice: string } | null;
      }[];
      for (const [position, ack] of acked) {
        const item = items.find((i) => i.position === position);
        expect(item, `item ${position}`).toBeDefined();
        // The acknowledged save or a later one that was sent (applied, reply lost in the crash).
        expect(item?.clientSeq ?? -1).toBeGreaterThanOrEqual(ack.seq);
        expect(item?.answer?.choice).toBe(sent.get(`${position}:${item?.clientSeq}`));
      }
    } finally {
      second.child.kill('SIGTERM');
      await second.exit;
    }
  });
});
