import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, verifications } from '../../src/server/db/schema';
import { createUser, signIn } from '../helpers/factory';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { buildTestApp, TEST_APP_URL, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const requestReset = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: TEST_ORIGIN,
    payload: { email, redirectTo: '/auth?mode=update-password' },
  });

const resetPassword = (token: string, newPassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: TEST_ORIGIN,
    payload: { newPassword, token },
  });

const linkIn = (mail: ReceivedMail) => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no link in the e-mail');
  return new URL(link);
};

describe('password reset by e-mail through SMTP', () => {
  it('mails a one-hour, single-use link that sets a new password and signs out old sessions', async () => {
    const user = await createUser(ctx, 'student', { firstName: 'Layla' });

    const res = await requestReset(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    });

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(user.email));
    expect(mail.from).toContain('no-reply@tafawuq.local');
    expect(mail.subject).toBe('Reset your Tafawuq password');
    expect(mail.text).toContain('Hi Layla,');

    const link = linkIn(mail);
    expect(link.origin).toBe(TEST_APP_URL);
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('mode')).toBe('update-password');
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    // The HTML part carries the same link, escaped for HTML.
    expect(mail.html).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);
    // The link opens the web app's update-password view.
    const page = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);

    const [stored] = await ctx.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    const reset = await resetPassword(token, 'brand-new-secret');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    await expect(signIn(ctx, user.email, 'brand-new-secret')).resolves.toMatch(/session_token=/);
    await expect(signIn(ctx, user.email, user.password)).rejects.toThrow(/401/);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(401);

    const again = await resetPassword(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    await expect(signIn(ctx, user.email, 'another-secret')).rejects.toThrow(/401/);

    await ctx.app.mailer.idle();
    const [record] = await ctx.database.db
      .select()
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.toAddress, user.email),
          eq(emailMessages.templateKey, 'reset-password'),
        ),
      );
    expect(record).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(record?.providerId).toMatch(/@/);
    expect(record?.sentAt).toBeInstanceOf(Date);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const known = await createUser(ctx, 'student');
    const before = smtp.messages.length;
    const unknown = await requestReset('nobody.here@example.test');
    const knownRes = await requestReset(known.email);
    expect(unknown.statusCode).toBe(knownRes.statusCode);
    expect(unknown.body).toBe(knownRes.body);

    await smtp.waitFor((m) => m.envelopeTo.includes(known.email));
    await ctx.app.mailer.idle();
    expect(smtp.messages.slice(before).map((m) => m.envelopeTo)).toEqual([[known.email]]);
    const recorded = await ctx.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, 'nobody.here@example.test'));
    expect(recorded).toHaveLength(0);
  });

  it('rejects a made-up token and a too-short password, changing nothing', async () => {
    const bogus = await resetPassword('not-a-real-token', 'brand-new-secret');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().code).toBe('INVALID_TOKEN');

    const user = await createUser(ctx, 'student');
    await requestReset(user.email);
    const token =
      linkIn(await smtp.waitFor((m) => m.envelopeTo.includes(user.email))).searchParams.get(
        'token',
      ) ?? '';
    const short = await resetPassword(token, '123');
    expect(short.statusCode).toBe(400);
    await expect(signIn(ctx, user.email, user.password)).resolves.toMatch(/session_token=/);
  });
});

describe('a mail server that is down', () => {
  it('keeps the message queued with the error and still answers the reset request normally', async () => {
    const down = await startSmtpServer();
    await down.close();
    const other = await buildTestApp({ smtpUrl: down.url });
    try {
      const user = await createUser(other, 'student');
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: TEST_ORIGIN,
        payload: { email: user.email, redirectTo: '/auth?mode=update-password' },
      });
      expect(res.statusCode).toBe(200);
      await other.app.mailer.idle();
      const [record] = await other.database.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.toAddress, user.email));
      // The outbox keeps it for the worker's next attempt (ADR 0012).
      expect(record).toMatchObject({ status: 'queued', attempts: 1, providerId: null });
      expect(record?.error).toBeTruthy();
      expect(record?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await other.close();
    }
  });
});
