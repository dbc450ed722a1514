import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MSG, type CouponList, type CouponRow } from '../../src/common/contracts/coupons';
import {
  auditLog,
  commissions,
  couponRedemptions,
  emailMessages,
  payments,
  usersPackages,
} from '../../src/server/db/schema';
import { expireAbandonedCheckouts } from '../../src/server/modules/commerce/expire-abandoned-checkouts';
import { priceInCents } from '../../src/server/modules/commerce/pricing';
import { makeAffiliate, referStudent, send } from '../helpers/affiliates';
import {
  BASIC_ID,
  checkout,
  getJson,
  PREMIUM_ID,
  payInSandbox,
  ULTIMATE_ID,
} from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

let serial = 0;
const code = (prefix = 'SAVE') => {
  serial += 1;
  return `${prefix}${serial}X${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
};
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function createCoupon(payload: Record<string, unknown>) {
  const res = await send(ctx, admin, 'POST', '/api/admin/coupons', {
    code: code(),
    kind: 'percent',
    value: 10,
    ...payload,
  });
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${res.text}`);
  return res.body as CouponRow;
}
const quote = (user: TestUser, packageId: string, coupon: string) =>
  getJson<{ package: { pricing: Record<string, unknown> } }>(
    ctx,
    user,
    `/api/student/quotes/${packageId}?coupon=${encodeURIComponent(coupon)}`,
  );
const paymentRow = async (id: string) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0];
const listCoupons = async (q = '') =>
  (await send(ctx, admin, 'GET', `/api/admin/coupons${q}`)).body as CouponList;

describe('pricing with a coupon (one path, in cents)', () => {
  it('applies a percent coupon after the package and referral discounts', () => {
    // Premium $89 − 5 % = 84.55; − 10 % referral = 76.10 (8.455 → 8.46 rounded, 84.55 − 8.46 = 76.09)
    const p = priceInCents({ price: 89, discountPercent: 5 }, 10, {
      code: 'TEN',
      kind: 'percent',
      value: 10,
    });
    expect(p).toMatchObject({ listPrice: 8900, packageDiscount: 445, affiliateDiscount: 846 });
    expect(p.couponDiscount).toBe(Math.round(7609 * 0.1));
    expect(p.finalPrice).toBe(7609 - 761);
  });

  it('takes a fixed amount off and never goes below zero', () => {
    const fixed = priceInCents({ price: 49, discountPercent: 0 }, 0, {
      code: 'F',
      kind: 'fixed',
      value: 12.34,
    });
    expect(fixed).toMatchObject({ couponDiscount: 1234, finalPrice: 3666 });
    const huge = priceInCents({ price: 49, discountPercent: 0 }, 0, {
      code: 'F',
      kind: 'fixed',
      value: 500,
    });
    expect(huge).toMatchObject({ couponDiscount: 4900, finalPrice: 0 });
    const all = priceInCents({ price: 149, discountPercent: 10 }, 0, {
      code: 'P',
      kind: 'percent',
      value: 100,
    });
    expect(all.finalPrice).toBe(0);
  });
});

