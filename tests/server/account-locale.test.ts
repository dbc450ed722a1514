import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows-of';
import { createUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, grantAccess, makeBank } from './exams-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/me', headers });
const setLocale = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/account/locale',
    headers,
    payload: payload as object,
  });

describe('account language', () => {
  it('is English for an account that never chose, and kept once chosen', async () => {
    const user = await createUser(ctx, 'student');
    expect((await me(user.headers)).json().locale).toBe('en');
    const res = await setLocale(user.headers, { locale: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().locale).toBe('ar');
    expect((await me(user.headers)).json().locale).toBe('ar');
    await setLocale(user.headers, { locale: 'en' });
    expect((await me(user.headers)).json().locale).toBe('en');
  });

  it('refuses a language the product does not offer and changes nothing', async () => {
    const user = await createUser(ctx, 'affiliate');
    await setLocale(user.headers, { locale: 'ar' });
    for (const payload of [{ locale: 'fr' }, { locale: '' }, { locale: 7 }, {}]) {
      const res = await setLocale(user.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.locale).toBe('Choose English (en) or Arabic (ar)');
    }
    expect((await me(user.headers)).json().locale).toBe('ar');
  });

  it('needs a session', async () => {
    const res = await setLocale({ origin: 'http://localhost:3000' }, { locale: 'ar' });
    expect(res.statusCode).toBe(401);
  });

  it('is the language the visitor registered in', async () => {
    const register = (email: string, locale?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/register',
        headers: { origin: 'http://localhost:3000' },
        payload: {
          email,
          password: 'secret-pass',
          firstName: 'Layla',
          lastName: 'Haddad',
          ...(locale === undefined ? {} : { locale }),
        },
      });
    expect((await register('layla.ar@example.com', 'ar')).statusCode).toBe(201);
    expect((await register('layla.en@example.com')).statusCode).toBe(201);
    const bad = await register('layla.fr@example.com', 'fr');
    expect(bad.statusCode).toBe(400);
    const found = await rowsOf<{ email: string; locale: string }>(
      ctx.database.db,
      sql`select email, locale from profiles where email like 'layla.%@example.com' order by email`,
    );
    expect(found).toEqual([
      { email: 'layla.ar@example.com', locale: 'ar' },
      { email: 'layla.en@example.com', locale: 'en' },
    ]);
  });

  it("names the exams it builds in the student's language", async () => {
    const bank = await makeBank(ctx, { topics: [{ weight: 1, count: 8 }] });
    const titles: Record<string, string> = {};
    for (const locale of ['en', 'ar'] as const) {
      const student = await createUser(ctx, 'student');
      await grantAccess(ctx, student, bank.subjectId);
      await setLocale(student.headers, { locale });
      const created = await api(ctx, student, 'POST', '/api/student/exams', {
        subjectId: bank.subjectId,
        mode: 'practice',
        custom: { topicIds: bank.topicIds, questionCount: 5, difficulty: 'mixed', timed: false },
      });
      expect(created.status).toBe(201);
      const details = await api(ctx, student, 'GET', `/api/student/exams/${created.body.id}`);
      titles[locale] = details.body.title;
    }
    expect(titles.en).toBe(`${bank.name}: custom practice (5 questions)`);
    expect(titles.ar).toBe(`اختبار تدريبي مخصّص: ${bank.name} (5 أسئلة)`);
  });
});
