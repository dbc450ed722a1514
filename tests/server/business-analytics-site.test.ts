import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardAnalytics,
  WebsiteAnalytics,
} from '../../src/common/contracts/business-analytics-site';
import {
  commissions,
  emailMessages,
  exams,
  pageViews,
  payments,
  profiles,
  referralVisits,
  subjects,
  userSessions,
} from '../../src/server/db/schema';
import { createAccount } from '../../src/server/modules/auth/create-account';
import { BASIC_ID } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

/**
 * A constructed week: the period 2024-03-08..2024-03-14 (UTC) and the week before it,
 * 2024-03-01..2024-03-07, with rows on both sides of every boundary.
 */
const PERIOD = '?from=2024-03-08&to=2024-03-14';
const at = (iso: string) => new Date(iso);

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
const ids: Record<string, string> = {};

async function account(key: string, role: 'student' | 'affiliate', createdAt: string) {
  // No session: these accounts only need to exist (signing in would add user_sessions rows).
  const user = await createAccount(ctx.database.db, {
    email: `${key.toLowerCase()}.site@example.test`,
    password: 'secret-password',
    firstName: key,
    lastName: 'Test',
    role,
  });
  await ctx.database.db
    .update(profiles)
    .set({ createdAt: at(createdAt) })
    .where(eq(profiles.id, user.id));
  ids[key] = user.id;
  return user.id;
}

async function payment(
  userId: string,
  createdAt: string,
  amount: number,
  status = 'succeeded',
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(payments)
    .values({
      userId,
      packageId: BASIC_ID,
      provider: 'sandbox',
      amountList: amount,
      amountPaid: amount,
      status,
      createdAt: at(createdAt),
      expiresAt: at(createdAt),
    })
    .returning({ id: payments.id });
  return row?.id ?? '';
}

async function exam(userId: string, createdAt: string, submittedAt: string | null = null) {
  let [subject] = await ctx.database.db.select({ id: subjects.id }).from(subjects).limit(1);
  if (!subject) {
    [subject] = await ctx.database.db
      .insert(subjects)
      .values({ slug: 'analytics-subject', name: 'Analytics', board: 'AP' })
      .returning({ id: subjects.id });
  }
  await ctx.database.db.insert(exams).values({
    userId,
    subjectId: subject?.id ?? '',
    title: 'Practice',
    mode: 'practice',
    status: submittedAt ? 'submitted' : 'in_progress',
    settings: {} as never,
    sections: [],
    questionCount: 0,
    createdAt: at(createdAt),
    submittedAt: submittedAt ? at(submittedAt) : null,
  });
}

