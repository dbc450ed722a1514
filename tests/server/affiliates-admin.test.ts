import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminAffiliateList,
  type AdminAffiliateRow,
  AFFILIATE_MSG,
} from '../../src/common/contracts/affiliates';
import { MSG } from '../../src/common/messages';
import { profiles } from '../../src/server/db/schema';
import { buy, makeAffiliate, referStudent, send } from '../helpers/affiliates';
import { BASIC_ID } from '../helpers/commerce';
import { createUser, signIn, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

let n = 0;
const person = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    email: `new.affiliate${n}@example.test`,
    password: 'secret-password',
    firstName: 'Layla',
    lastName: `Partner${n}`,
    code: `PARTNER-${n}`,
    ...overrides,
  };
};
const create = (payload: Record<string, unknown>, user: TestUser | null = admin) =>
  send(ctx, user, 'POST', '/api/admin/affiliates', payload);
const update = (id: string, payload: unknown, user: TestUser | null = admin) =>
  send(ctx, user, 'PATCH', `/api/admin/affiliates/${id}`, payload);
const list = async (q = '') =>
  (await send(ctx, admin, 'GET', `/api/admin/affiliates${q}`)).body as AdminAffiliateList;
const profileByEmail = async (email: string) =>
  (await ctx.database.db.select().from(profiles).where(eq(profiles.email, email)))[0];

