import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import type {
  RevenueInsights,
  RevenueReport,
} from '../../src/common/contracts/business-analytics-revenue';
import { BASIC_ID, PREMIUM_ID, ULTIMATE_ID } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

/**
 * A constructed data set (every timestamp fixed, UTC) and the figures it must give. The period
 * under test is 1–10 March 2024; the one before it is 20–29 February 2024.
 *
 * Students: s1 (Jan, referred), s2 (1 Mar, trial), s3 (5 Mar, referred, trial used), s4 (8 Mar,
 * trial), s5 (25 Feb), s6 (9 Mar).
 * Payments (amount paid): p1 s1 Basic 44.10 on 20 Jan · p2 s1 Premium 80 (affiliate discount 9)
 * on 3 Mar, 4 points of which 2 on AP and 1 on IGCSE subjects · p3 s2 Basic 45 (package discount
 * 5) at 1 Mar 00:00, 2 points of which 1 on EST · p4 s3 Ultimate 134.10 (affiliate discount
 * 14.90) on 4 Mar, refunded 6 Mar · p5 s5 Basic 49 on 28 Feb, refunded 2 Mar, 2 points of which
 * 1 on EST · p6 s2 Basic 49 at 10 Mar 23:59:59 · p7 s4 Basic 49 at 11 Mar 00:00 · p8 s5 Premium
 * 89 on 27 Feb · p10 s6 Premium 89 on 9 Mar · p11 s4 Basic 49 on 15 May · a pending and a
 * failed checkout in the period.
 *
 * Coupons, in April 2024 (buyers c1 and c2 signed up on 1 April, so March is untouched): q1 c1
 * Basic 44.10 with SPRING10 (4.90 off) · q2 c2 Premium 84 with FLAT5 (5 off) and a 8.90
 * package discount · q3 c1 Basic 44.10 with SPRING10, refunded · q4 c2 Basic 49, no coupon.
 */

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
let affiliate: TestUser;
const ids: Record<string, string> = {};
const subjectOf: Record<'AP' | 'IGCSE' | 'EST', string[]> = { AP: [], IGCSE: [], EST: [] };

const at = (iso: string) => new Date(iso).toISOString();
const run = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

async function person(
  key: string,
  createdAt: string,
  opts: { role?: string; referredBy?: string } = {},
) {
  const id = `rev-${key}-${randomUUID()}`;
  ids[key] = id;
  await run(sql`insert into profiles (id, name, email, role, code, referred_by, created_at)
    values (${id}, ${`Person ${key}`}, ${`${key}.${id}@revenue.test`}, ${opts.role ?? 'student'},
            ${opts.role === 'affiliate' ? `REV${key.toUpperCase()}` : null}, ${opts.referredBy ?? null},
            ${at(createdAt)}::timestamptz)`);
  return id;
}

async function pay(
  key: string,
  o: {
    user: string;
    pkg: string;
    list: number;
    paid: number;
    dp?: number;
    da?: number;
    status?: string;
    completed?: string;
    refunded?: string;
    affiliate?: string;
    coupon?: string;
    dc?: number;
  },
) {
  const id = randomUUID();
  ids[key] = id;
  const created = o.completed ?? '2024-03-05T12:00:00Z';
  await run(sql`insert into payments (id, user_id, package_id, provider, amount_list, discount_package,
      discount_affiliate, discount_coupon, coupon_id, amount_paid, affiliate_id, status, created_at,
      expires_at, completed_at, refunded_at, refunded_by)
    values (${id}, ${ids[o.user]}, ${o.pkg}, 'sandbox', ${o.list}, ${o.dp ?? 0}, ${o.da ?? 0},
      ${o.dc ?? 0}, ${o.coupon ? ids[o.coupon] : null}::uuid, ${o.paid},
      ${o.affiliate ? ids[o.affiliate] : null}, ${o.status ?? 'succeeded'}, ${at(created)}::timestamptz,
      ${at(created)}::timestamptz + interval '1 hour',
      ${o.completed ? at(o.completed) : null}::timestamptz,
      ${o.refunded ? at(o.refunded) : null}::timestamptz,
      ${o.refunded ? admin.id : null})`);
  return id;
}

