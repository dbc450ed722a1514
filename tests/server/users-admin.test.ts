import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailMessages, profiles, verifications } from '../../src/server/db/schema';
import { changeRole } from '../../src/server/modules/users/change-role';
import { deactivateAccount } from '../../src/server/modules/users/set-account-active';
import { createUser, signIn, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_APP_URL, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin', { firstName: 'Amal' });
});
afterAll(() => ctx.close());

const post = (url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const list = (query: Record<string, string | undefined> = {}, headers = admin.headers) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/users?${new URLSearchParams(
      Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
    )}`,
    headers,
  });
const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/me', headers });

async function auditOf(action: string, targetId: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}
async function profileOf(id: string) {
  const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, id));
  if (!row) throw new Error('no profile');
  return row;
}
async function setProfile(id: string, values: Partial<typeof profiles.$inferInsert>) {
  await ctx.database.db.update(profiles).set(values).where(eq(profiles.id, id));
}

describe('the users list', () => {
  it('searches by name or e-mail, filters by role and verification, sorts and pages', async () => {
    const tag = `zq${Date.now()}`;
    const layla = await createUser(ctx, 'student', {
      email: `layla.${tag}@example.test`,
      firstName: 'Layla',
    });
    const omar = await createUser(ctx, 'affiliate', {
      email: `omar.${tag}@example.test`,
      firstName: 'Omar',
    });
    await setProfile(layla.id, { emailVerified: true });
    await setProfile(omar.id, { adminVerified: true });

    const all = await list({ search: tag });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    const row = all.json().items.find((u: { id: string }) => u.id === layla.id);
    expect(row).toMatchObject({
      name: 'Layla Student',
      email: layla.email,
      role: 'student',
      emailVerified: true,
      adminVerified: false,
      activeSessions: 1,
    });

    const byName = await list({ search: 'layla student' });
    expect(byName.json().items.map((u: { id: string }) => u.id)).toContain(layla.id);
    expect((await list({ search: tag, role: 'affiliate' })).json().items).toEqual([
      expect.objectContaining({ id: omar.id }),
    ]);
    expect((await list({ search: tag, verification: 'email' })).json().items).toEqual([
      expect.objectContaining({ id: layla.id }),
    ]);
    expect((await list({ search: tag, verification: 'admin' })).json().items).toEqual([
      expect.objectContaining({ id: omar.id }),
    ]);
    expect((await list({ search: tag, verification: 'unverified' })).json().total).toBe(0);

    const sorted = await list({ search: tag, sort: 'name', order: 'asc' });
    expect(sorted.json().items.map((u: { id: string }) => u.id)).toEqual([layla.id, omar.id]);
    const desc = await list({ search: tag, sort: 'email', order: 'desc' });
    expect(desc.json().items.map((u: { id: string }) => u.id)).toEqual([omar.id, layla.id]);

    const paged = await list({ search: tag, sort: 'name', order: 'asc', page: '2', pageSize: '1' });
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.json().items.map((u: { id: string }) => u.id)).toEqual([omar.id]);

    // % and _ are taken literally.
    expect((await list({ search: '%' })).json().total).toBe(0);
  });

  it('answers bad input with 400, never 500', async () => {
    for (const query of [
      { search: 'a\u0000b' },
      { search: 'x'.repeat(201) },
      { role: 'root' },
      { verification: 'maybe' },
      { sort: 'password' },
      { order: 'up' },
      { page: '0' },
      { page: 'abc' },
      { pageSize: '1000' },
    ]) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    for (const id of ['%00', 'a%20b', 'x'.repeat(65), '..%2F..', '%E2%80%AE']) {
      const res = await post(`/api/admin/users/${id}/admin-verify`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('userId: Invalid user id');
    }
    const huge = await post('/api/admin/users/abc/role', {
      role: 'affiliate',
      code: 'A'.repeat(5000),
    });
    expect(huge.statusCode).toBe(400);
    const ctl = await post('/api/admin/users/abc/role', { role: 'affiliate', code: 'AB\u0000C' });
    expect(ctl.statusCode).toBe(400);
    const unknownRole = await post('/api/admin/users/abc/role', { role: 'inactive' });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().message).toBe('role: Choose student, affiliate or admin');
  });
});

describe('changing a role', () => {
  it('changes it, audits it, and the new role applies at once', async () => {
    const student = await createUser(ctx, 'student');
    const res = await post(`/api/admin/users/${student.id}/role`, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: student.id, role: 'admin' });
    expect((await me(student.headers)).json().role).toBe('admin');
    const [entry] = await auditOf('user.role_change', student.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'user',
      before: { role: 'student', code: null },
      after: { role: 'admin', code: null },
    });
    expect(entry?.ip).toBeTruthy();

    // And back: there are two administrators now.
    const back = await post(`/api/admin/users/${student.id}/role`, { role: 'student' });
    expect(back.statusCode).toBe(200);
    expect((await auditOf('user.role_change', student.id)).length).toBe(2);
  });

  it('makes an affiliate only with a code, refusing a taken one', async () => {
    const student = await createUser(ctx, 'student');
    const noCode = await post(`/api/admin/users/${student.id}/role`, { role: 'affiliate' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({
      message: 'An affiliate needs a code: enter one',
      fields: { code: 'An affiliate needs a code' },
    });
    const badCode = await post(`/api/admin/users/${student.id}/role`, {
      role: 'affiliate',
      code: 'a',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields.code).toBe('Use 3 to 20 letters, digits or dashes');

    const other = await createUser(ctx, 'affiliate');
    await setProfile(other.id, { code: 'TAKEN-1' });
    const taken = await post(`/api/admin/users/${student.id}/role`, {
      role: 'affiliate',
      code: ' taken-1 ',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This affiliate code is already in use');
    expect((await profileOf(student.id)).role).toBe('student');
    expect(await auditOf('user.role_change', student.id)).toEqual([]);

    const ok = await post(`/api/admin/users/${student.id}/role`, {
      role: 'affiliate',
      code: ' layla-10 ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ role: 'affiliate', code: 'LAYLA-10' });

    // A former affiliate keeps the code and needs no new one.
    await post(`/api/admin/users/${student.id}/role`, { role: 'student' });
    const again = await post(`/api/admin/users/${student.id}/role`, { role: 'affiliate' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.code).toBe('LAYLA-10');
  });

  it('refuses what does not apply and changes nothing', async () => {
    const student = await createUser(ctx, 'student');
    const same = await post(`/api/admin/users/${student.id}/role`, { role: 'student' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('This user is already a student');

    const self = await post(`/api/admin/users/${admin.id}/role`, { role: 'student' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot change your own role');

    await post(`/api/admin/users/${student.id}/deactivate`);
    const inactive = await post(`/api/admin/users/${student.id}/role`, { role: 'admin' });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('This account is deactivated: reactivate it first');
    expect((await profileOf(student.id)).role).toBe('inactive');

    const unknown = await post('/api/admin/users/no-such-user/role', { role: 'admin' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    expect(await auditOf('user.role_change', student.id)).toEqual([]);
  });
});

describe('the last administrator', () => {
  it('can be neither demoted nor deactivated, even by two administrators at once', async () => {
    // A database of its own: here only these two are administrators.
    const local = await buildTestApp();
    try {
      const a = await createUser(local, 'admin');
      const b = await createUser(local, 'admin');
      const call = (by: TestUser, url: string, payload?: unknown) =>
        local.app.inject({
          method: 'POST',
          url,
          headers: by.headers,
          ...(payload ? { payload } : {}),
        });

      // Each demotes the other at the same time: exactly one succeeds.
      const [ab, ba] = await Promise.all([
        call(a, `/api/admin/users/${b.id}/role`, { role: 'student' }),
        call(b, `/api/admin/users/${a.id}/role`, { role: 'student' }),
      ]);
      // The loser is refused either as the last administrator (409), or, when its request is
      // checked after the winner's commit, as no longer an administrator (403).
      const refused = ab.statusCode === 200 ? ba : ab;
      expect([ab.statusCode, ba.statusCode]).toContain(200);
      expect(refused.statusCode === 409 || refused.statusCode === 403).toBe(true);
      expect(refused.json().message).toBe(
        refused.statusCode === 409
          ? 'This is the last administrator: make someone else an administrator first'
          : 'You do not have access to this resource',
      );
      const [survivor, demoted] = ab.statusCode === 200 ? [a, b] : [b, a];
      const admins = await local.database.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.role, 'admin'));
      expect(admins.map((r) => r.id)).toEqual([survivor.id]);

      expect(demoted.id).not.toBe(survivor.id);
    } finally {
      await local.close();
    }
  });

  it('is refused with 409 and the reason, and nothing changes', async () => {
    const local = await buildTestApp();
    try {
      const only = await createUser(local, 'admin');
      const student = await createUser(local, 'student');
      // The routes let only administrators in, and never on their own account: the rule
      // bites when the caller stopped being one meanwhile. The services show it plainly.
      const actor = { userId: student.id, email: student.email, ip: '127.0.0.1' };
      await expect(
        changeRole(local.database.db, only.id, { role: 'student' }, actor),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: 'This is the last administrator: make someone else an administrator first',
      });
      const deps = { db: local.database.db, mailer: local.app.mailer, appUrl: TEST_APP_URL };
      await expect(deactivateAccount(deps, only.id, actor)).rejects.toMatchObject({
        statusCode: 409,
        message: 'The last administrator cannot be deactivated',
      });
      const [row] = await local.database.db
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, only.id));
      expect(row?.role).toBe('admin');
      expect(await local.database.db.select().from(auditLog)).toEqual([]);
    } finally {
      await local.close();
    }
  });
});

describe('deactivation and reactivation', () => {
  it('are audited with the roles before and after', async () => {
    const affiliate = await createUser(ctx, 'affiliate');
    const off = await post(`/api/admin/users/${affiliate.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ role: 'inactive', sessionsEnded: 1 });
    expect((await me(affiliate.headers)).statusCode).toBe(401);
    const [entry] = await auditOf('user.deactivate', affiliate.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { role: 'affiliate', previousRole: null },
      after: { role: 'inactive', previousRole: 'affiliate', sessionsEnded: 1 },
    });

    const on = await post(`/api/admin/users/${affiliate.id}/reactivate`);
    expect(on.json()).toMatchObject({ role: 'affiliate' });
    const [back] = await auditOf('user.reactivate', affiliate.id);
    expect(back).toMatchObject({
      before: { role: 'inactive', previousRole: 'affiliate' },
      after: { role: 'affiliate', previousRole: null },
    });
  });

  it('refusals write no audit entry', async () => {
    const student = await createUser(ctx, 'student');
    expect((await post(`/api/admin/users/${student.id}/reactivate`)).statusCode).toBe(409);
    expect((await post(`/api/admin/users/${admin.id}/deactivate`)).statusCode).toBe(409);
    expect(await auditOf('user.reactivate', student.id)).toEqual([]);
    expect(await auditOf('user.deactivate', admin.id)).toEqual([]);
  });
});