describe('a student applies a code', () => {
  it('shows the coupon line in the quote, whatever the case typed', async () => {
    const c = await createCoupon({ kind: 'fixed', value: 9 });
    const student = await createUser(ctx, 'student');
    const res = await quote(student, BASIC_ID, `  ${c.code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.package.pricing).toMatchObject({
      listPrice: 49,
      couponCode: c.code,
      couponDiscount: 9,
      finalPrice: 40,
    });
    const plain = await getJson<{ package: { pricing: Record<string, unknown> } }>(
      ctx,
      student,
      `/api/student/quotes/${BASIC_ID}`,
    );
    expect(plain.body.package.pricing).toMatchObject({ couponDiscount: 0, finalPrice: 49 });
  });

  it('refuses unknown, inactive, not yet valid, expired and other-package codes clearly', async () => {
    const student = await createUser(ctx, 'student');
    const expect400 = async (coupon: string, message: string) => {
      const res = await quote(student, BASIC_ID, coupon);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      const started = await checkout(ctx, student, { packageId: BASIC_ID, couponCode: coupon });
      expect(started.status).toBe(400);
      expect(started.body.message).toBe(message);
    };
    await expect400('NO-SUCH-CODE', COUPON_MSG.invalid);
    const inactive = await createCoupon({ active: false });
    await expect400(inactive.code, COUPON_MSG.invalid);
    const future = await createCoupon({ validFrom: day(3) });
    await expect400(future.code, COUPON_MSG.notYet(day(3)));
    const past = await createCoupon({ validFrom: day(-10), validUntil: day(-2) });
    await expect400(past.code, COUPON_MSG.expired(day(-2)));
    const premiumOnly = await createCoupon({ packageIds: [PREMIUM_ID] });
    await expect400(premiumOnly.code, COUPON_MSG.notForPackage);
    // No payment was created by any refused checkout.
    const rows = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, student.id));
    expect(rows).toHaveLength(0);
    // The restricted code works on its package; a code valid today (last day included) works.
    expect((await quote(student, PREMIUM_ID, premiumOnly.code)).status).toBe(200);
    const today = await createCoupon({ validFrom: day(0), validUntil: day(0) });
    expect((await quote(student, BASIC_ID, today.code)).status).toBe(200);
  });

  it('charges the coupon price in the sandbox, records the coupon and credits the package', async () => {
    const c = await createCoupon({ kind: 'percent', value: 25 });
    const student = await createUser(ctx, 'student');
    const started = await checkout(ctx, student, { packageId: BASIC_ID, couponCode: c.code });
    expect(started.status).toBe(201);
    expect(started.body.pricing).toMatchObject({ couponDiscount: 12.25, finalPrice: 36.75 });
    expect(started.body.completed).toBe(false);
    expect(await paymentRow(started.body.paymentId)).toMatchObject({
      couponId: c.id,
      discountCoupon: 12.25,
      amountPaid: 36.75,
      status: 'pending',
    });
    const paid = await payInSandbox(ctx, student, started.body.paymentId);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    expect(paid.body.pricing).toMatchObject({ couponCode: c.code, couponDiscount: 12.25 });
    const [row] = (await listCoupons(`?search=${c.code}`)).items;
    expect(row).toMatchObject({ uses: 1, reserved: 0, discountGiven: 12.25 });
    // The receipt's lines add up to what was paid.
    await ctx.app.mailer.idle();
    const [receipt] = await ctx.database.db
      .select()
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.toAddress, student.email),
          eq(emailMessages.templateKey, 'payment-receipt'),
        ),
      );
    expect(receipt?.text).toContain('Coupon discount: -$12.25');
    expect(receipt?.text).toContain('Total paid: $36.75');
  });

  it('computes the commission on what the referred student actually paid', async () => {
    const affiliate = await makeAffiliate(ctx, { rate: 20, discount: 10 });
    const student = await referStudent(ctx, affiliate);
    const c = await createCoupon({ kind: 'fixed', value: 10 });
    const started = await checkout(ctx, student, { packageId: BASIC_ID, couponCode: c.code });
    // 49 − 4.90 referral − 10 coupon = 34.10
    expect(started.body.pricing).toMatchObject({
      affiliateDiscount: 4.9,
      couponDiscount: 10,
      finalPrice: 34.1,
    });
    await payInSandbox(ctx, student, started.body.paymentId);
    const [commission] = await ctx.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.paymentId, started.body.paymentId));
    expect(commission?.amount).toBe(6.82);
  });

  it('completes a checkout the coupon made free at once, through the same crediting', async () => {
    const c = await createCoupon({ kind: 'fixed', value: 1000 });
    const student = await createUser(ctx, 'student');
    const started = await checkout(ctx, student, { packageId: ULTIMATE_ID, couponCode: c.code });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ completed: true, checkoutUrl: null });
    expect(started.body.pricing).toMatchObject({ finalPrice: 0, couponDiscount: 134.1 });
    expect(await paymentRow(started.body.paymentId)).toMatchObject({
      status: 'succeeded',
      amountPaid: 0,
    });
    const held = await ctx.database.db
      .select()
      .from(usersPackages)
      .where(eq(usersPackages.paymentId, started.body.paymentId));
    expect(held).toHaveLength(1);
  });
});

describe('usage limits', () => {
  it('allows a student only as many uses as the per-student limit', async () => {
    const c = await createCoupon({ maxUsesPerStudent: 1 });
    const student = await createUser(ctx, 'student');
    const other = await createUser(ctx, 'student');
    const first = await checkout(ctx, student, { packageId: BASIC_ID, couponCode: c.code });
    expect(first.status).toBe(201);
    // While that checkout is open it holds the use.
    const again = await checkout(ctx, student, { packageId: BASIC_ID, couponCode: c.code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(COUPON_MSG.heldByCheckout);
    await payInSandbox(ctx, student, first.body.paymentId);
    const afterPaying = await quote(student, PREMIUM_ID, c.code);
    expect(afterPaying.body.message).toBe(COUPON_MSG.perStudent);
    expect((await checkout(ctx, other, { packageId: BASIC_ID, couponCode: c.code })).status).toBe(
      201,
    );
  });

  it('stops at the overall limit and gives a use back when a checkout fails or expires', async () => {
    const c = await createCoupon({ maxUses: 2 });
    const [a, b, d] = await Promise.all([
      createUser(ctx, 'student'),
      createUser(ctx, 'student'),
      createUser(ctx, 'student'),
    ]);
    const first = await checkout(ctx, a, { packageId: BASIC_ID, couponCode: c.code });
    const second = await checkout(ctx, b, { packageId: BASIC_ID, couponCode: c.code });
    expect([first.status, second.status]).toEqual([201, 201]);
    const third = await checkout(ctx, d, { packageId: BASIC_ID, couponCode: c.code });
    expect(third.status).toBe(400);
    expect(third.body.message).toBe(COUPON_MSG.usedUp);
    expect((await listCoupons(`?search=${c.code}`)).items[0]).toMatchObject({
      uses: 0,
      reserved: 2,
      state: 'used_up',
    });

    // A declined card releases its reservation.
    const declined = await payInSandbox(ctx, a, first.body.paymentId, { outcome: 'card_declined' });
    expect(declined.body.status).toBe('failed');
    expect(
      await ctx.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.paymentId, first.body.paymentId)),
    ).toHaveLength(0);
    const retry = await checkout(ctx, d, { packageId: BASIC_ID, couponCode: c.code });
    expect(retry.status).toBe(201);

    // An abandoned checkout past its expiry no longer holds its use.
    await ctx.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, second.body.paymentId));
    const late = await checkout(ctx, a, { packageId: BASIC_ID, couponCode: c.code });
    expect(late.status).toBe(201);
    // The sweep marks it expired and deletes its reservation.
    await expireAbandonedCheckouts(ctx.database.db);
    expect((await paymentRow(second.body.paymentId))?.status).toBe('expired');
    expect(
      await ctx.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.paymentId, second.body.paymentId)),
    ).toHaveLength(0);
    await payInSandbox(ctx, d, retry.body.paymentId);
    expect((await listCoupons(`?search=${c.code}`)).items[0]).toMatchObject({
      uses: 1,
      reserved: 1,
    });
  });
});

describe('administration', () => {
  it('creates, edits, deactivates and lists coupons, every action audited', async () => {
    const typed = code('Spring');
    const created = await send(ctx, admin, 'POST', '/api/admin/coupons', {
      code: ` ${typed.toLowerCase()} `,
      kind: 'fixed',
      value: 5.5,
      validFrom: day(-1),
      validUntil: day(30),
      maxUses: 100,
      maxUsesPerStudent: 2,
      packageIds: [PREMIUM_ID, BASIC_ID, BASIC_ID],
    });
    expect(created.status).toBe(201);
    const row = created.body as CouponRow;
    expect(row).toMatchObject({
      code: typed.toUpperCase(),
      kind: 'fixed',
      value: 5.5,
      validFrom: day(-1),
      validUntil: day(30),
      maxUses: 100,
      maxUsesPerStudent: 2,
      active: true,
      state: 'active',
      uses: 0,
    });
    expect(row.packages.map((p) => p.name).sort()).toEqual(['Basic', 'Premium']);

    const dup = await send(ctx, admin, 'POST', '/api/admin/coupons', {
      code: typed.toLowerCase(),
      kind: 'percent',
      value: 5,
    });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe(COUPON_MSG.codeTaken);

    const edited = await send(ctx, admin, 'PATCH', `/api/admin/coupons/${row.id}`, {
      value: 7,
      packageIds: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ value: 7, packages: [] });

    const off = await send(ctx, admin, 'PATCH', `/api/admin/coupons/${row.id}`, { active: false });
    expect(off.body).toMatchObject({ active: false, state: 'inactive' });

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'coupon'), eq(auditLog.targetId, row.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'coupon.create',
      'coupon.deactivate',
      'coupon.update',
    ]);
    const update = audit.find((a) => a.action === 'coupon.update');
    expect(update?.before).toMatchObject({ value: 5.5 });
    expect(update?.after).toMatchObject({ value: 7, packageIds: [] });

    const inactive = await listCoupons(`?state=inactive&search=${typed.slice(0, 8)}`);
    expect(inactive.items.map((i) => i.id)).toContain(row.id);
    const active = await listCoupons(`?state=active&search=${typed}`);
    expect(active.total).toBe(0);
  });

  it('refuses invalid input with a clear message and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'a b', kind: 'percent', value: 10 }, COUPON_MSG.codeFormat],
      [{ code: code(), kind: 'percent', value: 120 }, COUPON_MSG.percentRange],
      [{ code: code(), kind: 'fixed', value: 0 }, COUPON_MSG.valueRequired],
      [{ code: code(), kind: 'fixed', value: 1.234 }, COUPON_MSG.decimals],
      [{ code: code(), kind: 'other', value: 1 }, COUPON_MSG.kind],
      [
        { code: code(), kind: 'fixed', value: 1, validFrom: day(5), validUntil: day(1) },
        COUPON_MSG.dateRange,
      ],
      [
        { code: code(), kind: 'fixed', value: 1, maxUses: 2, maxUsesPerStudent: 3 },
        COUPON_MSG.perStudentAboveOverall,
      ],
      [{ code: code(), kind: 'fixed', value: 1, maxUses: 0 }, COUPON_MSG.uses],
      [
        {
          code: code(),
          kind: 'fixed',
          value: 1,
          packageIds: ['00000000-0000-4000-8000-00000000dead'],
        },
        COUPON_MSG.packages,
      ],
    ];
    const before = (await listCoupons('?pageSize=100')).total;
    for (const [payload, message] of cases) {
      const res = await send(ctx, admin, 'POST', '/api/admin/coupons', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.text).toContain(message);
    }
    expect((await listCoupons('?pageSize=100')).total).toBe(before);

    const c = await createCoupon({ kind: 'fixed', value: 150 });
    const toPercent = await send(ctx, admin, 'PATCH', `/api/admin/coupons/${c.id}`, {
      kind: 'percent',
    });
    expect(toPercent.status).toBe(400);
    expect(toPercent.body.message).toBe(COUPON_MSG.percentRange);
    const nothing = await send(ctx, admin, 'PATCH', `/api/admin/coupons/${c.id}`, {});
    expect(nothing.status).toBe(400);
    const missing = await send(
      ctx,
      admin,
      'PATCH',
      '/api/admin/coupons/00000000-0000-4000-8000-00000000dead',
      { active: false },
    );
    expect(missing.status).toBe(404);
  });

  it('pages the list on the server', async () => {
    const prefix = code('PAGE');
    for (let i = 0; i < 3; i += 1) await createCoupon({ code: `${prefix}-${i}` });
    const first = await listCoupons(`?search=${prefix}&pageSize=2&page=1`);
    const second = await listCoupons(`?search=${prefix}&pageSize=2&page=2`);
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect((await send(ctx, admin, 'GET', '/api/admin/coupons?pageSize=1000')).status).toBe(400);
  });

  it('answers 403 to students and affiliates and 401 to visitors', async () => {
    const c = await createCoupon({});
    for (const role of ['student', 'affiliate'] as const) {
      const user = await createUser(ctx, role);
      expect((await send(ctx, user, 'GET', '/api/admin/coupons')).status).toBe(403);
      expect(
        (
          await send(ctx, user, 'POST', '/api/admin/coupons', {
            code: code(),
            kind: 'fixed',
            value: 1,
          })
        ).status,
      ).toBe(403);
      expect(
        (await send(ctx, user, 'PATCH', `/api/admin/coupons/${c.id}`, { active: false })).status,
      ).toBe(403);
    }
    expect((await send(ctx, null, 'GET', '/api/admin/coupons')).status).toBe(401);
    expect((await listCoupons(`?search=${c.code}`)).items[0]?.active).toBe(true);
  });
});
