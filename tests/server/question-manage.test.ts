import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDetail } from '../../src/common/contracts/question-editor';
import { questionRevisions, questions, subjects, topics } from '../../src/server/db/schema';
import { contentHash, normalizeText } from '../../src/server/modules/questions/normalize';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let subjectId: string;
let topicId: string;
let foreignTopicId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin', { firstName: 'Amira' });
  const { db } = ctx.database;
  const [subject, other] = await db.select().from(subjects).orderBy(asc(subjects.sortOrder));
  if (!subject || !other) throw new Error('the reference subjects are missing');
  subjectId = subject.id;
  const [topic] = await db.select().from(topics).where(eq(topics.subjectId, subject.id));
  const [foreign] = await db.select().from(topics).where(eq(topics.subjectId, other.id));
  if (!topic || !foreign) throw new Error('the reference topics are missing');
  topicId = topic.id;
  foreignTopicId = foreign.id;
});
afterAll(() => ctx.close());

let counter = 0;
/** A valid single-choice question with a stem no other test uses. */
function single(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    subjectId,
    topicId,
    type: 'single',
    stem: `Question ${counter}: what is $\\frac{d}{dx} x^{${counter + 1}}$?`,
    explanation: 'Use the **power rule**: $$\\frac{d}{dx}x^n = nx^{n-1}$$',
    choices: [
      { id: 'a', text: `$${counter + 1}x^{${counter}}$` },
      { id: 'b', text: `$x^{${counter}}$` },
      { id: 'c', text: `$${counter}x$` },
    ],
    answer: { type: 'single', correct: 'a' },
    difficulty: 'medium',
    ...overrides,
  };
}

type Reply = {
  status: number;
  body: QuestionDetail & { message?: string; fields?: Record<string, string> };
};

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user = admin) {
  const res = await ctx.app.inject({ method, url, headers: user.headers, payload });
  return { status: res.statusCode, body: res.json() } as Reply;
}
const create = (payload: object) => call('POST', '/api/admin/questions', payload);
/** An edit as the manage screen sends it: from the version it has just read. */
const update = async (id: string, payload: object) =>
  call('PUT', `/api/admin/questions/${id}`, {
    version: (await get(id)).body.version ?? 1,
    ...payload,
  });
const move = (id: string, status: string) =>
  call('POST', `/api/admin/questions/${id}/status`, { status });
const get = (id: string) => call('GET', `/api/admin/questions/${id}`);

const questionCount = async () =>
  (await ctx.database.db.select({ n: count() }).from(questions))[0]?.n ?? 0;
const revisions = (id: string) =>
  ctx.database.db
    .select()
    .from(questionRevisions)
    .where(eq(questionRevisions.questionId, id))
    .orderBy(asc(questionRevisions.createdAt));

