import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import { exams, reviewCards, studyPlans, usersPackages } from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, type Bank, grantAccess, makeBank, makeTemplate } from './exams-fixtures';

let ctx: TestContext;
let bank: Bank;
let templateId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await buildTestApp();
  bank = await makeBank(ctx, {
    topics: [
      { weight: 60, count: 10, difficulty: 'easy' },
      { weight: 40, count: 10, difficulty: 'hard' },
    ],
  });
  templateId = await makeTemplate(ctx, bank.subjectId, [
    { title: 'Part A', questionCount: 3, durationMinutes: 10, topics: ['t0'] },
    { title: 'Part B', questionCount: 3, durationMinutes: 10, topics: ['t1'] },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const base = (id: string) => `/api/student/exams/${id}`;
const pick = (choice: string) => ({ type: 'single', choice });
const overviewOf = (s: TestUser) => api(ctx, s, 'GET', '/api/student/learning/overview');
const progressOf = (s: TestUser) =>
  api(ctx, s, 'GET', `/api/student/learning/subjects/${bank.subjectId}`);

/** A template exam (Part A: easy topic, Part B: hard topic), each item answered `choice(p)`. */
async function templateExam(
  student: TestUser,
  choice: (p: number) => string,
  submit = true,
  template = templateId,
) {
  const created = await api(ctx, student, 'POST', '/api/student/exams', {
    subjectId: bank.subjectId,
    templateId: template,
    mode: 'practice',
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  await api(ctx, student, 'POST', `${base(id)}/start`);
  if (!submit) return id;
  for (let p = 1; p <= 6; p++) {
    // Part B opens when Part A is finished.
    if (p === 4) await api(ctx, student, 'POST', `${base(id)}/sections/0/finish`);
    await api(ctx, student, 'PUT', `${base(id)}/items/${p}`, {
      answer: pick(choice(p)),
      timeSpentMs: p <= 3 ? 2000 : 6000,
      clientSeq: 1,
    });
  }
  const done = await api(ctx, student, 'POST', `${base(id)}/submit`);
  expect(done.body.status).toBe('submitted');
  return id;
}

async function givePoints(student: TestUser, points: number) {
  await ctx.database.db.insert(usersPackages).values({
    userId: student.id,
    packageId: FREE_TRIAL_PACKAGE_ID,
    packageName: 'Points',
    packagePrice: 0,
    packageUnlockPoints: points,
    availability: points,
    purchaseDate: new Date(Date.now() - DAY),
    expiryDate: new Date(Date.now() + 30 * DAY),
  });
}

describe('a student with no exams', () => {
  it('gets a full first-visit answer: every topic not started, no trend, no prediction', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    const res = await progressOf(student);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subject: { id: bank.subjectId, name: bank.name, board: 'AP' },
      unlocked: true,
      examsTaken: 0,
      trend: [],
      averageMs: null,
      predicted: null,
      percentile: null,
      plan: null,
      dueCards: 0,
      nextAction: { kind: 'first_exam', subjectId: bank.subjectId, subjectName: bank.name },
    });
    expect(res.body.topics).toHaveLength(2);
    expect(res.body.topics.every((t: { level: string }) => t.level === 'not_started')).toBe(true);
    expect(res.body.byDifficulty).toEqual([
      { difficulty: 'easy', responses: 0, accuracy: null, averageMs: null },
      { difficulty: 'medium', responses: 0, accuracy: null, averageMs: null },
      { difficulty: 'hard', responses: 0, accuracy: null, averageMs: null },
    ]);
    expect(res.body.planTargets[0]).toMatchObject({
      templateId,
      targets: ['5', '4', '3', '2', '1'],
    });

    const overview = await overviewOf(student);
    expect(overview.status).toBe(200);
    expect(overview.body.subjects).toEqual([
      expect.objectContaining({
        subjectId: bank.subjectId,
        unlocked: true,
        examsTaken: 0,
        lastPercent: null,
        predicted: null,
        levels: { not_started: 2, attempted: 0, familiar: 0, proficient: 0, mastered: 0 },
        dueCards: 0,
        plan: null,
      }),
    ]);
    expect(overview.body).toMatchObject({ dueCards: 0, dueSoon: 0 });
    expect(overview.body.nextAction).toMatchObject({
      kind: 'first_exam',
      subjectId: bank.subjectId,
    });
  });

  it('without a subject is told to unlock one with points, or to buy without', async () => {
    const student = await createUser(ctx, 'student');
    const none = await overviewOf(student);
    expect(none.body.subjects).toEqual([]);
    expect(none.body.nextAction.kind).toBe('buy');
    const locked = await progressOf(student);
    expect(locked.body).toMatchObject({ unlocked: false, nextAction: { kind: 'buy' } });

    await givePoints(student, 1);
    const some = await overviewOf(student);
    expect(some.body.nextAction.kind).toBe('unlock');
    expect(some.body.nextAction.subjectId).toEqual(expect.any(String));
    const page = await progressOf(student);
    expect(page.body.nextAction).toMatchObject({ kind: 'unlock', subjectId: bank.subjectId });
  });

  it('answers 404 for an unknown subject', async () => {
    const student = await createUser(ctx, 'student');
    const res = await api(
      ctx,
      student,
      'GET',
      '/api/student/learning/subjects/00000000-0000-4000-8000-000000000000',
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Subject not found');
  });
});

describe('progress after exams', () => {
  it('shows the trend with bands, accuracy and time by difficulty, and a prediction', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    // First exam: easy part right, hard part wrong. Second: all right.
    const first = await templateExam(student, (p) => (p <= 3 ? 'a' : 'b'));
    const second = await templateExam(student, () => 'a');
    const res = await progressOf(student);
    expect(res.body.examsTaken).toBe(2);
    expect(res.body.trend.map((t: { examId: string }) => t.examId)).toEqual([first, second]);
    const [row] = await ctx.database.db.select().from(exams).where(eq(exams.id, first));
    expect(res.body.trend[0]).toMatchObject({
      percent: 50,
      scaled: row?.scaled,
      low: row?.band?.low,
      high: row?.band?.high,
      mode: 'practice',
    });
    expect(res.body.trend[1].percent).toBe(100);

    expect(res.body.byDifficulty).toEqual([
      { difficulty: 'easy', responses: 6, accuracy: 100, averageMs: 2000 },
      { difficulty: 'medium', responses: 0, accuracy: null, averageMs: null },
      { difficulty: 'hard', responses: 6, accuracy: 50, averageMs: 6000 },
    ]);
    expect(res.body.averageMs).toBe(4000);

    const predicted = res.body.predicted;
    expect(predicted).toMatchObject({ templateId, scale: 'ap_1_5', basedOnExams: 2 });
    expect(Number(predicted.low)).toBeLessThanOrEqual(Number(predicted.label));
    expect(Number(predicted.label)).toBeLessThanOrEqual(Number(predicted.high));

    // A student who missed every question is predicted no higher.
    const weak = await createUser(ctx, 'student');
    await grantAccess(ctx, weak, bank.subjectId);
    await templateExam(weak, () => 'b');
    await templateExam(weak, () => 'c');
    const weakRes = await progressOf(weak);
    expect(Number(weakRes.body.predicted.label)).toBeLessThan(Number(predicted.label));

    const overview = await overviewOf(student);
    expect(overview.body.subjects[0]).toMatchObject({
      examsTaken: 2,
      lastPercent: 100,
      predicted,
    });
  });

  it('places the student among peers by their latest exam on the same template', async () => {
    const db = ctx.database.db;
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    // A template of its own, so that only the constructed cohort took it.
    const own = await makeTemplate(ctx, bank.subjectId, [
      { title: 'Part A', questionCount: 3, durationMinutes: 10, topics: ['t0'] },
      { title: 'Part B', questionCount: 3, durationMinutes: 10, topics: ['t1'] },
    ]);
    const mine = await templateExam(student, (p) => (p % 2 === 0 ? 'a' : 'b'), true, own);
    const [exam] = await db.select().from(exams).where(eq(exams.id, mine));
    if (!exam) throw new Error('no exam');
    expect(exam.percent).toBe(50);
    // A constructed cohort: latest percents 20, 50, 50, 90 (one peer's older 10 does not count).
    const cohort: [number, number | null][] = [
      [20, null],
      [50, null],
      [50, null],
      [90, 10],
    ];
    const t0 = Date.now() - 10 * DAY;
    for (const [latest, older] of cohort) {
      const peer = await createUser(ctx, 'student');
      const row = (percent: number, at: number) => ({
        userId: peer.id,
        subjectId: bank.subjectId,
        templateId: own,
        title: 'Peer exam',
        mode: 'practice',
        status: 'submitted',
        settings: exam.settings,
        sections: exam.sections,
        questionCount: 6,
        percent,
        submittedAt: new Date(at),
      });
      if (older !== null) await db.insert(exams).values(row(older, t0 + 1000));
      await db.insert(exams).values(row(latest, t0 + 2000));
    }
    const res = await progressOf(student);
    // One below (20), two ties (50, 50) counted half: (1 + 1) / 4.
    expect(res.body.percentile).toMatchObject({
      templateId: own,
      templateName: 'Lab template',
      percentile: 50,
      peers: 4,
    });
  });
});

describe('next action', () => {
  it('goes from first exam to resume, practise the weakest topic, plan and review', async () => {
    const db = ctx.database.db;
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    await givePoints(student, 1);
    // An unlocked subject without exams comes before spending points.
    expect((await overviewOf(student)).body.nextAction.kind).toBe('first_exam');

    // A created exam not yet begun is the one to take (another would spend the allowance).
    const created = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      templateId,
      mode: 'practice',
    });
    expect((await overviewOf(student)).body.nextAction).toMatchObject({
      kind: 'resume_exam',
      examId: created.body.id,
    });
    await api(ctx, student, 'POST', `${base(created.body.id)}/start`);
    expect((await overviewOf(student)).body.nextAction).toMatchObject({
      kind: 'resume_exam',
      examId: created.body.id,
      subjectId: bank.subjectId,
    });
    await api(ctx, student, 'POST', `${base(created.body.id)}/submit`);

    // Easy part right, hard part wrong: the hard topic is the weakest.
    await templateExam(student, (p) => (p <= 3 ? 'a' : 'b'));
    const practise = (await overviewOf(student)).body.nextAction;
    expect(practise).toMatchObject({
      kind: 'practise_topic',
      subjectId: bank.subjectId,
      topicId: bank.topicIds[1],
      topicName: 'Topic 1',
    });
    expect((await progressOf(student)).body.nextAction).toMatchObject(practise);

    await db.insert(studyPlans).values({
      userId: student.id,
      subjectId: bank.subjectId,
      templateId,
      examDate: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
      targetScore: '5',
    });
    const withPlan = await overviewOf(student);
    const plan = withPlan.body.subjects[0].plan;
    expect(plan.doneToday).toBeLessThan(plan.todayTarget);
    expect(withPlan.body.nextAction).toMatchObject({
      kind: 'plan_today',
      subjectId: bank.subjectId,
    });

    // A missed question becomes a card; once due, reviewing comes before the plan.
    await templateExam(student, () => 'b');
    await db
      .update(reviewCards)
      .set({ due: new Date(Date.now() - 60_000) })
      .where(eq(reviewCards.userId, student.id));
    const due = (await db.select().from(reviewCards).where(eq(reviewCards.userId, student.id)))
      .length;
    expect(due).toBeGreaterThan(0);
    const review = await overviewOf(student);
    expect(review.body.dueCards).toBe(due);
    expect(review.body.subjects[0].dueCards).toBe(due);
    expect(review.body.nextAction).toMatchObject({
      kind: 'review',
      dueCards: due,
      subjectId: bank.subjectId,
    });
  });

  it('offers no step that creates an exam once the allowance is used up', async () => {
    const db = ctx.database.db;
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId, { examLimit: 1 });
    await templateExam(student, () => 'b');
    await db
      .update(reviewCards)
      .set({ due: new Date(Date.now() - 60_000) })
      .where(eq(reviewCards.userId, student.id));
    // Cards are due, but a review would be refused: buying more exams is the way on.
    expect((await overviewOf(student)).body).toMatchObject({
      dueCards: expect.any(Number),
      nextAction: { kind: 'buy' },
    });
    expect((await overviewOf(student)).body.dueCards).toBeGreaterThan(0);
    expect((await progressOf(student)).body.nextAction.kind).toBe('buy');
    // With points to spend and a subject still locked, unlocking comes first.
    await db.insert(usersPackages).values({
      userId: student.id,
      packageId: FREE_TRIAL_PACKAGE_ID,
      packageName: 'Points, no exams',
      packagePrice: 0,
      packageUnlockPoints: 1,
      availability: 1,
      examLimit: 0,
      purchaseDate: new Date(Date.now() - DAY),
      expiryDate: new Date(Date.now() + 30 * DAY),
    });
    expect((await overviewOf(student)).body.nextAction.kind).toBe('unlock');
  });
});