/** The package a payment (or the trial) credited, and the subjects unlocked with it. */
async function credit(
  user: string,
  o: { payment?: string; pkg: string; points: number; at: string; unlock?: string[] },
) {
  const id = randomUUID();
  await run(sql`insert into users_packages (id, user_id, package_id, package_name, package_price,
      package_unlock_points, availability, payment_id, purchase_date, expiry_date, status)
    values (${id}, ${ids[user]}, ${o.pkg}, 'Snapshot', 0, ${o.points},
      ${o.points - (o.unlock?.length ?? 0)}, ${o.payment ? ids[o.payment] : null},
      ${at(o.at)}::timestamptz, ${at(o.at)}::timestamptz + interval '1 year', 'active')`);
  for (const subject of o.unlock ?? []) {
    await run(sql`insert into subject_unlocks (user_id, subject_id, users_package_id, unlocked_at, expires_at)
      values (${ids[user]}, ${subject}, ${id}, ${at(o.at)}::timestamptz, ${at(o.at)}::timestamptz + interval '1 year')`);
  }
}

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, student, affiliate] = await Promise.all([
    createUser(ctx, 'admin'),
    createUser(ctx, 'student'),
    createUser(ctx, 'affiliate'),
  ]);
  const subjects = (await run(
    sql`select id, board from subjects order by sort_order, name`,
  )) as unknown as {
    rows: { id: string; board: 'AP' | 'IGCSE' | 'EST' }[];
  };
  for (const s of subjects.rows) subjectOf[s.board].push(s.id);

  await person('aff', '2023-12-01T00:00:00Z', { role: 'affiliate' });
  await person('s1', '2024-01-15T09:00:00Z', { referredBy: ids.aff });
  await person('s2', '2024-03-01T00:00:00Z');
  await person('s3', '2024-03-05T08:00:00Z', { referredBy: ids.aff });
  await person('s4', '2024-03-08T08:00:00Z');
  await person('s5', '2024-02-25T08:00:00Z');
  await person('s6', '2024-03-09T08:00:00Z');

  // Free Trials start at sign-up; s3 spent its point.
  await credit('s2', { pkg: FREE_TRIAL_PACKAGE_ID, points: 1, at: '2024-03-01T00:00:00Z' });
  await credit('s3', {
    pkg: FREE_TRIAL_PACKAGE_ID,
    points: 1,
    at: '2024-03-05T08:00:00Z',
    unlock: [subjectOf.AP[0] ?? ''],
  });
  await credit('s4', { pkg: FREE_TRIAL_PACKAGE_ID, points: 1, at: '2024-03-08T08:00:00Z' });
  await credit('s5', { pkg: FREE_TRIAL_PACKAGE_ID, points: 1, at: '2024-02-25T08:00:00Z' });

  await pay('p1', {
    user: 's1',
    pkg: BASIC_ID,
    list: 49,
    da: 4.9,
    paid: 44.1,
    affiliate: 'aff',
    completed: '2024-01-20T10:00:00Z',
  });
  await pay('p2', {
    user: 's1',
    pkg: PREMIUM_ID,
    list: 89,
    da: 9,
    paid: 80,
    affiliate: 'aff',
    completed: '2024-03-03T10:00:00Z',
  });
  await credit('s1', {
    payment: 'p2',
    pkg: PREMIUM_ID,
    points: 4,
    at: '2024-03-03T10:00:00Z',
    unlock: [subjectOf.AP[0] ?? '', subjectOf.AP[1] ?? '', subjectOf.IGCSE[0] ?? ''],
  });
  await pay('p3', {
    user: 's2',
    pkg: BASIC_ID,
    list: 50,
    dp: 5,
    paid: 45,
    completed: '2024-03-01T00:00:00Z',
  });
  await credit('s2', {
    payment: 'p3',
    pkg: BASIC_ID,
    points: 2,
    at: '2024-03-01T00:00:00Z',
    unlock: [subjectOf.EST[0] ?? ''],
  });
  await pay('p4', {
    user: 's3',
    pkg: ULTIMATE_ID,
    list: 149,
    da: 14.9,
    paid: 134.1,
    affiliate: 'aff',
    status: 'refunded',
    completed: '2024-03-04T10:00:00Z',
    refunded: '2024-03-06T10:00:00Z',
  });
  await pay('p5', {
    user: 's5',
    pkg: BASIC_ID,
    list: 49,
    paid: 49,
    status: 'refunded',
    completed: '2024-02-28T10:00:00Z',
    refunded: '2024-03-02T10:00:00Z',
  });
  await credit('s5', {
    payment: 'p5',
    pkg: BASIC_ID,
    points: 2,
    at: '2024-02-28T10:00:00Z',
    unlock: [subjectOf.EST[1] ?? ''],
  });
  await pay('p6', {
    user: 's2',
    pkg: BASIC_ID,
    list: 49,
    paid: 49,
    completed: '2024-03-10T23:59:59Z',
  });
  await pay('p7', {
    user: 's4',
    pkg: BASIC_ID,
    list: 49,
    paid: 49,
    completed: '2024-03-11T00:00:00Z',
  });
  await pay('p8', {
    user: 's5',
    pkg: PREMIUM_ID,
    list: 89,
    paid: 89,
    completed: '2024-02-27T10:00:00Z',
  });
  await pay('p10', {
    user: 's6',
    pkg: PREMIUM_ID,
    list: 89,
    paid: 89,
    completed: '2024-03-09T10:00:00Z',
  });
  await pay('p11', {
    user: 's4',
    pkg: BASIC_ID,
    list: 49,
    paid: 49,
    completed: '2024-05-15T10:00:00Z',
  });
  await pay('pending', { user: 's4', pkg: BASIC_ID, list: 49, paid: 49, status: 'pending' });
  await pay('failed', { user: 's6', pkg: BASIC_ID, list: 49, paid: 49, status: 'failed' });

  await person('c1', '2024-04-01T08:00:00Z');
  await person('c2', '2024-04-01T09:00:00Z');
  for (const [key, code, kind, value] of [
    ['spring', 'SPRING10', 'percent', 10],
    ['flat', 'FLAT5', 'fixed', 5],
  ] as const) {
    ids[key] = randomUUID();
    await run(
      sql`insert into coupons (id, code, kind, value) values (${ids[key]}, ${code}, ${kind}, ${value})`,
    );
  }
  await pay('q1', {
    user: 'c1',
    pkg: BASIC_ID,
    list: 49,
    dc: 4.9,
    coupon: 'spring',
    paid: 44.1,
    completed: '2024-04-02T10:00:00Z',
  });
  await pay('q2', {
    user: 'c2',
    pkg: PREMIUM_ID,
    list: 89,
    dp: 8.9,
    dc: 5,
    coupon: 'flat',
    paid: 75.1,
    completed: '2024-04-03T10:00:00Z',
  });
  await pay('q3', {
    user: 'c1',
    pkg: BASIC_ID,
    list: 49,
    dc: 4.9,
    coupon: 'spring',
    paid: 44.1,
    status: 'refunded',
    completed: '2024-04-04T10:00:00Z',
    refunded: '2024-04-05T10:00:00Z',
  });
  await pay('q4', {
    user: 'c2',
    pkg: BASIC_ID,
    list: 49,
    paid: 49,
    completed: '2024-04-06T10:00:00Z',
  });
}, 180_000);
afterAll(() => ctx.close());