describe('admin-verified, verification e-mail, password reset, sessions', () => {
  it('marks an account admin-verified once', async () => {
    const student = await createUser(ctx, 'student');
    const res = await post(`/api/admin/users/${student.id}/admin-verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.adminVerified).toBe(true);
    expect(await auditOf('user.admin_verify', student.id)).toEqual([
      expect.objectContaining({ before: { adminVerified: false }, after: { adminVerified: true } }),
    ]);
    const twice = await post(`/api/admin/users/${student.id}/admin-verify`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This account is already admin-verified');
    expect((await auditOf('user.admin_verify', student.id)).length).toBe(1);
  });

  it('the manual verification fix is audited too', async () => {
    const student = await createUser(ctx, 'student');
    const res = await post('/api/admin/verification-fix', { email: student.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(await auditOf('user.verification_fix', student.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        before: { adminVerified: false },
        after: { adminVerified: true, signedOut: false },
      }),
    ]);
    const missing = await post('/api/admin/verification-fix', { email: 'nobody@example.test' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No user found with email: nobody@example.test');
  });

  it('sends the verification e-mail again, unless the address is confirmed', async () => {
    const student = await createUser(ctx, 'student');
    const res = await post(`/api/admin/users/${student.id}/verification-email`);
    expect(res.statusCode).toBe(200);
    await ctx.app.mailer.idle();
    const mails = await ctx.database.db
      .select()
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.toAddress, student.email),
          eq(emailMessages.templateKey, 'verify-email'),
        ),
      );
    expect(mails.length).toBe(1);
    expect(mails[0]?.text).toContain('/api/auth/verify-email?token=');
    expect(await auditOf('user.verification_email_resend', student.id)).toEqual([
      expect.objectContaining({ after: { email: student.email } }),
    ]);

    // The link works: the address is confirmed, and a second resend is refused.
    const link = /https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
    const url = new URL(link);
    const verify = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(verify.statusCode).toBeLessThan(400);
    expect((await profileOf(student.id)).emailVerified).toBe(true);
    const again = await post(`/api/admin/users/${student.id}/verification-email`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This e-mail address is already verified');
    expect((await auditOf('user.verification_email_resend', student.id)).length).toBe(1);
  });

  it('forces a password reset: sessions end at once and the reset e-mail goes out', async () => {
    const student = await createUser(ctx, 'student', { firstName: 'Huda' });
    const res = await post(`/api/admin/users/${student.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sessionsEnded: 1, user: { activeSessions: 0 } });
    expect((await me(student.headers)).statusCode).toBe(401);
    await ctx.app.mailer.idle();
    const mails = await ctx.database.db
      .select()
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.toAddress, student.email),
          eq(emailMessages.templateKey, 'reset-password'),
        ),
      );
    expect(mails.length).toBe(1);
    expect(mails[0]?.text).toContain('/auth?mode=update-password&token=');
    const tokens = await ctx.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.value, student.id));
    expect(tokens.some((t) => t.identifier.startsWith('reset-password:'))).toBe(true);
    expect(await auditOf('user.password_reset_force', student.id)).toEqual([
      expect.objectContaining({
        before: { activeSessions: 1 },
        after: { activeSessions: 0, resetEmailTo: student.email },
      }),
    ]);

    const self = await post(`/api/admin/users/${admin.id}/password-reset`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('To change your own password, use your settings');
  });

  it('revokes every session, and refuses when there is none', async () => {
    const student = await createUser(ctx, 'student');
    const second = { cookie: await signIn(ctx, student.email, student.password), ...TEST_ORIGIN };
    const res = await post(`/api/admin/users/${student.id}/revoke-sessions`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sessionsEnded: 2, user: { activeSessions: 0 } });
    expect((await me(student.headers)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(await auditOf('user.sessions_revoke', student.id)).toEqual([
      expect.objectContaining({ before: { activeSessions: 2 }, after: { activeSessions: 0 } }),
    ]);

    const none = await post(`/api/admin/users/${student.id}/revoke-sessions`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This user has no active sessions');
    const self = await post(`/api/admin/users/${admin.id}/revoke-sessions`);
    expect(self.statusCode).toBe(409);
    expect((await auditOf('user.sessions_revoke', student.id)).length).toBe(1);
  });

  it('refuses e-mail actions for deactivated accounts', async () => {
    const student = await createUser(ctx, 'student');
    await post(`/api/admin/users/${student.id}/deactivate`);
    for (const action of ['verification-email', 'password-reset']) {
      const res = await post(`/api/admin/users/${student.id}/${action}`);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message).toBe('This account is deactivated: reactivate it first');
    }
  });
});

