import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  examItems,
  exams,
  packages,
  profiles,
  questions,
  userSessions,
  usersPackages,
} from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';
import { makeBank } from './exams-fixtures';

const DAY = 86_400_000;
const tag = `rpt${Date.now().toString(36)}`;

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
let alia: TestUser;
let badr: TestUser;
let carim: TestUser;
let s1: string;
let s2: string;
let packageId: string;

type ExamSpec = {
  user: TestUser;
  subjectId: string;
  status: 'ready' | 'in_progress' | 'submitted';
  percent?: number;
  daysAgo: number;
  itemsMs?: number[];
};

async function addExam(spec: ExamSpec) {
  const db = ctx.database.db;
  const at = new Date(Date.now() - spec.daysAgo * DAY);
  const [exam] = await db
    .insert(exams)
    .values({
      userId: spec.user.id,
      subjectId: spec.subjectId,
      title: 'Report exam',
      mode: 'practice',
      status: spec.status,
      settings: {
        origin: 'custom',
        timed: false,
        difficulty: null,
        maxItems: null,
        scoring: { scale: 'percent', cutPoints: [] },
        sourceExamId: null,
      },
      sections: [],
      questionCount: spec.itemsMs?.length ?? 1,
      createdAt: at,
      startedAt: spec.status === 'ready' ? null : at,
      submittedAt: spec.status === 'submitted' ? at : null,
      percent: spec.status === 'submitted' ? (spec.percent ?? null) : null,
    })
    .returning({ id: exams.id });
  if (!exam) throw new Error('no exam');
  const bankQuestions = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.subjectId, spec.subjectId));
  for (const [i, ms] of (spec.itemsMs ?? []).entries()) {
    await db.insert(examItems).values({
      examId: exam.id,
      position: i + 1,
      questionId: bankQuestions[i]?.id ?? '',
      timeSpentMs: ms,
    });
  }
}

const get = (url: string, headers = admin.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });
const report = (query: Record<string, string>, headers = admin.headers) =>
  get(`/api/admin/student-reports?${new URLSearchParams({ search: tag, ...query })}`, headers);
const summary = (query: Record<string, string> = {}, headers = admin.headers) =>
  get(
    `/api/admin/student-reports/summary?${new URLSearchParams({ search: tag, ...query })}`,
    headers,
  );

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
  alia = await createUser(ctx, 'student', { email: `alia.${tag}@example.test`, firstName: 'Alia' });
  badr = await createUser(ctx, 'student', { email: `badr.${tag}@example.test`, firstName: 'Badr' });
  carim = await createUser(ctx, 'student', {
    email: `carim.${tag}@example.test`,
    firstName: 'Carim',
  });
  // Not students: never in a report, whatever the search.
  await createUser(ctx, 'affiliate', { email: `aff.${tag}@example.test` });
  await createUser(ctx, 'admin', { email: `adm.${tag}@example.test` });

  const affiliate = await createUser(ctx, 'affiliate');
  await db.update(profiles).set({ code: 'RPT-CODE' }).where(eq(profiles.id, affiliate.id));
  await db.update(profiles).set({ referredBy: affiliate.id }).where(eq(profiles.id, badr.id));
  await db
    .update(profiles)
    .set({ role: 'inactive', previousRole: 'student', createdAt: new Date('2024-01-15T10:00:00Z') })
    .where(eq(profiles.id, carim.id));
  // Badr was last seen 45 days ago (sessions) and 40 days ago (an exam): idle. Carim: never.
  await db
    .update(userSessions)
    .set({ lastActivity: new Date(Date.now() - 45 * DAY) })
    .where(eq(userSessions.userId, badr.id));
  await db.delete(userSessions).where(eq(userSessions.userId, carim.id));

  s1 = (await makeBank(ctx, { topics: [{ weight: 100, count: 3 }] })).subjectId;
  s2 = (await makeBank(ctx, { topics: [{ weight: 100, count: 3 }] })).subjectId;

  await addExam({
    user: alia,
    subjectId: s1,
    status: 'submitted',
    percent: 60,
    daysAgo: 3,
    itemsMs: [90_000, 30_000],
  });
  await addExam({ user: alia, subjectId: s1, status: 'submitted', percent: 80, daysAgo: 1 });
  await addExam({
    user: alia,
    subjectId: s2,
    status: 'submitted',
    percent: 30,
    daysAgo: 2,
    itemsMs: [60_000],
  });
  await addExam({ user: alia, subjectId: s1, status: 'in_progress', daysAgo: 0 });
  await addExam({ user: alia, subjectId: s1, status: 'ready', daysAgo: 0 });
  await addExam({ user: badr, subjectId: s1, status: 'submitted', percent: 10, daysAgo: 40 });

  const [pkg] = await db
    .insert(packages)
    .values({ name: `Report pack ${tag}`, price: 10, unlockPoints: 2, validityMonths: 3 })
    .returning({ id: packages.id });
  packageId = pkg?.id ?? '';
  await db.insert(usersPackages).values({
    userId: badr.id,
    packageId,
    packageName: 'Report pack',
    packagePrice: 10,
    packageUnlockPoints: 2,
    availability: 2,
    expiryDate: new Date(Date.now() + 30 * DAY),
  });
}, 240_000);
afterAll(() => ctx.close());