/** Creates a question and returns its detail. */
async function created(overrides: Record<string, unknown> = {}) {
  const res = await create(single(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

describe('creating a question', () => {
  it('stores a draft with its author, IRT parameters from difficulty, and a history entry', async () => {
    const input = single({ difficulty: 'hard', irtA: 2.5, irtB: 3, irtC: 0.1 });
    const res = await create(input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subject: { id: subjectId },
      topic: { id: topicId },
      passage: null,
      type: 'single',
      stem: input.stem,
      explanation: input.explanation,
      choices: input.choices,
      answer: { type: 'single', correct: 'a' },
      difficulty: 'hard',
      // Without `advanced`, IRT comes from difficulty and the number of choices (domain.md).
      irtA: 1,
      irtB: 1,
      source: 'manual',
      status: 'draft',
      createdBy: { id: admin.id, name: 'Amira Admin' },
      confirmedBy: null,
      confirmedAt: null,
      timesSeen: 0,
      timesCorrect: 0,
    });
    expect(res.body.irtC).toBeCloseTo(1 / 3);
    expect(res.body.history).toMatchObject([
      {
        action: 'create',
        changedBy: { id: admin.id, name: 'Amira Admin' },
        changes: [{ field: 'status', to: 'draft' }],
      },
    ]);

    const again = await get(res.body.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    const [row] = await ctx.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, res.body.id));
    expect(row?.contentHash).toBe(contentHash(input.stem, input.choices));
    expect(row?.normalizedStem).toBe(normalizeText(input.stem));
  });

  it('can go straight to review, but not straight to confirmed', async () => {
    const pending = await created({ status: 'pending_review' });
    expect(pending.status).toBe('pending_review');
    const before = await questionCount();
    const confirmed = await create(single({ status: 'confirmed' }));
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.fields).toMatchObject({
      status: 'A new question is a draft or awaits review',
    });
    expect(await questionCount()).toBe(before);
  });

  it('takes the IRT parameters given with advanced, within their ranges', async () => {
    const q = await created({ advanced: true, irtA: 1.7, irtB: -2.5, irtC: 0.2 });
    expect(q).toMatchObject({ irtA: 1.7, irtB: -2.5, irtC: 0.2 });

    const before = await questionCount();
    const bad = await create(single({ advanced: true, irtA: 3.5, irtB: -5, irtC: 0.6 }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      irtA: 'Use a value from 0.2 to 3',
      irtB: 'Use a value from -4 to 4',
      irtC: 'Use a value from 0 to 0.5',
    });
    const missing = await create(single({ advanced: true, irtA: 1 }));
    expect(missing.body.fields).toMatchObject({ irtB: 'Enter a number', irtC: 'Enter a number' });
    expect(await questionCount()).toBe(before);
  });

  it('stores every answer type', async () => {
    const numeric = await created({
      type: 'numeric',
      choices: [],
      answer: { type: 'numeric', value: 9.81, tolerance: 0.01 },
    });
    expect(numeric.answer).toEqual({ type: 'numeric', value: 9.81, tolerance: 0.01 });
    expect(numeric.irtC).toBe(0);
    const expression = await created({
      type: 'expression',
      choices: [],
      answer: { type: 'expression', expression: ' 2x+1 ' },
    });
    expect(expression.answer).toEqual({ type: 'expression', expression: '2x+1' });
    const text = await created({
      type: 'text',
      choices: [],
      answer: { type: 'text', accepted: ['Photosynthesis', ' ', ' photo-synthesis '] },
    });
    expect(text.answer).toEqual({ type: 'text', accepted: ['Photosynthesis', 'photo-synthesis'] });
    const multiple = await created({
      type: 'multiple',
      answer: { type: 'multiple', correct: ['a', 'c'] },
    });
    expect(multiple.answer).toEqual({ type: 'multiple', correct: ['a', 'c'] });
  });
});

