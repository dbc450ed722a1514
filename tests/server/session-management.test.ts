import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Another sign-in of the same user, from a phone in Cairo. */
async function secondSession(user: TestUser) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: '197.34.1.1',
    headers: { ...TEST_ORIGIN, 'user-agent': ANDROID },
    payload: { email: user.email, password: user.password },
  });
  const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
  return { cookie: `${cookie?.name}=${cookie?.value}`, ...TEST_ORIGIN };
}

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });
const del = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url, headers });

describe('my sessions', () => {
  it('lists my active sessions, marks this one, and signs another out for good', async () => {
    const user = await createUser(ctx, 'student');
    const phone = await secondSession(user);
    const list = await get('/api/account/sessions', user.headers);
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json();
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ deviceType: 'mobile', os: 'Android 14' });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    expect((await del(`/api/account/sessions/${other.id}`, user.headers)).statusCode).toBe(204);
    expect((await get('/api/account/me', phone)).statusCode).toBe(401);
    expect((await get('/api/account/sessions', user.headers)).json().sessions).toHaveLength(1);
  });

  it("cannot touch someone else's session", async () => {
    const a = await createUser(ctx, 'student');
    const b = await createUser(ctx, 'student');
    const [theirs] = (await get('/api/account/sessions', b.headers)).json().sessions;
    expect((await del(`/api/account/sessions/${theirs.id}`, a.headers)).statusCode).toBe(404);
    expect((await get('/api/account/me', b.headers)).statusCode).toBe(200);
  });

  it('answers a malformed id with 400', async () => {
    const user = await createUser(ctx, 'student');
    const res = await del('/api/account/sessions/not-a-uuid', user.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ id: 'Invalid session id' });
  });
});

describe('active sessions (administrators)', () => {
  it('lists every active session with the statistics', async () => {
    const user = await createUser(ctx, 'student');
    await secondSession(user);
    const res = await get('/api/admin/sessions', admin.headers);
    expect(res.statusCode).toBe(200);
    const { sessions, stats } = res.json();
    expect(stats.total).toBe(sessions.length);
    expect(stats.uniqueUsers).toBe(
      new Set(sessions.map((s: { user: { id: string } }) => s.user.id)).size,
    );
    expect(stats.averagePerUser).toBeCloseTo(stats.total / stats.uniqueUsers, 2);
    expect(stats.topLocations.length).toBeLessThanOrEqual(5);
    expect(stats.topLocations).toContainEqual({
      location: expect.stringContaining('Egypt'),
      count: expect.any(Number),
    });
    const mine = sessions.filter((s: { user: { id: string } }) => s.user.id === user.id);
    expect(mine).toHaveLength(2);
  });

  it('clears one session, then all sessions of a user', async () => {
    const user = await createUser(ctx, 'student');
    const phone = await secondSession(user);
    const { sessions } = (await get('/api/admin/sessions', admin.headers)).json();
    const phoneSession = sessions.find(
      (s: { user: { id: string }; deviceType: string }) =>
        s.user.id === user.id && s.deviceType === 'mobile',
    );
    expect((await del(`/api/admin/sessions/${phoneSession.id}`, admin.headers)).statusCode).toBe(
      204,
    );
    expect((await get('/api/account/me', phone)).statusCode).toBe(401);
    expect((await get('/api/account/me', user.headers)).statusCode).toBe(200);

    expect((await del(`/api/admin/users/${user.id}/sessions`, admin.headers)).statusCode).toBe(204);
    expect((await get('/api/account/me', user.headers)).statusCode).toBe(401);
    expect((await del('/api/admin/users/nobody/sessions', admin.headers)).statusCode).toBe(404);
  });
});