const ids = (body: { items: { id: string }[] }) => body.items.map((r) => r.id);

describe('student reports: the page of students', () => {
  it("gives each student's figures exactly", async () => {
    const res = await report({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(ids(body)).toEqual([alia.id, badr.id, carim.id]);
    const [a, b, c] = body.items;
    expect(a).toMatchObject({
      name: 'Alia Student',
      email: alia.email,
      active: true,
      affiliateCode: null,
      examsTaken: 4,
      examsFinished: 3,
      latestScore: 80,
      timeSpentSeconds: 180,
      packages: [],
    });
    expect(a.averageScore).toBeCloseTo(170 / 3, 6);
    expect(a.subjects).toHaveLength(2);
    const bySubject = Object.fromEntries(
      a.subjects.map((s: { subjectId: string }) => [s.subjectId, s]),
    );
    expect(bySubject[s1]).toMatchObject({ finished: 2, averageScore: 70, latestScore: 80 });
    expect(bySubject[s2]).toMatchObject({ finished: 1, averageScore: 30, latestScore: 30 });
    expect(Date.now() - Date.parse(a.lastActiveAt)).toBeLessThan(DAY);

    expect(b).toMatchObject({
      affiliateCode: 'RPT-CODE',
      examsTaken: 1,
      examsFinished: 1,
      averageScore: 10,
      latestScore: 10,
      timeSpentSeconds: 0,
      packages: ['Report pack'],
    });
    expect(Math.round((Date.now() - Date.parse(b.lastActiveAt)) / DAY)).toBe(40);
    expect(c).toMatchObject({
      active: false,
      examsTaken: 0,
      examsFinished: 0,
      averageScore: null,
      latestScore: null,
      lastActiveAt: null,
      subjects: [],
    });
  });

  it('filters the group by subject, package, sign-up, referral and activity', async () => {
    const only = async (query: Record<string, string>) => ids((await report(query)).json());
    expect(await only({ subjectId: s2 })).toEqual([alia.id]);
    expect(await only({ subjectId: s1 })).toEqual([alia.id, badr.id]);
    expect(await only({ packageId })).toEqual([badr.id]);
    expect(await only({ affiliateCode: 'rpt-code' })).toEqual([badr.id]);
    expect(await only({ referred: 'yes' })).toEqual([badr.id]);
    expect(await only({ referred: 'no' })).toEqual([alia.id, carim.id]);
    expect(await only({ joinedTo: '2024-12-31' })).toEqual([carim.id]);
    expect(await only({ joinedFrom: '2025-01-01' })).toEqual([alia.id, badr.id]);
    expect(await only({ activity: 'active' })).toEqual([alia.id]);
    expect(await only({ activity: 'idle' })).toEqual([badr.id]);
    expect(await only({ activity: 'never' })).toEqual([carim.id]);
    expect(await only({ search: 'badr student' })).toContain(badr.id);

    // With a subject, every figure counts that subject only.
    const [a] = (await report({ subjectId: s2 })).json().items;
    expect(a).toMatchObject({
      examsTaken: 1,
      examsFinished: 1,
      averageScore: 30,
      latestScore: 30,
      timeSpentSeconds: 60,
    });
    expect(a.subjects.map((s: { subjectId: string }) => s.subjectId)).toEqual([s2]);
  });

  it('sorts and pages on the server', async () => {
    const byScore = (await report({ sort: 'averageScore', order: 'desc' })).json();
    expect(ids(byScore)).toEqual([alia.id, badr.id, carim.id]);
    const second = (
      await report({ sort: 'averageScore', order: 'desc', page: '2', pageSize: '2' })
    ).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([carim.id]);
    const byFinished = (await report({ sort: 'finished', order: 'asc' })).json();
    expect(ids(byFinished)).toEqual([carim.id, badr.id, alia.id]);
  });
});

describe('student reports: the group summary and CSV', () => {
  it('sums the group exactly', async () => {
    const res = await summary();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      students: 3,
      activeStudents: 1,
      examsTaken: 5,
      examsFinished: 4,
      averageScore: 45,
      timeSpentSeconds: 180,
      averageTimeSeconds: 60,
    });
    expect(body.averageExamsPerStudent).toBeCloseTo(5 / 3, 6);
    const bySubject = Object.fromEntries(
      body.subjects.map((s: { subjectId: string }) => [s.subjectId, s]),
    );
    expect(bySubject[s1]).toMatchObject({
      students: 2,
      examsFinished: 3,
      averageScore: 50,
      distribution: [1, 0, 0, 1, 1],
    });
    expect(bySubject[s2]).toMatchObject({
      students: 1,
      examsFinished: 1,
      averageScore: 30,
      distribution: [0, 1, 0, 0, 0],
    });

    const subjectOnly = (await summary({ subjectId: s2 })).json();
    expect(subjectOnly).toMatchObject({
      students: 1,
      examsTaken: 1,
      examsFinished: 1,
      averageScore: 30,
      timeSpentSeconds: 60,
    });
    const nobody = (await summary({ search: `${tag}-nobody` })).json();
    expect(nobody).toMatchObject({
      students: 0,
      examsTaken: 0,
      averageScore: null,
      averageExamsPerStudent: 0,
      subjects: [],
    });
  });

  it('exports the whole group as CSV', async () => {
    const res = await get(`/api/admin/student-reports/export?search=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="student-report-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Name,E-mail,Status,Joined,Affiliate code,Exams taken/);
    expect(lines[1]).toContain(`Alia Student,${alia.email},active,`);
    expect(lines[1]).toContain(',4,3,56.7,80,3,');
    expect(lines[2]).toContain('RPT-CODE,1,1,10,10,0,');
    expect(lines[3]).toContain(`${carim.email},deactivated,2024-01-15`);
  });
});

describe('student reports: refusals', () => {
  it('answers bad input with 400', async () => {
    const bad: Record<string, string>[] = [
      { subjectId: 'nope' },
      { packageId: '123' },
      { joinedFrom: '2025-02-31' },
      { joinedFrom: '2025-03-01', joinedTo: '2025-02-01' },
      { activity: 'sleepy' },
      { referred: 'maybe' },
      { sort: 'password' },
      { pageSize: '1000' },
      { search: 'a\u0000b' },
    ];
    for (const query of bad) {
      const res = await report(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await summary({ subjectId: 'x' })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    for (const url of [
      '/api/admin/student-reports',
      '/api/admin/student-reports/summary',
      '/api/admin/student-reports/export',
    ]) {
      expect((await get(url, student.headers)).statusCode, url).toBe(403);
      expect((await get(url, TEST_ORIGIN)).statusCode, url).toBe(401);
    }
  });
});