async function get<T>(url: string, user: TestUser | null = admin) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
  return {
    status: res.statusCode,
    body: res.json() as T & { message?: string; fields?: Record<string, string> },
  };
}
const MARCH = 'from=2024-03-01&to=2024-03-10';
const report = async (q = MARCH) => {
  const res = await get<RevenueReport>(`/api/admin/analytics/revenue?${q}`);
  expect(res.status).toBe(200);
  return res.body;
};
const insights = async (q = MARCH) => {
  const res = await get<RevenueInsights>(`/api/admin/analytics/revenue-insights?${q}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('Revenue Reports', () => {
  it('sums sales, refunds and net for the period and compares with the period before', async () => {
    const r = await report();
    expect(r.period).toEqual({
      from: '2024-03-01',
      to: '2024-03-10',
      days: 10,
      previousFrom: '2024-02-20',
      previousTo: '2024-02-29',
    });
    // Sales p2, p3, p4, p6, p10; refunds p4 (sold in the period) and p5 (sold before it).
    expect(r.totals).toMatchObject({
      orders: 5,
      gross: 397.1,
      refunds: 2,
      refunded: 183.1,
      net: 214,
    });
    expect(r.totals.previousNet).toBe(138); // p5 and p8
    expect(r.totals.netChange).toBeCloseTo(76 / 138, 10);
  });

  it('lays revenue out by day, every day of the period, sales and refunds on their own days', async () => {
    const r = await report();
    expect(r.byDay.map((d) => d.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2024-03-${String(i + 1).padStart(2, '0')}`),
    );
    const day = (d: string) => r.byDay.find((x) => x.day === d);
    expect(day('2024-03-01')).toMatchObject({ orders: 1, gross: 45, refunded: 0, net: 45 });
    expect(day('2024-03-02')).toMatchObject({
      orders: 0,
      gross: 0,
      refunds: 1,
      refunded: 49,
      net: -49,
    });
    expect(day('2024-03-04')).toMatchObject({ orders: 1, gross: 134.1, net: 134.1 });
    expect(day('2024-03-06')).toMatchObject({
      orders: 0,
      refunds: 1,
      refunded: 134.1,
      net: -134.1,
    });
    expect(day('2024-03-10')).toMatchObject({ orders: 1, gross: 49, net: 49 });
    expect(day('2024-03-05')).toMatchObject({
      orders: 0,
      gross: 0,
      refunds: 0,
      refunded: 0,
      net: 0,
    });
    expect(r.byDay.reduce((sum, d) => sum + d.net, 0)).toBeCloseTo(214, 6);
  });

  it('includes both ends of a custom period and nothing past them', async () => {
    const last = await report('from=2024-03-10&to=2024-03-10');
    expect(last.totals).toMatchObject({ orders: 1, gross: 49, refunds: 0, net: 49 });
    const next = await report('from=2024-03-11&to=2024-03-11');
    expect(next.totals).toMatchObject({ orders: 1, gross: 49, net: 49 });
    const first = await report('from=2024-03-01&to=2024-03-01');
    expect(first.totals).toMatchObject({ orders: 1, gross: 45 });
    expect(first.period.previousTo).toBe('2024-02-29');
  });

  it('splits revenue by package, best net first', async () => {
    const r = await report();
    expect(
      r.byPackage.map((p) => [p.packageId, p.orders, p.gross, p.refunds, p.refunded, p.net]),
    ).toEqual([
      [PREMIUM_ID, 2, 169, 0, 0, 169],
      [BASIC_ID, 2, 94, 1, 49, 45],
      [ULTIMATE_ID, 1, 134.1, 1, 134.1, 0],
    ]);
    expect(r.byPackage[0]?.name).toBe('Premium');
  });

  it('splits revenue by subject board by the points spent with each package', async () => {
    const r = await report();
    const board = Object.fromEntries(r.byBoard.map((b) => [b.board, [b.gross, b.refunded, b.net]]));
    expect(board).toEqual({
      AP: [40, 0, 40], // p2: 2 of 4 points
      IGCSE: [20, 0, 20], // p2: 1 of 4 points
      EST: [22.5, 24.5, -2], // p3: 1 of 2 points; p5's refund: 1 of 2 points
      unassigned: [314.6, 158.6, 156],
    });
    expect(r.byBoard.reduce((sum, b) => sum + b.net, 0)).toBeCloseTo(r.totals.net, 6);
  });

  it('splits revenue by referring affiliate, with the discounts they gave', async () => {
    const r = await report();
    expect(r.byAffiliate).toEqual([
      {
        affiliateId: null,
        name: null,
        code: null,
        orders: 3,
        gross: 183,
        refunds: 1,
        refunded: 49,
        net: 134,
        discount: 0,
      },
      {
        affiliateId: ids.aff,
        name: 'Person aff',
        code: 'REVAFF',
        orders: 2,
        gross: 214.1,
        refunds: 1,
        refunded: 134.1,
        net: 80,
        discount: 23.9,
      },
    ]);
  });

  it('lists the refunds of the period, newest first, paged on the server', async () => {
    const r = await report();
    expect(r.refundList.total).toBe(2);
    expect(r.refundList.items.map((x) => [x.paymentId, x.amount, x.packageName])).toEqual([
      [ids.p4, 134.1, 'Ultimate'],
      [ids.p5, 49, 'Basic'],
    ]);
    expect(r.refundList.items[0]).toMatchObject({
      refundedAt: '2024-03-06T10:00:00.000Z',
      completedAt: '2024-03-04T10:00:00.000Z',
      studentId: ids.s3,
      studentName: 'Person s3',
    });
    expect(r.refundList.items[0]?.refundedByName).toBeTruthy();
    const second = await report(`${MARCH}&refundsPage=2&refundsPageSize=1`);
    expect(second.refundList).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.refundList.items.map((x) => x.paymentId)).toEqual([ids.p5]);
  });

  it('adds up the discounts given on the period’s sales by kind', async () => {
    const r = await report();
    expect(r.discounts).toMatchObject({
      package: 5,
      affiliate: 23.9,
      coupon: 0,
      total: 28.9,
      discountedOrders: 3,
    });
  });

  it('counts coupon discounts and the codes used, most money first', async () => {
    const r = await report('from=2024-04-01&to=2024-04-30');
    expect(r.totals).toMatchObject({
      orders: 4,
      gross: 212.3,
      refunds: 1,
      refunded: 44.1,
      net: 168.2,
    });
    expect(r.discounts).toEqual({
      package: 8.9,
      affiliate: 0,
      coupon: 14.8,
      total: 23.7,
      discountedOrders: 3,
      coupons: [
        { code: 'SPRING10', orders: 2, amount: 9.8 },
        { code: 'FLAT5', orders: 1, amount: 5 },
      ],
    });
    // March had no coupon.
    expect((await report()).discounts.coupons).toEqual([]);
  });

  it('answers an empty period with zeros on every day', async () => {
    const r = await report('from=2020-01-01&to=2020-01-07');
    expect(r.totals).toMatchObject({ orders: 0, gross: 0, refunds: 0, net: 0, netChange: null });
    expect(r.byDay).toHaveLength(7);
    expect(r.byPackage).toEqual([]);
    expect(r.byBoard.map((b) => b.net)).toEqual([0, 0, 0, 0]);
    expect(r.refundList.items).toEqual([]);
  });
});