describe('refusing a question that is not usable (400 with field messages, nothing stored)', () => {
  const cases: [string, Record<string, unknown>, Record<string, string | RegExp>][] = [
    [
      'no correct answer (single)',
      { answer: { type: 'single', correct: '' } },
      { answer: 'Exactly one choice must be correct' },
    ],
    [
      'no correct answer (multiple)',
      { type: 'multiple', answer: { type: 'multiple', correct: [] } },
      { answer: 'At least one choice must be correct' },
    ],
    [
      'a correct answer that is not a choice',
      { answer: { type: 'single', correct: 'z' } },
      { answer: 'The correct answer is not one of the choices' },
    ],
    [
      'duplicate choices (after normalising case and spaces)',
      {
        choices: [
          { id: 'a', text: 'Forty two' },
          { id: 'b', text: 'forty   TWO' },
        ],
      },
      { 'choices.1.text': 'Two choices are the same' },
    ],
    [
      'an empty choice',
      {
        choices: [
          { id: 'a', text: 'One' },
          { id: 'b', text: '  ' },
        ],
      },
      { 'choices.1.text': 'A choice is empty' },
    ],
    [
      'LaTeX that does not parse, in the stem and a choice',
      {
        stem: 'Evaluate $\\frac{1}{$ now',
        choices: [
          { id: 'a', text: '$\\sqrt{2$' },
          { id: 'b', text: 'two' },
        ],
      },
      { stem: /^LaTeX does not parse/, 'choices.0.text': /^LaTeX does not parse/ },
    ],
    [
      'LaTeX that does not parse in the explanation',
      { explanation: 'Because $$\\left( x$$' },
      { explanation: /^LaTeX does not parse/ },
    ],
    [
      'a topic of another subject',
      { topicId: 'FOREIGN' },
      { topicId: 'This topic is not part of the subject' },
    ],
    [
      'an answer for another type',
      { answer: { type: 'numeric', value: 1, tolerance: 0 } },
      { answer: 'The answer is for a numeric question' },
    ],
    [
      'choices on a numeric question',
      { type: 'numeric', answer: { type: 'numeric', value: 1, tolerance: 0 } },
      { choices: 'Only choice questions have choices' },
    ],
    [
      'a negative tolerance',
      { type: 'numeric', choices: [], answer: { type: 'numeric', value: 1, tolerance: -1 } },
      { 'answer.tolerance': 'The tolerance cannot be negative' },
    ],
    [
      'a numeric answer that is not a number',
      { type: 'numeric', choices: [], answer: { type: 'numeric', value: 'ten', tolerance: 0 } },
      { 'answer.value': 'Enter a number' },
    ],
    [
      'an expression that does not parse',
      { type: 'expression', choices: [], answer: { type: 'expression', expression: '\\frac{' } },
      { 'answer.expression': /^The answer expression does not parse/ },
    ],
    [
      'a text question without accepted answers',
      { type: 'text', choices: [], answer: { type: 'text', accepted: ['  '] } },
      { 'answer.accepted': 'A text question needs at least one accepted answer' },
    ],
    ['an empty stem', { stem: '   ' }, { stem: 'The question has no text' }],
    ['one choice only', { choices: [{ id: 'a', text: 'x' }] }, { choices: /at least 2 choices/ }],
  ];

  it.each(cases)('%s', async (_, overrides, fields) => {
    const before = await questionCount();
    const input = single(overrides.topicId === 'FOREIGN' ? { topicId: foreignTopicId } : overrides);
    const res = await create(input);
    expect(res.status).toBe(400);
    for (const [field, message] of Object.entries(fields)) {
      if (message instanceof RegExp) expect(res.body.fields?.[field]).toMatch(message);
      else expect(res.body.fields?.[field]).toBe(message);
    }
    expect(res.body.message).toBeTruthy();
    expect(await questionCount()).toBe(before);
  });

  it('refuses an unknown subject', async () => {
    const res = await create(single({ subjectId: '00000000-0000-4000-8000-000000000000' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ subjectId: 'Unknown subject' });
  });
});

describe('exact duplicates', () => {
  it('refuses a question whose stem and choices match an existing one, naming it', async () => {
    const first = await created();
    const before = await questionCount();
    const copy = await create({
      ...single(),
      stem: `  ${first.stem.replace('Question', 'QUESTION  ')}  `,
      choices: first.choices,
    });
    expect(copy.status).toBe(409);
    expect(copy.body.message).toContain('The same question already exists');
    expect(copy.body.message).toContain(first.id);
    expect(copy.body.message).toContain(first.stem.slice(0, 20));
    expect(copy.body.fields?.stem).toBe(copy.body.message);
    expect(await questionCount()).toBe(before);
  });

  it('refuses a copy of a seeded question', async () => {
    const [seeded] = await ctx.database.db
      .select()
      .from(questions)
      .where(eq(questions.type, 'numeric'))
      .limit(1);
    if (!seeded) throw new Error('no seeded numeric question');
    const res = await create({
      subjectId: seeded.subjectId,
      topicId: seeded.topicId,
      type: 'numeric',
      stem: seeded.stem,
      choices: [],
      answer: { type: 'numeric', value: 123456, tolerance: 0 },
      difficulty: 'easy',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(seeded.id);
  });

  it('refuses an edit that makes a question the copy of another', async () => {
    const a = await created();
    const b = await created();
    const res = await update(b.id, { ...single(), stem: a.stem, choices: a.choices });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(a.id);
    expect((await get(b.id)).body.stem).toBe(b.stem);
  });
});

describe('editing a question', () => {
  it('saves the change and records before and after in the history', async () => {
    const q = await created();
    const input = {
      ...single(),
      stem: `${q.stem} (edited)`,
      choices: q.choices,
      difficulty: 'easy',
    };
    const res = await update(q.id, input);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ stem: input.stem, difficulty: 'easy', status: 'draft' });
    expect(res.body.history[0]).toMatchObject({
      action: 'update',
      changedBy: { id: admin.id },
      changes: [{ field: 'stem' }, { field: 'difficulty', from: 'medium', to: 'easy' }],
    });
    const rows = await revisions(q.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      before: { stem: q.stem, difficulty: 'medium' },
      after: { stem: input.stem, difficulty: 'easy' },
    });
    const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row?.contentHash).toBe(contentHash(input.stem, q.choices));
  });

  it('writes nothing when nothing changed', async () => {
    const q = await created();
    const res = await update(q.id, { ...single(), stem: q.stem, choices: q.choices });
    expect(res.status).toBe(200);
    expect(res.body.updatedAt).toBe(q.updatedAt);
    expect(await revisions(q.id)).toHaveLength(1);
  });

  it('changes IRT parameters only with advanced', async () => {
    const q = await created();
    const base = { ...single(), stem: q.stem, choices: q.choices };
    const ignored = await update(q.id, { ...base, irtA: 2, irtB: 2, irtC: 0.3 });
    expect(ignored.body).toMatchObject({ irtA: q.irtA, irtB: q.irtB, irtC: q.irtC });
    const set = await update(q.id, { ...base, advanced: true, irtA: 2, irtB: 2, irtC: 0.3 });
    expect(set.body).toMatchObject({ irtA: 2, irtB: 2, irtC: 0.3 });
    expect(set.body.history[0]?.changes).toEqual([
      { field: 'irtA', from: '1', to: '2' },
      { field: 'irtB', from: '0', to: '2' },
      { field: 'irtC', from: String(q.irtC), to: '0.3' },
    ]);
    const bad = await update(q.id, { ...base, advanced: true, irtA: 0.1, irtB: 2, irtC: 0.3 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ irtA: 'Use a value from 0.2 to 3' });
    expect((await get(q.id)).body.irtA).toBe(2);
  });

  it('sends a confirmed question back to review when its content changes, not for difficulty', async () => {
    const q = await created({ status: 'pending_review' });
    const confirmed = await move(q.id, 'confirmed');
    expect(confirmed.body.status).toBe('confirmed');
    const base = { ...single(), stem: q.stem, choices: q.choices };

    const harder = await update(q.id, { ...base, difficulty: 'hard' });
    expect(harder.body).toMatchObject({ status: 'confirmed', confirmedBy: { id: admin.id } });

    const edited = await update(q.id, {
      ...base,
      difficulty: 'hard',
      answer: { type: 'single', correct: 'b' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'pending_review',
      confirmedBy: null,
      confirmedAt: null,
    });
    expect(edited.body.history[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'answer' }, { field: 'status', from: 'confirmed', to: 'pending_review' }],
    });
  });

  it('refuses bad edits with the same field messages, leaving the question as it was', async () => {
    const q = await created();
    const res = await update(q.id, {
      ...single(),
      topicId: foreignTopicId,
      stem: 'Bad $\\frac{$',
      choices: [
        { id: 'a', text: 'same' },
        { id: 'b', text: 'Same' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      topicId: 'This topic is not part of the subject',
      stem: expect.stringMatching(/^LaTeX does not parse/),
      'choices.1.text': 'Two choices are the same',
    });
    expect((await get(q.id)).body).toMatchObject({ stem: q.stem, topic: { id: topicId } });
    expect(await revisions(q.id)).toHaveLength(1);
  });
});

