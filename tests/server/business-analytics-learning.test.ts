import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContentAnalytics,
  UserBehavior,
} from '../../src/common/contracts/business-analytics-learning';
import {
  examItems,
  exams,
  itemResponses,
  pageViews,
  profiles,
  questions,
} from '../../src/server/db/schema';
import type { ExamSettings } from '../../src/server/db/schema/exams';
import { getUserBehavior } from '../../src/server/modules/business-analytics/behavior-analytics';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { addQuestions, type Bank, makeBank, makeTemplate } from './exams-fixtures';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
let affiliate: TestUser;
let bank: Bank;
let templateA: string;
let templateB: string;

const get = (user: TestUser | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

const MARCH = 'from=2025-03-03&to=2025-03-16';
const ts = (iso: string) => new Date(iso);

const settings: ExamSettings = {
  origin: 'custom',
  timed: false,
  difficulty: null,
  maxItems: null,
  scoring: { scale: 'percent', cutPoints: [] },
  sourceExamId: null,
};

async function questionIds(topicId: string, status = 'confirmed'): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ id: questions.id })
    .from(questions)
    .where(sql`${questions.topicId} = ${topicId} and ${questions.status} = ${status}`)
    .orderBy(questions.id);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
  affiliate = await createUser(ctx, 'affiliate');
  // The signed-in helpers above are "now"; only the constructed accounts below fall in 2025.
  bank = await makeBank(ctx, {
    topics: [
      { weight: 60, count: 3, difficulty: 'easy' },
      { weight: 40, count: 5, difficulty: 'medium' },
    ],
    drafts: 2,
  });
  const [t0, t1] = bank.topicIds as [string, string];
  await addQuestions(ctx, bank.subjectId, t0, 4, 'medium');
  await addQuestions(ctx, bank.subjectId, t1, 4, 'hard');
  // One exam of A draws 6 + 4 (weights 60/40); one of B draws 8 from topic t0 alone.
  templateA = await makeTemplate(ctx, bank.subjectId, [
    { title: 'All', questionCount: 10, durationMinutes: 20, topics: null },
  ]);
  templateB = await makeTemplate(ctx, bank.subjectId, [
    { title: 'First topic', questionCount: 8, durationMinutes: 20, topics: ['t0'] },
  ]);
}, 240_000);
afterAll(() => ctx.close());

describe('access and validation', () => {
  for (const url of ['/api/admin/analytics/content', '/api/admin/analytics/user-behavior']) {
    it(`${url}: admins only`, async () => {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(student, url)).statusCode).toBe(403);
      expect((await get(affiliate, url)).statusCode).toBe(403);
      expect((await get(admin, url)).statusCode).toBe(200);
    });

    it(`${url}: refuses a bad period with a clear message`, async () => {
      const days = await get(admin, `${url}?days=5`);
      expect(days.statusCode).toBe(400);
      expect(days.json().fields).toEqual({ days: 'Use 7, 30 or 90 days' });
      const half = await get(admin, `${url}?from=2025-03-01`);
      expect(half.statusCode).toBe(400);
      expect(half.json().fields).toEqual({ from: 'Give both a start and an end date' });
    });
  }

  it('answers a preset period ending today', async () => {
    const res = await get(admin, '/api/admin/analytics/user-behavior?days=7');
    const body = res.json() as UserBehavior;
    expect(body.period.days).toBe(7);
    expect(body.period.to).toBe(new Date().toISOString().slice(0, 10));
    expect(body.activeByDay).toHaveLength(7);
  });
});

