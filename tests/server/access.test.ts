import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/common/roles';
import { ACCESS } from '../../src/server/plugins/access';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const users = {} as Record<Role, TestUser>;

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const role of ROLES) users[role] = await createUser(ctx, role);
});
afterAll(() => ctx.close());

const fill = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-0000000000ff');

describe('role matrix', () => {
  it('knows every API route and what it allows', () => {
    expect(ctx.app.routeAccess.length).toBeGreaterThan(5);
    expect(ctx.app.routeAccess).toContainEqual({
      method: 'GET',
      url: '/api/account/me',
      access: ACCESS.anyone,
    });
  });

  it('lets each role reach exactly the routes that list it', async () => {
    const guarded = ctx.app.routeAccess.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const url = fill(route.url);
      const visitor = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        headers: TEST_ORIGIN,
      });
      expect(visitor.statusCode, `visitor ${route.method} ${route.url}`).toBe(401);
      for (const role of ROLES) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: users[role].headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        const allowed = (route.access as readonly Role[]).includes(role);
        if (allowed) expect(res.statusCode, `${role} ${route.method} ${route.url}`).not.toBe(403);
        else expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(res.statusCode, `${role} ${route.method} ${route.url}: ${res.body}`).toBeLessThan(
          500,
        );
      }
    }
  });

  it('tells an inactive user why they are refused', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: users.inactive.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('inactive');
  });
});

describe('declaring access', () => {
  it('refuses to start with an API route that does not say who may call it', async () => {
    await expect(
      buildTestApp({
        extend: (app) => {
          app.get('/api/forgotten', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow('Route GET /api/forgotten does not declare its access');
  });
});
