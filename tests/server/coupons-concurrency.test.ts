import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MSG, type CouponRow } from '../../src/common/contracts/coupons';
import { couponRedemptions, payments } from '../../src/server/db/schema';
import { send } from '../helpers/affiliates';
import { BASIC_ID, checkout } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

async function coupon(payload: Record<string, unknown>) {
  const res = await send(ctx, admin, 'POST', '/api/admin/coupons', {
    code: `RUSH${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    kind: 'percent',
    value: 20,
    ...payload,
  });
  if (res.status !== 201) throw new Error(res.text);
  return res.body as CouponRow;
}

describe('coupon limits under concurrent checkouts', () => {
  it('20 simultaneous checkouts of a coupon limited to 5 uses: exactly 5 get it', async () => {
    const c = await coupon({ maxUses: 5 });
    const students: TestUser[] = [];
    for (let i = 0; i < 20; i += 1) students.push(await createUser(ctx, 'student'));
    const results = await Promise.all(
      students.map((s) => checkout(ctx, s, { packageId: BASIC_ID, couponCode: c.code })),
    );
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(COUPON_MSG.usedUp);
    }
    for (const r of ok) expect(r.body.pricing.finalPrice).toBe(39.2);
    const held = await ctx.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, c.id));
    expect(held).toHaveLength(5);
    const charged = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.couponId, c.id));
    expect(charged).toHaveLength(5);
  }, 180_000);

  it('one student racing 10 checkouts against a limit of 2 per student gets 2', async () => {
    const c = await coupon({ maxUsesPerStudent: 2 });
    const student = await createUser(ctx, 'student');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkout(ctx, student, { packageId: BASIC_ID, couponCode: c.code }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 400)).toHaveLength(8);
  }, 120_000);
});
