import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../src/server/db/schema';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/packages (public pricing)', () => {
  it('lists active packages to anyone, fewest unlock points first, hiding inactive ones', async () => {
    await ctx.database.db.insert(packages).values([
      { name: 'Hidden', price: 10, unlockPoints: 3, validityMonths: 1, status: false },
      { name: 'Mid', price: 60, unlockPoints: 3, validityMonths: 4 },
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/packages' });
    expect(res.statusCode).toBe(200);
    const names = res.json().packages.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Free Trial', 'Basic', 'Mid', 'Premium', 'Ultimate']);
    const premium = res.json().packages.find((p: { name: string }) => p.name === 'Premium');
    expect(premium).toMatchObject({ price: 89, unlockPoints: 4, validityMonths: 6 });
    await ctx.database.db.delete(packages).where(eq(packages.name, 'Mid'));
  });
});
