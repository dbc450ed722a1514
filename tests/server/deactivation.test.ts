import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

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
  });

  it('is for administrators only', async () => {
    const student = await createUser(ctx, 'student');
    const other = await createUser(ctx, 'student');
    const res = await post(`/api/admin/users/${other.id}/deactivate`, student.headers);
    expect(res.statusCode).toBe(403);
    expect((await me(other.headers)).json().role).toBe('student');
  });
});
