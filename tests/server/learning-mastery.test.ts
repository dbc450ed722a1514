import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examItems, questions, topicMastery } from '../../src/server/db/schema';
import { estimateEap } from '../../src/server/modules/exams/irt';
import { MASTERY_THRESHOLDS, masteryLevel } from '../../src/server/modules/learning/mastery-levels';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, type Bank, grantAccess, makeBank } from './exams-fixtures';

let ctx: TestContext;
let bank: Bank;

beforeAll(async () => {
  ctx = await buildTestApp();
  bank = await makeBank(ctx, {
    topics: [
      { weight: 60, count: 12, difficulty: 'easy' },
      { weight: 40, count: 12, difficulty: 'hard' },
      { weight: 0, count: 0 },
    ],
  });
});
afterAll(async () => {
  await ctx.close();
});

const base = (id: string) => `/api/student/exams/${id}`;
const pick = (choice: string) => ({ type: 'single', choice });
const progressOf = (student: TestUser) =>
  api(ctx, student, 'GET', `/api/student/learning/subjects/${bank.subjectId}`);

describe('mastery levels', () => {
  const rule = (level: string) => {
    const t = MASTERY_THRESHOLDS.find((x) => x.level === level);
    if (!t) throw new Error(level);
    return t;
  };

  it('reads not started without a response and attempted from the first one', () => {
    expect(masteryLevel(null, null, 0)).toBe('not_started');
    expect(masteryLevel(0.3, 0.9, 0)).toBe('not_started');
    expect(masteryLevel(-3, 0.9, 1)).toBe('attempted');
  });

  it.each(['familiar', 'proficient', 'mastered'])(
    'earns %s exactly at its thresholds, not below',
    (level) => {
      const t = rule(level);
      const i = MASTERY_THRESHOLDS.indexOf(t);
      const below = MASTERY_THRESHOLDS[i - 1]?.level;
      const theta = t.minTheta ?? 0;
      const se = t.maxSe ?? 0.9;
      expect(masteryLevel(theta, se, t.minResponses)).toBe(level);
      // θ just below, SE just above, one response short: each alone drops to the level beneath.
      expect(masteryLevel(theta - 0.001, se, t.minResponses)).toBe(below);
      if (t.maxSe !== null) expect(masteryLevel(theta, se + 0.001, t.minResponses)).toBe(below);
      expect(masteryLevel(theta, se, t.minResponses - 1)).toBe(below);
    },
  );

  it('serves the thresholds it applies to the topic map', async () => {
    const student = await createUser(ctx, 'student');
    const res = await progressOf(student);
    expect(res.status).toBe(200);
    expect(res.body.thresholds).toEqual(MASTERY_THRESHOLDS);
  });
});

/** The exam's answered items by topic, as 3PL responses (the answer key is choice 'a'). */
async function patternByTopic(examIds: string[]) {
  const by = new Map<string, { item: { a: number; b: number; c: number }; correct: boolean }[]>();
  for (const examId of examIds) {
    const rows = await ctx.database.db
      .select({
        topicId: questions.topicId,
        a: questions.irtA,
        b: questions.irtB,
        c: questions.irtC,
        answer: examItems.answer,
      })
      .from(examItems)
      .innerJoin(questions, eq(questions.id, examItems.questionId))
      .where(eq(examItems.examId, examId));
    for (const r of rows) {
      if (!r.answer) continue;
      const list = by.get(r.topicId) ?? [];
      list.push({
        item: { a: r.a, b: r.b, c: r.c },
        correct: (r.answer as { choice: string }).choice === 'a',
      });
      by.set(r.topicId, list);
    }
  }
  return by;
}