describe('Revenue Analytics', () => {
  it('gives the average order value of kept payments against the period before', async () => {
    const r = await insights();
    // Kept: p2 80, p3 45, p6 49, p10 89 (p4 was refunded). Before: p8 89 (p5 refunded).
    expect(r.averageOrder).toMatchObject({
      orders: 4,
      revenue: 263,
      value: 65.75,
      previousValue: 89,
    });
    expect(r.averageOrder.change).toBeCloseTo((65.75 - 89) / 89, 10);
  });

  it('converts trials started in the period to paid, and counts trials used', async () => {
    const r = await insights();
    // s2 (paid), s3 (used the trial; only a refunded payment), s4 (paid on 11 March).
    expect(r.trial).toMatchObject({ started: 3, used: 1, converted: 2 });
    expect(r.trial.rate).toBeCloseTo(2 / 3, 10);
    expect(r.trial.usedRate).toBeCloseTo(1 / 3, 10);
  });

  it('counts repeat buyers and repeat orders', async () => {
    const r = await insights();
    // Buyers s1 (p1 before, p2), s2 (p3, p6), s6 (p10 only).
    expect(r.repeat).toMatchObject({
      buyers: 3,
      repeatBuyers: 2,
      orders: 4,
      repeatOrders: 2,
      repeatRevenue: 129,
    });
    expect(r.repeat.rate).toBeCloseTo(2 / 3, 10);
  });

  it('splits revenue per student between referred and not referred students', async () => {
    const r = await insights();
    expect(r.referral).toEqual([
      {
        group: 'referred',
        students: 2,
        payingStudents: 1,
        revenue: 80,
        perStudent: 40,
        perPayingStudent: 80,
      },
      {
        group: 'direct',
        students: 4,
        payingStudents: 2,
        revenue: 183,
        perStudent: 45.75,
        perPayingStudent: 91.5,
      },
    ]);
  });

  it('builds sign-up-month cohorts with revenue and paying students by month since sign-up', async () => {
    const r = await insights();
    expect(r.cohorts.offsets).toBe(12);
    expect(r.cohorts.rows).toHaveLength(1);
    const march = r.cohorts.rows[0];
    expect(march).toMatchObject({ month: '2024-03', students: 4, revenue: 281, payingStudents: 3 });
    expect(march?.cells.slice(0, 3)).toEqual([
      { offset: 0, revenue: 232, payingStudents: 3 }, // p3, p6, p7, p10
      { offset: 1, revenue: 0, payingStudents: 0 },
      { offset: 2, revenue: 49, payingStudents: 1 }, // p11 in May
    ]);
    const wide = await insights('from=2024-01-01&to=2024-03-10');
    expect(wide.cohorts.rows.map((c) => [c.month, c.students, c.revenue])).toEqual([
      ['2024-01', 1, 124.1],
      ['2024-02', 1, 89],
      ['2024-03', 4, 281],
    ]);
  });
});

