import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../src/server/db/schema';
import { createUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/analytics/page-views', payload, headers });

describe('page views', () => {
  it("stores a visitor's and a signed-in user's views, without query strings", async () => {
    const user = await createUser(ctx, 'student');
    expect(
      (await send({ path: '/', title: 'Tafawuq', visitorId: 'visitor-0001' })).statusCode,
    ).toBe(204);
    const res = await send(
      {
        path: '/auth?mode=update-password&token=secret',
        title: 'Sign in',
        visitorId: 'visitor-0002',
      },
      user.headers,
    );
    expect(res.statusCode).toBe(204);
    const rows = await ctx.database.db.select().from(pageViews).orderBy(pageViews.createdAt);
    expect(rows.map((r) => ({ path: r.path, title: r.title, userId: r.userId }))).toEqual([
      { path: '/', title: 'Tafawuq', userId: null },
      { path: '/auth', title: 'Sign in', userId: user.id },
    ]);
  });

  it('rejects malformed views and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(pageViews)).length;
    const res = await send({ path: 'no-slash', title: 'x', visitorId: '!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      path: 'The path must start with /',
      visitorId: 'Invalid visitor id',
    });
    expect((await ctx.database.db.select().from(pageViews)).length).toBe(before);
  });
});
