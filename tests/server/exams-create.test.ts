import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examItems, exams, questions } from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import {
  addQuestions,
  api,
  type Bank,
  examCount,
  grantAccess,
  makeBank,
  makeTemplate,
} from './exams-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const custom = (bank: Bank, extra: Record<string, unknown> = {}) => ({
  subjectId: bank.subjectId,
  mode: 'practice',
  custom: {
    topicIds: bank.topicIds,
    questionCount: 10,
    difficulty: 'mixed',
    timed: false,
    ...extra,
  },
});

async function itemsOf(examId: string) {
  return ctx.database.db
    .select({
      questionId: examItems.questionId,
      topicId: questions.topicId,
      status: questions.status,
      choiceOrder: examItems.choiceOrder,
      section: examItems.section,
    })
    .from(examItems)
    .innerJoin(questions, eq(questions.id, examItems.questionId))
    .where(eq(examItems.examId, examId))
    .orderBy(examItems.position);
}

describe('creating exams: refusals', () => {
  let student: TestUser;
  let bank: Bank;
  beforeAll(async () => {
    student = await createUser(ctx, 'student');
    bank = await makeBank(ctx, {
      topics: [
        { weight: 50, count: 8 },
        { weight: 50, count: 8 },
      ],
    });
  });

  it('refuses a locked subject with SUBJECT_LOCKED and creates nothing', async () => {
    const res = await api(ctx, student, 'POST', '/api/student/exams', custom(bank));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBJECT_LOCKED');
    expect(res.body.message).toBe(`${bank.name} is locked: unlock it with a point to create exams`);
    expect(await examCount(ctx, student.id)).toBe(0);
  });

  it('refuses an expired unlock and says when it expired', async () => {
    const other = await createUser(ctx, 'student');
    await grantAccess(ctx, other, bank.subjectId, { unlockExpiresAt: new Date(Date.now() - 1000) });
    const res = await api(ctx, other, 'POST', '/api/student/exams', custom(bank));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBJECT_LOCKED');
    expect(res.body.message).toMatch(/^Your access to Exam Lab \d+ expired on .+: unlock it again/);
  });

  it('refuses once the package exam limit is used up', async () => {
    const limited = await createUser(ctx, 'student');
    await grantAccess(ctx, limited, bank.subjectId, { examLimit: 1 });
    const first = await api(ctx, limited, 'POST', '/api/student/exams', custom(bank));
    expect(first.status).toBe(201);
    const options = await api(ctx, limited, 'GET', '/api/student/exams/options');
    expect(options.body.allowance).toEqual({ limit: 1, used: 1, remaining: 0 });
    const second = await api(ctx, limited, 'POST', '/api/student/exams', custom(bank));
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      code: 'EXAM_LIMIT_REACHED',
      message: 'You have used all 1 exams of your packages: buy a package to create more',
    });
    expect(await examCount(ctx, limited.id)).toBe(1);
  });

  it('refuses a request the bank cannot fill and says what is missing', async () => {
    const s = await createUser(ctx, 'student');
    await grantAccess(ctx, s, bank.subjectId);
    const res = await api(
      ctx,
      s,
      'POST',
      '/api/student/exams',
      custom(bank, { questionCount: 20 }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('BANK_TOO_SMALL');
    expect(res.body.message).toBe(
      'This exam needs 20 questions but the question bank has only 16 confirmed questions left for it in its topics (Topic 0: 8, Topic 1: 8). Choose fewer questions or more topics.',
    );
    expect(await examCount(ctx, s.id)).toBe(0);
  });

  it('validates the request with field messages', async () => {
    const s = await createUser(ctx, 'student');
    await grantAccess(ctx, s, bank.subjectId);
    const few = await api(ctx, s, 'POST', '/api/student/exams', custom(bank, { questionCount: 3 }));
    expect(few.status).toBe(400);
    expect(few.body.fields['custom.questionCount']).toBe('Choose 5 to 100 questions');
    const neither = await api(ctx, s, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      mode: 'practice',
    });
    expect(neither.status).toBe(400);
    expect(neither.body.fields.templateId).toBe('Choose a template or build a custom exam');
    const timed = await api(ctx, s, 'POST', '/api/student/exams', custom(bank, { timed: true }));
    expect(timed.status).toBe(400);
    expect(timed.body.fields['custom.minutes']).toBe('Say how many minutes');
    const foreign = await makeBank(ctx, { topics: [{ weight: 1, count: 5 }] });
    const wrongTopic = await api(ctx, s, 'POST', '/api/student/exams', {
      ...custom(bank),
      custom: { ...custom(bank).custom, topicIds: foreign.topicIds },
    });
    expect(wrongTopic.status).toBe(400);
    expect(wrongTopic.body.fields['custom.topicIds']).toBe(`Choose topics of ${bank.name}`);
    expect(await examCount(ctx, s.id)).toBe(0);
  });
});

