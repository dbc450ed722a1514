import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EmailConfiguration,
  EmailMessageDetail,
  EmailMessageList,
  EmailResendResult,
  SmtpTestResult,
} from '../../src/common/contracts/email-outbox';
import { auditLog, emailMessages, systemSettings } from '../../src/server/db/schema';
import {
  CLAIM_MS,
  MAX_ATTEMPTS,
  nextAttemptAfter,
  processOutbox,
  RETRY_DELAYS_MINUTES,
} from '../../src/server/modules/email/outbox';
import { SMTP_SETTINGS_KEY } from '../../src/server/modules/email/smtp-settings';
import { ACCESS } from '../../src/server/plugins/access';
import { createUser, type TestUser } from '../helpers/factory';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { buildTestApp, type TestContext } from '../helpers/test-app';

const MINUTE = 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A loopback SMTP server that is stopped now and can be started again on the same port. */
let smtp: TestSmtpServer | undefined;
let port = 0;
let down: TestContext;
let plain: TestContext;
let admin: TestUser;
let plainAdmin: TestUser;
let student: TestUser;

beforeAll(async () => {
  const probe = await startSmtpServer();
  port = Number(new URL(probe.url).port);
  await probe.close();
  [down, plain] = await Promise.all([
    buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }),
    buildTestApp(),
  ]);
  admin = await createUser(down, 'admin');
  plainAdmin = await createUser(plain, 'admin');
  student = await createUser(plain, 'student');
});
afterAll(async () => {
  await smtp?.close();
  await Promise.all([down?.close(), plain?.close()]);
});

const startSmtp = async () => {
  smtp = await startSmtpServer(undefined, { port });
  return smtp;
};
const stopSmtp = async () => {
  await smtp?.close();
  smtp = undefined;
};

let n = 0;
const message = (to = `reader${++n}.${Date.now()}@example.test`) => ({
  to,
  subject: `Outbox test ${n}`,
  html: `<p>Hello number ${n}</p>`,
  text: `Hello number ${n}`,
  templateKey: 'welcome',
});

const row = async (ctx: TestContext, id: string) => {
  const [r] = await ctx.database.db.select().from(emailMessages).where(eq(emailMessages.id, id));
  if (!r) throw new Error('message not found');
  return r;
};

const api = <T>(
  ctx: TestContext,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app
    .inject({ method, url, headers: user.headers, payload })
    .then((res) => ({ status: res.statusCode, body: res.json() as T, raw: res.body }));

const audits = (ctx: TestContext, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.createdAt));

