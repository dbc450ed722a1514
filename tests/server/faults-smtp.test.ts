import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../src/server/db/schema';
import { processOutbox } from '../../src/server/modules/email/outbox';
import { createUser } from '../helpers/factory';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

// The mail server down while users act (issue 22, Faults): what they asked for still
// succeeds, the e-mail waits in the outbox, and the worker delivers it once the server is
// back; the link it carries then still works. The outbox's own retry schedule and its
// claim-once guarantees are proven in email-outbox-worker.test.ts.

let ctx: TestContext;
let port = 0;
let smtp: TestSmtpServer | undefined;

beforeAll(async () => {
  // A port that held an SMTP server a moment ago: connections to it are refused.
  const probe = await startSmtpServer();
  port = Number(new URL(probe.url).port);
  await probe.close();
  ctx = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await ctx.close();
  await smtp?.close();
});

const outboxFor = (to: string) =>
  ctx.database.db.select().from(emailMessages).where(eq(emailMessages.toAddress, to));

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the state never came');
}

describe('SMTP server down', () => {
  it('still answers the user, keeps the e-mails, and sends them once the server is back', async () => {
    const user = await createUser(ctx, 'student', { firstName: 'Huda' });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: TEST_ORIGIN,
      payload: { email: user.email, redirectTo: '/auth?mode=update-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ status: true });

    const newcomer = `newcomer.${Date.now()}@example.test`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        email: newcomer,
        password: 'secret-password',
        firstName: 'Sami',
        lastName: 'Nasser',
        role: 'student',
      },
    });
    expect(registered.statusCode).toBe(201);
    await ctx.app.mailer.idle();
    // The welcome e-mail goes out after the answer: wait until every first attempt has ended
    // (a message counts its attempt while it is still 'sending').
    await until(async () => {
      const all = [...(await outboxFor(user.email)), ...(await outboxFor(newcomer))];
      return all.length >= 2 && all.every((m) => m.attempts > 0 && m.status !== 'sending');
    });

    const waiting = [...(await outboxFor(user.email)), ...(await outboxFor(newcomer))];
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    for (const m of waiting) {
      expect(m).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
      expect(m.error).toMatch(/ECONNREFUSED|connect/i);
    }

    // The server is back; the worker's next pass (once the retry is due) delivers them all.
    smtp = await startSmtpServer(undefined, { port });
    const due = new Date(Math.max(...waiting.map((m) => m.nextAttemptAt?.getTime() ?? 0)) + 1000);
    const pass = await processOutbox(ctx.database.db, ctx.app.mailer, due);
    expect(pass.sent).toBeGreaterThanOrEqual(waiting.length);
    for (const m of [...(await outboxFor(user.email)), ...(await outboxFor(newcomer))])
      expect(m).toMatchObject({ status: 'sent', attempts: 2, error: null });

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(user.email));
    expect(mail.subject).toBe('Reset your Tafawuq password');
    await smtp.waitFor((m) => m.envelopeTo.includes(newcomer));

    // The late e-mail's link still sets a new password.
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '').searchParams.get('token');
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: TEST_ORIGIN,
      payload: { newPassword: 'another-secret', token },
    });
    expect(done.statusCode).toBe(200);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: TEST_ORIGIN,
      payload: { email: user.email, password: 'another-secret' },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});
