import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateSummary, ReferredUserList } from '../../src/common/contracts/affiliates';
import { REFERRAL_COOKIE } from '../../src/common/contracts/affiliates';
import { maskEmail } from '../../src/common/mask-email';
import { commissions, referralVisits } from '../../src/server/db/schema';
import { getAffiliateSummary } from '../../src/server/modules/affiliates/get-affiliate-summary';
import { recordReferralVisit } from '../../src/server/modules/affiliates/record-referral-visit';
import { referralCookie } from '../../src/server/modules/affiliates/referral-cookie';
import { buy, makeAffiliate, referStudent, send, type TestAffiliate } from '../helpers/affiliates';
import { BASIC_ID, PREMIUM_ID, payInSandbox, startCheckout } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_APP_URL, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const visit = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/referrals/visits', payload });
const visitsOf = (affiliateId: string) =>
  ctx.database.db.select().from(referralVisits).where(eq(referralVisits.affiliateId, affiliateId));

describe('referral visits', () => {
  let aff: TestAffiliate;
  beforeAll(async () => {
    aff = await makeAffiliate(ctx);
  });

  it('counts a visit through a known code and remembers the code in a first-party cookie', async () => {
    const res = await visit({
      code: ` ${aff.code.toLowerCase()} `,
      visitorId: 'visitor-aaaa-0001',
      path: '/help/tutorials?code=x#top',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: true });
    expect(res.headers['set-cookie']).toBe(
      `${REFERRAL_COOKIE}=${aff.code}; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
    const rows = await visitsOf(aff.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visitorId: 'visitor-aaaa-0001', path: '/help/tutorials' });
  });

  it('counts a visitor once a day however often they come, and again on another day', async () => {
    const again = await visit({ code: aff.code, visitorId: 'visitor-aaaa-0001' });
    expect(again.json()).toEqual({ accepted: true });
    expect(again.headers['set-cookie']).toContain(`${REFERRAL_COOKIE}=${aff.code}`);
    expect(await visitsOf(aff.id)).toHaveLength(1);

    await visit({ code: aff.code, visitorId: 'visitor-bbbb-0002' });
    expect(await visitsOf(aff.id)).toHaveLength(2);

    const tomorrow = new Date(Date.now() + 86_400_000);
    const db = ctx.database.db;
    const input = { code: aff.code, visitorId: 'visitor-aaaa-0001' };
    expect(await recordReferralVisit(db, input, tomorrow)).toBe(aff.code);
    expect(await recordReferralVisit(db, input, tomorrow)).toBe(aff.code);
    const rows = await visitsOf(aff.id);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.day)).size).toBe(2);
  });

  it('ignores an unknown code silently: 200, nothing stored, no cookie', async () => {
    const before = (await ctx.database.db.select().from(referralVisits)).length;
    for (const code of ['NOBODY-HERE', '', 'a b;c=d', 'ÄÖÜ', '%']) {
      const res = await visit({ code, visitorId: 'visitor-cccc-0003' });
      expect(res.statusCode, code).toBe(200);
      expect(res.json()).toEqual({ accepted: false });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await ctx.database.db.select().from(referralVisits)).toHaveLength(before);
  });

  it('refuses malformed visits with a 400, never a 500', async () => {
    const bad = [
      {},
      { code: aff.code },
      { code: aff.code, visitorId: 'short' },
      { code: aff.code, visitorId: 'bad id with spaces' },
      { code: 'X'.repeat(65), visitorId: 'visitor-dddd-0004' },
      { code: aff.code, visitorId: 'visitor-dddd-0004', path: `/${'p'.repeat(600)}` },
      { code: 12, visitorId: 'visitor-dddd-0004' },
      // Control characters are refused in every field (issue 22).
      { code: '\u0000\u0007', visitorId: 'visitor-dddd-0004' },
      { code: aff.code, visitorId: 'visitor-dddd-0004', path: '/a\u0000b' },
    ];
    for (const payload of bad) {
      const res = await visit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noPath = await visit({ code: aff.code, visitorId: 'visitor-dddd-0005', path: 'x' });
    expect(noPath.statusCode).toBe(200);
    const rows = await visitsOf(aff.id);
    expect(rows.find((r) => r.visitorId === 'visitor-dddd-0004')).toBeUndefined();
    expect(rows.find((r) => r.visitorId === 'visitor-dddd-0005')?.path).toBeNull();
  });

  it('marks the cookie Secure when the site is served over https', () => {
    expect(referralCookie('CAIRO-10', true)).toBe(
      'referral_code=CAIRO-10; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    );
    expect(referralCookie('CAIRO-10', false)).not.toMatch(/Secure|HttpOnly/i);
  });

  it('no longer counts the code of a deactivated affiliate, and counts it again after reactivation', async () => {
    const other = await makeAffiliate(ctx);
    const off = await send(ctx, admin, 'POST', `/api/admin/users/${other.id}/deactivate`);
    expect(off.status).toBe(200);
    const res = await visit({ code: other.code, visitorId: 'visitor-eeee-0005' });
    expect(res.json()).toEqual({ accepted: false });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await visitsOf(other.id)).toHaveLength(0);

    const on = await send(ctx, admin, 'POST', `/api/admin/users/${other.id}/reactivate`);
    expect(on.body.role).toBe('affiliate');
    expect((await visit({ code: other.code, visitorId: 'visitor-eeee-0005' })).json()).toEqual({
      accepted: true,
    });
  });
});

describe('a deactivated affiliate', () => {
  it('is not accepted at registration, gives no discount and earns no commission', async () => {
    const aff = await makeAffiliate(ctx, { discount: 10, rate: 20 });
    const student = await referStudent(ctx, aff);
    // A checkout started while the affiliate was active…
    const started = await startCheckout(ctx, student, BASIC_ID);
    await send(ctx, admin, 'POST', `/api/admin/users/${aff.id}/deactivate`);

    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        email: 'late.student@example.test',
        password: 'secret1',
        firstName: 'Late',
        lastName: 'Comer',
        code: aff.code,
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().fields.code).toBeDefined();

    // …succeeds after the deactivation: the student keeps the price, the affiliate earns nothing.
    expect((await payInSandbox(ctx, student, started.paymentId)).status).toBe(200);
    const fresh = await buy(ctx, student, PREMIUM_ID);
    expect(fresh.commission).toBeNull();
    const quote = await send(ctx, student, 'GET', `/api/student/quotes/${BASIC_ID}`);
    expect(quote.body.referral).toBeNull();
    expect(quote.body.package.pricing).toMatchObject({ affiliateDiscount: 0, finalPrice: 49 });
    const earned = await ctx.database.db
      .select()
      .from(commissions)
      .where(eq(commissions.affiliateId, aff.id));
    expect(earned).toHaveLength(0);
  });
});

describe('masking e-mail addresses', () => {
  it('keeps two characters of the local part and the domain', () => {
    expect(maskEmail('ahmed@gmail.com')).toBe('ah***@gmail.com');
    expect(maskEmail('a@x.com')).toBe('a***@x.com');
    expect(maskEmail('ab@x.com')).toBe('ab***@x.com');
    expect(maskEmail('first.last+tag@mail.example.test')).toBe('fi***@mail.example.test');
  });
});

describe('the affiliate dashboard', () => {
  it('counts visits, sign-ups and paying students, with rates and commissions by status', async () => {
    const aff = await makeAffiliate(ctx, { rate: 10, discount: 10 });
    const other = await makeAffiliate(ctx);
    for (const id of ['dash-visitor-01', 'dash-visitor-02', 'dash-visitor-03', 'dash-visitor-04']) {
      await visit({ code: aff.code, visitorId: id });
    }
    await visit({ code: other.code, visitorId: 'dash-visitor-01' });
    const paying = await referStudent(ctx, aff);
    await referStudent(ctx, aff);
    await referStudent(ctx, other);
    await buy(ctx, paying, BASIC_ID); // 49 − 10 % = 44.10 → 4.41
    await buy(ctx, paying, BASIC_ID);

    const res = await send(ctx, aff, 'GET', '/api/affiliate/summary');
    expect(res.status).toBe(200);
    const summary = res.body as AffiliateSummary;
    expect(summary).toMatchObject({
      code: aff.code,
      referralUrl: `${TEST_APP_URL}/?code=${aff.code}`,
      commissionRate: 10,
      referralDiscountPercent: 10,
      visits: 4,
      signups: 2,
      payingStudents: 1,
      signupRate: 0.5,
      payingRate: 0.5,
    });
    expect(summary.commissions.pending).toEqual({ count: 2, amount: 8.82 });
    expect(summary.commissions.paid).toEqual({ count: 0, amount: 0 });
    expect(summary.monthly).toHaveLength(12);
    const thisMonth = summary.monthly.at(-1);
    expect(thisMonth).toEqual({
      month: new Date().toISOString().slice(0, 7),
      visits: 4,
      signups: 2,
      commissions: 8.82,
    });

    const theirs = (await send(ctx, other, 'GET', '/api/affiliate/summary')).body;
    expect(theirs).toMatchObject({ visits: 1, signups: 1, payingStudents: 0, payingRate: 0 });
    expect(theirs.commissions.pending.count).toBe(0);
  });

  it('shows the last twelve UTC months oldest first, each present, and no rates without a divisor', async () => {
    const aff = await makeAffiliate(ctx);
    const db = ctx.database.db;
    const now = new Date('2025-03-15T12:00:00Z');
    await recordReferralVisit(db, { code: aff.code, visitorId: 'months-01' }, now);
    await recordReferralVisit(
      db,
      { code: aff.code, visitorId: 'months-01' },
      new Date('2025-01-31T23:59:59Z'),
    );
    await recordReferralVisit(
      db,
      { code: aff.code, visitorId: 'months-01' },
      new Date('2024-04-01T00:00:00Z'),
    );
    // Thirteen months back: outside the chart, still in the total.
    await recordReferralVisit(
      db,
      { code: aff.code, visitorId: 'months-01' },
      new Date('2024-03-31T23:00:00Z'),
    );
    const summary = await getAffiliateSummary(db, aff.id, 'https://tafawuq.example/', now);
    expect(summary.referralUrl).toBe(`https://tafawuq.example/?code=${aff.code}`);
    expect(summary.monthly.map((m) => m.month)).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    expect(summary.monthly.map((m) => m.visits)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1]);
    expect(summary.visits).toBe(4);
    expect(summary.signupRate).toBe(0);
    expect(summary.payingRate).toBeNull();

    const empty = (await send(ctx, await makeAffiliate(ctx), 'GET', '/api/affiliate/summary')).body;
    expect(empty).toMatchObject({ visits: 0, signups: 0, signupRate: null, payingRate: null });
    expect(empty.monthly).toHaveLength(12);
  });

  it('is for affiliates only', async () => {
    expect((await send(ctx, null, 'GET', '/api/affiliate/summary')).status).toBe(401);
    const student = await createUser(ctx, 'student');
    expect((await send(ctx, student, 'GET', '/api/affiliate/summary')).status).toBe(403);
    expect((await send(ctx, admin, 'GET', '/api/affiliate/referrals')).status).toBe(403);
  });
});