describe('the outbox worker', () => {
  it('backs off 1, 5, 15, 60 minutes … and gives up after the last attempt', () => {
    const t0 = new Date('2026-01-01T00:00:00Z');
    const waits = RETRY_DELAYS_MINUTES.map(
      (_, i) => ((nextAttemptAfter(i + 1, t0)?.getTime() ?? 0) - t0.getTime()) / MINUTE,
    );
    expect(waits).toEqual([1, 5, 15, 60, 180, 360, 720]);
    expect(MAX_ATTEMPTS).toBe(8);
    expect(nextAttemptAfter(MAX_ATTEMPTS, t0)).toBeNull();
  });

  it('keeps messages while the SMTP server is down and sends them once it is back', async () => {
    const sent = await down.app.mailer.send(message());
    expect(sent.status).toBe('queued');
    const id = sent.id ?? '';
    const first = await row(down, id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, providerId: null, sentAt: null });
    expect(first.error).toMatch(/ECONNREFUSED|connect/i);
    const t1 = first.lastAttemptAt ?? new Date();
    expect(first.nextAttemptAt?.getTime()).toBe(t1.getTime() + MINUTE);

    // Not due yet: nothing is tried.
    expect(await processOutbox(down.database.db, down.app.mailer, later(t1, 30_000))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect((await row(down, id)).attempts).toBe(1);

    // Due, still down: a second attempt, then 5 minutes.
    const t2 = later(t1, MINUTE + 1000);
    const second = await processOutbox(down.database.db, down.app.mailer, t2);
    expect(second.retried).toBeGreaterThanOrEqual(1);
    const after2 = await row(down, id);
    expect(after2).toMatchObject({ status: 'queued', attempts: 2 });
    expect(after2.nextAttemptAt?.getTime()).toBe(t2.getTime() + 5 * MINUTE);

    // The server is back: the waiting message goes out.
    const server = await startSmtp();
    const t3 = later(t2, 5 * MINUTE + 1000);
    const third = await processOutbox(down.database.db, down.app.mailer, t3);
    expect(third.sent).toBeGreaterThanOrEqual(1);
    const done = await row(down, id);
    expect(done).toMatchObject({ status: 'sent', attempts: 3, error: null, nextAttemptAt: null });
    expect(done.providerId).toMatch(/@/);
    expect(done.sentAt).toBeInstanceOf(Date);
    const mail = await server.waitFor((m) => m.envelopeTo.includes(first.toAddress));
    expect(mail.subject).toBe(first.subject);
    await stopSmtp();
  });

  it('marks a message failed after the last attempt', async () => {
    const sent = await down.app.mailer.send(message());
    const id = sent.id ?? '';
    let now = (await row(down, id)).nextAttemptAt ?? new Date();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await processOutbox(down.database.db, down.app.mailer, now);
      const r = await row(down, id);
      expect(r.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(r.status).toBe('queued');
        now = r.nextAttemptAt ?? now;
      }
    }
    const last = await row(down, id);
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(last.error).toBeTruthy();
    // Failed stays failed.
    expect(
      (await processOutbox(down.database.db, down.app.mailer, later(now, 86_400_000))).sent,
    ).toBe(0);
  });

  it('takes up a message whose sender died mid-send, and never sends one twice', async () => {
    const server = await startSmtp();
    const to = `crashed.${Date.now()}@example.test`;
    const t0 = new Date();
    const [stuck] = await down.database.db
      .insert(emailMessages)
      .values({
        ...{ toAddress: to, subject: 'Stuck', html: '<p>x</p>', text: 'x' },
        status: 'sending',
        attempts: 1,
        nextAttemptAt: t0,
        lockedUntil: later(t0, CLAIM_MS),
      })
      .returning({ id: emailMessages.id });
    const id = stuck?.id ?? '';
    expect((await processOutbox(down.database.db, down.app.mailer, t0)).sent).toBe(0);
    const runs = await Promise.all([
      processOutbox(down.database.db, down.app.mailer, later(t0, CLAIM_MS + 1)),
      processOutbox(down.database.db, down.app.mailer, later(t0, CLAIM_MS + 1)),
    ]);
    expect(runs.reduce((s, r) => s + r.sent, 0)).toBeGreaterThanOrEqual(1);
    expect(await row(down, id)).toMatchObject({ status: 'sent', attempts: 2 });
    await server.waitFor((m) => m.envelopeTo.includes(to));
    expect(server.messages.filter((m) => m.envelopeTo.includes(to))).toHaveLength(1);
    await stopSmtp();
  });

  it('without any SMTP server only stores messages, and the worker leaves them alone', async () => {
    const sent = await plain.app.mailer.send(message());
    expect(sent.status).toBe('stored');
    expect(plain.app.mailer.mode).toBe('outbox');
    await processOutbox(plain.database.db, plain.app.mailer, later(new Date(), 86_400_000));
    expect(await row(plain, sent.id ?? '')).toMatchObject({ status: 'stored', attempts: 0 });
  });

  it('starts with the app and stops on close', async () => {
    const other = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      const server = await startSmtp();
      const to = `waiting.${Date.now()}@example.test`;
      await other.database.db.insert(emailMessages).values({
        ...{ toAddress: to, subject: 'Waiting', html: '<p>w</p>', text: 'w' },
        status: 'queued',
        nextAttemptAt: new Date(Date.now() - 1000),
      });
      other.app.mailer.start(60_000);
      await server.waitFor((m) => m.envelopeTo.includes(to));
      await other.app.mailer.idle();
      await stopSmtp();
    } finally {
      await other.close();
    }
  });
});