describe('status transitions', () => {
  it('goes draft → pending review → confirmed → archived → draft, recording each move', async () => {
    const q = await created();
    const submitted = await move(q.id, 'pending_review');
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('pending_review');

    const confirmed = await move(q.id, 'confirmed');
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      confirmedBy: { id: admin.id, name: 'Amira Admin' },
    });
    expect(Date.now() - Date.parse(confirmed.body.confirmedAt ?? '')).toBeLessThan(60_000);

    const archived = await move(q.id, 'archived');
    expect(archived.body).toMatchObject({ status: 'archived', confirmedBy: { id: admin.id } });
    const restored = await move(q.id, 'draft');
    expect(restored.body).toMatchObject({ status: 'draft', confirmedBy: null, confirmedAt: null });

    expect(restored.body.history.map((h) => [h.action, h.changes])).toEqual([
      ['restore', [{ field: 'status', from: 'archived', to: 'draft' }]],
      ['archive', [{ field: 'status', from: 'confirmed', to: 'archived' }]],
      ['confirm', [{ field: 'status', from: 'pending_review', to: 'confirmed' }]],
      ['submit', [{ field: 'status', from: 'draft', to: 'pending_review' }]],
      ['create', [{ field: 'status', to: 'draft' }]],
    ]);
    expect((await revisions(q.id)).map((r) => r.changedBy)).toEqual(Array(5).fill(admin.id));
  });

  it('returns a question under review to draft', async () => {
    const q = await created({ status: 'pending_review' });
    const res = await move(q.id, 'draft');
    expect(res.body.status).toBe('draft');
    expect(res.body.history[0]?.action).toBe('return');
  });

  it('refuses every other move with 409 and a clear message, changing nothing', async () => {
    const draft = await created();
    const refused: [string, string][] = [
      [
        'confirmed',
        'A draft question cannot be moved to confirmed; it can be moved to pending review or archived',
      ],
      ['draft', 'The question is already draft'],
    ];
    for (const [to, message] of refused) {
      const res = await move(draft.id, to);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
    }
    await move(draft.id, 'pending_review');
    await move(draft.id, 'confirmed');
    for (const to of ['draft', 'pending_review']) {
      const res = await move(draft.id, to);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/^A confirmed question cannot be moved to/);
    }
    const after = await get(draft.id);
    expect(after.body.status).toBe('confirmed');
    expect(after.body.history).toHaveLength(3);

    const unknown = await move(draft.id, 'published');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ status: 'Unknown status' });
  });

  it('does not confirm a question whose content fails the checks', async () => {
    const q = await created({ status: 'pending_review' });
    // Stored by another tool with a broken answer key.
    await ctx.database.db
      .update(questions)
      .set({ answer: { type: 'single', correct: 'z' } })
      .where(eq(questions.id, q.id));
    const res = await move(q.id, 'confirmed');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Fix this question before it moves to confirmed: The correct answer is not one of the choices',
    );
    expect((await get(q.id)).body.status).toBe('pending_review');
  });
});

