import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams, itemResponses } from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, type Bank, grantAccess, makeBank, makeTemplate } from './exams-fixtures';

let ctx: TestContext;
let bank: Bank;

beforeAll(async () => {
  ctx = await buildTestApp();
  bank = await makeBank(ctx, {
    topics: [
      { weight: 60, count: 15, difficulty: 'easy' },
      { weight: 40, count: 15, difficulty: 'hard' },
    ],
  });
});
afterAll(async () => {
  await ctx.close();
});

const base = (id: string) => `/api/student/exams/${id}`;

async function adaptiveExam(student: TestUser, count = 6) {
  const res = await api(ctx, student, 'POST', '/api/student/exams', {
    subjectId: bank.subjectId,
    mode: 'adaptive',
    custom: { topicIds: bank.topicIds, questionCount: count, difficulty: 'mixed', timed: false },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('adaptive exams', () => {
  it('gives one item at a time, scores and locks each, stops at the length, then scores θ', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    const id = await adaptiveExam(student);
    const started = await api(ctx, student, 'POST', `${base(id)}/start`);
    expect(started.body.items).toHaveLength(1);
    expect(started.body.adaptive).toEqual({ done: false, maxItems: 6, given: 1 });
    // Resuming does not draw another item.
    const resumed = await api(ctx, student, 'GET', `${base(id)}/state`);
    expect(resumed.body.items).toHaveLength(1);

    let state = started.body;
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const item = state.items[state.items.length - 1];
      seen.add(item.stem);
      const saved = await api(ctx, student, 'PUT', `${base(id)}/items/${item.position}`, {
        answer: { type: 'single', choice: i % 2 === 0 ? 'a' : 'b' },
        clientSeq: 1,
      });
      expect(saved.status).toBe(200);
      const next = await api(ctx, student, 'POST', `${base(id)}/next`);
      expect(next.status).toBe(200);
      state = next.body;
      expect(state.items[i].locked).toBe(true);
    }
    expect(seen.size).toBe(6);
    expect(state.adaptive).toEqual({ done: true, maxItems: 6, given: 6 });
    const locked = await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      answer: { type: 'single', choice: 'b' },
      clientSeq: 2,
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This answer is already scored: it can no longer change');

    const result = await api(ctx, student, 'POST', `${base(id)}/submit`);
    expect(result.body).toMatchObject({
      status: 'submitted',
      score: { raw: 3, max: 6, percent: 50 },
    });
    expect(result.body.band.se).toBeGreaterThan(0);
    const [row] = await ctx.database.db.select().from(exams).where(eq(exams.id, id));
    expect(row?.theta).toBeCloseTo(result.body.band.theta, 6);
    const responses = await ctx.database.db
      .select()
      .from(itemResponses)
      .where(eq(itemResponses.attemptId, id));
    expect(responses).toHaveLength(6);
  });

  it('an adaptive template exam maps θ to the template scale', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    const templateId = await makeTemplate(ctx, bank.subjectId, [
      { title: 'A', questionCount: 5, durationMinutes: 10, topics: null },
    ]);
    const created = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      templateId,
      mode: 'adaptive',
    });
    const id = created.body.id;
    let state = (await api(ctx, student, 'POST', `${base(id)}/start`)).body;
    expect(state.timed).toBe(true);
    while (!state.adaptive.done) {
      const item = state.items[state.items.length - 1];
      await api(ctx, student, 'PUT', `${base(id)}/items/${item.position}`, {
        answer: { type: 'single', choice: 'a' },
        clientSeq: 1,
      });
      state = (await api(ctx, student, 'POST', `${base(id)}/next`)).body;
    }
    const result = await api(ctx, student, 'POST', `${base(id)}/submit`);
    expect(result.body.scale).toBe('ap_1_5');
    expect(['4', '5']).toContain(result.body.score.scaled);
    expect(result.body.band.theta).toBeGreaterThan(0);
  });

  it('refuses /next on a fixed exam and an adaptive request the bank cannot fill', async () => {
    const student = await createUser(ctx, 'student');
    await grantAccess(ctx, student, bank.subjectId);
    const fixed = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      mode: 'practice',
      custom: { topicIds: bank.topicIds, questionCount: 5, difficulty: 'mixed', timed: false },
    });
    await api(ctx, student, 'POST', `${base(fixed.body.id)}/start`);
    const next = await api(ctx, student, 'POST', `${base(fixed.body.id)}/next`);
    expect(next.status).toBe(409);
    expect(next.body.message).toBe('Only adaptive exams give items one at a time');
    const big = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      mode: 'adaptive',
      custom: {
        topicIds: [bank.topicIds[0]],
        questionCount: 40,
        difficulty: 'mixed',
        timed: false,
      },
    });
    expect(big.status).toBe(409);
    expect(big.body.code).toBe('BANK_TOO_SMALL');
    expect(big.body.message).toContain('the question bank has 15');
  });
});