describe('assembly', () => {
  it('draws confirmed questions by topic weight, never repeats, and shuffles choices per exam', async () => {
    const student = await createUser(ctx, 'student');
    const bank = await makeBank(ctx, {
      topics: [
        { weight: 70, count: 20 },
        { weight: 30, count: 20 },
      ],
      drafts: 30,
    });
    await grantAccess(ctx, student, bank.subjectId);
    const res = await api(ctx, student, 'POST', '/api/student/exams', custom(bank));
    expect(res.status).toBe(201);
    const items = await itemsOf(res.body.id);
    expect(items).toHaveLength(10);
    expect(new Set(items.map((i) => i.questionId)).size).toBe(10);
    expect(items.every((i) => i.status === 'confirmed')).toBe(true);
    expect(items.filter((i) => i.topicId === bank.topicIds[0])).toHaveLength(7);
    expect(items.filter((i) => i.topicId === bank.topicIds[1])).toHaveLength(3);
    for (const i of items) expect([...i.choiceOrder].sort()).toEqual(['a', 'b', 'c', 'd']);
    // Over ten items, four choices each, the stored orders are not all the original one.
    expect(items.some((i) => i.choiceOrder.join('') !== 'abcd')).toBe(true);
  });

  it('prefers questions the student has not seen, then the least recently seen', async () => {
    const student = await createUser(ctx, 'student');
    const bank = await makeBank(ctx, { topics: [{ weight: 1, count: 15 }] });
    await grantAccess(ctx, student, bank.subjectId);
    const body = custom(bank, { questionCount: 5 });
    const ids: string[][] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api(ctx, student, 'POST', '/api/student/exams', body);
      expect(res.status).toBe(201);
      ids.push((await itemsOf(res.body.id)).map((x) => x.questionId));
      // Each exam is a little older than the next.
      await ctx.database.db
        .update(exams)
        .set({ createdAt: sql`${exams.createdAt} - interval '1 hour' * ${3 - i}` })
        .where(eq(exams.id, res.body.id));
    }
    const all = ids.flat();
    expect(new Set(all).size).toBe(15);
    // The bank is used up: the next exam takes the least recently seen (the first exam's).
    const fourth = await api(ctx, student, 'POST', '/api/student/exams', body);
    const again = (await itemsOf(fourth.body.id)).map((x) => x.questionId);
    expect(new Set(again)).toEqual(new Set(ids[0]));
  });

  it('prefers the target difficulty, then the nearest one', async () => {
    const student = await createUser(ctx, 'student');
    const bank = await makeBank(ctx, { topics: [{ weight: 1, count: 3, difficulty: 'hard' }] });
    const topicId = bank.topicIds[0] ?? '';
    await addQuestions(ctx, bank.subjectId, topicId, 10, 'easy');
    await addQuestions(ctx, bank.subjectId, topicId, 2, 'medium');
    await grantAccess(ctx, student, bank.subjectId);
    const res = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      mode: 'practice',
      custom: { topicIds: [topicId], questionCount: 5, difficulty: 'hard', timed: false },
    });
    expect(res.status).toBe(201);
    const items = await ctx.database.db
      .select({ difficulty: questions.difficulty })
      .from(examItems)
      .innerJoin(questions, eq(questions.id, examItems.questionId))
      .where(eq(examItems.examId, res.body.id));
    const counts = items.reduce<Record<string, number>>((m, i) => {
      m[i.difficulty] = (m[i.difficulty] ?? 0) + 1;
      return m;
    }, {});
    expect(counts).toEqual({ hard: 3, medium: 2 });
  });

  it('builds a template exam section by section, each from its own topics', async () => {
    const student = await createUser(ctx, 'student');
    const bank = await makeBank(ctx, {
      topics: [
        { weight: 50, count: 6 },
        { weight: 50, count: 6 },
      ],
    });
    await grantAccess(ctx, student, bank.subjectId);
    const templateId = await makeTemplate(ctx, bank.subjectId, [
      { title: 'Part A', questionCount: 4, durationMinutes: 10, topics: ['t0'] },
      { title: 'Part B', questionCount: 5, durationMinutes: 20, topics: null },
    ]);
    const res = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      templateId,
      mode: 'simulation',
    });
    expect(res.status).toBe(201);
    const items = await itemsOf(res.body.id);
    expect(items).toHaveLength(9);
    expect(new Set(items.map((i) => i.questionId)).size).toBe(9);
    expect(items.filter((i) => i.section === 0).every((i) => i.topicId === bank.topicIds[0])).toBe(
      true,
    );
    const details = await api(ctx, student, 'GET', `/api/student/exams/${res.body.id}`);
    expect(details.body).toMatchObject({
      title: 'Lab template',
      mode: 'simulation',
      status: 'ready',
      questionCount: 9,
      timed: true,
      durationMinutes: 30,
      template: { id: templateId, name: 'Lab template' },
    });
    expect(details.body.sections.map((s: { title: string }) => s.title)).toEqual([
      'Part A',
      'Part B',
    ]);
    // A section the bank cannot fill is named.
    const big = await makeTemplate(ctx, bank.subjectId, [
      { title: 'Huge', questionCount: 50, durationMinutes: 10, topics: ['t1'] },
    ]);
    const refused = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      templateId: big,
      mode: 'simulation',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('needs 50 questions');
  });

  it('lists unlocked subjects with templates, topics and the allowance; locked ones apart', async () => {
    const student = await createUser(ctx, 'student');
    const bank = await makeBank(ctx, { topics: [{ weight: 1, count: 5 }] });
    await grantAccess(ctx, student, bank.subjectId);
    const res = await api(ctx, student, 'GET', '/api/student/exams/options');
    expect(res.status).toBe(200);
    expect(res.body.subjects.map((s: { id: string }) => s.id)).toEqual([bank.subjectId]);
    expect(res.body.subjects[0].topics[0]).toMatchObject({ name: 'Topic 0', available: 5 });
    expect(res.body.lockedSubjects.length).toBeGreaterThan(0);
    expect(res.body.allowance).toEqual({ limit: null, used: 0, remaining: null });
  });
});