describe('email-management', () => {
  it('lists every message with filters, search and paging on the server', async () => {
    const to = `listed.${Date.now()}@example.test`;
    for (let i = 0; i < 3; i++) {
      await plain.app.mailer.send({ ...message(to), subject: `Listed ${i}` });
    }
    const all = await api<EmailMessageList>(plain, plainAdmin, 'GET', '/api/admin/email/messages');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect(all.body.counts.stored).toBeGreaterThanOrEqual(3);
    expect(all.body.templates).toContain('welcome');
    expect(all.body.maxAttempts).toBe(MAX_ATTEMPTS);

    const found = await api<EmailMessageList>(
      plain,
      plainAdmin,
      'GET',
      `/api/admin/email/messages?search=${encodeURIComponent(to)}&pageSize=2&status=stored&template=welcome`,
    );
    expect(found.body.total).toBe(3);
    expect(found.body.items).toHaveLength(2);
    expect(found.body.items[0]).toMatchObject({ to, status: 'stored', attempts: 0, error: null });
    const page2 = await api<EmailMessageList>(
      plain,
      plainAdmin,
      'GET',
      `/api/admin/email/messages?search=${encodeURIComponent(to)}&pageSize=2&page=2`,
    );
    expect(page2.body.items).toHaveLength(1);

    const bySubject = await api<EmailMessageList>(
      plain,
      plainAdmin,
      'GET',
      '/api/admin/email/messages?search=Listed%201',
    );
    expect(bySubject.body.items.map((m) => m.subject)).toContain('Listed 1');

    const past = await api<EmailMessageList>(
      plain,
      plainAdmin,
      'GET',
      '/api/admin/email/messages?from=2000-01-01&to=2000-01-31',
    );
    expect(past.body.total).toBe(0);

    const bad = await api(plain, plainAdmin, 'GET', '/api/admin/email/messages?status=lost');
    expect(bad.status).toBe(400);
    for (const q of ['?from=2025-02-30', '?to=2025-13-01', '?from=2025-03-01&to=2025-02-01']) {
      const res = await api(plain, plainAdmin, 'GET', `/api/admin/email/messages${q}`);
      expect(res.status, q).toBe(400);
    }

    const id = found.body.items[0]?.id ?? '';
    const one = await api<EmailMessageDetail>(
      plain,
      plainAdmin,
      'GET',
      `/api/admin/email/messages/${id}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.html).toContain('<p>Hello number');
    expect(one.body.text).toContain('Hello number');
    const missing = await api(
      plain,
      plainAdmin,
      'GET',
      '/api/admin/email/messages/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
  });

  it('refuses to resend without an SMTP server', async () => {
    const sent = await plain.app.mailer.send(message());
    const res = await api<{ message: string }>(
      plain,
      plainAdmin,
      'POST',
      '/api/admin/email/messages/resend',
      { ids: [sent.id] },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/No SMTP server is configured/);
  });

  it('resends: requeues a failed message, copies a sent one, and audits it', async () => {
    const failed = await down.app.mailer.send(message());
    await down.database.db
      .update(emailMessages)
      .set({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null })
      .where(eq(emailMessages.id, failed.id ?? ''));
    const server = await startSmtp();
    const delivered = await down.app.mailer.send(message());
    expect(delivered.status).toBe('sent');

    const res = await api<EmailResendResult>(
      down,
      admin,
      'POST',
      '/api/admin/email/messages/resend',
      { ids: [failed.id, delivered.id] },
    );
    expect(res.status).toBe(200);
    expect(res.body.requeued).toEqual([failed.id]);
    expect(res.body.created).toHaveLength(1);
    expect(res.body.skipped).toEqual([]);
    const copyId = res.body.created[0] ?? '';
    expect(res.body.outcomes).toEqual({ [failed.id ?? '']: 'sent', [copyId]: 'sent' });

    expect(await row(down, failed.id ?? '')).toMatchObject({ status: 'sent', attempts: 1 });
    const copy = await row(down, copyId);
    expect(copy).toMatchObject({ status: 'sent', resendOf: delivered.id, attempts: 1 });
    expect((await row(down, delivered.id ?? '')).status).toBe('sent');
    const original = await row(down, delivered.id ?? '');
    expect(server.messages.filter((m) => m.envelopeTo.includes(original.toAddress))).toHaveLength(
      2,
    );

    const [entry] = await audits(down, 'email.resend');
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'email_message', targetId: null });
    expect(entry?.after).toEqual({ requeued: [failed.id], created: [copyId], skipped: [] });
    await stopSmtp();

    const unknown = await api(down, admin, 'POST', '/api/admin/email/messages/resend', {
      ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(404);
    const none = await api(down, admin, 'POST', '/api/admin/email/messages/resend', { ids: [] });
    expect(none.status).toBe(400);
  });

  it('resending while the server is down leaves the message queued for the worker', async () => {
    const failed = await down.app.mailer.send(message());
    await down.database.db
      .update(emailMessages)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(eq(emailMessages.id, failed.id ?? ''));
    const res = await api<EmailResendResult>(
      down,
      admin,
      'POST',
      '/api/admin/email/messages/resend',
      { ids: [failed.id] },
    );
    expect(res.body.outcomes[failed.id ?? '']).toBe('queued');
    expect(await row(down, failed.id ?? '')).toMatchObject({ status: 'queued', attempts: 1 });
  });
});

describe('email-configuration', () => {
  it('shows no server at first, then stores one with the password masked, audited', async () => {
    const first = await api<EmailConfiguration>(
      plain,
      plainAdmin,
      'GET',
      '/api/admin/email/configuration',
    );
    expect(first.body).toMatchObject({ source: 'none', inForce: null, stored: null });
    expect(first.body.from).toBe('Tafawuq <no-reply@tafawuq.local>');

    const secret = 'Very-Secret-Pass-42';
    const saved = await api<EmailConfiguration>(
      plain,
      plainAdmin,
      'PUT',
      '/api/admin/email/configuration',
      {
        host: 'smtp.example.test',
        port: 587,
        secure: false,
        user: 'mailer',
        password: secret,
        from: 'Exams <exams@example.test>',
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.raw).not.toContain(secret);
    expect(saved.body).toMatchObject({
      source: 'database',
      from: 'Exams <exams@example.test>',
      inForce: { host: 'smtp.example.test', port: 587, user: 'mailer', passwordSet: true },
    });
    const [stored] = await plain.database.db
      .select()
      .from(systemSettings)
      .where(eq(systemSettings.key, SMTP_SETTINGS_KEY));
    expect(JSON.stringify(stored?.value)).not.toContain(secret);
    const [entry] = await audits(plain, 'email.configure');
    expect(entry).toMatchObject({ actorId: plainAdmin.id, targetType: 'email_settings' });
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(entry?.after).toMatchObject({ user: 'mailer', password: 'set', passwordChanged: true });

    // A blank password keeps the stored one; a password needs a user name.
    const kept = await api<EmailConfiguration>(
      plain,
      plainAdmin,
      'PUT',
      '/api/admin/email/configuration',
      { host: 'smtp.example.test', port: 587, secure: false, user: 'mailer', from: 'a@b.test' },
    );
    expect(kept.body.inForce?.passwordSet).toBe(true);
    const orphan = await api<{ fields: Record<string, string> }>(
      plain,
      plainAdmin,
      'PUT',
      '/api/admin/email/configuration',
      { host: 'smtp.example.test', port: 587, secure: false, password: 'x', from: 'a@b.test' },
    );
    expect(orphan.status).toBe(400);
    expect(orphan.body.fields.user).toMatch(/user name/);

    // A message waiting for its retry goes at once with the new server.
    const waitingTo = `waiting.retry.${Date.now()}@example.test`;
    const [waiting] = await plain.database.db
      .insert(emailMessages)
      .values({
        ...{ toAddress: waitingTo, subject: 'Waited', html: '<p>w</p>', text: 'w' },
        status: 'queued',
        attempts: 3,
        error: 'connect ECONNREFUSED',
        nextAttemptAt: later(new Date(), 60 * MINUTE),
      })
      .returning({ id: emailMessages.id });

    // The loopback server takes no sign-in.
    const server = await startSmtp();
    const loopback = await api<EmailConfiguration>(
      plain,
      plainAdmin,
      'PUT',
      '/api/admin/email/configuration',
      {
        host: '127.0.0.1',
        port,
        secure: false,
        user: '',
        clearPassword: true,
        from: 'Exams <exams@example.test>',
      },
    );
    expect(loopback.body.inForce).toMatchObject({ host: '127.0.0.1', port, passwordSet: false });
    await server.waitFor((m) => m.envelopeTo.includes(waitingTo));
    await plain.app.mailer.idle();
    expect(await row(plain, waiting?.id ?? '')).toMatchObject({ status: 'sent', attempts: 4 });

    // New mail now goes through the stored server, from the stored sender.
    const outgoing = message();
    expect((await plain.app.mailer.send(outgoing)).status).toBe('sent');
    const mail = await server.waitFor((m) => m.envelopeTo.includes(outgoing.to));
    expect(mail.from).toContain('exams@example.test');

    const ok = await api<SmtpTestResult>(
      plain,
      plainAdmin,
      'POST',
      '/api/admin/email/configuration/test',
      {},
    );
    expect(ok.body).toMatchObject({ ok: true, host: '127.0.0.1', port });
    expect(ok.body.message).toMatch(/220/);
    await stopSmtp();

    const failing = await api<SmtpTestResult>(
      plain,
      plainAdmin,
      'POST',
      '/api/admin/email/configuration/test',
      {},
    );
    expect(failing.body.ok).toBe(false);
    expect(failing.body.message).toMatch(/ECONNREFUSED/);

    const bad = await api<{ fields: Record<string, string> }>(
      plain,
      plainAdmin,
      'PUT',
      '/api/admin/email/configuration',
      { host: 'mail server', port: 70000, secure: false, from: 'nobody' },
    );
    expect(bad.status).toBe(400);

    const removed = await api<EmailConfiguration>(
      plain,
      plainAdmin,
      'DELETE',
      '/api/admin/email/configuration',
    );
    expect(removed.body).toMatchObject({ source: 'none', stored: null });
    expect((await plain.app.mailer.send(message())).status).toBe('stored');
    const [deletion] = await audits(plain, 'email.configure');
    expect(deletion?.after).toBeNull();
    const twice = await api(plain, plainAdmin, 'DELETE', '/api/admin/email/configuration');
    expect(twice.status).toBe(404);
  });

  it('tests the settings on the form before they are saved', async () => {
    const res = await api<SmtpTestResult>(
      plain,
      plainAdmin,
      'POST',
      '/api/admin/email/configuration/test',
      {
        settings: {
          host: '127.0.0.1',
          port,
          secure: false,
          user: '',
          password: '',
          from: 'a@b.test',
        },
      },
    );
    expect(res.body).toMatchObject({ ok: false, host: '127.0.0.1', port });
    const none = await api<SmtpTestResult>(
      plain,
      plainAdmin,
      'POST',
      '/api/admin/email/configuration/test',
      {},
    );
    expect(none.body).toMatchObject({ ok: false });
    expect(none.body.message).toMatch(/No SMTP server/);
  });

  it('lets SMTP_URL win over the stored settings and never shows its password', async () => {
    const envPassword = 'Env-Only-Password-77';
    const other = await buildTestApp({
      smtpUrl: `smtp://mailer%40example.test:${envPassword}@127.0.0.1:${port}`,
    });
    try {
      const otherAdmin = await createUser(other, 'admin');
      await api(other, otherAdmin, 'PUT', '/api/admin/email/configuration', {
        host: 'smtp.example.test',
        port: 2525,
        secure: true,
        user: 'stored-user',
        password: 'stored-pass',
        from: 'stored@example.test',
      });
      const res = await api<EmailConfiguration>(
        other,
        otherAdmin,
        'GET',
        '/api/admin/email/configuration',
      );
      expect(res.raw).not.toContain(envPassword);
      expect(res.raw).not.toContain('stored-pass');
      expect(res.body).toMatchObject({
        source: 'environment',
        from: 'Tafawuq <no-reply@tafawuq.local>',
        inForce: { host: '127.0.0.1', port, user: 'mailer@example.test', passwordSet: true },
        stored: { host: 'smtp.example.test', port: 2525, secure: true, user: 'stored-user' },
      });
    } finally {
      await other.close();
    }
  });
});

describe('access', () => {
  it('refuses every e-mail admin API to non-administrators', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/admin/email/messages'],
      ['GET', '/api/admin/email/messages/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/email/messages/resend'],
      ['GET', '/api/admin/email/configuration'],
      ['PUT', '/api/admin/email/configuration'],
      ['DELETE', '/api/admin/email/configuration'],
      ['POST', '/api/admin/email/configuration/test'],
    ];
    for (const [method, url] of routes) {
      const res = await plain.app.inject({
        method: method as 'GET',
        url,
        headers: student.headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const listed = plain.app.routeAccess.filter((r) => r.url.startsWith('/api/admin/email/'));
    expect(listed.length).toBeGreaterThanOrEqual(routes.length - 1);
    expect(listed.every((r) => r.access === ACCESS.admin)).toBe(true);
  });
});
