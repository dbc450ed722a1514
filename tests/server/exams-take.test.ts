import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examItems, exams, itemResponses, passages, questions } from '../../src/server/db/schema';
import { expireOverdueExams } from '../../src/server/modules/exams/load-exam';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, type Bank, backdate, grantAccess, makeBank, makeTemplate } from './exams-fixtures';

let ctx: TestContext;
let bank: Bank;

beforeAll(async () => {
  ctx = await buildTestApp();
  bank = await makeBank(ctx, {
    topics: [
      { weight: 50, count: 30 },
      { weight: 50, count: 30 },
    ],
  });
});
afterAll(async () => {
  await ctx.close();
});

async function newStudent() {
  const s = await createUser(ctx, 'student');
  await grantAccess(ctx, s, bank.subjectId);
  return s;
}

async function createCustom(
  student: TestUser,
  opts: { mode?: string; count?: number; minutes?: number } = {},
) {
  const res = await api(ctx, student, 'POST', '/api/student/exams', {
    subjectId: bank.subjectId,
    mode: opts.mode ?? 'simulation',
    custom: {
      topicIds: bank.topicIds,
      questionCount: opts.count ?? 5,
      difficulty: 'mixed',
      timed: opts.minutes !== undefined || (opts.mode ?? 'simulation') === 'simulation',
      minutes: opts.minutes ?? (opts.mode === 'practice' ? undefined : 10),
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const base = (id: string) => `/api/student/exams/${id}`;
const pick = (choice: string) => ({ type: 'single', choice });

/** Gives the question at `position` of the exam a reading passage. */
async function givePassage(examId: string, position: number) {
  const db = ctx.database.db;
  const item = await stored(examId, position);
  const [passage] = await db
    .insert(passages)
    .values({
      subjectId: bank.subjectId,
      key: `passage-${examId}-${position}`,
      title: 'A passage',
      body: 'Some text to read before answering.',
    })
    .returning({ id: passages.id });
  await db
    .update(questions)
    .set({ passageId: passage?.id })
    .where(eq(questions.id, item?.questionId ?? ''));
}

async function stored(examId: string, position: number) {
  const [row] = await ctx.database.db
    .select()
    .from(examItems)
    .where(and(eq(examItems.examId, examId), eq(examItems.position, position)));
  return row;
}

describe('starting and resuming', () => {
  it('sets the server deadline; starting again resumes the same state', async () => {
    const student = await newStudent();
    const id = await createCustom(student, { minutes: 10 });
    const before = Date.now();
    const started = await api(ctx, student, 'POST', `${base(id)}/start`);
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('in_progress');
    expect(started.body.items).toHaveLength(5);
    const deadline = new Date(started.body.sections[0].deadlineAt).getTime();
    expect(deadline).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
    expect(started.body.items[0].choices.map((c: { id: string }) => c.id).sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    // The answer key is not in the room's state.
    expect(JSON.stringify(started.body)).not.toContain('correctAnswer');

    await api(ctx, student, 'PUT', `${base(id)}/items/2`, { answer: pick('b'), clientSeq: 1 });
    const again = await api(ctx, student, 'POST', `${base(id)}/start`);
    expect(again.body.sections[0].deadlineAt).toBe(started.body.sections[0].deadlineAt);
    expect(again.body.items[1].answer).toEqual(pick('b'));
    const state = await api(ctx, student, 'GET', `${base(id)}/state`);
    expect(state.body.items[1]).toMatchObject({ answer: pick('b'), clientSeq: 1 });
  });

  it('refuses saves before the exam starts', async () => {
    const student = await newStudent();
    const id = await createCustom(student);
    const res = await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Start the exam first');
  });
});

describe('saving answers', () => {
  it('stores the same save once and never lets an older save overwrite a newer one', async () => {
    const student = await newStudent();
    const id = await createCustom(student);
    await api(ctx, student, 'POST', `${base(id)}/start`);
    const save = {
      answer: pick('c'),
      flagged: true,
      eliminated: ['d'],
      timeSpentMs: 4000,
      clientSeq: 5,
    };
    const first = await api(ctx, student, 'PUT', `${base(id)}/items/1`, save);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      stale: false,
      answer: pick('c'),
      flagged: true,
      clientSeq: 5,
    });
    const answeredAt = first.body.answeredAt;
    const repeat = await api(ctx, student, 'PUT', `${base(id)}/items/1`, save);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ stale: true, answer: pick('c'), answeredAt });
    const older = await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      answer: pick('b'),
      clientSeq: 4,
    });
    expect(older.body).toMatchObject({ stale: true, answer: pick('c') });
    const row = await stored(id, 1);
    expect(row).toMatchObject({
      answer: pick('c'),
      flagged: true,
      eliminated: ['d'],
      timeSpentMs: 4000,
      clientSeq: 5,
    });
    // A newer save clears the answer but keeps the flag.
    const cleared = await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      answer: null,
      clientSeq: 6,
    });
    expect(cleared.body).toMatchObject({
      stale: false,
      answer: null,
      flagged: true,
      answeredAt: null,
    });
  });

  it('refuses answers that do not fit the question', async () => {
    const student = await newStudent();
    const id = await createCustom(student);
    await api(ctx, student, 'POST', `${base(id)}/start`);
    const wrongType = await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      answer: { type: 'numeric', value: 3 },
      clientSeq: 1,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('This question takes a single answer');
    const unknownChoice = await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      answer: pick('z'),
      clientSeq: 2,
    });
    expect(unknownChoice.status).toBe(400);
    expect(unknownChoice.body.message).toBe('Choose one of the listed answers');
    const noSeq = await api(ctx, student, 'PUT', `${base(id)}/items/1`, { answer: pick('a') });
    expect(noSeq.status).toBe(400);
    const missing = await api(ctx, student, 'PUT', `${base(id)}/items/99`, {
      answer: pick('a'),
      clientSeq: 3,
    });
    expect(missing.status).toBe(404);
    expect((await stored(id, 1))?.answer).toBeNull();
  });

  it('refuses an answer after the deadline and changes nothing', async () => {
    const student = await newStudent();
    const id = await createCustom(student, { minutes: 1 });
    await api(ctx, student, 'POST', `${base(id)}/start`);
    await api(ctx, student, 'PUT', `${base(id)}/items/1`, { answer: pick('a'), clientSeq: 1 });
    // Within the grace an answer already on its way is still taken.
    await backdate(ctx, id, 60_000 + 500);
    const inGrace = await api(ctx, student, 'PUT', `${base(id)}/items/2`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(inGrace.status).toBe(200);
    await backdate(ctx, id, 5_000);
    const late = await api(ctx, student, 'PUT', `${base(id)}/items/3`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'TIME_UP',
      message: 'Time is up for this section: your answer was not saved',
    });
    const row = await stored(id, 3);
    expect(row).toMatchObject({ answer: null, clientSeq: -1 });
  });

  it('gives feedback after each answer in practice mode only', async () => {
    const student = await newStudent();
    const practice = await createCustom(student, { mode: 'practice' });
    await api(ctx, student, 'POST', `${base(practice)}/start`);
    const right = await api(ctx, student, 'PUT', `${base(practice)}/items/1`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(right.body.feedback).toMatchObject({
      correct: true,
      score: 1,
      correctAnswer: { type: 'single', correct: 'a' },
    });
    expect(right.body.feedback.explanation).toMatch(/^Because a/);
    const wrong = await api(ctx, student, 'PUT', `${base(practice)}/items/2`, {
      answer: pick('b'),
      clientSeq: 1,
    });
    expect(wrong.body.feedback).toMatchObject({ correct: false, score: 0 });
    const state = await api(ctx, student, 'GET', `${base(practice)}/state`);
    expect(state.body.items[0].feedback.correct).toBe(true);
    expect(state.body.items[2].feedback).toBeNull();

    const sim = await createCustom(student);
    await api(ctx, student, 'POST', `${base(sim)}/start`);
    const simSave = await api(ctx, student, 'PUT', `${base(sim)}/items/1`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(simSave.body.feedback).toBeNull();
  });

  it('keeps a practice answer once its feedback is out; a replay of that save gets the stored item', async () => {
    const student = await newStudent();
    const practice = await createCustom(student, { mode: 'practice' });
    await api(ctx, student, 'POST', `${base(practice)}/start`);
    const checked = await api(ctx, student, 'PUT', `${base(practice)}/items/1`, {
      answer: pick('b'),
      clientSeq: 1,
    });
    expect(checked.body.feedback).toMatchObject({ correct: false });

    const changed = await api(ctx, student, 'PUT', `${base(practice)}/items/1`, {
      answer: pick('a'),
      clientSeq: 2,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('This answer is already scored: it can no longer change');
    const cleared = await api(ctx, student, 'PUT', `${base(practice)}/items/1`, {
      answer: null,
      clientSeq: 3,
    });
    expect(cleared.status).toBe(409);
    expect((await stored(practice, 1))?.answer).toEqual(pick('b'));

    // The response to the checking save was lost; the client sends it again.
    const replay = await api(ctx, student, 'PUT', `${base(practice)}/items/1`, {
      answer: pick('b'),
      clientSeq: 1,
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ stale: true, answer: pick('b') });
    expect(replay.body.feedback).toMatchObject({ correct: false });

    // Marking for review stays possible.
    const flag = await api(ctx, student, 'PUT', `${base(practice)}/items/1`, {
      flagged: true,
      clientSeq: 4,
    });
    expect(flag.status).toBe(200);
    expect(flag.body.flagged).toBe(true);
  });

  it('refuses saves to another student’s exam and crossings-out of choices the question lacks', async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const id = await createCustom(owner);
    await api(ctx, owner, 'POST', `${base(id)}/start`);
    const foreign = await api(ctx, other, 'PUT', `${base(id)}/items/1`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(foreign.status).toBe(404);
    const crossed = await api(ctx, owner, 'PUT', `${base(id)}/items/1`, {
      eliminated: ['a', 'z'],
      clientSeq: 1,
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe('Eliminate only listed choices');
    expect(await stored(id, 1)).toMatchObject({ answer: null, eliminated: [], clientSeq: -1 });
  });
});

describe('highlights', () => {
  const mark = (start: number, end: number, target = 'stem') => ({ target, start, end });

  it('stores highlights merged and sorted, returns them in the state, keeps them through other saves', async () => {
    const student = await newStudent();
    const id = await createCustom(student);
    await api(ctx, student, 'POST', `${base(id)}/start`);
    await givePassage(id, 2);
    const res = await api(ctx, student, 'PUT', `${base(id)}/items/2`, {
      highlights: [mark(30, 40), mark(0, 5), mark(4, 9), mark(2, 12, 'passage')],
      clientSeq: 1,
    });
    expect(res.status).toBe(200);
    const merged = [mark(2, 12, 'passage'), mark(0, 9), mark(30, 40)];
    expect(res.body.highlights).toEqual(merged);
    expect((await stored(id, 2))?.highlights).toEqual(merged);

    // A save without highlights (an answer, a flag) leaves them as they are.
    await api(ctx, student, 'PUT', `${base(id)}/items/2`, {
      answer: pick('b'),
      flagged: true,
      clientSeq: 2,
    });
    const state = await api(ctx, student, 'GET', `${base(id)}/state`);
    expect(state.body.items[1]).toMatchObject({ highlights: merged, flagged: true });
    expect(state.body.items[0].highlights).toEqual([]);

    // An older save arriving late does not bring back what was removed.
    await api(ctx, student, 'PUT', `${base(id)}/items/2`, { highlights: [], clientSeq: 4 });
    const late = await api(ctx, student, 'PUT', `${base(id)}/items/2`, {
      highlights: [mark(1, 2)],
      clientSeq: 3,
    });
    expect(late.body).toMatchObject({ stale: true, highlights: [] });
    expect((await stored(id, 2))?.highlights).toEqual([]);
  });

  it('refuses bad highlights with a clear 400 and changes nothing', async () => {
    const student = await newStudent();
    const id = await createCustom(student);
    await api(ctx, student, 'POST', `${base(id)}/start`);
    // The bank is shared by this file's tests and an earlier one gave a question a passage: the
    // passage case below needs question 1 to have none, whichever question was drawn.
    await ctx.database.db
      .update(questions)
      .set({ passageId: null })
      .where(eq(questions.id, (await stored(id, 1))?.questionId ?? ''));
    await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      highlights: [mark(3, 8)],
      clientSeq: 1,
    });
    const tooMany = Array.from({ length: 51 }, (_, i) => mark(i * 10, i * 10 + 5));
    const cases: [unknown, RegExp][] = [
      [[mark(8, 8)], /^highlights\.0\.end: A highlight must end after it starts$/],
      [[mark(1, 2), mark(9, 4)], /^highlights\.1\.end: A highlight must end after it starts$/],
      [tooMany, /^highlights: At most 50 highlights on a question$/],
      [[mark(0, 4, 'choices')], /^highlights\.0\.target: Highlight the question or its passage$/],
      [[mark(-1, 4)], /^highlights\.0\.start: Invalid highlight$/],
      [[mark(0, 100_001)], /^highlights\.0\.end: Invalid highlight$/],
      [[mark(0.5, 4)], /^highlights\.0\.start: Invalid highlight$/],
      ['stem 0-4', /^highlights: Invalid highlights$/],
      [[mark(0, 4, 'passage')], /^This question has no passage to highlight$/],
    ];
    for (const [highlights, message] of cases) {
      const res = await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
        highlights,
        flagged: true,
        clientSeq: 5,
      });
      expect(res.status, JSON.stringify(highlights).slice(0, 60)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.message).toMatch(message);
    }
    // Fifty distinct highlights are fine.
    const fifty = await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      highlights: tooMany.slice(0, 50),
      clientSeq: 2,
    });
    expect(fifty.status).toBe(200);
    expect(fifty.body.highlights).toHaveLength(50);
    await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      highlights: [mark(3, 8)],
      clientSeq: 3,
    });
    expect(await stored(id, 1)).toMatchObject({
      highlights: [mark(3, 8)],
      flagged: false,
      clientSeq: 3,
    });
  });
});

