import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../src/common/contracts/account';
import type { OwnPackages, OwnPayment } from '../../src/common/contracts/commerce';
import {
  commissions,
  emailMessages,
  packages,
  paymentEvents,
  payments,
  profiles,
  usersPackages,
} from '../../src/server/db/schema';
import { expireAbandonedCheckouts } from '../../src/server/modules/commerce/expire-abandoned-checkouts';
import {
  BASIC_ID,
  checkout,
  getJson,
  MISSING_ID,
  PREMIUM_ID,
  payInSandbox,
  referredStudent,
  startCheckout,
} from '../helpers/commerce';
import { createUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const paymentRow = async (id: string) => {
  const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
};
const heldPackages = (userId: string) =>
  ctx.database.db.select().from(usersPackages).where(eq(usersPackages.userId, userId));

describe('POST /api/student/checkout', () => {
  it('creates a pending sandbox payment for the amount the server computes', async () => {
    const student = await createUser(ctx, 'student');
    const res = await checkout(ctx, student, { packageId: PREMIUM_ID });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ provider: 'sandbox', checkoutUrl: null });
    expect(res.body.reference).toMatch(/^sandbox_cs_/);
    expect(res.body.pricing.finalPrice).toBe(84.55);
    const row = await paymentRow(res.body.paymentId);
    expect(row).toMatchObject({
      userId: student.id,
      packageId: PREMIUM_ID,
      status: 'pending',
      provider: 'sandbox',
      amountList: 89,
      discountPackage: 4.45,
      discountAffiliate: 0,
      amountPaid: 84.55,
      providerRef: res.body.reference,
    });
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBe(30);
  });

  it('ignores an amount sent by the client', async () => {
    const student = await createUser(ctx, 'student');
    const res = await checkout(ctx, student, {
      packageId: BASIC_ID,
      amount: 0.01,
      amountPaid: 0.01,
      price: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.pricing.finalPrice).toBe(49);
    expect((await paymentRow(res.body.paymentId))?.amountPaid).toBe(49);
  });

  it('refuses an unknown or inactive package with 404 and creates nothing', async () => {
    const student = await createUser(ctx, 'student');
    const missing = await checkout(ctx, student, { packageId: MISSING_ID });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This package does not exist or is no longer on sale');

    const [inactive] = await ctx.database.db
      .insert(packages)
      .values({ name: 'Retired', price: 5, unlockPoints: 1, validityMonths: 1, status: false })
      .returning();
    const off = await checkout(ctx, student, { packageId: inactive?.id });
    expect(off.status).toBe(404);

    const invalid = await checkout(ctx, student, { packageId: 'basic' });
    expect(invalid.status).toBe(400);
    const none = await checkout(ctx, student, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/Choose a package/);

    const rows = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, student.id));
    expect(rows).toHaveLength(0);
  });
});

describe('paying in the sandbox', () => {
  it('credits the package and its points in the same step that marks the payment succeeded', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    const started = await startCheckout(ctx, student, BASIC_ID);
    const before = Date.now();
    const paid = await payInSandbox(ctx, student, started.paymentId);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    expect(paid.body.credit?.points).toBe(2);
    // 1 Free Trial point + 2 Basic points, the same number everywhere.
    expect(paid.body.points).toBe(3);

    const held = await heldPackages(student.id);
    const basic = held.find((h) => h.paymentId === started.paymentId);
    expect(basic).toMatchObject({
      packageId: BASIC_ID,
      availability: 2,
      packageUnlockPoints: 2,
      examLimit: 20,
      status: 'active',
    });
    // Three months of validity.
    const months = ((basic?.expiryDate.getTime() ?? 0) - before) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(2.9);
    expect(months).toBeLessThan(3.1);

    const me = await getJson<Me>(ctx, student, '/api/account/me');
    expect(me.body.unlockPoints).toBe(3);
    const mine = await getJson<OwnPackages>(ctx, student, '/api/student/packages');
    expect(mine.body.points).toBe(3);
    const [profile] = await ctx.database.db
      .select({ points: profiles.unlockPoints })
      .from(profiles)
      .where(eq(profiles.id, student.id));
    expect(profile?.points).toBe(3);

    const row = await paymentRow(started.paymentId);
    expect(row?.status).toBe('succeeded');
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('e-mails a receipt with the amounts and the points', async () => {
    const student = await createUser(ctx, 'student');
    const started = await startCheckout(ctx, student, PREMIUM_ID);
    await payInSandbox(ctx, student, started.paymentId);
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
    expect(receipt?.subject).toBe('Your Tafawuq receipt: Premium');
    expect(receipt?.text).toContain('Total paid: $84.55');
    expect(receipt?.text).toContain('Points credited: 4');
  });

  it('shows the decline reason and credits nothing for declined cards', async () => {
    const student = await createUser(ctx, 'student');
    for (const outcome of ['card_declined', 'insufficient_funds'] as const) {
      const started = await startCheckout(ctx, student, BASIC_ID);
      const res = await payInSandbox(ctx, student, started.paymentId, { outcome });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'failed', failureReason: outcome, credit: null });
      expect(res.body.points).toBe(0);
    }
    expect(await heldPackages(student.id)).toHaveLength(0);
  });

  it('accepts only the test outcome: card details are refused and nothing changes', async () => {
    const student = await createUser(ctx, 'student');
    const started = await startCheckout(ctx, student, BASIC_ID);
    const res = await payInSandbox(ctx, student, started.paymentId, {
      outcome: 'succeeded',
      cardNumber: '4242424242424242',
      cvc: '123',
    });
    expect(res.status).toBe(400);
    const unknown = await payInSandbox(ctx, student, started.paymentId, { outcome: 'free' });
    expect(unknown.status).toBe(400);
    expect((await paymentRow(started.paymentId))?.status).toBe('pending');
    expect(await heldPackages(student.id)).toHaveLength(0);
  });

  it('pays a checkout once: a second Pay is refused and credits nothing more', async () => {
    const student = await createUser(ctx, 'student');
    const started = await startCheckout(ctx, student, BASIC_ID);
    expect((await payInSandbox(ctx, student, started.paymentId)).status).toBe(200);
    const again = await payInSandbox(ctx, student, started.paymentId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment is already complete');
    expect(await heldPackages(student.id)).toHaveLength(1);
  });

  it("keeps students out of each other's payments", async () => {
    const owner = await createUser(ctx, 'student');
    const other = await createUser(ctx, 'student');
    const started = await startCheckout(ctx, owner, BASIC_ID);
    expect((await getJson(ctx, other, `/api/student/payments/${started.paymentId}`)).status).toBe(
      404,
    );
    expect((await payInSandbox(ctx, other, started.paymentId)).status).toBe(404);
    expect((await paymentRow(started.paymentId))?.status).toBe('pending');
  });
});

