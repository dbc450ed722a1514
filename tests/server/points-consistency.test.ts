import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import { profiles, subjects, usersPackages } from '../../src/server/db/schema';
import { syncExpiredPoints } from '../../src/server/modules/commerce/sync-expired-points';
import { BASIC_ID, getJson, payInSandbox, startCheckout } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

// Issue 18: points shown anywhere equal the points the server lets the student spend, also
// after a package expires; the stored profiles.unlock_points is kept true by the sweep.
let ctx: TestContext;
let admin: TestUser;
let subjectIds: string[];

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  const rows = await ctx.database.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.isActive, true))
    .orderBy(asc(subjects.sortOrder));
  subjectIds = rows.map((r) => r.id);
});
afterAll(() => ctx.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
type Body = Record<string, any>;

/** Every API that shows a student's points: their own pages and the admin's student views. */
async function shownPoints(student: TestUser) {
  const me = await getJson<Body>(ctx, student, '/api/account/me');
  const mine = await getJson<Body>(ctx, student, '/api/student/packages');
  const catalogue = await getJson<Body>(ctx, student, '/api/student/subjects');
  const list = await getJson<Body>(
    ctx,
    admin,
    `/api/admin/students?search=${encodeURIComponent(student.email)}`,
  );
  const profile = await getJson<Body>(ctx, admin, `/api/admin/students/${student.id}`);
  const held = await getJson<Body>(ctx, admin, `/api/admin/students/${student.id}/packages`);
  const row = list.body.items?.find((r: Body) => r.id === student.id);
  return {
    profile: me.body.unlockPoints,
    ownPackages: mine.body.points,
    catalogue: catalogue.body.points,
    adminList: row?.points,
    adminProfile: profile.body.student?.points,
    adminPackages: held.body.student?.points,
  };
}

const everywhere = (n: number) => ({
  profile: n,
  ownPackages: n,
  catalogue: n,
  adminList: n,
  adminProfile: n,
  adminPackages: n,
});

async function storedPoints(userId: string) {
  const [row] = await ctx.database.db
    .select({ points: profiles.unlockPoints })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.points;
}

async function pointsCheck(student: TestUser) {
  const res = await getJson<Body>(
    ctx,
    admin,
    `/api/admin/user-diagnostic?email=${encodeURIComponent(student.email)}`,
  );
  expect(res.status).toBe(200);
  return {
    stored: res.body.profile.unlockPoints,
    spendable: res.body.profile.spendablePoints,
    passed: res.body.checks.find((c: Body) => c.id === 'points')?.passed,
  };
}

const unlock = async (student: TestUser, subjectId: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/student/subjects/${subjectId}/unlock`,
    headers: student.headers,
  });
  return { status: res.statusCode, body: res.json() as Body };
};

const expire = (userId: string, packageId: string) =>
  ctx.database.db
    .update(usersPackages)
    .set({ expiryDate: new Date(Date.now() - 60_000) })
    .where(and(eq(usersPackages.userId, userId), eq(usersPackages.packageId, packageId)));

describe('points after a package expires', () => {
  it('shows only the remaining packages’ points everywhere, and spends only those', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    const { paymentId } = await startCheckout(ctx, student, BASIC_ID);
    expect((await payInSandbox(ctx, student, paymentId)).status).toBe(200);
    // Free Trial (1) + Basic (2).
    expect(await shownPoints(student)).toEqual(everywhere(3));
    expect(await storedPoints(student.id)).toBe(3);

    await expire(student.id, FREE_TRIAL_PACKAGE_ID);
    expect(await shownPoints(student)).toEqual(everywhere(2));
    // The stored total still counts the expired trial until the sweep brings it down…
    expect(await pointsCheck(student)).toEqual({ stored: 3, spendable: 2, passed: false });
    expect(await syncExpiredPoints(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await storedPoints(student.id)).toBe(2);
    expect(await pointsCheck(student)).toEqual({ stored: 2, spendable: 2, passed: true });
    // …and a second sweep has nothing left to do for this student.
    await syncExpiredPoints(ctx.database.db);
    expect(await storedPoints(student.id)).toBe(2);

    // Two points shown, two points spent.
    expect((await unlock(student, subjectIds[0] as string)).body.points).toBe(1);
    expect((await unlock(student, subjectIds[1] as string)).body.points).toBe(0);
    expect(await shownPoints(student)).toEqual(everywhere(0));
    const refused = await unlock(student, subjectIds[2] as string);
    expect(refused.status).toBe(402);
  });

  it('shows 0 everywhere once the only package has expired, and refuses to spend', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    expect(await shownPoints(student)).toEqual(everywhere(1));
    await expire(student.id, FREE_TRIAL_PACKAGE_ID);
    expect(await shownPoints(student)).toEqual(everywhere(0));
    const res = await unlock(student, subjectIds[0] as string);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(
      'You have no unlock points left. Buy a package to unlock more subjects.',
    );
    await syncExpiredPoints(ctx.database.db);
    expect(await storedPoints(student.id)).toBe(0);
    expect((await pointsCheck(student)).passed).toBe(true);
  });
});
