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

describe('page views: device and country', () => {
  it('records the device type and the country of an anonymous visitor, not the agent or address', async () => {
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/page-views',
      payload: { path: '/help/tutorials', title: 'Help', visitorId: 'visitor-geo-01' },
      headers: { 'user-agent': phone },
      remoteAddress: '8.8.8.8',
    });
    expect(res.statusCode).toBe(204);
    const [row] = (await ctx.database.db.select().from(pageViews)).filter(
      (r) => r.visitorId === 'visitor-geo-01',
    );
    expect(row).toMatchObject({ deviceType: 'mobile', countryCode: 'US' });
    expect(JSON.stringify(row)).not.toContain('8.8.8.8');
    expect(JSON.stringify(row)).not.toContain('iPhone');
  });

  it('leaves the country unknown for a local address', async () => {
    await send({ path: '/', title: 'Tafawuq', visitorId: 'visitor-geo-02' });
    const [row] = (await ctx.database.db.select().from(pageViews)).filter(
      (r) => r.visitorId === 'visitor-geo-02',
    );
    expect(row?.countryCode).toBeNull();
  });
});
