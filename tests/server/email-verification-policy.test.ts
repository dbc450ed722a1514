import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { createAccount } from '../../src/server/modules/auth/create-account';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

// REQUIRE_EMAIL_VERIFICATION=true: unconfirmed addresses cannot sign in (domain.md, Accounts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ requireEmailVerification: true });
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: TEST_ORIGIN,
    payload: { email, password },
  });

let n = 0;
async function account(role: 'student' | 'admin', extra: { adminVerified?: boolean } = {}) {
  n += 1;
  const email = `policy${n}.${Date.now()}@example.test`;
  await createAccount(ctx.database.db, {
    email,
    password: 'secret-password',
    firstName: 'Policy',
    lastName: 'Test',
    role,
    ...extra,
  });
  return email;
}

describe('when e-mail verification is required', () => {
  it('registration says so and the new account cannot sign in until the address is confirmed', async () => {
    const email = `verify.first.${Date.now()}@example.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: TEST_ORIGIN,
      payload: { email, password: 'secret-password', firstName: 'Huda', lastName: 'Ali' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      requiresEmailVerification: true,
      manualCreation: false,
      message: 'Account created successfully! Please verify your email address, then log in.',
    });

    const refused = await signIn(email, 'secret-password');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please verify your email address before signing in');
    expect(refused.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();

    await ctx.database.db
      .update(profiles)
      .set({ emailVerified: true })
      .where(eq(profiles.email, email));
    expect((await signIn(email, 'secret-password')).statusCode).toBe(200);
  });

  it('a wrong password gets the usual answer, not the verification one', async () => {
    const email = await account('student');
    const res = await signIn(email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).not.toMatch(/verif/i);
  });

  it('administrators and accounts an administrator vouched for are exempt', async () => {
    expect((await signIn(await account('admin'), 'secret-password')).statusCode).toBe(200);
    const vouched = await account('student', { adminVerified: true });
    expect((await signIn(vouched, 'secret-password')).statusCode).toBe(200);
  });
});

describe('the manual verification fix', () => {
  it("lets an unconfirmed account in, says whose it was, and refuses unknown addresses with the spec's message", async () => {
    const email = await account('student');
    expect((await signIn(email, 'secret-password')).statusCode).toBe(403);

    const adminEmail = await account('admin');
    const admin = await signIn(adminEmail, 'secret-password');
    const cookie = admin.cookies.find((c) => c.name.endsWith('session_token'));
    const headers = { ...TEST_ORIGIN, cookie: `${cookie?.name}=${cookie?.value}` };
    const fix = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/verification-fix',
        headers,
        payload: body,
      });

    const res = await fix({ email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email, self: false });
    expect((await signIn(email, 'secret-password')).statusCode).toBe(200);

    const unknown = await fix({ email: 'ghost@example.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No user found with email: ghost@example.test');
    const bad = await fix({ email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Invalid email' });

    // Fixing one's own profile signs one out.
    const own = await fix({ email: adminEmail });
    expect(own.json()).toEqual({ email: adminEmail, self: true });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/account/me', headers });
    expect(me.statusCode).toBe(401);
  });

  it('is for administrators only', async () => {
    const email = await account('student', { adminVerified: true });
    const student = await signIn(email, 'secret-password');
    const cookie = student.cookies.find((c) => c.name.endsWith('session_token'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/verification-fix',
      headers: { ...TEST_ORIGIN, cookie: `${cookie?.name}=${cookie?.value}` },
      payload: { email },
    });
    expect(res.statusCode).toBe(403);
  });
});