describe('access and validation', () => {
  it('is for administrators only', async () => {
    for (const url of ['/api/admin/analytics/revenue', '/api/admin/analytics/revenue-insights']) {
      expect((await get(url, null)).status).toBe(401);
      expect((await get(url, student)).status).toBe(403);
      expect((await get(url, affiliate)).status).toBe(403);
      expect((await get(url)).status).toBe(200);
    }
  });

  it('answers a preset period ending today', async () => {
    const r = await report('days=7');
    expect(r.period.days).toBe(7);
    expect(r.byDay).toHaveLength(7);
    expect(r.period.to).toBe(new Date().toISOString().slice(0, 10));
    const i = await insights('days=90');
    expect(i.period.days).toBe(90);
  });

  it('refuses a bad period or page with a clear message', async () => {
    const days = await get('/api/admin/analytics/revenue?days=14');
    expect(days.status).toBe(400);
    expect(JSON.stringify(days.body)).toContain('Use 7, 30 or 90 days');
    const half = await get('/api/admin/analytics/revenue-insights?from=2024-03-01');
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain('Give both a start and an end date');
    const long = await get('/api/admin/analytics/revenue-insights?from=2020-01-01&to=2024-01-01');
    expect(long.status).toBe(400);
    const page = await get('/api/admin/analytics/revenue?refundsPage=0');
    expect(page.status).toBe(400);
  });
});