describe('users referred', () => {
  let aff: TestAffiliate;
  let other: TestAffiliate;
  let names: Record<string, TestUser>;
  beforeAll(async () => {
    aff = await makeAffiliate(ctx);
    other = await makeAffiliate(ctx);
    names = {};
    const people = [
      ['ahmed', 'Ahmed', 'Hassan', 'ahmed.ref@gmail.com'],
      ['sara', 'Sara', 'Ali', 's@example.test'],
      ['zaid', 'Zaid', 'Omar', 'zaid_100@example.test'],
      ['mona', 'Mona', 'Ahmed', 'mona.ref@example.test'],
    ] as const;
    for (const [key, firstName, lastName, email] of people) {
      names[key] = await referStudent(ctx, aff, { firstName, lastName, email });
    }
    await referStudent(ctx, other, {
      firstName: 'Ahmed',
      lastName: 'Other',
      email: 'ahmed.other@example.test',
    });
    await buy(ctx, names.sara as TestUser, BASIC_ID); // 44.10
    await buy(ctx, names.sara as TestUser, BASIC_ID);
    await buy(ctx, names.zaid as TestUser, PREMIUM_ID); // 89 − 5 % − 10 % = 76.09
    // A refunded purchase counts neither as a purchase nor as money spent.
    const refunded = await buy(ctx, names.mona as TestUser, BASIC_ID);
    expect(
      (await send(ctx, admin, 'POST', `/api/admin/payments/${refunded.paymentId}/refund`)).status,
    ).toBe(200);
  });

  const list = async (user: TestUser, query = '') =>
    (await send(ctx, user, 'GET', `/api/affiliate/referrals${query}`)).body as ReferredUserList;

  it('lists only my students, newest first, with masked e-mails, purchases and money spent', async () => {
    const page = await list(aff);
    expect(page.total).toBe(4);
    expect(page.items.map((u) => u.name)).toEqual([
      'Mona Ahmed',
      'Zaid Omar',
      'Sara Ali',
      'Ahmed Hassan',
    ]);
    const sara = page.items.find((u) => u.name === 'Sara Ali');
    expect(sara).toMatchObject({
      emailMasked: 's***@example.test',
      purchases: 2,
      totalSpent: 88.2,
    });
    expect(page.items.find((u) => u.name === 'Ahmed Hassan')).toMatchObject({
      emailMasked: 'ah***@gmail.com',
      purchases: 0,
      totalSpent: 0,
    });
    expect(page.items.find((u) => u.name === 'Mona Ahmed')).toMatchObject({
      purchases: 0,
      totalSpent: 0,
    });
    expect(JSON.stringify(page)).not.toContain('ahmed.ref');
    expect(JSON.stringify(page)).not.toContain('mona.ref');

    const theirs = await list(other);
    expect(theirs.total).toBe(1);
    expect(theirs.items[0]?.name).toBe('Ahmed Other');
  });

  it('searches by name or e-mail on the server, taking % and _ literally', async () => {
    expect((await list(aff, '?search=ahmed')).items.map((u) => u.name).sort()).toEqual([
      'Ahmed Hassan',
      'Mona Ahmed',
    ]);
    expect((await list(aff, '?search=Sara%20Ali')).items.map((u) => u.name)).toEqual(['Sara Ali']);
    expect((await list(aff, '?search=GMAIL.COM')).items.map((u) => u.name)).toEqual([
      'Ahmed Hassan',
    ]);
    expect((await list(aff, '?search=_100')).items.map((u) => u.name)).toEqual(['Zaid Omar']);
    expect((await list(aff, '?search=%25')).total).toBe(0);
    expect((await list(aff, '?search=a%25m')).total).toBe(0);
    expect((await list(aff, '?search=_')).items.map((u) => u.name)).toEqual(['Zaid Omar']);
    expect((await list(aff, '?search=Other')).total).toBe(0);
    // Control characters are refused in every field (issue 22).
    const nul = await send(ctx, aff, 'GET', '/api/affiliate/referrals?search=a%00hm');
    expect(nul.status).toBe(400);
  });

  it('sorts by joined, name, purchases and money spent, both ways, and pages with a total', async () => {
    const names = async (q: string) => (await list(aff, q)).items.map((u) => u.name);
    expect(await names('?sort=joined&order=asc')).toEqual([
      'Ahmed Hassan',
      'Sara Ali',
      'Zaid Omar',
      'Mona Ahmed',
    ]);
    expect(await names('?sort=name&order=asc')).toEqual([
      'Ahmed Hassan',
      'Mona Ahmed',
      'Sara Ali',
      'Zaid Omar',
    ]);
    expect(await names('?sort=name&order=desc')).toEqual([
      'Zaid Omar',
      'Sara Ali',
      'Mona Ahmed',
      'Ahmed Hassan',
    ]);
    expect((await names('?sort=purchases&order=desc'))[0]).toBe('Sara Ali');
    expect((await names('?sort=spent&order=desc')).slice(0, 2)).toEqual(['Sara Ali', 'Zaid Omar']);
    expect((await names('?sort=spent&order=asc')).slice(2)).toEqual(['Zaid Omar', 'Sara Ali']);

    const first = await list(aff, '?sort=name&order=asc&pageSize=3');
    const second = await list(aff, '?sort=name&order=asc&pageSize=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((u) => u.name)).toEqual(['Zaid Omar']);
    expect((await list(aff, '?page=9')).items).toHaveLength(0);
  });

  it('refuses bad queries with a 400', async () => {
    for (const q of [
      '?sort=email',
      '?order=up',
      '?page=0',
      '?page=abc',
      '?pageSize=101',
      '?pageSize=1.5',
      `?search=${'x'.repeat(201)}`,
    ]) {
      expect((await send(ctx, aff, 'GET', `/api/affiliate/referrals${q}`)).status, q).toBe(400);
    }
  });
});
