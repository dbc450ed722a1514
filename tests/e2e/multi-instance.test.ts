/**
 * Two production processes on one PostgreSQL database and one Redis behave as one product:
 * sessions, rate limits, webhooks, scheduled work and the public price list are shared.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { rowsOf } from '../../src/server/db/rows-of';
import { emailMessages, systemSettings } from '../../src/server/db/schema';
import { seedReferenceData } from '../../src/server/db/seed/reference-data';
import { createAccount } from '../../src/server/modules/auth/create-account';
import { BACKUP_SETTINGS_KEY } from '../../src/server/modules/backup/backup-settings';
import { sandboxWebhookSecret } from '../../src/server/modules/commerce/payment-gateway';
import { completedEvent, signEvent } from '../helpers/commerce';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import {
  caller,
  createScratchDatabase,
  type Instance,
  startInstance,
  within,
} from './multi-instance-helpers';

const DATABASE_SERVER = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
if (!DATABASE_SERVER || !REDIS) {
  console.warn(
    'multi-instance.test.ts skipped: it needs TEST_DATABASE_URL (a PostgreSQL server) and ' +
      'TEST_REDIS_URL (a Redis server); .ci/run sets both.',
  );
}

const SECRET = 'multi-instance-secret-that-is-long-enough-42';
/** Both instances answer for one public address, as behind a load balancer. */
const APP_URL = 'http://tafawuq.test';
const BASIC_ID = '00000000-0000-4000-8000-000000000002';
const student = { email: 'multi-student@example.com', password: 'Student-pass-1' };
const buyer = { email: 'multi-buyer@example.com', password: 'Student-pass-1' };
const leaver = { email: 'multi-leaver@example.com', password: 'Student-pass-1' };
const admin = { email: 'multi-admin@example.com', password: 'Admin-pass-1' };
const QUEUED_MAILS = 12;

