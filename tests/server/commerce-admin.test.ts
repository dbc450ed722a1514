import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import type {
  AdminPackage,
  AdminPaymentDetail,
  AdminPaymentList,
  OwnPackages,
  QuoteList,
} from '../../src/common/contracts/commerce';
import { commissions, packages } from '../../src/server/db/schema';
import {
  BASIC_ID,
  getJson,
  MISSING_ID,
  PREMIUM_ID,
  payInSandbox,
  referredStudent,
  startCheckout,
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

const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await ctx.app.inject({ method, url, headers: admin.headers, payload });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const adminPackages = async () =>
  (await getJson<{ packages: AdminPackage[] }>(ctx, admin, '/api/admin/packages')).body.packages;

const NEW_PACKAGE = {
  name: 'Exam Sprint',
  description: 'Three subjects for one month.',
  price: 29.99,
  discountPercent: 0,
  unlockPoints: 3,
  validityMonths: 1,
  examLimit: 10,
};

describe('administrators manage packages', () => {
  it('lists every package with how often it was bought', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    const { paymentId } = await startCheckout(ctx, student, BASIC_ID);
    await payInSandbox(ctx, student, paymentId);
    const list = await adminPackages();
    expect(list.map((p) => p.name)).toEqual(['Free Trial', 'Basic', 'Premium', 'Ultimate']);
    expect(list.find((p) => p.id === BASIC_ID)?.purchases).toBeGreaterThanOrEqual(1);
    expect(list.find((p) => p.id === FREE_TRIAL_PACKAGE_ID)?.purchases).toBeGreaterThanOrEqual(1);
  });

  it('creates a package that students can then buy', async () => {
    const created = await send('POST', '/api/admin/packages', NEW_PACKAGE);
    expect(created.status).toBe(201);
    const student = await createUser(ctx, 'student');
    const quotes = await getJson<QuoteList>(ctx, student, '/api/student/quotes');
    expect(quotes.body.packages.find((p) => p.id === created.body.id)).toMatchObject({
      name: 'Exam Sprint',
      unlockPoints: 3,
      pricing: { finalPrice: 29.99 },
    });
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const before = await adminPackages();
    const bad = await send('POST', '/api/admin/packages', {
      ...NEW_PACKAGE,
      name: 'X',
      price: -1,
      discountPercent: 120,
      unlockPoints: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      name: 'String must contain at least 2 character(s)',
      price: 'The price cannot be negative',
      discountPercent: 'Enter a discount from 0 to 100',
      unlockPoints: 'Enter a whole number of points from 1 to 1000',
    });
    const noValidity = await send('POST', '/api/admin/packages', {
      ...NEW_PACKAGE,
      validityMonths: 0,
    });
    expect(noValidity.status).toBe(400);
    expect(noValidity.body.fields.validityMonths).toBe('A package on sale lasts at least 1 month');
    expect(await adminPackages()).toHaveLength(before.length);
  });

  it('edits a package; students who bought it keep the terms of their purchase', async () => {
    const student = await createUser(ctx, 'student');
    const { paymentId } = await startCheckout(ctx, student, PREMIUM_ID);
    await payInSandbox(ctx, student, paymentId);
    const edited = await send('PATCH', `/api/admin/packages/${PREMIUM_ID}`, {
      price: 99,
      unlockPoints: 5,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.packages.find((p: AdminPackage) => p.id === PREMIUM_ID)).toMatchObject({
      price: 99,
      unlockPoints: 5,
    });
    const mine = await getJson<OwnPackages>(ctx, student, '/api/student/packages');
    expect(mine.body.packages[0]).toMatchObject({ name: 'Premium', unlockPoints: 4 });
    await send('PATCH', `/api/admin/packages/${PREMIUM_ID}`, { price: 89, unlockPoints: 4 });
  });

  it('deactivates a package: it leaves the shop and cannot be bought, then comes back', async () => {
    const off = await send('PATCH', `/api/admin/packages/${BASIC_ID}`, { status: false });
    expect(off.status).toBe(200);
    const student = await createUser(ctx, 'student');
    const quotes = await getJson<QuoteList>(ctx, student, '/api/student/quotes');
    expect(quotes.body.packages.some((p) => p.id === BASIC_ID)).toBe(false);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/student/checkout',
      headers: student.headers,
      payload: { packageId: BASIC_ID },
    });
    expect(res.statusCode).toBe(404);
    await send('PATCH', `/api/admin/packages/${BASIC_ID}`, { status: true });
    const again = await getJson<QuoteList>(ctx, student, '/api/student/quotes');
    expect(again.body.packages.some((p) => p.id === BASIC_ID)).toBe(true);
  });

  it('never deletes a package that was bought; deletes one nobody bought', async () => {
    const bought = await send('DELETE', `/api/admin/packages/${BASIC_ID}`);
    expect(bought.status).toBe(409);
    expect(bought.body.message).toBe(
      'Basic has been bought or paid for and cannot be deleted; deactivate it instead',
    );
    const trial = await send('DELETE', `/api/admin/packages/${FREE_TRIAL_PACKAGE_ID}`);
    expect(trial.status).toBe(409);
    const [fresh] = await ctx.database.db
      .insert(packages)
      .values({ name: 'Draft offer', price: 5, unlockPoints: 1, validityMonths: 1, status: false })
      .returning();
    expect((await send('DELETE', `/api/admin/packages/${fresh?.id}`)).status).toBe(204);
    expect((await send('DELETE', `/api/admin/packages/${MISSING_ID}`)).status).toBe(404);
    const ids = (await adminPackages()).map((p) => p.id);
    expect(ids).toContain(BASIC_ID);
    expect(ids).not.toContain(fresh?.id);
  });

  it('is for administrators only', async () => {
    const student = await createUser(ctx, 'student');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/packages',
      headers: student.headers,
      payload: NEW_PACKAGE,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('administrators follow payments', () => {
  let paidId: string;
  let student: TestUser;
  let affiliate: TestUser;
  beforeAll(async () => {
    ({ student, affiliate } = await referredStudent(ctx, { discount: 10, rate: 10 }));
    const paid = await startCheckout(ctx, student, PREMIUM_ID);
    paidId = paid.paymentId;
    await payInSandbox(ctx, student, paidId);
    const declined = await startCheckout(ctx, student, BASIC_ID);
    await payInSandbox(ctx, student, declined.paymentId, { outcome: 'card_declined' });
  });

  const list = (query: string) =>
    getJson<AdminPaymentList>(ctx, admin, `/api/admin/payments?${query}`);

  it('lists payments newest first with the totals of the filtered set', async () => {
    const all = await list('pageSize=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.totals.count);
    const dates = all.body.items.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const succeeded = all.body.items.filter((p) => p.status === 'succeeded');
    expect(all.body.totals.succeededCount).toBe(succeeded.length);
    expect(all.body.totals.succeededAmount).toBeCloseTo(
      succeeded.reduce((sum, p) => sum + p.amountPaid, 0),
      2,
    );
  });

  it('filters by student, status, provider and date', async () => {
    const mine = await list(`student=${encodeURIComponent(student.email.toUpperCase())}`);
    expect(mine.body.items.map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
    expect(mine.body.totals).toMatchObject({
      count: 2,
      succeededCount: 1,
      succeededAmount: 76.09,
      failedCount: 1,
    });
    const failed = await list(`student=${student.email}&status=failed`);
    expect(failed.body.items).toHaveLength(1);
    expect(failed.body.items[0]).toMatchObject({
      failureReason: 'card_declined',
      packageName: 'Basic',
    });
    expect((await list('provider=stripe')).body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`student=${student.email}&from=${today}&to=${today}`)).body.total).toBe(2);
    expect((await list(`student=${student.email}&to=2020-01-01`)).body.total).toBe(0);
    const bad = await list('status=lost&from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Unknown status|Use a date/);
    const impossible = await list('from=2025-02-30');
    expect(impossible.status).toBe(400);
    expect(impossible.body.message).toBe('from: Use a date like 2025-01-31');
    const reversed = await list('from=2025-03-01&to=2025-02-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('from: The start date must be on or before the end date');
  });

  it('exports the filtered payments as CSV', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/payments/export?student=${encodeURIComponent(student.email)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="payments-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,completed_at,status,failure_reason,provider,provider_ref,student_email,student_name,package,amount_list,discount_package,discount_affiliate,amount_paid,currency',
    );
    expect(lines).toHaveLength(3);
    const paidLine = lines.find((l) => l.startsWith(paidId));
    expect(paidLine).toContain(',succeeded,,sandbox,');
    expect(paidLine).toContain(',Premium,89.00,4.45,8.46,76.09,usd');
  });

  it('shows a payment with its commission, credit and event timeline', async () => {
    const res = await getJson<AdminPaymentDetail>(ctx, admin, `/api/admin/payments/${paidId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'succeeded',
      student: { id: student.id, email: student.email },
      affiliate: { id: affiliate.id },
      commission: { rate: 10, amount: 7.61, status: 'pending' },
      credit: { points: 4, availability: 4, status: 'active' },
      pricing: { listPrice: 89, packageDiscount: 4.45, affiliateDiscount: 8.46, finalPrice: 76.09 },
    });
    expect(res.body.events.map((e) => [e.type, e.outcome])).toEqual([
      ['checkout.created', 'checkout started for $76.09'],
      ['checkout.session.completed', 'credited 4 points'],
    ]);
    expect((await getJson(ctx, admin, `/api/admin/payments/${MISSING_ID}`)).status).toBe(404);
  });

  it('marks a payment refunded: unspent points revoked, commission cancelled, on the timeline', async () => {
    // One of the four points is already spent on a subject.
    const catalogue = await getJson<{ subjects: { id: string }[] }>(
      ctx,
      student,
      '/api/student/subjects',
    );
    const subjectId = catalogue.body.subjects[0]?.id;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/student/subjects/${subjectId}/unlock`,
      headers: student.headers,
    });
    const before = await getJson<OwnPackages>(ctx, student, '/api/student/packages');

    const res = await send('POST', `/api/admin/payments/${paidId}/refund`);
    expect(res.status).toBe(200);
    const detail = res.body as AdminPaymentDetail;
    expect(detail).toMatchObject({
      status: 'refunded',
      refundedBy: { id: admin.id },
      credit: { availability: 0, status: 'revoked' },
      commission: { status: 'cancelled' },
    });
    expect(detail.events.at(-1)).toMatchObject({
      type: 'payment.refunded',
      outcome: 'refunded by an administrator: 3 unspent points revoked',
    });
    const after = await getJson<OwnPackages>(ctx, student, '/api/student/packages');
    expect(after.body.points).toBe(before.body.points - 3);
    expect(after.body.packages.find((p) => p.name === 'Premium')?.status).toBe('revoked');
    // The subject already unlocked stays unlocked.
    const unlocked = await getJson<{ subjects: { id: string; unlocked: boolean }[] }>(
      ctx,
      student,
      '/api/student/subjects',
    );
    expect(unlocked.body.subjects.find((s) => s.id === subjectId)?.unlocked).toBe(true);

    const again = await send('POST', `/api/admin/payments/${paidId}/refund`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment is already refunded');
    const [commission] = await ctx.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.paymentId, paidId));
    expect(commission?.status).toBe('cancelled');
  });

  it('refunds only successful payments', async () => {
    const failed = await list(`student=${student.email}&status=failed`);
    const res = await send('POST', `/api/admin/payments/${failed.body.items[0]?.id}/refund`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only a successful payment can be refunded');
  });
});
