import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, usersPackages } from '../../src/server/db/schema';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

let n = 0;
const person = () => {
  n += 1;
  return {
    email: `person${n}@example.test`,
    password: 'secret1',
    firstName: 'Omar',
    lastName: 'Farouk',
  };
};
const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/register', payload });
const profileOf = async (email: string) =>
  (await ctx.database.db.select().from(profiles).where(eq(profiles.email, email)))[0];

describe('affiliate registration', () => {
  it('creates an affiliate with its own code, trimmed and upper-cased, and no trial', async () => {
    const p = person();
    const res = await register({ ...p, role: 'affiliate', code: '  cairo-10 ' });
    expect(res.statusCode).toBe(201);
    const profile = await profileOf(p.email);
    expect(profile).toMatchObject({ role: 'affiliate', code: 'CAIRO-10' });
    const owned = await ctx.database.db
      .select()
      .from(usersPackages)
      .where(eq(usersPackages.userId, profile?.id ?? ''));
    expect(owned).toHaveLength(0);
  });

  it('requires the code', async () => {
    const res = await register({ ...person(), role: 'affiliate' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ code: 'Required' });
  });

  it('refuses a code that is already in use, in any case, and creates nothing', async () => {
    const p = person();
    const res = await register({ ...p, role: 'affiliate', code: 'Cairo-10' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This affiliate code is already in use',
      fields: { code: 'This affiliate code is already in use' },
    });
    expect(await profileOf(p.email)).toBeUndefined();
  });

  it('refuses a code that is not letters, digits and dashes', async () => {
    const res = await register({ ...person(), role: 'affiliate', code: 'a b!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ code: 'Use 3 to 20 letters, digits or dashes' });
  });

  it('never lets a visitor register as an administrator', async () => {
    const p = person();
    const res = await register({ ...p, role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect((await profileOf(p.email))?.role).toBe('student');
  });
});

describe('student referral codes', () => {
  it('links the student to the affiliate whose code they give, whatever its case', async () => {
    const affiliate = await profileOf('person1@example.test');
    const p = person();
    const res = await register({ ...p, code: ' cairo-10' });
    expect(res.statusCode).toBe(201);
    const student = await profileOf(p.email);
    expect(student).toMatchObject({ role: 'student', referredBy: affiliate?.id, code: null });
  });

  it('refuses a code that belongs to no affiliate and creates nothing', async () => {
    const p = person();
    const res = await register({ ...p, code: 'NOBODY' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      code: 'The code is incorrect, check with your referral for the code',
    });
    expect(await profileOf(p.email)).toBeUndefined();
  });

  it('treats an empty code as no code', async () => {
    const p = person();
    const res = await register({ ...p, code: '   ' });
    expect(res.statusCode).toBe(201);
    expect((await profileOf(p.email))?.referredBy).toBeNull();
  });
});