describe('abandoned checkouts', () => {
  it('expire after 30 minutes: the result page sees it and the card can no longer pay', async () => {
    const student = await createUser(ctx, 'student');
    const started = await startCheckout(ctx, student, BASIC_ID);
    await ctx.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, started.paymentId));
    const seen = await getJson<OwnPayment>(
      ctx,
      student,
      `/api/student/payments/${started.paymentId}`,
    );
    expect(seen.body.status).toBe('expired');
    const pay = await payInSandbox(ctx, student, started.paymentId);
    expect(pay.status).toBe(410);
    expect(pay.body.message).toMatch(/expired after 30 minutes/);
    expect(await heldPackages(student.id)).toHaveLength(0);
    const events = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, started.paymentId));
    expect(events.map((e) => e.type)).toEqual(['checkout.expired']);
  });

  it('expire in the periodic sweep too, and a fresh checkout stays pending', async () => {
    const student = await createUser(ctx, 'student');
    const old = await startCheckout(ctx, student, BASIC_ID);
    const fresh = await startCheckout(ctx, student, PREMIUM_ID);
    await ctx.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, old.paymentId));
    expect(await expireAbandonedCheckouts(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(old.paymentId))?.status).toBe('expired');
    expect((await paymentRow(fresh.paymentId))?.status).toBe('pending');
  });
});

describe('commissions', () => {
  it("pays the referring affiliate a commission on the student's payment (rate snapshot)", async () => {
    const { affiliate, student } = await referredStudent(ctx, { discount: 10, rate: 12 });
    const started = await startCheckout(ctx, student, PREMIUM_ID);
    expect(started.pricing).toMatchObject({ affiliateDiscount: 8.46, finalPrice: 76.09 });
    await payInSandbox(ctx, student, started.paymentId);
    // A later change of rate does not touch the commission already earned.
    await ctx.database.db
      .update(profiles)
      .set({ commissionRate: 20 })
      .where(eq(profiles.id, affiliate.id));
    const rows = await ctx.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.affiliateId, affiliate.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      studentId: student.id,
      paymentId: started.paymentId,
      rate: 12,
      amount: 9.13, // 12 % of $76.09
      status: 'pending',
    });
  });

  it('creates none for a failed payment or a student nobody referred', async () => {
    const { affiliate, student } = await referredStudent(ctx);
    const declined = await startCheckout(ctx, student, BASIC_ID);
    await payInSandbox(ctx, student, declined.paymentId, { outcome: 'card_declined' });
    const loner = await createUser(ctx, 'student');
    const paid = await startCheckout(ctx, loner, BASIC_ID);
    await payInSandbox(ctx, loner, paid.paymentId);
    const forAffiliate = await ctx.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.affiliateId, affiliate.id));
    expect(forAffiliate).toHaveLength(0);
    const forLoner = await ctx.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.studentId, loner.id));
    expect(forLoner).toHaveLength(0);
  });
});