const view = (
  visitorId: string,
  path: string,
  createdAt: string,
  referrer: string | null = null,
  userId: string | null = null,
) => ({ visitorId, path, title: path, referrer, userId, createdAt: at(createdAt) });

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
  // The two accounts above are created now: far after the constructed weeks.
  const db = ctx.database.db;

  // Sign-ups: four students in the period (one deactivated since), one the week before, one
  // a second after the period; an affiliate in the period is not a sign-up.
  await account('S1', 'student', '2024-03-09T08:00:00Z');
  await account('S2', 'student', '2024-03-10T08:00:00Z');
  await account('S3', 'student', '2024-03-14T23:00:00Z');
  await account('S4', 'student', '2024-03-12T08:00:00Z');
  await db
    .update(profiles)
    .set({ role: 'inactive', previousRole: 'student' })
    .where(eq(profiles.id, ids.S4 ?? ''));
  await account('S5', 'student', '2024-03-03T08:00:00Z');
  await account('S6', 'student', '2024-03-15T00:00:00Z');
  await account('AF', 'affiliate', '2024-03-13T08:00:00Z');
  await db
    .update(profiles)
    .set({ code: 'SITEAF', lastName: 'Partner' })
    .where(eq(profiles.id, ids.AF ?? ''));
  await db
    .update(profiles)
    .set({ referredBy: ids.AF })
    .where(eq(profiles.id, ids.S3 ?? ''));

  // Payments: 50 + 25.50 succeeded in the period, one failed; 40 the week before.
  const paid = await payment(ids.S1 ?? '', '2024-03-10T12:00:00Z', 50);
  await payment(ids.S2 ?? '', '2024-03-11T12:00:00Z', 20, 'failed');
  await payment(ids.S3 ?? '', '2024-03-14T23:30:00Z', 25.5);
  await payment(ids.S5 ?? '', '2024-03-05T12:00:00Z', 40);
  await db.insert(commissions).values({
    affiliateId: ids.AF ?? '',
    studentId: ids.S1 ?? '',
    paymentId: paid,
    rate: 10,
    amount: 5,
    status: 'pending',
  });

  // Exams: S1 and S3 in the period (S1 submitted), S2 only after it, S5 the week before.
  await exam(ids.S1 ?? '', '2024-03-09T09:00:00Z', '2024-03-09T10:00:00Z');
  await exam(ids.S3 ?? '', '2024-03-14T23:40:00Z');
  await exam(ids.S2 ?? '', '2024-03-15T01:00:00Z');
  await exam(ids.S5 ?? '', '2024-03-04T09:00:00Z');

  // Page views. Current: A ×3 (google twice, then none), B ×1 (facebook, signed in as S1),
  // C ×1 (the site itself, signed in as S2). Previous: E, F and A. After: D.
  await db.insert(pageViews).values([
    view('visitor-a', '/', '2024-03-08T10:00:00Z', 'https://www.Google.com/search?q=x'),
    view('visitor-a', '/pricing', '2024-03-08T10:05:00Z', 'https://www.google.com/search'),
    // Recorded with its device and country (an anonymous visitor is then known too).
    { ...view('visitor-a', '/', '2024-03-09T10:00:00Z'), deviceType: 'tablet', countryCode: 'AE' },
    view('visitor-b', '/', '2024-03-14T23:59:59Z', 'https://facebook.com/p/1', ids.S1),
    view('visitor-c', '/pricing', '2024-03-10T10:00:00Z', 'http://localhost:3000/', ids.S2),
    view('visitor-d', '/', '2024-03-15T00:00:00Z'),
    view('visitor-e', '/terms', '2024-03-07T23:59:59Z'),
    view('visitor-f', '/', '2024-03-01T00:00:00Z'),
    view('visitor-a', '/', '2024-03-02T00:00:00Z'),
  ]);

  // Views recorded before device and country were kept fall back to the signed-in accounts'
  // latest sessions.
  const session = (userId: string, token: string, deviceType: string, country: string) => ({
    userId,
    sessionToken: token,
    deviceType,
    locationInfo: { country, country_code: country },
    expiresAt: at('2030-01-01T00:00:00Z'),
  });
  await db
    .insert(userSessions)
    .values([
      session(ids.S1 ?? '', 'site-token-1', 'mobile', 'EG'),
      session(ids.S2 ?? '', 'site-token-2', 'desktop', 'SA'),
    ]);

  // Affiliate-link visits: three in the period, one the week before.
  await db.insert(referralVisits).values([
    { affiliateId: ids.AF ?? '', visitorId: 'v1', day: '2024-03-08' },
    { affiliateId: ids.AF ?? '', visitorId: 'v2', day: '2024-03-08' },
    { affiliateId: ids.AF ?? '', visitorId: 'v1', day: '2024-03-12' },
    { affiliateId: ids.AF ?? '', visitorId: 'v3', day: '2024-03-05' },
  ]);

  await db.insert(emailMessages).values({
    toAddress: 'bounce@example.test',
    subject: 'Hello',
    html: '<p>Hello</p>',
    text: 'Hello',
    status: 'failed',
    error: 'mailbox unavailable',
  });
}, 180_000);
afterAll(() => ctx?.close());

const get = (url: string, user: TestUser | null = admin) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const dashboard = async (q = PERIOD) =>
  (await get(`/api/admin/analytics/dashboard${q}`)).json() as DashboardAnalytics;
const website = async (q = PERIOD) =>
  (await get(`/api/admin/analytics/website${q}`)).json() as WebsiteAnalytics;

