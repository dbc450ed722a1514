import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedReferenceData } from '../../src/server/db/seed/reference-data';
import { ACCESS } from '../../src/server/plugins/access';
import { createUser, signIn, type TestUser } from '../helpers/factory';
import {
  INDEX_HTML,
  TEST_APP_URL,
  TEST_AUTH_SECRET,
  TEST_ORIGIN,
  type TestContext,
} from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-db';

// PostgreSQL stopped mid-traffic (issue 22, Faults): the app talks to the database through a
// TCP proxy this file controls. Cutting it ends every live connection and refuses new ones,
// as a stopped server does; every request then fails within 2 s with a clear 503, the health
// check says the database is down, and once the proxy is back the app recovers on its own.
// PGlite runs inside the process and cannot stop under the app, so this needs a PostgreSQL
// server (CI has one); the other faults live in faults-smtp, faults-payments, exams-crash,
// concurrency, coupons-concurrency and email-outbox-worker.

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

async function serverUnreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return `no PostgreSQL server at ${new URL(SERVER_URL).host} (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const skipReason = await serverUnreachable();

/** A TCP forwarder to the PostgreSQL server that can be cut and restored on the same port. */
class DbProxy {
  private server: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = this.create();
  }

  private create() {
    return createServer((client) => {
      const upstream = tcpConnect(this.target.port, this.target.host);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(a);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
        a.pipe(b);
      }
    });
  }

  get live() {
    return this.sockets.size;
  }

  async listen() {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as { port: number }).port;
  }

  /** As a stopped server: live connections end, new ones are refused. */
  async cut() {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const s of this.sockets) s.destroy();
    await closed;
  }

  /** Ends live connections, then accepts new ones and never answers. */
  async silence() {
    await this.cut();
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await this.listen();
  }

  async restore() {
    if (this.server.listening) await this.cut();
    this.server = this.create();
    await this.listen();
  }
}

async function onServer(query: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** A database of this file's own: from the suite's template when there is one, else migrated. */
async function createDatabase(name: string) {
  const template = process.env.TEST_DATABASE_URL ? inject('postgresTemplate') : undefined;
  await onServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  if (template) return;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const direct = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
  try {
    await runMigrations(direct);
    await seedReferenceData(direct.db);
  } finally {
    await direct.close();
  }
}

describe.skipIf(skipReason !== null)(
  skipReason
    ? `PostgreSQL stopped mid-traffic (skipped: ${skipReason})`
    : 'PostgreSQL stopped mid-traffic',
  () => {
    const name = `tafawuq_faults_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const server = new URL(SERVER_URL);
    const proxy = new DbProxy({ host: server.hostname, port: Number(server.port || 5432) });
    let ctx: TestContext;
    let app: App;
    let student: TestUser;
    let webDir: string;

    beforeAll(async () => {
      await createDatabase(name);
      await proxy.listen();
      const url = new URL(SERVER_URL);
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
      webDir = mkdtempSync(join(tmpdir(), 'tafawuq-web-'));
      mkdirSync(join(webDir, 'assets'));
      writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
      app = await buildApp({
        config: {
          APP_URL: TEST_APP_URL,
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
          TRUST_PROXY: false,
        },
        db: database.db,
        authSecret: TEST_AUTH_SECRET,
        webDir,
        rateLimits: false,
        logger: false,
      });
      // A request that is sure to be waiting on the database when the proxy is cut.
      app.get('/api/test/slow-query', { config: { access: ACCESS.public } }, async () => {
        await database.db.execute(sql`select pg_sleep(10)`);
        return { done: true };
      });
      await app.ready();
      const testDatabase: TestDatabase = { ...database, name };
      ctx = { app, database: testDatabase, webDir, close: async () => undefined };
      student = await createUser(ctx, 'student');
    });

    afterAll(async () => {
      await app?.close();
      await ctx?.database.close();
      await proxy.cut().catch(() => undefined);
      await onServer(`drop database if exists ${name} with (force)`);
      if (webDir) rmSync(webDir, { recursive: true, force: true });
    });

    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    const me = () =>
      app.inject({ method: 'GET', url: '/api/account/me', headers: student.headers });
    const rename = (firstName: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/account/profile',
        headers: student.headers,
        payload: { firstName, lastName: 'Student' },
      });
    const signInAgain = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: TEST_ORIGIN,
        payload: { email: student.email, password: student.password },
      });

    /** Each request's answer, whether it was sent before the cut, and when it came. */
    type Outcome = {
      what: string;
      status: number;
      message?: string;
      sentBeforeCut: boolean;
      afterCutMs: number;
    };

    it('fails every request within 2 s with a 503, says so in /api/health, and recovers by itself', async () => {
      expect((await health()).json()).toMatchObject({ status: 'ok', database: 'up' });
      expect((await me()).statusCode).toBe(200);

      let cutAt: number | null = null;
      const outcomes: Outcome[] = [];
      const track = async (
        what: string,
        request: Promise<{ statusCode: number; body: string }>,
      ) => {
        const sentBeforeCut = cutAt === null;
        const res = await request;
        let message: string | undefined;
        try {
          message = (JSON.parse(res.body) as { message?: string }).message;
        } catch {}
        const afterCutMs = cutAt === null ? -1 : Date.now() - cutAt;
        outcomes.push({ what, status: res.statusCode, message, sentBeforeCut, afterCutMs });
      };

      // Traffic over the cut: readers and writers, each client one request after another,
      // until every client has had three answers to requests sent after the cut.
      let servedBeforeCut = 0;
      let readyToCut: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => {
        readyToCut = resolve;
      });
      const clients = [
        ['me', me],
        ['rename', () => rename(`Name${outcomes.length % 7}`)],
        ['sign-in', signInAgain],
        ['health', health],
      ] as const;
      const loops = clients.map(async ([what, send]) => {
        let sentAfterCut = 0;
        while (sentAfterCut < 3) {
          if (cutAt !== null) sentAfterCut += 1;
          await track(what, send());
          if (cutAt === null && ++servedBeforeCut >= 12) readyToCut();
        }
      });
      const slow = track('slow query', app.inject({ method: 'GET', url: '/api/test/slow-query' }));

      // Cut once the clients have been served a while and the slow query holds a connection.
      await ready;
      expect(proxy.live).toBeGreaterThan(0);
      cutAt = Date.now();
      await proxy.cut();
      await Promise.all([...loops, slow]);

      const afterCut = outcomes.filter((o) => o.afterCutMs >= 0);
      expect(afterCut.filter((o) => !o.sentBeforeCut)).toHaveLength(clients.length * 3);
      // Nothing answered later than 2 s after the cut, and nothing but 503 once it was cut
      // (a request sent before it may still have got its answer from the database in time).
      expect(afterCut.filter((o) => o.afterCutMs > 2000)).toEqual([]);
      const wrong = afterCut.filter(
        (o) => o.status !== 503 && !(o.sentBeforeCut && o.status < 300),
      );
      expect(wrong).toEqual([]);
      for (const o of afterCut.filter((x) => x.what !== 'health' && x.status === 503))
        expect(o.message).toBe(UNAVAILABLE);
      expect(afterCut.find((o) => o.what === 'slow query')).toMatchObject({
        status: 503,
        message: UNAVAILABLE,
      });
      expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);

      // While it is down, each request still answers at once.
      const downStarted = Date.now();
      const [h, read, write] = await Promise.all([health(), me(), rename('Offline')]);
      expect(Date.now() - downStarted).toBeLessThan(2000);
      expect(h.statusCode).toBe(503);
      expect(h.json()).toMatchObject({ status: 'degraded', database: 'down' });
      expect(h.headers['cache-control']).toBe('no-store');
      expect([read.statusCode, write.statusCode]).toEqual([503, 503]);
      expect(read.json()).toMatchObject({ code: 'UNAVAILABLE', message: UNAVAILABLE });
      expect(read.json().requestId).toEqual(expect.any(String));

      // The database is back: no restart, the pool reconnects on the next request.
      await proxy.restore();
      const healthy = await health();
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toMatchObject({ status: 'ok', database: 'up' });
      const cookie = await signIn(ctx, student.email, student.password);
      const renamed = await app.inject({
        method: 'PATCH',
        url: '/api/account/profile',
        headers: { cookie, ...TEST_ORIGIN },
        payload: { firstName: 'Recovered', lastName: 'Student' },
      });
      expect(renamed.statusCode).toBe(200);
      const after = await app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { cookie, ...TEST_ORIGIN },
      });
      expect(after.json()).toMatchObject({ firstName: 'Recovered' });
    });

    it('answers within 2 s when the database hangs instead of refusing, and recovers', async () => {
      // The server's connections end and its address then swallows new ones without an
      // answer (a host that drops packets): connecting must give up on its own, and the
      // health check sooner.
      await proxy.silence();
      const started = Date.now();
      const [h, read] = await Promise.all([health(), me()]);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(h.statusCode).toBe(503);
      expect(h.json()).toMatchObject({ database: 'down' });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toMatchObject({ code: 'UNAVAILABLE', message: UNAVAILABLE });

      await proxy.restore();
      expect((await health()).statusCode).toBe(200);
      expect((await me()).statusCode).toBe(200);
    });
  },
);