describe('access and unknown questions', () => {
  it('answers 404 for a question that does not exist, 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await get(missing),
      await update(missing, single()),
      await move(missing, 'confirmed'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Question not found');
    }
    const malformed = await get('not-an-id');
    expect(malformed.status).toBe(400);
  });

  it('is for administrators only', async () => {
    const q = await created();
    const student = await createUser(ctx, 'student');
    expect((await call('GET', `/api/admin/questions/${q.id}`, undefined, student)).status).toBe(
      403,
    );
    expect((await call('POST', '/api/admin/questions', single(), student)).status).toBe(403);
    expect((await call('PUT', `/api/admin/questions/${q.id}`, single(), student)).status).toBe(403);
    const moved = await call(
      'POST',
      `/api/admin/questions/${q.id}/status`,
      { status: 'pending_review' },
      student,
    );
    expect(moved.status).toBe(403);
    expect((await get(q.id)).body.status).toBe('draft');
  });
});

describe('bulk status changes follow the single-move rules', () => {
  const bulk = (action: string, ids: string[]) =>
    call('POST', '/api/admin/questions/bulk', { action, ids });

  it('confirms a question under review, leaves a draft and a broken one as they were, and says why', async () => {
    const draft = await created();
    const pending = await created({ status: 'pending_review' });
    const broken = await created({ status: 'pending_review' });
    // Stored by another tool with a broken answer key.
    await ctx.database.db
      .update(questions)
      .set({ answer: { type: 'single', correct: 'z' } })
      .where(eq(questions.id, broken.id));

    const res = await bulk('confirm', [draft.id, pending.id, broken.id]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      changed: 1,
      skipped: [
        {
          id: draft.id,
          stem: draft.stem,
          reason:
            'A draft question cannot be moved to confirmed; it can be moved to pending review or archived',
        },
        {
          id: broken.id,
          stem: broken.stem,
          reason:
            'Fix this question before it moves to confirmed: The correct answer is not one of the choices',
        },
      ],
    });
    expect((await get(draft.id)).body).toMatchObject({
      status: 'draft',
      confirmedBy: null,
      version: 1,
    });
    expect(await revisions(draft.id)).toHaveLength(1);
    expect((await get(broken.id)).body.status).toBe('pending_review');
    expect((await get(pending.id)).body).toMatchObject({
      status: 'confirmed',
      confirmedBy: { id: admin.id },
      version: 2,
    });

    // Archiving by the same rules: from any status, but not twice.
    expect((await bulk('archive', [draft.id, pending.id])).body).toEqual({
      changed: 2,
      skipped: [],
    });
    expect((await bulk('archive', [draft.id])).body).toEqual({
      changed: 0,
      skipped: [{ id: draft.id, stem: draft.stem, reason: 'The question is already archived' }],
    });
    expect((await get(draft.id)).body).toMatchObject({ status: 'archived', version: 2 });
  });
});