describe('GET /api/admin/analytics/dashboard', () => {
  it('sums sign-ups, revenue, orders and exams of the period against the week before', async () => {
    const d = await dashboard();
    expect(d.period).toEqual({
      from: '2024-03-08',
      to: '2024-03-14',
      days: 7,
      previousFrom: '2024-03-01',
      previousTo: '2024-03-07',
    });
    expect(d.signUps).toEqual({ current: 4, previous: 1, change: 3 });
    expect(d.revenue).toEqual({ current: 75.5, previous: 40, change: 0.8875 });
    expect(d.orders).toEqual({ current: 2, previous: 1, change: 1 });
    expect(d.exams).toEqual({ current: 2, previous: 1, change: 1 });
    expect(d.examsSubmitted).toEqual({ current: 1, previous: 0, change: null });
  });

  it('gives every day of the period, days without data as 0', async () => {
    const d = await dashboard();
    expect(d.daily).toEqual([
      { day: '2024-03-08', signUps: 0, revenue: 0, exams: 0 },
      { day: '2024-03-09', signUps: 1, revenue: 0, exams: 1 },
      { day: '2024-03-10', signUps: 1, revenue: 50, exams: 0 },
      { day: '2024-03-11', signUps: 0, revenue: 0, exams: 0 },
      { day: '2024-03-12', signUps: 1, revenue: 0, exams: 0 },
      { day: '2024-03-13', signUps: 0, revenue: 0, exams: 0 },
      { day: '2024-03-14', signUps: 1, revenue: 25.5, exams: 1 },
    ]);
  });

  it('moves with the period: the next day holds the rows on its first second', async () => {
    const d = await dashboard('?from=2024-03-15&to=2024-03-15');
    expect(d.period).toMatchObject({ previousFrom: '2024-03-14', previousTo: '2024-03-14' });
    expect(d.signUps).toEqual({ current: 1, previous: 1, change: 0 });
    expect(d.revenue).toEqual({ current: 0, previous: 25.5, change: -1 });
    expect(d.exams).toEqual({ current: 1, previous: 1, change: 0 });
    expect(d.recentSignUps.map((u) => u.id)).toEqual([ids.S6]);
  });

  it('lists the newest payments and accounts of the period', async () => {
    const d = await dashboard();
    expect(d.recentPayments.map((p) => [p.studentId, p.amountPaid, p.status])).toEqual([
      [ids.S3, 25.5, 'succeeded'],
      [ids.S2, 20, 'failed'],
      [ids.S1, 50, 'succeeded'],
    ]);
    expect(d.recentPayments[0]).toMatchObject({
      studentName: 'S3 Test',
      packageName: expect.any(String),
      createdAt: '2024-03-14T23:30:00.000Z',
    });
    expect(d.recentSignUps.map((u) => [u.id, u.role])).toEqual([
      [ids.S3, 'student'],
      [ids.AF, 'affiliate'],
      [ids.S4, 'inactive'],
      [ids.S2, 'student'],
      [ids.S1, 'student'],
    ]);
  });

  it('counts accounts by role, questions by status and the work waiting', async () => {
    const db = ctx.database.db;
    const d = await dashboard();
    const roles = Object.fromEntries(d.usersByRole.map((r) => [r.role, r.count]));
    // admin, student, S1–S3, S5, S6 · AF · S4 (plus whatever the seed made).
    const seeded = await db
      .select({ role: profiles.role, n: sql<number>`count(*)::int` })
      .from(profiles)
      .groupBy(profiles.role);
    const seededCount = (role: string) => Number(seeded.find((r) => r.role === role)?.n ?? 0);
    expect(roles).toEqual({
      student: seededCount('student'),
      affiliate: seededCount('affiliate'),
      admin: seededCount('admin'),
      inactive: seededCount('inactive'),
    });
    expect(roles.student).toBeGreaterThanOrEqual(6);
    expect(roles.inactive).toBeGreaterThanOrEqual(1);
    const bank = await db.execute(
      sql`select count(*)::int as n from questions where status = 'pending_review'`,
    );
    const pendingQuestions = Number((bank as unknown as { rows: { n: number }[] }).rows[0]?.n);
    expect(d.questionsByStatus.find((q) => q.status === 'pending_review')?.count).toBe(
      pendingQuestions,
    );
    expect(d.attention).toEqual({ pendingQuestions, pendingCommissions: 1, failedEmails: 1 });

    await db.insert(emailMessages).values({
      toAddress: 'bounce2@example.test',
      subject: 'Hello',
      html: '',
      text: '',
      status: 'failed',
    });
    expect((await dashboard()).attention.failedEmails).toBe(2);
  });
});