describe('sections', () => {
  it('moves on when a section is finished or its time runs out; earlier sections are closed', async () => {
    const student = await newStudent();
    const templateId = await makeTemplate(ctx, bank.subjectId, [
      { title: 'One', questionCount: 3, durationMinutes: 5, topics: ['t0'] },
      { title: 'Two', questionCount: 3, durationMinutes: 5, topics: ['t1'] },
      { title: 'Three', questionCount: 3, durationMinutes: 5, topics: null },
    ]);
    const created = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      templateId,
      mode: 'simulation',
    });
    const id = created.body.id;
    const started = await api(ctx, student, 'POST', `${base(id)}/start`);
    // Only the open section's questions are sent.
    expect(started.body.items).toHaveLength(3);
    expect(started.body.sections.map((s: { status: string }) => s.status)).toEqual([
      'active',
      'locked',
      'locked',
    ]);
    const ahead = await api(ctx, student, 'PUT', `${base(id)}/items/4`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(ahead.status).toBe(409);
    expect(ahead.body.message).toBe('This section has not started yet');

    const moved = await api(ctx, student, 'POST', `${base(id)}/sections/0/finish`);
    expect(moved.body.currentSection).toBe(1);
    expect(moved.body.items).toHaveLength(6);
    const back = await api(ctx, student, 'PUT', `${base(id)}/items/1`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('You have left this section: its answers can no longer change');
    // Finishing it again (a retry) changes nothing.
    const retry = await api(ctx, student, 'POST', `${base(id)}/sections/0/finish`);
    expect(retry.body.currentSection).toBe(1);

    // Section two's time runs out: section three opens at that deadline.
    await backdate(ctx, id, 5 * 60_000 + 3000);
    const state = await api(ctx, student, 'GET', `${base(id)}/state`);
    expect(state.body.currentSection).toBe(2);
    expect(state.body.sections[2].startedAt).toBe(state.body.sections[1].deadlineAt);
    const late = await api(ctx, student, 'PUT', `${base(id)}/items/5`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TIME_UP');
    const ok = await api(ctx, student, 'PUT', `${base(id)}/items/7`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(ok.status).toBe(200);
    // Finishing the last section submits the exam.
    const done = await api(ctx, student, 'POST', `${base(id)}/sections/2/finish`);
    expect(done.body.status).toBe('submitted');
  });
});

describe('submitting and expiry', () => {
  it('scores on submit, records item responses and question statistics, once', async () => {
    const student = await newStudent();
    const templateId = await makeTemplate(ctx, bank.subjectId, [
      { title: 'All', questionCount: 5, durationMinutes: 10, topics: null },
    ]);
    const created = await api(ctx, student, 'POST', '/api/student/exams', {
      subjectId: bank.subjectId,
      templateId,
      mode: 'simulation',
    });
    const id = created.body.id;
    await api(ctx, student, 'POST', `${base(id)}/start`);
    for (const [position, choice] of [
      [1, 'a'],
      [2, 'a'],
      [3, 'a'],
      [4, 'b'],
    ] as const) {
      await api(ctx, student, 'PUT', `${base(id)}/items/${position}`, {
        answer: pick(choice),
        timeSpentMs: 1000 * position,
        clientSeq: 1,
      });
    }
    const first = await ctx.database.db
      .select({ id: examItems.questionId })
      .from(examItems)
      .where(and(eq(examItems.examId, id), eq(examItems.position, 1)));
    const qid = first[0]?.id ?? '';
    const [before] = await ctx.database.db.select().from(questions).where(eq(questions.id, qid));

    const res = await api(ctx, student, 'POST', `${base(id)}/submit`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'submitted',
      score: { raw: 3, max: 5, percent: 60, scaled: '4' },
      scale: 'ap_1_5',
    });
    expect(res.body.band.se).toBeGreaterThan(0);
    expect(
      res.body.band.low <= res.body.band.label && res.body.band.label <= res.body.band.high,
    ).toBe(true);

    const responses = await ctx.database.db
      .select()
      .from(itemResponses)
      .where(eq(itemResponses.attemptId, id));
    expect(responses).toHaveLength(4);
    expect(responses.map((r) => r.score).sort()).toEqual([0, 1, 1, 1]);
    // Each carries the attempt's total, the rest-of-test score content analytics correlate with.
    expect(responses.map((r) => r.attemptScore)).toEqual([3, 3, 3, 3]);
    // The exam's time is fixed when it closes: what the behaviour analytics add up.
    const [closed] = await ctx.database.db
      .select({ ms: exams.timeSpentMs })
      .from(exams)
      .where(eq(exams.id, id));
    expect(closed?.ms).toBe(1000 + 2000 + 3000 + 4000);
    const [after] = await ctx.database.db.select().from(questions).where(eq(questions.id, qid));
    expect(after?.timesSeen).toBe((before?.timesSeen ?? 0) + 1);
    expect(after?.timesCorrect).toBe((before?.timesCorrect ?? 0) + 1);
    expect(after?.totalTimeMs).toBe((before?.totalTimeMs ?? 0) + 1000);

    const again = await api(ctx, student, 'POST', `${base(id)}/submit`);
    expect(again.body).toEqual(res.body);
    const [still] = await ctx.database.db.select().from(questions).where(eq(questions.id, qid));
    expect(still?.timesSeen).toBe(after?.timesSeen);
    const save = await api(ctx, student, 'PUT', `${base(id)}/items/5`, {
      answer: pick('a'),
      clientSeq: 9,
    });
    expect(save.status).toBe(409);
    expect(save.body.message).toBe('This exam is submitted: answers can no longer change');
  });

  it('scores an expired exam from its saved answers when it is read', async () => {
    const student = await newStudent();
    const id = await createCustom(student, { minutes: 2 });
    await api(ctx, student, 'POST', `${base(id)}/start`);
    await api(ctx, student, 'PUT', `${base(id)}/items/1`, { answer: pick('a'), clientSeq: 1 });
    await api(ctx, student, 'PUT', `${base(id)}/items/2`, { answer: pick('a'), clientSeq: 1 });
    await backdate(ctx, id, 2 * 60_000 + 5000);
    const details = await api(ctx, student, 'GET', base(id));
    expect(details.body.status).toBe('expired');
    expect(details.body.score).toMatchObject({ raw: 2, max: 5, percent: 40 });
    const report = await api(ctx, student, 'GET', `${base(id)}/report`);
    expect(report.status).toBe(200);
    expect(report.body.result.status).toBe('expired');
  });

  it('the sweep scores expired exams nobody opens', async () => {
    const student = await newStudent();
    const id = await createCustom(student, { minutes: 1 });
    await api(ctx, student, 'POST', `${base(id)}/start`);
    await api(ctx, student, 'PUT', `${base(id)}/items/3`, { answer: pick('a'), clientSeq: 1 });
    await backdate(ctx, id, 60_000 + 5000);
    expect(await expireOverdueExams(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(exams).where(eq(exams.id, id));
    expect(row).toMatchObject({ status: 'expired', rawScore: 1, maxScore: 5 });
  });
});

describe('reports and follow-ups', () => {
  it('reports per topic and question, percentile among takers, and creates follow-up exams', async () => {
    const templateId = await makeTemplate(ctx, bank.subjectId, [
      { title: 'All', questionCount: 6, durationMinutes: 10, topics: null },
    ]);
    /** Takes the template exam; `right(position, topicId)` says which answers are right. */
    const takeWith = async (student: TestUser, right: (p: number, topicId: string) => boolean) => {
      const created = await api(ctx, student, 'POST', '/api/student/exams', {
        subjectId: bank.subjectId,
        templateId,
        mode: 'simulation',
      });
      const id = created.body.id;
      await api(ctx, student, 'POST', `${base(id)}/start`);
      const rows = await ctx.database.db
        .select({ position: examItems.position, topicId: questions.topicId })
        .from(examItems)
        .innerJoin(questions, eq(questions.id, examItems.questionId))
        .where(eq(examItems.examId, id));
      for (const { position, topicId } of rows) {
        await api(ctx, student, 'PUT', `${base(id)}/items/${position}`, {
          answer: pick(right(position, topicId) ? 'a' : 'c'),
          timeSpentMs: 2000,
          clientSeq: 1,
        });
      }
      await api(ctx, student, 'POST', `${base(id)}/submit`);
      return id;
    };
    await takeWith(await newStudent(), (p) => p <= 1);
    await takeWith(await newStudent(), (p) => p <= 2);
    const me = await newStudent();
    // Topic 0 all right, topic 1 all wrong (three questions each: equal weights).
    const mine = await takeWith(me, (_p, topicId) => topicId === bank.topicIds[0]);
    const before = await api(ctx, me, 'GET', `${base(mine)}/report`);
    expect(before.status).toBe(200);
    const report = before.body;
    expect(report.result.score).toMatchObject({ raw: 3, max: 6, percent: 50 });
    expect(report.takers).toBe(3);
    expect(report.percentile).toBe(67);
    expect(report.questions).toHaveLength(6);
    const firstRight = report.questions.find((q: { isCorrect: boolean }) => q.isCorrect);
    expect(firstRight).toMatchObject({
      answer: pick('a'),
      correctAnswer: { type: 'single', correct: 'a' },
      timeSpentMs: 2000,
      topic: { id: bank.topicIds[0] },
    });
    expect(report.topics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: bank.topicIds[0], correct: 3, total: 3, percent: 100 }),
        expect.objectContaining({ id: bank.topicIds[1], correct: 0, total: 3, percent: 0 }),
      ]),
    );
    expect(report.weakTopicIds).toEqual([bank.topicIds[1]]);
    expect(report.incorrectCount).toBe(3);
    const topicTotal = report.topics.reduce((n: number, t: { total: number }) => n + t.total, 0);
    expect(topicTotal).toBe(6);
    expect(report.sections[0]).toMatchObject({
      title: 'All',
      correct: 3,
      total: 6,
      timeSpentMs: 12000,
    });

    const retry = await api(ctx, me, 'POST', `${base(mine)}/retry-incorrect`, {});
    expect(retry.status).toBe(201);
    const retryItems = await ctx.database.db
      .select({ q: examItems.questionId })
      .from(examItems)
      .where(eq(examItems.examId, retry.body.id));
    const wrongIds = report.questions
      .filter((q: { isCorrect: boolean }) => !q.isCorrect)
      .map((q: { questionId: string }) => q.questionId);
    expect(retryItems.map((r) => r.q).sort()).toEqual(wrongIds.sort());
    const retryDetails = await api(ctx, me, 'GET', base(retry.body.id));
    expect(retryDetails.body).toMatchObject({ mode: 'practice', questionCount: 3, timed: false });

    const weak = await api(ctx, me, 'POST', `${base(mine)}/practise-weak-topics`, {
      mode: 'simulation',
    });
    expect(weak.status).toBe(201);
    const weakDetails = await api(ctx, me, 'GET', base(weak.body.id));
    expect(weakDetails.body.sections[0].topics.map((t: { id: string }) => t.id)).toEqual([
      bank.topicIds[1],
    ]);
    expect(weakDetails.body).toMatchObject({ mode: 'simulation', timed: true, questionCount: 10 });
    const adaptive = await api(ctx, me, 'POST', `${base(mine)}/retry-incorrect`, {
      mode: 'adaptive',
    });
    expect(adaptive.status).toBe(400);

    const list = await api(ctx, me, 'GET', '/api/student/exams?status=submitted');
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: mine, status: 'submitted', answeredCount: 6 });
  });

  it('has no report before the exam is finished', async () => {
    const student = await newStudent();
    const id = await createCustom(student);
    const res = await api(ctx, student, 'GET', `${base(id)}/report`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The report is ready once the exam is submitted');
  });
});