describe('ownership', () => {
  it("answers 404 for another student's exam on every endpoint", async () => {
    const owner = await createUser(ctx, 'student');
    const intruder = await createUser(ctx, 'student');
    const bank = await makeBank(ctx, { topics: [{ weight: 1, count: 6 }] });
    await grantAccess(ctx, owner, bank.subjectId);
    const created = await api(
      ctx,
      owner,
      'POST',
      '/api/student/exams',
      custom(bank, { questionCount: 5 }),
    );
    const id = created.body.id;
    const base = `/api/student/exams/${id}`;
    for (const [method, url, payload] of [
      ['GET', base],
      ['GET', `${base}/state`],
      ['POST', `${base}/start`],
      ['PUT', `${base}/items/1`, { clientSeq: 1, flagged: true }],
      ['POST', `${base}/submit`],
      ['GET', `${base}/report`],
      ['POST', `${base}/retry-incorrect`, {}],
      ['POST', `${base}/practise-weak-topics`, {}],
      ['POST', `${base}/next`],
      ['POST', `${base}/sections/0/finish`],
    ] as const) {
      const res = await api(ctx, intruder, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('Exam not found');
    }
    const [row] = await ctx.database.db.select().from(exams).where(eq(exams.id, id));
    expect(row?.status).toBe('ready');
    const list = await api(ctx, intruder, 'GET', '/api/student/exams');
    expect(list.body.total).toBe(0);
  });
});