describe('creating an affiliate', () => {
  it('creates a confirmed affiliate with its code and rates, who can sign in at once', async () => {
    const p = person({
      code: ' cairo-partner ',
      commissionRate: 12.5,
      referralDiscountPercent: 15,
    });
    const res = await create({ ...p, email: `  ${p.email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    const row = res.body as AdminAffiliateRow;
    expect(row).toMatchObject({
      name: `Layla ${p.lastName}`,
      email: p.email,
      code: 'CAIRO-PARTNER',
      active: true,
      commissionRate: 12.5,
      referralDiscountPercent: 15,
      referredStudents: 0,
      revenue: 0,
    });
    expect(row.commissions.pending).toEqual({ count: 0, amount: 0 });
    const profile = await profileByEmail(p.email);
    expect(profile).toMatchObject({
      role: 'affiliate',
      emailVerified: true,
      code: 'CAIRO-PARTNER',
    });
    await signIn(ctx, p.email, p.password);
  });

  it('uses the default rates when none are given', async () => {
    const res = await create(person());
    expect(res.body).toMatchObject({ commissionRate: 10, referralDiscountPercent: 10 });
  });

  it('refuses a code already in use and an e-mail already registered, creating nothing', async () => {
    const taken = person();
    expect((await create(taken)).status).toBe(201);
    const sameCode = person({ code: taken.code.toLowerCase() });
    const res = await create(sameCode);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This affiliate code is already in use');
    expect(res.body.fields).toEqual({ code: MSG.codeInUse });
    expect(await profileByEmail(sameCode.email)).toBeUndefined();

    const sameEmail = await create(person({ email: taken.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.fields).toEqual({ email: MSG.emailExists });

    const student = await createUser(ctx, 'student');
    const studentEmail = await create(person({ email: student.email }));
    expect(studentEmail.status).toBe(409);
    expect((await profileByEmail(student.email))?.role).toBe('student');
  });

  it('creates one of several simultaneous requests for the same code or e-mail', async () => {
    const code = person();
    const sameCode = await Promise.all([
      create(code),
      ...[1, 2, 3].map(() => create({ ...person(), code: code.code })),
    ]);
    expect(sameCode.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of sameCode.filter((r) => r.status === 409)) {
      expect(r.body.fields).toEqual({ code: MSG.codeInUse });
    }

    const email = person();
    const sameEmail = await Promise.all([
      create(email),
      ...[1, 2, 3].map(() => create({ ...person(), email: email.email })),
    ]);
    expect(sameEmail.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of sameEmail.filter((r) => r.status === 409)) {
      expect(r.body.fields).toEqual({ email: MSG.emailExists });
    }
  });

  it('refuses bad input with the field and its message, creating nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'A' }, 'code', MSG.codeFormat],
      [{ code: 'ab cd' }, 'code', MSG.codeFormat],
      [{ code: '-AB' }, 'code', MSG.codeFormat],
      [{ code: 'X'.repeat(65) }, 'code', MSG.codeFormat],
      [{ code: '   ' }, 'code', MSG.required],
      [{ code: undefined }, 'code', MSG.required],
      [{ email: 'not-an-email' }, 'email', MSG.invalidEmail],
      [{ password: '123' }, 'password', MSG.minChars(6)],
      [{ firstName: '' }, 'firstName', MSG.minChars(2)],
      [{ commissionRate: 51 }, 'commissionRate', AFFILIATE_MSG.rateRange],
      [{ commissionRate: -1 }, 'commissionRate', AFFILIATE_MSG.rateRange],
      [{ commissionRate: 'lots' }, 'commissionRate', AFFILIATE_MSG.rateRange],
      [{ commissionRate: 10.001 }, 'commissionRate', AFFILIATE_MSG.rateRange],
      [{ referralDiscountPercent: 4 }, 'referralDiscountPercent', AFFILIATE_MSG.discountRange],
      [{ referralDiscountPercent: 16 }, 'referralDiscountPercent', AFFILIATE_MSG.discountRange],
      [{ referralDiscountPercent: null }, 'referralDiscountPercent', AFFILIATE_MSG.discountRange],
      [{ firstName: 'La\u0000yla' }, 'firstName', 'Remove the control characters'],
      [{ phoneNumber: '+20\u0007' }, 'phoneNumber', 'Remove the control characters'],
    ];
    for (const [overrides, field, message] of cases) {
      const p = person(overrides);
      const res = await create(p);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.fields?.[field], JSON.stringify(overrides)).toBe(message);
      if (typeof p.email === 'string') expect(await profileByEmail(p.email)).toBeUndefined();
    }
    const fine = await create(person({ commissionRate: 12.34, referralDiscountPercent: 7.5 }));
    expect(fine.body).toMatchObject({ commissionRate: 12.34, referralDiscountPercent: 7.5 });
    const huge = await create(person({ lastName: 'x'.repeat(100_000) }));
    expect(huge.status).toBeLessThan(500);
  });

  it('is for administrators only', async () => {
    const p = person();
    expect((await create(p, null)).status).toBe(401);
    const affiliate = await makeAffiliate(ctx);
    expect((await create(p, affiliate)).status).toBe(403);
    expect((await create(p, await createUser(ctx, 'student'))).status).toBe(403);
    expect(await profileByEmail(p.email)).toBeUndefined();
  });
});

describe('editing an affiliate', () => {
  it('changes the commission rate and the referral discount, together or alone', async () => {
    const aff = await makeAffiliate(ctx, { rate: 10, discount: 10 });
    const res = await update(aff.id, { commissionRate: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: aff.id, commissionRate: 0, referralDiscountPercent: 10 });
    const both = await update(aff.id, { commissionRate: '50', referralDiscountPercent: 5 });
    expect(both.body).toMatchObject({ commissionRate: 50, referralDiscountPercent: 5 });
    const student = await referStudent(ctx, aff);
    const quote = await send(ctx, student, 'GET', `/api/student/quotes/${BASIC_ID}`);
    expect(quote.body.package.pricing).toMatchObject({ affiliateDiscountPercent: 5 });
  });

  it('refuses out-of-range values, an empty change and ids that are not affiliates', async () => {
    const aff = await makeAffiliate(ctx, { rate: 10, discount: 10 });
    const cases: [unknown, string][] = [
      [{ commissionRate: 50.01 }, AFFILIATE_MSG.rateRange],
      [{ commissionRate: -0.5 }, AFFILIATE_MSG.rateRange],
      [{ referralDiscountPercent: 4.99 }, AFFILIATE_MSG.discountRange],
      [{ referralDiscountPercent: 15.5 }, AFFILIATE_MSG.discountRange],
      [{}, AFFILIATE_MSG.nothingToChange],
      [{ somethingElse: 1 }, AFFILIATE_MSG.nothingToChange],
    ];
    for (const [payload, message] of cases) {
      const res = await update(aff.id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, aff.id));
    expect(profile).toMatchObject({ commissionRate: 10, referralDiscountPercent: 10 });

    const student = await createUser(ctx, 'student');
    for (const id of [student.id, admin.id, 'nobody', '00000000-0000-4000-8000-000000000000']) {
      const res = await update(id, { commissionRate: 20 });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe(AFFILIATE_MSG.notAnAffiliate);
    }
    expect((await update('x'.repeat(65), { commissionRate: 20 })).status).toBe(400);
    // Control characters are refused in every field, path ids included (issue 22).
    expect((await update('%00x', { commissionRate: 20 })).status).toBe(400);
    expect((await update(aff.id, { commissionRate: 20 }, aff)).status).toBe(403);
    expect((await update(aff.id, { commissionRate: 20 }, null)).status).toBe(401);
  });
});

describe('the affiliate list', () => {
  it('shows active and deactivated affiliates with referred students, revenue and commissions', async () => {
    const aff = await makeAffiliate(ctx, {
      code: 'LIST-ONE',
      rate: 10,
      discount: 10,
      firstName: 'Karim',
    });
    const s1 = await referStudent(ctx, aff);
    const s2 = await referStudent(ctx, aff);
    await referStudent(ctx, aff);
    const paid = await buy(ctx, s1); // 44.10, commission 4.41
    await buy(ctx, s2);
    const refunded = await buy(ctx, s2);
    await send(ctx, admin, 'POST', '/api/admin/commissions/approve', {
      ids: [paid.commission?.id],
    });
    await send(ctx, admin, 'POST', `/api/admin/payments/${refunded.paymentId}/refund`);

    const row = (await list('?search=list-one')).items[0];
    expect(row).toMatchObject({
      id: aff.id,
      code: 'LIST-ONE',
      active: true,
      referredStudents: 3,
      revenue: 88.2,
      commissions: {
        pending: { count: 1, amount: 4.41 },
        approved: { count: 1, amount: 4.41 },
        paid: { count: 0, amount: 0 },
        cancelled: { count: 1, amount: 4.41 },
      },
    });

    const off = await send(ctx, admin, 'POST', `/api/admin/users/${aff.id}/deactivate`);
    expect(off.body).toMatchObject({ role: 'inactive', previousRole: 'affiliate' });
    expect((await list('?search=LIST-ONE')).items[0]).toMatchObject({ id: aff.id, active: false });
    expect((await list('?status=inactive')).items.map((r) => r.id)).toContain(aff.id);
    expect((await list('?status=active')).items.map((r) => r.id)).not.toContain(aff.id);
    // A deactivated affiliate cannot reach their area; their rates can still be edited.
    expect((await send(ctx, aff, 'GET', '/api/affiliate/summary')).status).toBe(401);
    expect((await update(aff.id, { referralDiscountPercent: 12 })).body).toMatchObject({
      active: false,
      referralDiscountPercent: 12,
    });
    const on = await send(ctx, admin, 'POST', `/api/admin/users/${aff.id}/reactivate`);
    expect(on.body.role).toBe('affiliate');
    expect((await list('?search=LIST-ONE')).items[0]?.active).toBe(true);
  });

  it('holds only affiliates, searched by name, e-mail or code, newest first, paged', async () => {
    const student = await createUser(ctx, 'student');
    const everyone = await list('?pageSize=100');
    const ids = everyone.items.map((r) => r.id);
    expect(ids).not.toContain(student.id);
    expect(ids).not.toContain(admin.id);
    expect(everyone.total).toBe(everyone.items.length);
    const dates = everyone.items.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const zed = await makeAffiliate(ctx, { firstName: 'Zeinab', code: 'ZED-77' });
    expect((await list('?search=zeinab')).items.map((r) => r.id)).toEqual([zed.id]);
    expect(
      (await list(`?search=${encodeURIComponent(zed.email.toUpperCase())}`)).items.map((r) => r.id),
    ).toEqual([zed.id]);
    expect((await list('?search=ed-7')).items.map((r) => r.id)).toEqual([zed.id]);
    expect((await list('?search=%25')).total).toBe(0);
    const nul = await send(ctx, admin, 'GET', '/api/admin/affiliates?search=%00');
    expect(nul.body.fields).toEqual({ search: 'Remove the control characters' });

    const page1 = await list('?pageSize=2');
    const page2 = await list('?pageSize=2&page=2');
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBe(everyone.total + 1);
    expect(page2.items[0]?.id).not.toBe(page1.items[0]?.id);
  });

  it('refuses bad queries and non-administrators', async () => {
    for (const q of ['?status=gone', '?page=0', '?pageSize=1000', `?search=${'a'.repeat(201)}`]) {
      expect((await send(ctx, admin, 'GET', `/api/admin/affiliates${q}`)).status, q).toBe(400);
    }
    expect((await send(ctx, null, 'GET', '/api/admin/affiliates')).status).toBe(401);
    const aff = await makeAffiliate(ctx);
    expect((await send(ctx, aff, 'GET', '/api/admin/affiliates')).status).toBe(403);
  });
});
