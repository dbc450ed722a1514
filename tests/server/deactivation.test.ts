import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailMessages } from '../../src/server/db/schema';
import { createUser, signIn, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_APP_URL, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const post = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url, headers });
const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/me', headers });
/** The stored messages (the outbox: no SMTP server in these tests) to one address. */
async function mailsTo(email: string, templateKey?: string) {
  await ctx.app.mailer.idle();
  return ctx.database.db
    .select()
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.toAddress, email),
        templateKey ? eq(emailMessages.templateKey, templateKey) : undefined,
      ),
    );
}

describe('deactivating an account', () => {
  it('makes the role inactive, signs every session out, and the next sign-in is limited', async () => {
    const affiliate = await createUser(ctx, 'affiliate');
    const res = await post(`/api/admin/users/${affiliate.id}/deactivate`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'inactive',
      previousRole: 'affiliate',
      sessionsEnded: 1,
    });

    // The old cookie no longer works.
    expect((await me(affiliate.headers)).statusCode).toBe(401);

    // Signing in again works, but only who-am-I and sign-out answer.
    const headers = {
      cookie: await signIn(ctx, affiliate.email, affiliate.password),
      ...TEST_ORIGIN,
    };
    const who = await me(headers);
    expect(who.statusCode).toBe(200);
    expect(who.json().role).toBe('inactive');
    const sessions = await ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers });
    expect(sessions.statusCode).toBe(403);
  });

  it('is undone by reactivation, which restores the previous role', async () => {
    const affiliate = await createUser(ctx, 'affiliate');
    await post(`/api/admin/users/${affiliate.id}/deactivate`, admin.headers);
    const res = await post(`/api/admin/users/${affiliate.id}/reactivate`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'affiliate', previousRole: null });

    const headers = {
      cookie: await signIn(ctx, affiliate.email, affiliate.password),
      ...TEST_ORIGIN,
    };
    const sessions = await ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers });
    expect(sessions.statusCode).toBe(200);
  });

  it('refuses the wrong cases with clear messages and changes nothing', async () => {
    const student = await createUser(ctx, 'student');
    const self = await post(`/api/admin/users/${admin.id}/deactivate`, admin.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate your own account');
    expect((await me(admin.headers)).json().role).toBe('admin');

    const notInactive = await post(`/api/admin/users/${student.id}/reactivate`, admin.headers);
    expect(notInactive.statusCode).toBe(409);
    expect(notInactive.json().message).toBe('This account is not deactivated');

    await post(`/api/admin/users/${student.id}/deactivate`, admin.headers);
    const twice = await post(`/api/admin/users/${student.id}/deactivate`, admin.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This account is already deactivated');

    const unknown = await post('/api/admin/users/no-such-user/deactivate', admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');

    // Only the one deactivation that happened sent an e-mail; the refusals sent none.
    expect((await mailsTo(student.email)).map((m) => m.templateKey)).toEqual([
      'account-deactivated',
    ]);
    expect(await mailsTo(admin.email)).toEqual([]);
  });

  it('e-mails the user once on deactivation and once on reactivation', async () => {
    const student = await createUser(ctx, 'student', { firstName: 'Layla' });
    expect(
      (await post(`/api/admin/users/${student.id}/deactivate`, admin.headers)).statusCode,
    ).toBe(200);
    const off = await mailsTo(student.email, 'account-deactivated');
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ subject: 'Your Tafawuq account has been deactivated' });
    expect(off[0]?.text).toContain('Hi Layla,');
    expect(off[0]?.text).toContain('support@tafawuq.com');
    expect(off[0]?.text).toContain(`(${student.email})`);
    expect(off[0]?.html).toContain('href="mailto:support@tafawuq.com"');
    expect(await mailsTo(student.email, 'account-reactivated')).toEqual([]);

    expect(
      (await post(`/api/admin/users/${student.id}/reactivate`, admin.headers)).statusCode,
    ).toBe(200);
    const on = await mailsTo(student.email, 'account-reactivated');
    expect(on).toHaveLength(1);
    expect(on[0]).toMatchObject({ subject: 'Your Tafawuq account is active again' });
    expect(on[0]?.text).toContain('Hi Layla,');
    expect(on[0]?.text).toContain(`${TEST_APP_URL}/auth\n`);
    expect(await mailsTo(student.email)).toHaveLength(2);
  });

  it('still deactivates and reactivates when the e-mail cannot be sent', async () => {
    const student = await createUser(ctx, 'student');
    const send = vi
      .spyOn(ctx.app.mailer, 'send')
      .mockRejectedValue(new Error('mail server on fire'));
    try {
      const off = await post(`/api/admin/users/${student.id}/deactivate`, admin.headers);
      expect(off.statusCode).toBe(200);
      expect(off.json().role).toBe('inactive');
      const on = await post(`/api/admin/users/${student.id}/reactivate`, admin.headers);
      expect(on.statusCode).toBe(200);
      expect(on.json().role).toBe('student');
      await ctx.app.mailer.idle();
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      send.mockRestore();
    }
    expect((await me(student.headers)).statusCode).toBe(401);
  });

  it('is for administrators only', async () => {
    const student = await createUser(ctx, 'student');
    const other = await createUser(ctx, 'student');
    const res = await post(`/api/admin/users/${other.id}/deactivate`, student.headers);
    expect(res.statusCode).toBe(403);
    expect((await me(other.headers)).json().role).toBe('student');
    expect(await mailsTo(other.email)).toEqual([]);
  });
});