describe('GET /api/admin/analytics/website', () => {
  it('counts page views and unique visitors against the week before', async () => {
    const w = await website();
    expect(w.pageViews).toMatchObject({ current: 5, previous: 3 });
    expect(w.pageViews.change).toBeCloseTo(2 / 3, 10);
    expect(w.visitors).toEqual({ current: 3, previous: 3, change: 0 });
    expect(w.daily.map((d) => [d.day, d.views, d.visitors, d.affiliateVisits])).toEqual([
      ['2024-03-08', 2, 1, 2],
      ['2024-03-09', 1, 1, 0],
      ['2024-03-10', 1, 1, 0],
      ['2024-03-11', 0, 0, 0],
      ['2024-03-12', 0, 0, 1],
      ['2024-03-13', 0, 0, 0],
      ['2024-03-14', 1, 1, 0],
    ]);
  });

  it('ranks pages and referring sites; the site itself and no referrer count as direct', async () => {
    const w = await website();
    expect(w.topPages).toEqual([
      { path: '/', views: 3, visitors: 2 },
      { path: '/pricing', views: 2, visitors: 2 },
    ]);
    expect(w.referrers).toEqual([
      { host: null, views: 2, visitors: 2 },
      { host: 'www.google.com', views: 2, visitors: 1 },
      { host: 'facebook.com', views: 1, visitors: 1 },
    ]);
  });

  it('takes devices and countries from the views, else from the signed-in visitors latest sessions', async () => {
    const w = await website();
    expect(w.devices).toEqual([
      { device: 'desktop', visitors: 1 },
      { device: 'mobile', visitors: 1 },
      { device: 'tablet', visitors: 1 },
    ]);
    expect(w.countries).toEqual([
      { countryCode: 'AE', visitors: 1 },
      { countryCode: 'EG', visitors: 1 },
      { countryCode: 'SA', visitors: 1 },
    ]);
  });

  it('follows the funnel visit → sign-up → trial → purchase', async () => {
    const w = await website();
    // Sign-ups S1–S4; trials: S1 and S3 (S2's exam came after the period); purchases: S1 and
    // S3 (S2's payment failed).
    expect(w.funnel).toEqual({ visitors: 3, signUps: 4, trials: 2, purchases: 2 });
  });

  it('counts affiliate-link visits by affiliate, with the sign-ups they referred', async () => {
    const w = await website();
    expect(w.affiliateVisits).toEqual({ current: 3, previous: 1, change: 2 });
    expect(w.affiliates).toEqual([
      { affiliateId: ids.AF, name: 'AF Partner', code: 'SITEAF', visits: 3, signUps: 1 },
    ]);
  });

  it('counts the first second after the period in the next one', async () => {
    const w = await website('?from=2024-03-15&to=2024-03-15');
    expect(w.pageViews).toEqual({ current: 1, previous: 1, change: 0 });
    expect(w.topPages).toEqual([{ path: '/', views: 1, visitors: 1 }]);
    expect(w.funnel).toEqual({ visitors: 1, signUps: 1, trials: 0, purchases: 0 });
  });
});

describe('access and validation', () => {
  it('refuses non-administrators', async () => {
    for (const url of ['/api/admin/analytics/dashboard', '/api/admin/analytics/website']) {
      expect((await get(url, student)).statusCode).toBe(403);
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });

  it('rejects a malformed period with a clear message', async () => {
    const bad = await get('/api/admin/analytics/website?days=5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ days: 'Use 7, 30 or 90 days' });
    const half = await get('/api/admin/analytics/dashboard?from=2024-03-01');
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toMatchObject({ from: 'Give both a start and an end date' });
  });

  it('defaults to the last 30 days ending today', async () => {
    const d = await dashboard('');
    const today = new Date().toISOString().slice(0, 10);
    expect(d.period).toMatchObject({ to: today, days: 30 });
    expect(d.daily).toHaveLength(30);
    const w = await website('?days=7');
    expect(w.period).toMatchObject({ to: today, days: 7 });
    expect(w.daily).toHaveLength(7);
  });
});