async function fixedExam(student: TestUser, answer: (position: number) => string | null) {
  const created = await api(ctx, student, 'POST', '/api/student/exams', {
    subjectId: bank.subjectId,
    mode: 'practice',
    custom: {
      topicIds: bank.topicIds.slice(0, 2),
      questionCount: 8,
      difficulty: 'mixed',
      timed: false,
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  await api(ctx, student, 'POST', `${base(id)}/start`);
  for (let p = 1; p <= 8; p++) {
    const choice = answer(p);
    if (choice) {
      await api(ctx, student, 'PUT', `${base(id)}/items/${p}`, {
        answer: pick(choice),
        clientSeq: 1,
      });
    }
  }
  const done = await api(ctx, student, 'POST', `${base(id)}/submit`);
  expect(done.body.status).toBe('submitted');
  return id;
}

async function adaptiveExam(student: TestUser, answer: (i: number) => string) {
  const created = await api(ctx, student, 'POST', '/api/student/exams', {
    subjectId: bank.subjectId,
    mode: 'adaptive',
    custom: {
      topicIds: bank.topicIds.slice(0, 2),
      questionCount: 6,
      difficulty: 'mixed',
      timed: false,
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  let state = (await api(ctx, student, 'POST', `${base(id)}/start`)).body;
  for (let i = 0; i < 6; i++) {
    const item = state.items[state.items.length - 1];
    await api(ctx, student, 'PUT', `${base(id)}/items/${item.position}`, {
      answer: pick(answer(i)),
      clientSeq: 1,
    });
    state = (await api(ctx, student, 'POST', `${base(id)}/next`)).body;
  }
  const done = await api(ctx, student, 'POST', `${base(id)}/submit`);
  expect(done.body.status).toBe('submitted');
  return id;
}

function expectMastery(
  topics: {
    topicId: string;
    theta: number | null;
    se: number | null;
    responses: number;
    level: string;
    accuracy: number | null;
  }[],
  expected: Map<string, { item: { a: number; b: number; c: number }; correct: boolean }[]>,
) {
  for (const topicId of bank.topicIds.slice(0, 2)) {
    const pattern = expected.get(topicId) ?? [];
    const topic = topics.find((t) => t.topicId === topicId);
    if (pattern.length === 0) {
      expect(topic).toMatchObject({ level: 'not_started', responses: 0, theta: null });
      continue;
    }
    const eap = estimateEap(pattern);
    const right = pattern.filter((r) => r.correct).length;
    expect(topic?.responses).toBe(pattern.length);
    expect(topic?.theta).toBeCloseTo(eap.theta, 9);
    expect(topic?.se).toBeCloseTo(eap.se, 9);
    expect(topic?.accuracy).toBeCloseTo((right / pattern.length) * 100, 9);
    expect(topic?.level).toBe(masteryLevel(eap.theta, eap.se, pattern.length));
  }
}

describe('mastery from exams', () => {
  it('a new student sees every active topic of the subject, not started', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    const res = await progressOf(student);
    expect(res.body.topics.map((t: { topicId: string }) => t.topicId)).toEqual(bank.topicIds);
    expect(res.body.topics.every((t: { level: string }) => t.level === 'not_started')).toBe(true);
  });

  it('a fixed exam sets θ per topic to the EAP of the answered items; skipped items do not count', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    // Items 1–5 right, 6–7 wrong, 8 skipped.
    const id = await fixedExam(student, (p) => (p <= 5 ? 'a' : p <= 7 ? 'c' : null));
    const expected = await patternByTopic([id]);
    const total = [...expected.values()].reduce((n, list) => n + list.length, 0);
    expect(total).toBe(7);
    const res = await progressOf(student);
    expectMastery(res.body.topics, expected);
    // The topic without questions stays not started.
    expect(res.body.topics[2]).toMatchObject({ level: 'not_started', responses: 0 });
  });

  it('an adaptive exam after a fixed one recomputes θ over all the responses of both', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    const first = await fixedExam(student, (p) => (p % 2 === 0 ? 'a' : 'b'));
    const afterFirst = (await progressOf(student)).body.topics;
    const second = await adaptiveExam(student, () => 'a');
    const expected = await patternByTopic([first, second]);
    const res = await progressOf(student);
    expectMastery(res.body.topics, expected);
    // Six right answers more raise θ on the topics they touched.
    for (const t of res.body.topics.slice(0, 2)) {
      const before = afterFirst.find((x: { topicId: string }) => x.topicId === t.topicId);
      if ((expected.get(t.topicId)?.length ?? 0) > (before?.responses ?? 0)) {
        expect(t.theta).toBeGreaterThan(before?.theta ?? -Infinity);
      }
    }
    const rows = await ctx.database.db
      .select()
      .from(topicMastery)
      .where(and(eq(topicMastery.userId, student.id), eq(topicMastery.subjectId, bank.subjectId)));
    const right = [...expected.values()].flat().filter((r) => r.correct).length;
    expect(rows.reduce((n, r) => n + r.correct, 0)).toBeCloseTo(right, 9);
  });

  it('enough right answers on a topic reach the higher levels', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    for (let i = 0; i < 3; i++) await fixedExam(student, () => 'a');
    const res = await progressOf(student);
    const levels = res.body.topics.slice(0, 2).map((t: { level: string }) => t.level);
    // 24 right answers over two topics: at least proficient on each.
    for (const level of levels) expect(['proficient', 'mastered']).toContain(level);
  });
});