describe.skipIf(!DATABASE_SERVER || !REDIS)('two instances on one database and Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let database: Database | undefined;
  let smtp: TestSmtpServer | undefined;
  let a: Instance;
  let b: Instance;
  const dataDirs: string[] = [];
  const ids = new Map<string, string>();
  const db = () => {
    if (!database) throw new Error('no database');
    return database.db;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(DATABASE_SERVER ?? '');
    database = await openDatabase({ kind: 'postgres', url: scratch.url, max: 2 });
    await runMigrations(database);
    await seedReferenceData(database.db);
    for (const [who, role] of [
      [student, 'student'],
      [buyer, 'student'],
      [leaver, 'student'],
      [admin, 'admin'],
    ] as const) {
      const profile = await createAccount(database.db, {
        ...who,
        firstName: 'Multi',
        lastName: role,
        role,
        emailVerified: true,
        adminVerified: true,
      });
      ids.set(who.email, profile.id);
    }
    // Work waiting for whichever instance gets there first: the day's backup is due (past
    // 00:00 UTC) and messages sit in the outbox.
    await database.db.insert(systemSettings).values({
      key: BACKUP_SETTINGS_KEY,
      value: { enabled: true, hourUtc: 0, keep: 7 },
    });
    await database.db.insert(emailMessages).values(
      Array.from({ length: QUEUED_MAILS }, (_, i) => ({
        toAddress: `reader${i}@example.com`,
        subject: `Queued ${i}`,
        html: `<p>${i}</p>`,
        text: String(i),
        status: 'queued' as const,
        nextAttemptAt: new Date(),
      })),
    );
    smtp = await startSmtpServer();

    const env = (name: string): NodeJS.ProcessEnv => {
      const dataDir = mkdtempSync(join(tmpdir(), `tafawuq-${name}-`));
      dataDirs.push(dataDir);
      const { TEST_DATABASE_URL: _db, TEST_REDIS_URL: _redis, ...rest } = process.env;
      return {
        ...rest,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        APP_URL,
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url,
        REDIS_URL: REDIS,
        REDIS_KEY_PREFIX: `${scratch?.name}:`,
        BETTER_AUTH_SECRET: SECRET,
        SMTP_URL: smtp?.url,
        TRUST_PROXY: 'true',
        RATE_LIMITS: 'on',
      };
    };
    // Started together, so that their first ticks (outbox, backup) race for the same work.
    [a, b] = await Promise.all([startInstance('A', env('a')), startInstance('B', env('b'))]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await database?.close();
    await scratch?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a session made on A on B, and signing out on A ends it on B', async () => {
    const user = caller(APP_URL, '10.20.0.1');
    await user.signIn(a.url, student.email, student.password);
    expect((await user.get(b.url, '/api/student/quotes')).status).toBe(200);
    expect((await user.post(a.url, '/api/auth/sign-out')).status).toBe(200);
    expect((await user.get(b.url, '/api/student/quotes')).status).toBe(401);
    expect((await user.get(a.url, '/api/student/quotes')).status).toBe(401);
  });

  it('ends on B the sessions of an account deactivated on A', async () => {
    const user = caller(APP_URL, '10.20.0.7');
    await user.signIn(b.url, leaver.email, leaver.password);
    expect((await user.get(b.url, '/api/student/quotes')).status).toBe(200);
    const editor = caller(APP_URL, '10.20.0.8');
    await editor.signIn(a.url, admin.email, admin.password);
    const deactivated = await editor.post(
      a.url,
      `/api/admin/users/${ids.get(leaver.email)}/deactivate`,
    );
    expect(deactivated.status).toBe(200);
    expect((await user.get(b.url, '/api/student/quotes')).status).toBe(401);
  });

  it('counts sign-in attempts through A and B against one limit', async () => {
    const guesser = caller(APP_URL, '10.20.0.2');
    const codes: number[] = [];
    for (const instance of [a, b, a, b]) {
      const res = await guesser.post(instance.url, '/api/auth/sign-in/email', {
        email: student.email,
        password: 'not-the-password',
      });
      codes.push(res.status);
    }
    // better-auth allows three sign-ins per address in 10 s: apart, each instance would allow six.
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('counts unknown API paths through A and B against one limit', async () => {
    const prober = caller(APP_URL, '10.20.0.3');
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const instance = i % 2 === 0 ? a : b;
      codes.push((await prober.get(instance.url, `/api/no-such-thing-${i}`)).status);
    }
    // 60 a minute per address: 30 on each instance would pass if each counted alone.
    expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(codes[60]).toBe(429);
  });

  it('credits a payment once when its webhook reaches A and B at the same time', async () => {
    const user = caller(APP_URL, '10.20.0.4');
    await user.signIn(b.url, buyer.email, buyer.password);
    const checkout = await user.post(a.url, '/api/student/checkout', { packageId: BASIC_ID });
    expect(checkout.status).toBe(201);
    const paymentId = (checkout.body as { paymentId: string }).paymentId;
    const [payment] = await rowsOf<{ cents: number; points: number; userId: string }>(
      db(),
      sql`select round(p.amount_paid * 100)::int as cents, k.unlock_points as points,
                 p.user_id as "userId"
            from payments p join packages k on k.id = p.package_id where p.id = ${paymentId}`,
    );
    if (!payment) throw new Error('the checkout left no payment');
    const { payload, header: signature } = signEvent(
      completedEvent(paymentId, payment.cents, {
        id: `evt_multi_${paymentId.slice(0, 8)}`,
        sessionId: `cs_multi_${paymentId.slice(0, 8)}`,
      }),
      { secret: sandboxWebhookSecret(SECRET) },
    );
    const deliveries = [a, b, a, b, a, b].map((instance) =>
      fetch(`${instance.url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).then((res) => res.status),
    );
    expect(await Promise.all(deliveries)).toEqual([200, 200, 200, 200, 200, 200]);

    const [state] = await rowsOf<{
      events: number;
      grants: number;
      points: number;
      status: string;
    }>(
      db(),
      sql`select (select count(*)::int from payment_events where payment_id = ${paymentId}) as events,
                 (select count(*)::int from users_packages where user_id = ${payment.userId}) as grants,
                 (select unlock_points from profiles where id = ${payment.userId}) as points,
                 (select status from payments where id = ${paymentId}) as status`,
    );
    expect(state).toEqual({ events: 1, grants: 1, points: payment.points, status: 'succeeded' });
  });

  it('sends each outbox message once although both instances work the outbox', async () => {
    await within(20_000, async () => (smtp?.messages.length ?? 0) >= QUEUED_MAILS, 'every mail');
    // Room for a second copy to arrive, were one on its way.
    await new Promise((r) => setTimeout(r, 1_000));
    const subjects = (smtp?.messages ?? [])
      .map((m) => m.subject)
      .filter((s) => s.startsWith('Queued'));
    expect(subjects.sort()).toEqual(
      Array.from({ length: QUEUED_MAILS }, (_, i) => `Queued ${i}`).sort(),
    );
  });

  it('takes the due daily backup once, on one of the two instances', async () => {
    const scheduled = () =>
      dataDirs.flatMap((dir) => {
        try {
          return readdirSync(join(dir, 'backups')).filter((n) => n.includes('-scheduled-'));
        } catch {
          return [];
        }
      });
    await within(
      30_000,
      async () => {
        const [row] = await rowsOf<{ done: boolean }>(
          db(),
          sql`select value->>'finishedAt' is not null as done from system_settings
             where key = 'schedule:daily-backup'`,
        );
        return row?.done === true;
      },
      'the finished daily backup',
    );
    expect(scheduled()).toHaveLength(1);
  });

  it('shows a package edited on A in the price list of B within 2 s', async () => {
    const visitor = caller(APP_URL, '10.20.0.5');
    const listed = async () =>
      (
        (await visitor.get(b.url, '/api/packages')).body as {
          packages: { id: string; description: string }[];
        }
      ).packages.find((p) => p.id === BASIC_ID)?.description;
    expect(await listed()).toBeDefined();
    const editor = caller(APP_URL, '10.20.0.6');
    await editor.signIn(a.url, admin.email, admin.password);
    const description = `Edited on A at ${Date.now()}`;
    expect(
      (await editor.patch(a.url, `/api/admin/packages/${BASIC_ID}`, { description })).status,
    ).toBe(200);
    await within(2_000, async () => (await listed()) === description, 'the edit on B');
  });
});
