import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  examItems,
  exams,
  itemResponses,
  questions,
  topicMastery,
} from '../../src/server/db/schema';
import { getStudyPlan } from '../../src/server/modules/learning/get-study-plan';
import {
  MAX_PER_DAY,
  rankTopics,
  thetaForPercent,
} from '../../src/server/modules/learning/plan-schedule';
import { planTargetOptions } from '../../src/server/modules/learning/plan-target-options';
import { saveStudyPlan } from '../../src/server/modules/learning/save-study-plan';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, type Bank, grantAccess, makeBank, makeTemplate } from './exams-fixtures';

let ctx: TestContext;
let bank: Bank;
let templateId: string;
const DAY = 86_400_000;
const PLANS = '/api/student/learning/plans';

beforeAll(async () => {
  ctx = await buildTestApp();
  // Topic 0 weighs most, topic 2 least (blueprint weights 50/30/20).
  bank = await makeBank(ctx, {
    topics: [
      { weight: 50, count: 12 },
      { weight: 30, count: 12 },
      { weight: 20, count: 12 },
    ],
  });
  // AP scale: "5" needs 80 %, "4" 60 % …
  templateId = await makeTemplate(ctx, bank.subjectId, [
    { title: 'Part A', questionCount: 5, durationMinutes: 10, topics: null },
    { title: 'Part B', questionCount: 5, durationMinutes: 10, topics: null },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

async function newStudent() {
  const s = await createUser(ctx, 'student');
  await grantAccess(ctx, s, bank.subjectId);
  return s;
}

/** The student's θ per topic (null: not started). */
async function setMastery(student: TestUser, thetas: (number | null)[]) {
  for (const [i, theta] of thetas.entries()) {
    if (theta === null) continue;
    await ctx.database.db.insert(topicMastery).values({
      userId: student.id,
      topicId: bank.topicIds[i] ?? '',
      subjectId: bank.subjectId,
      theta,
      se: 0.4,
      responses: 10,
      correct: 6,
    });
  }
}

/** `n` answered questions of the subject at `at`. */
async function answered(student: TestUser, n: number, at: Date) {
  const qs = await ctx.database.db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.subjectId, bank.subjectId))
    .limit(n);
  expect(qs.length).toBe(n);
  const attemptId = randomUUID();
  await ctx.database.db.insert(itemResponses).values(
    qs.map((q) => ({
      questionId: q.id,
      attemptId,
      userId: student.id,
      score: 1,
      attemptScore: n,
      answeredAt: at,
    })),
  );
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

describe('the plan orders topics by blueprint weight × gap', () => {
  it('ranks a constructed mastery set by weight × gap, highest first', () => {
    const topic = (name: string, weight: number, theta: number | null) => ({
      topicId: randomUUID(),
      slug: name,
      name,
      weight,
      level: theta === null ? ('not_started' as const) : ('familiar' as const),
      theta,
      se: null,
      responses: theta === null ? 0 : 5,
      accuracy: null,
    });
    const ranked = rankTopics(
      [
        topic('heavy but strong', 50, 0.9),
        topic('middle and weak', 30, -0.5),
        topic('light, not started', 20, null),
        topic('above target', 40, 2),
      ],
      1,
    );
    // 30 × 1.5 = 45 > 20 × 2 = 40 (not started counts as θ = −1) > 50 × 0.1 = 5 > 40 × 0 = 0.
    expect(ranked.map((t) => [t.name, t.gap, t.priority])).toEqual([
      ['middle and weak', 1.5, 45],
      ['light, not started', 2, 40],
      ['heavy but strong', 0.1, 5],
      ['above target', 0, 0],
    ]);
  });

  it('finds the θ whose expected percent on the bank reaches the target', () => {
    expect(thetaForPercent([{ a: 1, b: 0, c: 0 }], 50)).toBeCloseTo(0, 6);
    // 3PL with c = 0.25: 80 % needs L = 0.7333, θ = ln(0.7333 / 0.2667) = 1.0116.
    expect(thetaForPercent([{ a: 1, b: 0, c: 0.25 }], 80)).toBeCloseTo(1.0116, 3);
    expect(thetaForPercent([{ a: 1, b: 0, c: 0.25 }], 20)).toBe(-4);
    // Questions sharing parameters count as many items: 3 × (b −1) + 1 × (b 1).
    const easy = { a: 1.2, b: -1, c: 0.2 };
    const hard = { a: 0.8, b: 1, c: 0.2 };
    expect(
      thetaForPercent(
        [
          { ...easy, n: 3 },
          { ...hard, n: 1 },
        ],
        70,
      ),
    ).toBeCloseTo(thetaForPercent([easy, easy, easy, hard], 70), 9);
  });

  it('shows the ordered topics through the API when the student sets a plan', async () => {
    const student = await newStudent();
    // θneeded for "5" (80 %) on this bank (a 1, b 0, c 0.25) ≈ 1.01: topic 1's gap 1.51 × 30
    // beats topic 2's 2.01 × 20 (not started = −1) and topic 0's 0.01 × 50.
    await setMastery(student, [1.0, -0.5, null]);
    const examDate = isoDate(new Date(Date.now() + 30 * DAY));
    const res = await api(ctx, student, 'PUT', `${PLANS}/${bank.subjectId}`, {
      examDate,
      targetScore: '5',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subjectId: bank.subjectId,
      templateId,
      scale: 'ap_1_5',
      examDate,
      targetScore: '5',
      daysLeft: 30,
      done: 0,
      status: 'on_track',
    });
    const topics = res.body.topics as { topicId: string; gap: number; priority: number }[];
    expect(topics.map((t) => t.topicId)).toEqual([
      bank.topicIds[1],
      bank.topicIds[2],
      bank.topicIds[0],
    ]);
    expect(topics[0]?.gap).toBeCloseTo(1.512, 2);
    expect(topics[1]?.gap).toBeCloseTo(2.012, 2);
    // Today's questions go to the topics with the biggest priority, in proportion.
    const today = res.body.topics.map((t: { questionsToday: number }) => t.questionsToday);
    expect(today.reduce((n: number, x: number) => n + x, 0)).toBe(res.body.todayTarget);
    expect(today[0]).toBeGreaterThanOrEqual(today[1]);
    expect(today[1]).toBeGreaterThanOrEqual(today[2]);

    // The form's choices for this subject.
    const options = await planTargetOptions(ctx.database.db, bank.subjectId);
    expect(options).toEqual([
      {
        templateId,
        templateName: 'Lab template',
        scale: 'ap_1_5',
        targets: ['5', '4', '3', '2', '1'],
      },
    ]);
  });
});

describe('daily counts re-balance', () => {
  // A 31-day plan (1 to 31 March), seen on 11 March: 10 days gone, 21 left including today.
  const start = new Date('2026-03-01T08:00:00Z');
  const day11 = new Date('2026-03-11T12:00:00Z');

  async function planFor(student: TestUser) {
    await setMastery(student, [0, 0, 0]);
    await saveStudyPlan(
      ctx.database.db,
      student.id,
      bank.subjectId,
      { examDate: '2026-03-31', targetScore: '5' },
      start,
    );
  }

  it('asks for more per day when the student falls behind and fewer when ahead', async () => {
    const idle = await newStudent();
    await planFor(idle);
    const fresh = await getStudyPlan(ctx.database.db, idle.id, bank.subjectId, start);
    const total = fresh?.totalTarget ?? 0;
    expect(total).toBeGreaterThan(20);
    expect(fresh).toMatchObject({ daysLeft: 30, expectedByToday: 0, status: 'on_track' });
    expect(fresh?.todayTarget).toBe(Math.ceil(total / 31));

    // Answers from before the plan started are not part of it.
    await answered(idle, 5, new Date('2026-02-20T10:00:00Z'));
    // Nothing done in 10 days: behind, and the rest is spread over the 21 days left.
    const behind = await getStudyPlan(ctx.database.db, idle.id, bank.subjectId, day11);
    expect(behind).toMatchObject({ daysLeft: 20, done: 0, status: 'behind', totalTarget: total });
    expect(behind?.expectedByToday).toBe(Math.round((total * 10) / 31));
    expect(behind?.todayTarget).toBe(Math.min(MAX_PER_DAY, Math.ceil(total / 21)));
    expect(behind?.todayTarget).toBeGreaterThan(fresh?.todayTarget ?? 0);

    // Exactly on pace: the original daily count.
    const steady = await newStudent();
    await planFor(steady);
    const expected = behind?.expectedByToday ?? 0;
    await answered(steady, expected, new Date('2026-03-10T18:00:00Z'));
    const onTrack = await getStudyPlan(ctx.database.db, steady.id, bank.subjectId, day11);
    expect(onTrack).toMatchObject({ done: expected, doneToday: 0, status: 'on_track' });
    expect(onTrack?.todayTarget).toBe(Math.ceil((total - expected) / 21));
    expect(onTrack?.todayTarget).toBeLessThan(behind?.todayTarget ?? 0);

    // Well ahead: fewer per day than on pace.
    const keen = await newStudent();
    await planFor(keen);
    const lots = Math.min(36, total - 1);
    await answered(keen, lots, new Date('2026-03-05T18:00:00Z'));
    const ahead = await getStudyPlan(ctx.database.db, keen.id, bank.subjectId, day11);
    expect(ahead).toMatchObject({ done: lots, status: 'ahead' });
    expect(ahead?.todayTarget).toBe(Math.ceil((total - lots) / 21));
    expect(ahead?.todayTarget).toBeLessThan(onTrack?.todayTarget ?? 0);

    // Today's answers count towards today without raising today's target.
    await answered(keen, 3, new Date('2026-03-11T09:00:00Z'));
    const later = await getStudyPlan(ctx.database.db, keen.id, bank.subjectId, day11);
    expect(later).toMatchObject({ done: lots + 3, doneToday: 3 });
    expect(later?.todayTarget).toBe(ahead?.todayTarget);

    // After the exam date the plan is past.
    const past = await getStudyPlan(
      ctx.database.db,
      keen.id,
      bank.subjectId,
      new Date('2026-04-01T08:00:00Z'),
    );
    expect(past).toMatchObject({ status: 'past', daysLeft: 0, todayTarget: 0 });
  });

  it('is done once the student answered the questions the plan asked for', async () => {
    const student = await newStudent();
    await planFor(student);
    const plan = await getStudyPlan(ctx.database.db, student.id, bank.subjectId, day11);
    const total = plan?.totalTarget ?? 0;
    // The bank has 36 questions: answer them in as many attempts as needed.
    for (let left = total; left > 0; left -= 36) {
      await answered(student, Math.min(36, left), new Date('2026-03-09T10:00:00Z'));
    }
    const done = await getStudyPlan(ctx.database.db, student.id, bank.subjectId, day11);
    expect(done).toMatchObject({ status: 'done', todayTarget: 0 });
  });
});

describe('setting a plan', () => {
  const put = (student: TestUser, body: Record<string, unknown>, subjectId = bank.subjectId) =>
    api(ctx, student, 'PUT', `${PLANS}/${subjectId}`, body);
  const inDays = (n: number) => isoDate(new Date(Date.now() + n * DAY));

  it('explains what is wrong with the date and the target', async () => {
    const student = await newStudent();
    const past = await put(student, { examDate: inDays(-1), targetScore: '4' });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ examDate: 'The exam date cannot be in the past' });
    const far = await put(student, { examDate: inDays(800), targetScore: '4' });
    expect(far.status).toBe(400);
    expect(far.body.fields.examDate).toBe('The exam date must be within two years from today');
    const bogus = await put(student, { examDate: '2026-02-30', targetScore: '4' });
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toMatch(/Exam date must be a date \(YYYY-MM-DD\)/);
    const offScale = await put(student, { examDate: inDays(10), targetScore: '6' });
    expect(offScale.status).toBe(400);
    expect(offScale.body.fields.targetScore).toBe(
      'Target score is not on this exam’s scale: choose one of 5, 4, 3, 2, 1',
    );
    const missing = await put(student, { examDate: inDays(10) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Target score is required/);
    // Today is allowed.
    const today = await put(student, { examDate: inDays(0), targetScore: '3' });
    expect(today.status).toBe(200);
    expect(today.body.daysLeft).toBe(0);
  });

  it('takes 1–100 on a percent template', async () => {
    const student = await newStudent();
    const percentId = await makeTemplate(
      ctx,
      bank.subjectId,
      [{ title: 'Quiz', questionCount: 5, durationMinutes: 10, topics: null }],
      'percent',
    );
    const ok = await put(student, {
      examDate: inDays(20),
      targetScore: '85',
      templateId: percentId,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ scale: 'percent', targetScore: '85', templateId: percentId });
    const zero = await put(student, {
      examDate: inDays(20),
      targetScore: '0',
      templateId: percentId,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.fields.targetScore).toMatch(/choose a percent from 1 to 100/);
    const other = await makeBank(ctx, { topics: [{ weight: 100, count: 5 }] });
    const foreign = await makeTemplate(ctx, other.subjectId, [
      { title: 'X', questionCount: 5, durationMinutes: 10, topics: null },
    ]);
    const wrong = await put(student, {
      examDate: inDays(20),
      targetScore: '4',
      templateId: foreign,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.templateId).toBe(
      'This exam template is not available for this subject',
    );
  });

  it('refuses a locked subject and an unknown one; deleting removes the plan', async () => {
    const student = await newStudent();
    const locked = await makeBank(ctx, { topics: [{ weight: 100, count: 5 }] });
    const res = await put(student, { examDate: inDays(10), targetScore: '50' }, locked.subjectId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBJECT_LOCKED');
    const unknown = await put(
      student,
      { examDate: inDays(10), targetScore: '50' },
      '00000000-0000-4000-8000-00000000beef',
    );
    expect(unknown.status).toBe(404);

    expect((await put(student, { examDate: inDays(10), targetScore: '4' })).status).toBe(200);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${PLANS}/${bank.subjectId}`,
      headers: student.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await getStudyPlan(ctx.database.db, student.id, bank.subjectId, new Date())).toBeNull();
  });
});

describe("today's practice", () => {
  it('creates a practice exam from the plan’s top topics', async () => {
    const student = await newStudent();
    await setMastery(student, [1.0, -0.5, null]);
    const plan = await api(ctx, student, 'PUT', `${PLANS}/${bank.subjectId}`, {
      examDate: isoDate(new Date(Date.now() + 60 * DAY)),
      targetScore: '5',
    });
    expect(plan.status).toBe(200);
    const planned = (plan.body.topics as { topicId: string; questionsToday: number }[])
      .filter((t) => t.questionsToday > 0)
      .map((t) => t.topicId);
    expect(planned.length).toBeGreaterThan(0);

    const res = await api(ctx, student, 'POST', `${PLANS}/${bank.subjectId}/today`);
    expect(res.status).toBe(201);
    const [exam] = await ctx.database.db.select().from(exams).where(eq(exams.id, res.body.id));
    expect(exam).toMatchObject({ mode: 'practice', subjectId: bank.subjectId });
    expect(exam?.settings.origin).toBe('study_plan');
    expect(exam?.questionCount).toBe(Math.max(5, plan.body.todayTarget));
    expect(exam?.sections[0]?.topicIds.sort()).toEqual([...planned].sort());
    const drawn = await ctx.database.db
      .select({ topicId: questions.topicId })
      .from(examItems)
      .innerJoin(questions, eq(questions.id, examItems.questionId))
      .where(eq(examItems.examId, res.body.id))
      .orderBy(asc(examItems.position));
    expect(drawn.length).toBe(exam?.questionCount);
    for (const q of drawn) expect(planned).toContain(q.topicId);
    // Topic 0 is nearly at target: not in today's practice.
    expect(drawn.map((q) => q.topicId)).not.toContain(bank.topicIds[0]);
  });

  it('says so when there is no plan', async () => {
    const student = await newStudent();
    const res = await api(ctx, student, 'POST', `${PLANS}/${bank.subjectId}/today`);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/no study plan for .*: set an exam date and a target first/);
  });
});