describe('two administrators editing one question', () => {
  const stale =
    'This question was changed by someone else since you opened it. Reload to see their changes.';
  const put = (id: string, payload: object) => call('PUT', `/api/admin/questions/${id}`, payload);

  it('refuses the second of two saves made from the same version, keeping the first', async () => {
    const q = await created();
    const opened = (await get(q.id)).body.version;
    expect(opened).toBe(1);
    const base = single();

    const first = await put(q.id, { ...base, stem: `${base.stem} (first)`, version: opened });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const second = await put(q.id, { ...base, stem: `${base.stem} (second)`, version: opened });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(stale);
    expect(second.body.fields).toEqual({ version: stale });

    const stored = (await get(q.id)).body;
    expect(stored).toMatchObject({ stem: `${base.stem} (first)`, version: 2 });
    expect(await revisions(q.id)).toHaveLength(2);

    // Reloaded: the next save goes through. Without a version, the save is refused.
    const next = await put(q.id, { ...base, stem: `${base.stem} (again)`, version: 2 });
    expect(next.body.version).toBe(3);
    const unversioned = await put(q.id, base);
    expect(unversioned.status).toBe(400);
    expect(unversioned.body.fields).toEqual({
      version: 'Reload the question: the version it was opened at is missing',
    });
  });

  it('lets one of two simultaneous saves from the same version through', async () => {
    const q = await created();
    const base = single();
    const replies = await Promise.all(
      ['one', 'two'].map((n) => put(q.id, { ...base, stem: `${base.stem} ${n}`, version: 1 })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.status === 200)?.body.stem;
    expect((await get(q.id)).body).toMatchObject({ stem: winner, version: 2 });
  });

  it('counts a status move as a change: an edit or move from before it is refused', async () => {
    const q = await created({ status: 'pending_review' });
    expect((await move(q.id, 'confirmed')).body.version).toBe(2);

    const edit = await put(q.id, { ...single(), version: 1 });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(stale);
    const staleMove = await call('POST', `/api/admin/questions/${q.id}/status`, {
      status: 'archived',
      version: 1,
    });
    expect(staleMove.status).toBe(409);
    expect(staleMove.body.message).toBe(stale);
    expect((await get(q.id)).body).toMatchObject({ status: 'confirmed', stem: q.stem, version: 2 });

    const moved = await call('POST', `/api/admin/questions/${q.id}/status`, {
      status: 'archived',
      version: 2,
    });
    expect(moved.body).toMatchObject({ status: 'archived', version: 3 });
  });
});
