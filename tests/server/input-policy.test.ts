import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MSG } from '../../src/common/contracts/validation';
import { MSG } from '../../src/common/messages';
import { pageViews, profiles } from '../../src/server/db/schema';
import { ACCESS } from '../../src/server/plugins/access';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp({
    // A route whose query reaches PostgreSQL unchecked: what the backstop is for.
    extend: (app) =>
      app.get('/api/test/cast-uuid', {
        config: { access: ACCESS.public },
        handler: async (request) => {
          const { id } = request.query as { id: string };
          await ctx.database.db.execute(sql`select ${id}::uuid`);
          return { ok: true };
        },
      }),
  });
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student', { firstName: 'Karim' });
});
afterAll(() => ctx.close());

const json = { 'content-type': 'application/json' };
const patchProfile = (payload: string | Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/account/profile',
    headers: { ...student.headers, ...json },
    payload,
  });
const me = async () =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/account/me', headers: student.headers })
  ).json();
const viewCount = async () => (await ctx.database.db.select().from(pageViews)).length;

describe('text fields refuse control characters and broken Unicode', () => {
  it.each([
    ['NUL', 'Ka\u0000rim'],
    ['ESC', 'Ka\u001brim'],
    ['NEL (C1)', 'Ka\u0085rim'],
  ])('%s: 400 on the profile and the public page-view endpoint, nothing stored', async (_, bad) => {
    const res = await patchProfile({ firstName: bad, lastName: 'Adel' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `firstName: ${FIELD_MSG.controlChars}`,
      fields: { firstName: FIELD_MSG.controlChars },
    });
    expect((await me()).firstName).toBe('Karim');

    const before = await viewCount();
    const view = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      payload: { path: '/help', title: bad, visitorId: 'visitor-policy-1' },
    });
    expect(view.statusCode).toBe(400);
    expect(view.json().fields).toEqual({ title: FIELD_MSG.controlChars });
    expect(await viewCount()).toBe(before);
  });

  it('refuses an unpaired surrogate sent as raw JSON', async () => {
    const res = await patchProfile('{"firstName":"Ka\\ud800rim","lastName":"Adel"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ firstName: FIELD_MSG.invalidUnicode });
    expect((await me()).firstName).toBe('Karim');
  });

  it('checks query strings and better-auth routes too', async () => {
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/students?search=a%C2%85',
      headers: admin.headers,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().fields).toEqual({ search: FIELD_MSG.controlChars });

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: TEST_ORIGIN,
      payload: { email: `${student.email}\u0000`, password: student.password },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().fields).toEqual({ email: FIELD_MSG.controlChars });
  });

  it('stores text in NFC: e + combining acute is é', async () => {
    const res = await patchProfile({ firstName: 'Rene\u0301', lastName: 'Adel' });
    expect(res.statusCode).toBe(200);
    expect((await me()).firstName).toBe('Ren\u00e9');
    await patchProfile({ firstName: 'Karim', lastName: 'Adel' });
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const url = '/api/admin/email-templates/account-reactivated';
    const text = 'Hi {{firstName}},\r\n\n\tWelcome back: {{url}}\n';
    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { subject: 'Welcome back {{firstName}}', html: '<p>Hi {{firstName}}</p>', text },
    });
    expect(put.statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(read.json().text).toBe(text);
  });
});

describe('odd path ids and malformed dates', () => {
  const ids = ['%00', 'x%00y', '%ff', 'a'.repeat(80)];

  it.each(ids)('path id %s: a 400 with a message on every kind of id route', async (id) => {
    for (const [method, url, headers] of [
      ['POST', `/api/admin/users/${id}/deactivate`, admin.headers],
      ['DELETE', `/api/admin/users/${id}/sessions`, admin.headers],
      ['GET', `/api/admin/students/${id}`, admin.headers],
      ['GET', `/api/student/exams/${id}`, student.headers],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
    expect((await me()).role).toBe('student');
  });

  it('answers a path id longer than any of ours with 414', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/students/${'a'.repeat(5000)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(414);
  });

  it.each(['2025-02-31', 'x', '99999-01-01'])('query date %s: 400', async (day) => {
    for (const url of [
      `/api/admin/analytics/website?from=${day}&to=2025-03-01`,
      `/api/admin/audit-log?from=${day}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toMatchObject({ from: FIELD_MSG.day });
    }
  });

  it('turns a value PostgreSQL refuses into a 400, not a 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/cast-uuid?id=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid input' });
  });
});

describe('names are trimmed before their length is checked', () => {
  const register = (email: string, firstName: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: TEST_ORIGIN,
      payload: { email, password: 'secret-password', firstName, lastName: 'Nasser' },
    });
  const stored = (email: string) =>
    ctx.database.db.select().from(profiles).where(eq(profiles.email, email));

  it('refuses a name of spaces on sign-up and on the profile', async () => {
    const res = await register('spaces@example.test', '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ firstName: MSG.minChars(2) });
    expect(await stored('spaces@example.test')).toEqual([]);

    const profile = await patchProfile({ firstName: '   ', lastName: 'Adel' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fields).toEqual({ firstName: MSG.minChars(2) });
    expect((await me()).firstName).toBe('Karim');
  });

  it('stores "  Ali  " as "Ali"', async () => {
    expect((await register('ali@example.test', '  Ali  ')).statusCode).toBe(201);
    expect((await stored('ali@example.test'))[0]?.firstName).toBe('Ali');
    expect((await patchProfile({ firstName: '  Ali  ', lastName: 'Adel' })).statusCode).toBe(200);
    expect((await me()).firstName).toBe('Ali');
  });
});
