import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import type { Me } from '../../src/common/contracts/account';
import type { OwnPackages, SubjectCatalogue } from '../../src/common/contracts/commerce';
import { profiles, subjects, subjectUnlocks, usersPackages } from '../../src/server/db/schema';
import { BASIC_ID, getJson, payInSandbox, startCheckout } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let subjectIds: string[];
beforeAll(async () => {
  ctx = await buildTestApp();
  const rows = await ctx.database.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.isActive, true))
    .orderBy(asc(subjects.sortOrder));
  subjectIds = rows.map((r) => r.id);
});
afterAll(() => ctx.close());

const unlock = async (user: TestUser, subjectId: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/student/subjects/${subjectId}/unlock`,
    headers: user.headers,
  });
  return { status: res.statusCode, body: res.json() };
};

/** The points as every screen and the spending code see them. */
async function pointsEverywhere(user: TestUser) {
  const me = await getJson<Me>(ctx, user, '/api/account/me');
  const mine = await getJson<OwnPackages>(ctx, user, '/api/student/packages');
  const catalogue = await getJson<SubjectCatalogue>(ctx, user, '/api/student/subjects');
  const [profile] = await ctx.database.db
    .select({ points: profiles.unlockPoints })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return [me.body.unlockPoints, mine.body.points, catalogue.body.points, profile?.points];
}

const unlockRows = (userId: string) =>
  ctx.database.db.select().from(subjectUnlocks).where(eq(subjectUnlocks.userId, userId));

async function buyBasic(user: TestUser) {
  const { paymentId } = await startCheckout(ctx, user, BASIC_ID);
  await payInSandbox(ctx, user, paymentId);
}

describe('GET /api/student/subjects', () => {
  it('lists the active subjects, all locked for a new student, with their points', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    const res = await getJson<SubjectCatalogue>(ctx, student, '/api/student/subjects');
    expect(res.status).toBe(200);
    expect(res.body.points).toBe(1);
    expect(res.body.subjects.map((s) => s.id)).toEqual(subjectIds);
    expect(res.body.subjects.every((s) => !s.unlocked && s.expiresAt === null)).toBe(true);
  });
});

describe('POST /api/student/subjects/:id/unlock', () => {
  it('spends one point from the package that expires first; access ends with it', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    await buyBasic(student);
    expect(await pointsEverywhere(student)).toEqual([3, 3, 3, 3]);
    const held = await ctx.database.db
      .select()
      .from(usersPackages)
      .where(eq(usersPackages.userId, student.id));
    const trial = held.find((h) => h.packageId === FREE_TRIAL_PACKAGE_ID);
    const basic = held.find((h) => h.packageId === BASIC_ID);

    const first = await unlock(student, subjectIds[0] as string);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      subjectId: subjectIds[0],
      expiresAt: trial?.expiryDate.toISOString(),
      points: 2,
    });
    const second = await unlock(student, subjectIds[1] as string);
    expect(second.body.expiresAt).toBe(basic?.expiryDate.toISOString());
    expect(await pointsEverywhere(student)).toEqual([1, 1, 1, 1]);

    const catalogue = await getJson<SubjectCatalogue>(ctx, student, '/api/student/subjects');
    const opened = catalogue.body.subjects.filter((s) => s.unlocked);
    expect(opened.map((s) => [s.id, s.expiresAt])).toEqual([
      [subjectIds[0], trial?.expiryDate.toISOString()],
      [subjectIds[1], basic?.expiryDate.toISOString()],
    ]);
    const mine = await getJson<OwnPackages>(ctx, student, '/api/student/packages');
    expect(mine.body.packages.map((p) => [p.name, p.availability])).toEqual([
      ['Basic', 1],
      ['Free Trial', 0],
    ]);
  });

  it('never charges twice for a subject that is already unlocked', async () => {
    const student = await createUser(ctx, 'student');
    await buyBasic(student);
    await unlock(student, subjectIds[0] as string);
    const again = await unlock(student, subjectIds[0] as string);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/is already unlocked until .*; no point was spent$/);
    expect(await pointsEverywhere(student)).toEqual([1, 1, 1, 1]);
    expect(await unlockRows(student.id)).toHaveLength(1);
  });

  it('refuses with 402 and a clear message when no points are left', async () => {
    const student = await createUser(ctx, 'student');
    const res = await unlock(student, subjectIds[0] as string);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(
      'You have no unlock points left. Buy a package to unlock more subjects.',
    );
    expect(await unlockRows(student.id)).toHaveLength(0);
  });

  it('does not count or spend points of an expired package', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    await ctx.database.db
      .update(usersPackages)
      .set({ expiryDate: new Date(Date.now() - 60_000) })
      .where(eq(usersPackages.userId, student.id));
    // Shown and spendable agree (the stored column catches up at the next change of points).
    expect((await pointsEverywhere(student)).slice(0, 3)).toEqual([0, 0, 0]);
    const res = await unlock(student, subjectIds[0] as string);
    expect(res.status).toBe(402);
    const mine = await getJson<OwnPackages>(ctx, student, '/api/student/packages');
    expect(mine.body.packages[0]).toMatchObject({ status: 'expired', availability: 1 });
  });

  it('answers 404 for an unknown or inactive subject and spends nothing', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    const unknown = await unlock(student, '00000000-0000-4000-8000-00000000beef');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This subject does not exist or is not available');
    const [inactive] = await ctx.database.db
      .insert(subjects)
      .values({
        slug: `retired-${Date.now()}`,
        name: 'Retired subject',
        board: 'AP',
        isActive: false,
      })
      .returning();
    expect((await unlock(student, inactive?.id as string)).status).toBe(404);
    expect(await pointsEverywhere(student)).toEqual([1, 1, 1, 1]);
  });

  it('unlocks exactly once when 50 requests race for a single point', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        unlock(student, subjectIds[i % subjectIds.length] as string),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 402 || s === 409)).toBe(true);
    expect(await unlockRows(student.id)).toHaveLength(1);
    expect(await pointsEverywhere(student)).toEqual([0, 0, 0, 0]);
  });

  it('unlocks a subject once when 50 requests for it race with points to spare', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    await buyBasic(student);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => unlock(student, subjectIds[0] as string)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const rows = await ctx.database.db
      .select()
      .from(subjectUnlocks)
      .where(
        and(
          eq(subjectUnlocks.userId, student.id),
          eq(subjectUnlocks.subjectId, subjectIds[0] as string),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(await pointsEverywhere(student)).toEqual([2, 2, 2, 2]);
  });
});