describe('content analytics', () => {
  let q: string[];

  beforeAll(async () => {
    const db = ctx.database.db;
    const [t0, t1] = bank.topicIds as [string, string];
    q = await questionIds(t1);
    const t0Ids = await questionIds(t0);
    // Three questions written in March, two of them confirmed then.
    await db
      .update(questions)
      .set({ createdAt: ts('2025-03-05T10:00:00Z') })
      .where(inArray(questions.id, t0Ids.slice(0, 3)));
    await db
      .update(questions)
      .set({ confirmedAt: ts('2025-03-10T10:00:00Z') })
      .where(inArray(questions.id, t0Ids.slice(0, 2)));

    const answer = (questionId: string, score: number, at: string) => ({
      questionId,
      attemptId: randomUUID(),
      userId: student.id,
      score,
      attemptScore: score,
      answeredAt: ts(at),
    });
    const [qA, qB, qC] = q as [string, string, string];
    await db.insert(itemResponses).values([
      // qA: 5 answers, 4 missed. qB: 4 answers, all missed (ranks above qA: same misses, higher rate).
      ...[0, 0, 0, 0, 1].map((s) => answer(qA, s, '2025-03-04T09:00:00Z')),
      ...[0, 0, 0, 0].map((s) => answer(qB, s, '2025-03-08T09:00:00Z')),
      // qC: two misses (half credit is a miss) and a right answer on the period's last second…
      answer(qC, 0, '2025-03-03T00:00:00Z'),
      answer(qC, 0.5, '2025-03-12T00:00:00Z'),
      answer(qC, 1, '2025-03-16T23:59:59Z'),
      // …and five misses just outside it on both sides.
      ...[0, 0, 0].map(() => answer(qC, 0, '2025-03-17T00:00:00Z')),
      ...[0, 0].map(() => answer(qC, 0, '2025-03-02T23:59:59Z')),
    ]);

    // April: 12 attempts of five items for the item statistics. x = attempt parity.
    const [qE, qF, qH, qJ, qK] = q.slice(3) as [string, string, string, string, string];
    const rows = [];
    for (let i = 0; i < 12; i++) {
      const attemptId = randomUUID();
      const x = i % 2;
      const at = ts('2025-04-10T10:00:00Z');
      const one = (questionId: string, score: number) => ({
        questionId,
        attemptId,
        userId: student.id,
        score,
        // The attempt's five scores below: 0 + 1 + x + (1 − x) + x.
        attemptScore: 2 + x,
        answeredAt: at,
      });
      rows.push(one(qE, 0), one(qF, 1), one(qH, x), one(qJ, 1 - x), one(qK, x));
    }
    await db.insert(itemResponses).values(rows);
  }, 120_000);

  it('counts the bank per subject, topic and difficulty against the blueprints', async () => {
    const res = await get(admin, `/api/admin/analytics/content?${MARCH}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ContentAnalytics;
    expect(body.period).toEqual({
      from: '2025-03-03',
      to: '2025-03-16',
      days: 14,
      previousFrom: '2025-02-17',
      previousTo: '2025-03-02',
    });
    const subject = body.subjects.find((s) => s.subject.id === bank.subjectId);
    expect(subject).toEqual({
      subject: { id: bank.subjectId, name: bank.name },
      total: 18,
      confirmed: 16,
      pendingReview: 0,
      draft: 2,
      confirmedByDifficulty: { easy: 3, medium: 9, hard: 4 },
      addedInPeriod: 3,
      confirmedInPeriod: 2,
      templates: 2,
    });
    const [t0, t1] = bank.topicIds;
    const own = body.coverage.filter((c) => c.subject.id === bank.subjectId);
    expect(own.map((c) => c.topic.id)).toEqual([t0, t1]);
    expect(own[0]).toMatchObject({
      topic: { id: t0, name: 'Topic 0', weight: 60 },
      confirmed: { easy: 3, medium: 4, hard: 0 },
      available: 7,
      needed: 8,
      neededBy: { id: templateB, name: 'Lab template' },
      shortfall: 1,
      thinDifficulties: ['easy', 'medium', 'hard'],
    });
    expect(own[1]).toMatchObject({
      confirmed: { easy: 0, medium: 5, hard: 4 },
      available: 9,
      needed: 4,
      neededBy: { id: templateA },
      shortfall: 0,
      thinDifficulties: ['easy'],
    });
    expect(body.totals.thinTopics).toBe(body.coverage.filter((c) => c.shortfall > 0).length);
    expect(body.totals.thinTopics).toBeGreaterThanOrEqual(1);
    expect(body.totals.addedInPeriod).toBe(3);
    expect(body.totals.confirmedInPeriod).toBe(2);
  });

  it('lists the most missed questions of the period in order', async () => {
    const body = (
      await get(admin, `/api/admin/analytics/content?${MARCH}`)
    ).json() as ContentAnalytics;
    expect(body.totals.responses).toBe(12);
    expect(
      body.mostMissed.map((m) => [m.id, m.responses, m.missed, Math.round(m.missRate * 100)]),
    ).toEqual([
      [q[1], 4, 4, 100],
      [q[0], 5, 4, 80],
      [q[2], 3, 2, 67],
    ]);
    expect(body.mostMissed[0]).toMatchObject({
      subject: { id: bank.subjectId },
      topic: { id: bank.topicIds[1], name: 'Topic 1' },
    });
    // Nothing has the 10 responses item statistics need in March.
    expect(body.flagged).toEqual({ minResponses: 10, total: 0, rows: [] });
  });

  it('flags items by their statistics in the period', async () => {
    const body = (
      await get(admin, '/api/admin/analytics/content?from=2025-04-01&to=2025-04-30')
    ).json() as ContentAnalytics;
    expect(body.flagged.total).toBe(3);
    expect(
      body.flagged.rows.map((r) => [r.id, r.responses, Math.round(r.facility), r.flags]),
    ).toEqual([
      [q[3], 12, 0, ['very_hard']],
      [q[6], 12, 50, ['negative_discrimination']],
      [q[4], 12, 100, ['very_easy']],
    ]);
    expect(Math.round(body.flagged.rows[1]?.discrimination ?? 0)).toBe(-100);
    expect(body.flagged.rows[0]?.discrimination).toBeNull();
    // Most missed in April: the always-wrong item, then the half-right ones by id.
    expect(body.mostMissed[0]).toMatchObject({ id: q[3], responses: 12, missed: 12 });
    expect(body.mostMissed.slice(1).map((m) => m.missed)).toEqual([6, 6, 6]);
  });
});

describe('user behaviour', () => {
  const db = () => ctx.database.db;
  let s1: TestUser;
  let s2: TestUser;
  let s3: TestUser;
  let s4: TestUser;
  let s5: TestUser;
  let items: string[];

  async function exam(
    user: TestUser,
    e: {
      mode: 'practice' | 'simulation' | 'adaptive';
      status: string;
      startedAt: string | null;
      submittedAt?: string;
      timeMs?: number[];
    },
  ): Promise<string> {
    const [row] = await db()
      .insert(exams)
      .values({
        userId: user.id,
        subjectId: bank.subjectId,
        title: 'Behaviour exam',
        mode: e.mode,
        status: e.status,
        settings,
        sections: [],
        questionCount: e.timeMs?.length ?? 1,
        createdAt: ts(e.startedAt ?? '2025-03-10T12:05:00Z'),
        startedAt: e.startedAt ? ts(e.startedAt) : null,
        submittedAt: e.submittedAt ? ts(e.submittedAt) : null,
      })
      .returning({ id: exams.id });
    const id = row?.id ?? '';
    if (e.timeMs?.length) {
      await db()
        .insert(examItems)
        .values(
          e.timeMs.map((ms, i) => ({
            examId: id,
            position: i + 1,
            questionId: items[i] ?? '',
            timeSpentMs: ms,
          })),
        );
    }
    return id;
  }
  const view = (user: TestUser, path: string, at: string) =>
    db()
      .insert(pageViews)
      .values({
        path,
        title: 'Page',
        visitorId: `v-${user.id}`,
        userId: user.id,
        createdAt: ts(at),
      });
  const signedUp = (user: TestUser, at: string) =>
    db()
      .update(profiles)
      .set({ createdAt: ts(at) })
      .where(eq(profiles.id, user.id));

  beforeAll(async () => {
    items = await questionIds(bank.topicIds[1] ?? '');
    s1 = await createUser(ctx, 'student');
    s2 = await createUser(ctx, 'student');
    s3 = await createUser(ctx, 'student');
    s4 = await createUser(ctx, 'student');
    s5 = await createUser(ctx, 'student');
    await signedUp(s1, '2025-03-03T10:00:00Z');
    await signedUp(s2, '2025-03-04T08:00:00Z');
    await signedUp(s3, '2025-03-10T12:00:00Z');
    await signedUp(s4, '2025-02-20T09:00:00Z');
    await signedUp(s5, '2025-03-17T00:00:00Z');
    // The helpers' own accounts signed up "now": move them out of every 2025 period.
    for (const u of [student, affiliate, admin]) await signedUp(u, '2024-01-01T00:00:00Z');

    // s1: first exam (15 min answering), its report, a second exam started and left.
    const e1 = await exam(s1, {
      mode: 'practice',
      status: 'submitted',
      startedAt: '2025-03-03T11:00:00Z',
      submittedAt: '2025-03-03T11:30:00Z',
      timeMs: [600_000, 300_000],
    });
    await view(s1, `/student/exam/${e1}/report`, '2025-03-03T11:31:00Z');
    await view(s1, '/student/dashboard', '2025-03-05T09:00:00Z');
    await exam(s1, { mode: 'adaptive', status: 'in_progress', startedAt: '2025-03-11T09:00:00Z' });
    // s2: an exam that ran out of time (20 min), no report; back once in week 3.
    await exam(s2, {
      mode: 'simulation',
      status: 'expired',
      startedAt: '2025-03-05T10:00:00Z',
      submittedAt: '2025-03-05T11:00:00Z',
      timeMs: [1_200_000],
    });
    await view(s2, '/student/dashboard', '2025-03-25T10:00:00Z');
    // s3: an exam created, never started; a page view; back once in week 3.
    await exam(s3, { mode: 'practice', status: 'ready', startedAt: null });
    await view(s3, '/student/dashboard', '2025-03-10T12:01:00Z');
    await view(s3, '/student/my-exams', '2025-04-01T08:00:00Z');
    // s4 signed up in the period before: an exam then (5 min), a view on the period's last second
    // and one just after it.
    await exam(s4, {
      mode: 'practice',
      status: 'submitted',
      startedAt: '2025-02-25T10:00:00Z',
      submittedAt: '2025-02-25T10:20:00Z',
      timeMs: [300_000],
    });
    await view(s4, '/student/dashboard', '2025-03-16T23:59:59Z');
    await view(s4, '/student/dashboard', '2025-03-17T00:00:00Z');
    // An affiliate's views are not student activity.
    await view(affiliate, '/affiliate/dashboard', '2025-03-05T09:00:00Z');
  }, 120_000);

  it('counts active students per day and per week, with the period before', async () => {
    const res = await get(admin, `/api/admin/analytics/user-behavior?${MARCH}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as UserBehavior;
    expect(body.activeByDay).toHaveLength(14);
    expect(body.activeByDay.filter((d) => d.students > 0)).toEqual([
      { date: '2025-03-03', students: 1 },
      { date: '2025-03-05', students: 2 },
      { date: '2025-03-10', students: 1 },
      { date: '2025-03-11', students: 1 },
      { date: '2025-03-16', students: 1 },
    ]);
    expect(body.activeByWeek).toEqual([
      { weekStart: '2025-03-03', students: 2, partial: false },
      { weekStart: '2025-03-10', students: 3, partial: false },
    ]);
    expect(body.totals.activeStudents).toEqual({ current: 4, previous: 1 });
    expect(body.totals.signUps).toEqual({ current: 3, previous: 1 });
  });

  it('compares exams started and finished, and the time spent', async () => {
    const body = (
      await get(admin, `/api/admin/analytics/user-behavior?${MARCH}`)
    ).json() as UserBehavior;
    expect(body.totals.examsStarted).toEqual({ current: 3, previous: 1 });
    expect(body.totals.examsFinished).toEqual({ current: 2, previous: 1 });
    expect(body.totals.minutesSpent).toEqual({ current: 35, previous: 5 });
    expect(body.examsByDay.filter((d) => d.started + d.finished > 0)).toEqual([
      { date: '2025-03-03', started: 1, finished: 1 },
      { date: '2025-03-05', started: 1, finished: 1 },
      { date: '2025-03-11', started: 1, finished: 0 },
    ]);
    expect(body.timeByDay.filter((d) => d.exams > 0)).toEqual([
      { date: '2025-03-03', minutes: 15, exams: 1 },
      { date: '2025-03-05', minutes: 20, exams: 1 },
    ]);
    expect(body.timeByMode).toEqual([
      { mode: 'practice', exams: 1, averageMinutes: 15, medianMinutes: 15 },
      { mode: 'simulation', exams: 1, averageMinutes: 20, medianMinutes: 20 },
      { mode: 'adaptive', exams: 0, averageMinutes: null, medianMinutes: null },
    ]);
  });

  it('follows the sign-ups through the exam journey', async () => {
    const body = (
      await get(admin, `/api/admin/analytics/user-behavior?${MARCH}`)
    ).json() as UserBehavior;
    expect(body.journey).toEqual([
      { step: 'signed_up', students: 3 },
      { step: 'started_exam', students: 2 },
      { step: 'finished_exam', students: 2 },
      { step: 'viewed_report', students: 1 },
      { step: 'second_exam', students: 1 },
    ]);
  });

  it('gives weekly retention by sign-up cohort', async () => {
    const body = (
      await get(admin, `/api/admin/analytics/user-behavior?${MARCH}`)
    ).json() as UserBehavior;
    expect(body.retention).toEqual({
      unit: 'week',
      cohorts: [
        { start: '2025-03-03', size: 2, active: [2, 1, 0, 1, 0, 0, 0, 0, 0] },
        { start: '2025-03-10', size: 1, active: [1, 0, 0, 1, 0, 0, 0, 0, 0] },
      ],
    });
  });

  it('leaves weeks still to come empty', async () => {
    const body = await getUserBehavior(
      ctx.database.db,
      { from: '2025-03-03', to: '2025-03-16' },
      ts('2025-03-20T12:00:00Z'),
    );
    expect(body.retention.cohorts.map((c) => c.active)).toEqual([
      [2, 1, 0, null, null, null, null, null, null],
      [1, 0, null, null, null, null, null, null, null],
    ]);
  });

  it('gives monthly cohorts for long periods', async () => {
    const body = (
      await get(admin, '/api/admin/analytics/user-behavior?from=2025-01-01&to=2025-04-30')
    ).json() as UserBehavior;
    expect(body.retention.unit).toBe('month');
    expect(body.retention.cohorts.map((c) => [c.start, c.size, c.active.slice(0, 3)])).toEqual([
      ['2025-01-01', 0, [0, 0, 0]],
      ['2025-02-01', 1, [1, 1, 0]],
      ['2025-03-01', 4, [3, 1, 0]],
      ['2025-04-01', 0, [0, 0, 0]],
    ]);
    expect(body.journey[0]).toEqual({ step: 'signed_up', students: 5 });
  });
});
