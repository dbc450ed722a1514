import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../src/server/db/schema';
import { createAccount } from '../../src/server/modules/auth/create-account';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

/** A cookie jar of one browser: Set-Cookie answers update it. */
function browser(initial: Record<string, string>) {
  const jar = new Map<string, string>();
  for (const part of (initial.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return {
    headers: () => ({
      ...TEST_ORIGIN,
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    }),
    take(res: { cookies: { name: string; value: string; maxAge?: number; expires?: Date }[] }) {
      for (const c of res.cookies) {
        const expired =
          c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
        if (expired) jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
    },
  };
}

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method, url, headers });

describe('view as student', () => {
  it('opens the student area as the student, audited, and "Back to admin" restores the admin', async () => {
    const student = await createUser(ctx, 'student', { firstName: 'Layla' });
    const b = browser(admin.headers);

    const start = await inject('POST', `/api/admin/users/${student.id}/impersonate`, b.headers());
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ redirectTo: '/student/dashboard' });
    b.take(start);

    // The session is the student's: the reader and the access checks treat it so.
    const who = await inject('GET', '/api/account/me', b.headers());
    expect(who.json()).toMatchObject({ id: student.id, role: 'student' });
    expect((await inject('GET', '/api/admin/users', b.headers())).statusCode).toBe(403);
    expect((await inject('GET', '/api/student/exams', b.headers())).statusCode).not.toBe(403);
    const status = await inject('GET', '/api/account/impersonation', b.headers());
    expect(status.json()).toEqual({
      impersonating: true,
      student: { id: student.id, name: 'Layla Student', email: student.email },
      admin: { id: admin.id, email: admin.email },
    });
    const [impersonated] = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, student.id), eq(sessions.impersonatedBy, admin.id)));
    if (!impersonated) throw new Error('no impersonation session');
    // An hour at most.
    expect(impersonated.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.impersonate'), eq(auditLog.targetId, student.id)));
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: 'user' });
    expect(entry?.after).toMatchObject({ sessionId: impersonated.id });

    // The student's own session is untouched.
    expect((await inject('GET', '/api/account/me', student.headers)).json().id).toBe(student.id);

    const stop = await inject('POST', '/api/account/impersonation/stop', b.headers());
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ redirectTo: '/admin/dashboard' });
    b.take(stop);
    expect((await inject('GET', '/api/account/me', b.headers())).json()).toMatchObject({
      id: admin.id,
      role: 'admin',
    });
    expect((await inject('GET', '/api/admin/users', b.headers())).statusCode).toBe(200);
    // The impersonation session is gone.
    const left = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, impersonated.id));
    expect(left).toEqual([]);
    const stopped = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.impersonate_stop'), eq(auditLog.targetId, student.id)));
    expect(stopped).toEqual([expect.objectContaining({ actorId: admin.id })]);
  });

  it('is only for students', async () => {
    for (const role of ['affiliate', 'admin'] as const) {
      const other = await createUser(ctx, role);
      const res = await inject('POST', `/api/admin/users/${other.id}/impersonate`, admin.headers);
      expect(res.statusCode, role).toBe(409);
      expect(res.json().message).toBe('Only students can be viewed as a student');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const inactive = await createUser(ctx, 'student');
    await inject('POST', `/api/admin/users/${inactive.id}/deactivate`, admin.headers);
    const res = await inject('POST', `/api/admin/users/${inactive.id}/impersonate`, admin.headers);
    expect(res.statusCode).toBe(409);
    const unknown = await inject('POST', '/api/admin/users/nobody/impersonate', admin.headers);
    expect(unknown.statusCode).toBe(404);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.impersonate'));
    expect(entries.every((e) => e.targetId !== inactive.id)).toBe(true);
  });

  it('stopping needs an impersonated session; students and admins cannot misuse it', async () => {
    const student = await createUser(ctx, 'student');
    const notViewing = await inject('POST', '/api/account/impersonation/stop', student.headers);
    expect(notViewing.statusCode).toBe(409);
    expect(notViewing.json().message).toBe('You are not viewing as a student');
    expect(
      (await inject('GET', '/api/account/impersonation', student.headers)).json(),
    ).toMatchObject({ impersonating: false, admin: null });
    expect(
      (await inject('POST', '/api/account/impersonation/stop', admin.headers)).statusCode,
    ).toBe(403);
    // A student cannot start one.
    const other = await createUser(ctx, 'student');
    const res = await inject('POST', `/api/admin/users/${other.id}/impersonate`, student.headers);
    expect(res.statusCode).toBe(403);
  });

  it('when the admin session ended meanwhile, stopping signs out and asks to sign in', async () => {
    const student = await createUser(ctx, 'student');
    const otherAdmin = await createUser(ctx, 'admin');
    const b = browser(otherAdmin.headers);
    const start = await inject('POST', `/api/admin/users/${student.id}/impersonate`, b.headers());
    b.take(start);
    // The administrator's own session is revoked (e.g. by another administrator).
    await inject('POST', `/api/admin/users/${otherAdmin.id}/revoke-sessions`, admin.headers);
    const stop = await inject('POST', '/api/account/impersonation/stop', b.headers());
    // The student session is signed out too, and the browser signs in again.
    expect(stop.statusCode).toBe(401);
    expect(stop.json().message).toBe('Your administrator session has ended. Please sign in again.');
    expect((await inject('GET', '/api/account/me', b.headers())).statusCode).toBe(401);
  });

  it('works for an unconfirmed student when e-mail confirmation is required', async () => {
    const strict = await buildTestApp({ requireEmailVerification: true });
    try {
      const boss = await createUser(strict, 'admin');
      const student = await createAccount(strict.database.db, {
        email: `unconfirmed.${Date.now()}@example.test`,
        password: 'secret-password',
        firstName: 'Sara',
        lastName: 'Nasser',
        role: 'student',
      });
      const res = await strict.app.inject({
        method: 'POST',
        url: `/api/admin/users/${student.id}/impersonate`,
        headers: boss.headers,
      });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.findLast((c) => c.name.endsWith('session_token') && c.value);
      const who = await strict.app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { ...TEST_ORIGIN, cookie: `${cookie?.name}=${cookie?.value}` },
      });
      expect(who.json()).toMatchObject({ id: student.id, role: 'student' });
    } finally {
      await strict.close();
    }
  });
});
