import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { ensureSetupToken } from '../../src/server/modules/auth/ensure-setup-token';
import { signIn } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const admin = {
  email: 'owner@tafawuq.test',
  password: 'owner-pass',
  firstName: 'Nour',
  lastName: 'Saleh',
};
const setup = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/setup', payload });

describe('first administrator setup', () => {
  it('is needed on a fresh install and keeps one token across restarts', async () => {
    const status = await ctx.app.inject({ method: 'GET', url: '/api/setup/status' });
    expect(status.json()).toEqual({ needed: true });
    const token = await ensureSetupToken(ctx.database.db);
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(await ensureSetupToken(ctx.database.db)).toBe(token);
  });

  it('refuses a wrong token and creates nobody', async () => {
    const res = await setup({ ...admin, token: 'guess' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This setup link is invalid. Use the link the server printed.');
    const rows = await ctx.database.db.select().from(profiles).where(eq(profiles.role, 'admin'));
    expect(rows).toHaveLength(0);
  });

  it('validates the form', async () => {
    const res = await setup({
      token: 'x',
      email: 'bad',
      password: 'short',
      firstName: 'N',
      lastName: 'Saleh',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      email: 'Invalid email',
      password: 'String must contain at least 8 character(s)',
    });
  });

  it('creates the administrator once, who can then sign in, and then refuses to run again', async () => {
    const token = await ensureSetupToken(ctx.database.db);
    const res = await setup({ ...admin, token });
    expect(res.statusCode).toBe(201);

    const cookie = await signIn(ctx, admin.email, admin.password);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'admin', firstName: 'Nour' });

    const again = await setup({ ...admin, email: 'second@tafawuq.test', token });
    expect(again.statusCode).toBe(410);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/setup/status' });
    expect(status.json()).toEqual({ needed: false });
    expect(await ensureSetupToken(ctx.database.db)).toBeNull();
  });
});