describe('access', () => {
  it('every users endpoint answers 403 to non-administrators and 401 to visitors', async () => {
    const target = await createUser(ctx, 'student');
    const urls = [
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${target.id}/role`],
      ['POST', `/api/admin/users/${target.id}/deactivate`],
      ['POST', `/api/admin/users/${target.id}/reactivate`],
      ['POST', `/api/admin/users/${target.id}/admin-verify`],
      ['POST', `/api/admin/users/${target.id}/verification-email`],
      ['POST', `/api/admin/users/${target.id}/password-reset`],
      ['POST', `/api/admin/users/${target.id}/revoke-sessions`],
      ['POST', `/api/admin/users/${target.id}/impersonate`],
      ['POST', '/api/admin/verification-fix'],
    ] as const;
    for (const role of ['student', 'affiliate'] as const) {
      const user = await createUser(ctx, role);
      for (const [method, url] of urls) {
        const res = await ctx.app.inject({ method, url, headers: user.headers, payload: {} });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of urls) {
      const res = await ctx.app.inject({ method, url, headers: TEST_ORIGIN, payload: {} });
      expect(res.statusCode, `visitor ${method} ${url}`).toBe(401);
    }
    expect((await profileOf(target.id)).role).toBe('student');
  });

  it("better-auth's own admin endpoints are closed", async () => {
    const target = await createUser(ctx, 'student');
    for (const path of ['set-role', 'impersonate-user', 'ban-user', 'remove-user', 'list-users']) {
      const res = await ctx.app.inject({
        method: path === 'list-users' ? 'GET' : 'POST',
        url: `/api/auth/admin/${path}`,
        headers: admin.headers,
        payload: path === 'list-users' ? undefined : { userId: target.id, role: 'admin' },
      });
      expect(res.statusCode, path).toBe(404);
    }
    expect((await profileOf(target.id)).role).toBe('student');
  });
});
