import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemModelInputSchema } from '../../src/common/contracts/item-models';
import {
  auditLog,
  examItems,
  itemModels,
  questions,
  subjects,
  topics,
} from '../../src/server/db/schema';
import { checkItemModel } from '../../src/server/modules/item-models/check-item-model';
import { compileItemModel } from '../../src/server/modules/item-models/compile-item-model';
import { instantiate } from '../../src/server/modules/item-models/instantiate';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, grantAccess, makeBank } from './exams-fixtures';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
let subjectId: string;
let topicId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
  const { db } = ctx.database;
  const [subject] = await db.select().from(subjects).where(eq(subjects.slug, 'ap-calculus-ab'));
  const [topic] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.subjectId, subject?.id ?? ''), eq(topics.slug, 'differentiation-basics')));
  if (!subject || !topic) throw new Error('the reference subjects are missing');
  subjectId = subject.id;
  topicId = topic.id;
});
afterAll(() => ctx.close());

let counter = 0;
/** A valid model: f(x) = a x^n, f'(k); the name and stem are unique per call. */
function modelInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    subjectId,
    topicId,
    name: `Power rule ${counter}`,
    difficulty: 'easy',
    questionType: 'single',
    variables: [
      { name: 'a', kind: 'integer', min: 2, max: 9 },
      { name: 'n', kind: 'integer', min: 2, max: 5 },
      { name: 'k', kind: 'integer', min: 2, max: 3 },
    ],
    constraints: ['n \\ne k'],
    stem: `(${counter}) Let $f(x) = {{a}}x^{{{n}}}$. What is $f'({{k}})$?`,
    explanation: "$f'(x) = {{= an}}x^{{{= n-1}}}$, so the value is {{= ank^{n-1}}}.",
    answer: { expression: 'ank^{n-1}', format: 'integer' },
    distractors: [
      { misconception: 'Forgot to multiply by the exponent', expression: 'ak^{n-1}' },
      { misconception: 'Did not lower the exponent', expression: 'ank^{n}' },
      { misconception: "Evaluated f instead of f'", expression: 'ak^{n}' },
    ],
    ...overrides,
  };
}

const definition = (overrides: Record<string, unknown> = {}) =>
  itemModelInputSchema.parse(modelInput(overrides));

async function modelCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(itemModels);
  return row?.n ?? 0;
}

async function post(url: string, payload: unknown, user: TestUser = admin) {
  return api(ctx, user, 'POST', url, payload);
}

describe('the format', () => {
  it('refuses malformed models with 400 naming the field, and stores nothing', async () => {
    const before = await modelCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { variables: [{ name: 'ab', kind: 'integer', min: 1, max: 2 }] },
        'variables.0.name',
        'A variable name is one letter (a–z, A–Z)',
      ],
      [
        { variables: [{ name: 'e', kind: 'integer', min: 1, max: 2 }] },
        'variables.0.name',
        "'e' is taken by the math engine; choose another letter",
      ],
      [
        { variables: [{ name: 'a', kind: 'integer', min: 5, max: 2 }] },
        'variables.0.max',
        'The highest value must not be below the lowest',
      ],
      [
        { variables: [{ name: 'a', kind: 'choice', values: [] }] },
        'variables.0.values',
        'Enter at least one value',
      ],
      [
        { distractors: [{ misconception: 'Only one', expression: 'a' }] },
        'distractors',
        'A multiple-choice model needs at least 3 distractors',
      ],
      [
        { answer: { expression: '', format: 'integer' } },
        'answer.expression',
        'Enter the expression that computes the answer',
      ],
      [{ topicId: 'nope' }, 'topicId', 'Choose a topic'],
      [{ stem: '   ' }, 'stem', 'Required'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post('/api/admin/item-models', modelInput(overrides));
      expect(res.status, field).toBe(400);
      expect(res.body.fields[field], field).toBe(message);
    }
    expect(await modelCount()).toBe(before);
  });

  it('refuses a model that fails the check with its problems, and stores nothing', async () => {
    const before = await modelCount();
    const res = await post(
      '/api/admin/item-models',
      modelInput({
        distractors: [
          { misconception: 'Forgot to multiply by the exponent', expression: 'ak^{n-1}' },
          { misconception: 'Forgot the chain rule', expression: 'ank^{n-1}' },
          { misconception: "Evaluated f instead of f'", expression: 'ak^{n}' },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^Distractor 'Forgot the chain rule' equals the answer when a = \d, n = \d, k = \d \(both \d+\)$/,
    );
    expect(res.body.fields['distractors.1.expression']).toBe(res.body.message);
    expect(await modelCount()).toBe(before);
  });

  it('refuses a topic of another subject', async () => {
    const [other] = await ctx.database.db
      .select({ id: topics.id })
      .from(topics)
      .innerJoin(subjects, eq(subjects.id, topics.subjectId))
      .where(eq(subjects.slug, 'ap-physics-1'));
    const res = await post('/api/admin/item-models', modelInput({ topicId: other?.id }));
    expect(res.status).toBe(400);
    expect(res.body.fields.topicId).toBe('This topic is not part of the subject');
  });
});

describe('checkItemModel', () => {
  it('passes a sound model', async () => {
    const { model, problems } = await checkItemModel(definition());
    expect(problems).toEqual([]);
    expect(model).not.toBeNull();
  });

  it('catches a distractor equal to the answer, naming the misconception and the draw', async () => {
    const { problems } = await checkItemModel(
      definition({
        distractors: [
          { misconception: 'Forgot the chain rule', expression: '2ak' },
          { misconception: 'Did not lower the exponent', expression: 'ank^{n}' },
          { misconception: "Evaluated f instead of f'", expression: 'ak^{n}' },
        ],
        constraints: [],
      }),
    );
    // 2ak = ank^{n-1} exactly when n = 2 (and k = 1 is never drawn): a real draw shows it.
    expect(problems).toContainEqual({
      field: 'distractors.0.expression',
      message: expect.stringMatching(
        /^Distractor 'Forgot the chain rule' equals the answer when a = \d, n = 2, k = \d \(both \d+\)$/,
      ),
    });
  });

  it('catches choices that differ only before formatting', async () => {
    const { problems } = await checkItemModel(
      definition({
        variables: [{ name: 'a', kind: 'integer', min: 1, max: 20 }],
        constraints: [],
        stem: 'Divide {{a}} by 3.',
        explanation: 'It is {{= a/3 #2}}.',
        answer: { expression: '\\frac{a}{3}', format: 'decimal', places: 2 },
        distractors: [
          { misconception: 'Rounded too early', expression: '\\frac{a}{3}+0.001' },
          { misconception: 'Multiplied', expression: '3a' },
          { misconception: 'Added', expression: 'a+3' },
        ],
      }),
    );
    expect(problems[0]?.field).toBe('distractors.0.expression');
    expect(problems[0]?.message).toMatch(
      /^Distractor 'Rounded too early' equals the answer when a = \d+ \(both \d+\.\d\d\)$/,
    );
  });

  it('catches two distractors that give the same choice', async () => {
    const { problems } = await checkItemModel(
      definition({
        distractors: [
          { misconception: 'Forgot to multiply by the exponent', expression: 'ak^{n-1}' },
          { misconception: 'Did not lower the exponent', expression: 'ank^{n}' },
          { misconception: 'Wrote it differently', expression: 'k^{n-1}a' },
        ],
      }),
    );
    expect(problems).toContainEqual({
      field: 'distractors.2.expression',
      message: expect.stringMatching(
        /^Distractors 'Forgot to multiply by the exponent' and 'Wrote it differently' give the same choice/,
      ),
    });
  });

  it('catches unsatisfiable constraints', async () => {
    const { model, problems } = await checkItemModel(definition({ constraints: ['a > 100'] }));
    expect(model).toBeNull();
    expect(problems).toEqual([
      {
        field: 'constraints.0',
        message:
          'The constraints cannot be met: no values in 1000 draws satisfied them ($a > 100$ failed most often)',
      },
    ]);
  });

  it('catches values that are not finite, expressions that do not parse, unknown and text variables', async () => {
    const infinite = await checkItemModel(
      definition({ answer: { expression: '\\frac{a}{k-2}', format: 'integer' } }),
    );
    expect(infinite.problems[0]?.message).toMatch(/^The answer is not a finite number when a = /);
    const broken = await checkItemModel(
      definition({ answer: { expression: 'a+', format: 'integer' } }),
    );
    expect(broken.problems[0]).toEqual({
      field: 'answer.expression',
      message:
        'The answer does not parse (An operator is missing a number or variable next to it: +): a+',
    });
    const unknown = await checkItemModel(
      definition({ answer: { expression: 'aq', format: 'integer' } }),
    );
    expect(unknown.problems[0]?.message).toBe("The answer uses 'q', which is not a variable: aq");
    const text = await checkItemModel(
      definition({
        variables: [
          ...definition().variables,
          { name: 'm', kind: 'choice', values: ['iron', 'copper'] },
        ],
        answer: { expression: 'am', format: 'integer' },
      }),
    );
    expect(text.problems[0]?.message).toBe(
      "The answer uses 'm', which holds text and cannot be calculated with",
    );
    const unsupported = await checkItemModel(
      definition({ answer: { expression: 'a!', format: 'integer' } }),
    );
    expect(unsupported.problems[0]?.message).toBe(
      'The answer uses an operation item models cannot compute: a!',
    );
    const notCondition = await checkItemModel(definition({ constraints: ['a+1'] }));
    expect(notCondition.problems[0]?.field).toBe('constraints.0');
    const placeholder = await checkItemModel(definition({ stem: 'What is {{q}}?' }));
    expect(placeholder.problems[0]).toEqual({ field: 'stem', message: '{{q}} names no variable' });
  });

  it('catches a whole-number answer that is not whole', async () => {
    const { problems } = await checkItemModel(
      definition({ answer: { expression: '\\frac{a}{2}', format: 'integer' } }),
    );
    expect(problems[0]?.message).toMatch(/^The answer is not a whole number \(\d\.5\) when a = /);
  });
});

describe('instantiate', () => {
  it('is deterministic per seed, varies across seeds and honours the constraints', async () => {
    const compiled = await compileItemModel(definition());
    if (!compiled.ok) throw new Error('model does not compile');
    const first = instantiate(compiled.model, 7).instance;
    expect(instantiate(compiled.model, 7).instance).toEqual(first);
    const stems = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      const instance = instantiate(compiled.model, seed).instance;
      if (!instance) throw new Error(`no instance for seed ${seed}`);
      const { a, n, k } = instance.values as { a: number; n: number; k: number };
      expect(n).not.toBe(k);
      expect(a).toBeGreaterThanOrEqual(2);
      expect(a).toBeLessThanOrEqual(9);
      expect(instance.stem).toContain(`${a}x^{${n}}`);
      const correct = instance.choices.filter((c) => c.correct);
      expect(correct).toHaveLength(1);
      expect(correct[0]?.text).toBe(String(a * n * k ** (n - 1)));
      expect(instance.answer).toEqual({ type: 'single', correct: correct[0]?.id });
      expect(new Set(instance.choices.map((c) => c.text)).size).toBe(4);
      stems.add(instance.stem);
    }
    expect(stems.size).toBeGreaterThan(30);
    // Choices are shuffled: the answer is not always first.
    const positions = new Set(
      Array.from({ length: 40 }, (_, i) => instantiate(compiled.model, i + 1).instance?.answer),
    );
    expect(positions.size).toBeGreaterThan(1);
  });

  it('formats decimals, fractions, units and numeric answers', async () => {
    const compiled = await compileItemModel(
      definition({
        questionType: 'numeric',
        variables: [{ name: 'a', kind: 'decimal', min: 1, max: 2, step: 1 }],
        constraints: [],
        stem: 'Half of {{a}} is {{= a/2 #frac}} or {{= a/2 #3}}.',
        explanation: 'Done.',
        answer: { expression: '\\frac{a}{2}', format: 'decimal', places: 2, unit: 'm' },
        distractors: [],
      }),
    );
    if (!compiled.ok) throw new Error('model does not compile');
    const instance = instantiate(compiled.model, 3).instance;
    const a = instance?.values.a as number;
    expect(instance?.stem).toMatch(
      /^Half of \d\.\d is (\\frac\{\d+\}\{20\}|\\frac\{\d+\}\{\d+\}|\d) or \d\.\d{3}\.$/,
    );
    expect(instance?.answer).toEqual({
      type: 'numeric',
      value: Number((a / 2).toFixed(2)),
      tolerance: 0.005,
    });
    expect(instance?.answerText).toBe(`${(a / 2).toFixed(2)} m`);
    expect(instance?.choices).toEqual([]);
  });
});

describe('the preview', () => {
  it('draws instances of an unsaved model, or lists its problems; stores nothing', async () => {
    const before = await modelCount();
    const { subjectId: _s, topicId: _t, ...draft } = modelInput();
    const ok = await post('/api/admin/item-models/preview', { model: draft, count: 3, seed: 11 });
    expect(ok.status).toBe(200);
    expect(ok.body.ok).toBe(true);
    expect(ok.body.instances.map((i: { seed: number }) => i.seed)).toEqual([11, 12, 13]);
    expect(ok.body.instances[0].choices).toHaveLength(4);
    const again = await post('/api/admin/item-models/preview', {
      model: draft,
      count: 3,
      seed: 11,
    });
    expect(again.body).toEqual(ok.body);
    const bad = await post('/api/admin/item-models/preview', {
      model: { ...draft, constraints: ['a > 100'] },
    });
    expect(bad.status).toBe(200);
    expect(bad.body).toEqual({
      ok: false,
      problems: [
        {
          field: 'constraints.0',
          message:
            'The constraints cannot be met: no values in 1000 draws satisfied them ($a > 100$ failed most often)',
        },
      ],
    });
    const tooMany = await post('/api/admin/item-models/preview', { model: draft, count: 21 });
    expect(tooMany.status).toBe(400);
    expect(await modelCount()).toBe(before);
  });
});

describe('saving, listing and deleting', () => {
  it('creates, lists, edits (auditing auto-confirm) and deletes a model', async () => {
    const created = await post('/api/admin/item-models', modelInput({ name: 'Quokka power rule' }));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      name: 'Quokka power rule',
      autoConfirm: false,
      isActive: true,
      questionCount: 0,
      subject: { id: subjectId },
      topic: { id: topicId },
      answer: { expression: 'ank^{n-1}', format: 'integer', places: 2, unit: '' },
    });

    const list = await api(
      ctx,
      admin,
      'GET',
      `/api/admin/item-models?search=quokka&subjectId=${subjectId}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((r: { id: string }) => r.id)).toEqual([id]);
    const otherSubject = await api(
      ctx,
      admin,
      'GET',
      `/api/admin/item-models?search=quokka&subjectId=${created.body.topic.id}`,
    );
    expect(otherSubject.body.total).toBe(0);

    const input = modelInput({ name: 'Quokka power rule', autoConfirm: true });
    const updated = await api(ctx, admin, 'PUT', `/api/admin/item-models/${id}`, input);
    expect(updated.status).toBe(200);
    expect(updated.body.autoConfirm).toBe(true);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item_model.update'), eq(auditLog.targetId, id)));
    expect(entry?.before).toMatchObject({ autoConfirm: false });
    expect(entry?.after).toMatchObject({ autoConfirm: true });
    expect(entry?.actorId).toBe(admin.id);

    const generated = await post(`/api/admin/item-models/${id}/generate`, { count: 1 });
    expect(generated.body.created).toBe(1);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/item-models/${id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await api(ctx, admin, 'GET', `/api/admin/item-models/${id}`)).status).toBe(404);
    // The questions stay, with their drawn values.
    const kept = await ctx.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, generated.body.questionIds[0]));
    expect(kept[0]?.itemModelId).toBeNull();
    expect(kept[0]?.itemModelValues?.values).toHaveProperty('a');
    const [deleted] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item_model.delete'), eq(auditLog.targetId, id)));
    expect(deleted?.before).toMatchObject({ name: 'Quokka power rule' });
  });

  it('answers 404 for an unknown model and 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api(ctx, admin, 'GET', `/api/admin/item-models/${missing}`)).status).toBe(404);
    expect(
      (await api(ctx, admin, 'PUT', `/api/admin/item-models/${missing}`, modelInput())).status,
    ).toBe(404);
    expect((await post(`/api/admin/item-models/${missing}/generate`, { count: 1 })).status).toBe(
      404,
    );
    expect((await api(ctx, admin, 'GET', '/api/admin/item-models/x')).status).toBe(400);
  });
});

describe('generating questions', () => {
  /** A model with exactly three different questions (a = 1, 2, 3). */
  const tiny = (tag: string, extra: Record<string, unknown> = {}) =>
    modelInput({
      variables: [{ name: 'a', kind: 'integer', min: 1, max: 3 }],
      constraints: [],
      stem: `${tag}: what is {{a}} times 10?`,
      explanation: 'Multiply: {{= 10a}}.',
      answer: { expression: '10a', format: 'integer' },
      distractors: [
        { misconception: 'Added instead of multiplying', expression: 'a+10' },
        { misconception: 'Multiplied by 100', expression: '100a' },
        { misconception: 'Forgot the factor', expression: 'a' },
      ],
      ...extra,
    });

  it('stores pending_review questions, deduplicated against the bank and each other, audited', async () => {
    const created = await post('/api/admin/item-models', tiny('Wombat'));
    const id = created.body.id as string;
    // 60 random draws of three possible questions: every one of them is drawn (all but surely).
    const first = await post(`/api/admin/item-models/${id}/generate`, { count: 60 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 3, skipped: 57, status: 'pending_review' });
    const rows = await ctx.database.db
      .select()
      .from(questions)
      .where(eq(questions.itemModelId, id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.stem)).size).toBe(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        source: 'item_model',
        status: 'pending_review',
        type: 'single',
        topicId,
        subjectId,
        difficulty: 'easy',
        createdBy: admin.id,
        confirmedAt: null,
      });
      const a = row.itemModelValues?.values.a as number;
      expect(row.stem).toBe(`Wombat: what is ${a} times 10?`);
      const correct = row.answer.type === 'single' ? row.answer.correct : '';
      expect(row.choices.find((c) => c.id === correct)?.text).toBe(String(10 * a));
    }
    const second = await post(`/api/admin/item-models/${id}/generate`, { count: 5 });
    expect(second.body).toMatchObject({ created: 0, skipped: 5, questionIds: [] });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item_model.generate'), eq(auditLog.targetId, id)));
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => (e.after as { created: number }).created).sort()).toEqual([0, 3]);
    expect((await api(ctx, admin, 'GET', `/api/admin/item-models/${id}`)).body.questionCount).toBe(
      3,
    );
  });

  it('confirms them directly when the model auto-confirms', async () => {
    const created = await post('/api/admin/item-models', tiny('Numbat', { autoConfirm: true }));
    const res = await post(`/api/admin/item-models/${created.body.id}/generate`, { count: 3 });
    expect(res.body.status).toBe('confirmed');
    const rows = await ctx.database.db
      .select()
      .from(questions)
      .where(eq(questions.itemModelId, created.body.id));
    expect(rows.length).toBe(res.body.created);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('confirmed');
      expect(row.confirmedBy).toBe(admin.id);
      expect(row.confirmedAt).not.toBeNull();
    }
  });

  it('refuses a count outside 1–200 and a switched-off model', async () => {
    const created = await post('/api/admin/item-models', tiny('Bilby', { isActive: false }));
    const id = created.body.id as string;
    const big = await post(`/api/admin/item-models/${id}/generate`, { count: 201 });
    expect(big.status).toBe(400);
    expect(big.body.fields.count).toBe('Use 1 to 200');
    const off = await post(`/api/admin/item-models/${id}/generate`, { count: 1 });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('This item model is switched off: switch it on to generate');
  });
});

describe('exam assembly', () => {
  it('fills a thin topic with confirmed instances of its auto-confirming model', async () => {
    const bank = await makeBank(ctx, { topics: [{ weight: 100, count: 2 }] });
    const thinTopic = bank.topicIds[0] ?? '';
    const taker = await createUser(ctx, 'student');
    await grantAccess(ctx, taker, bank.subjectId);
    const exam = {
      subjectId: bank.subjectId,
      mode: 'practice',
      custom: { topicIds: [thinTopic], questionCount: 6, difficulty: 'mixed', timed: false },
    };
    const short = await api(ctx, taker, 'POST', '/api/student/exams', exam);
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('BANK_TOO_SMALL');

    const model = {
      ...modelInput({
        subjectId: bank.subjectId,
        topicId: thinTopic,
        variables: [
          { name: 'a', kind: 'integer', min: 10, max: 99 },
          { name: 'b', kind: 'integer', min: 10, max: 99 },
        ],
        constraints: [],
        stem: 'Add {{a}} and {{b}}.',
        explanation: 'The sum is {{= a+b}}.',
        answer: { expression: 'a+b', format: 'integer' },
        distractors: [
          { misconception: 'Dropped a carry', expression: 'a+b-10' },
          { misconception: 'Added a carry too many', expression: 'a+b+10' },
          { misconception: 'Subtracted', expression: 'a-b+1000' },
        ],
      }),
    };
    // Without auto-confirm the model does not feed exams.
    const pending = await post('/api/admin/item-models', model);
    expect(pending.status).toBe(201);
    expect((await api(ctx, taker, 'POST', '/api/student/exams', exam)).status).toBe(409);

    await api(ctx, admin, 'PUT', `/api/admin/item-models/${pending.body.id}`, {
      ...model,
      autoConfirm: true,
    });
    const res = await api(ctx, taker, 'POST', '/api/student/exams', exam);
    expect(res.status).toBe(201);
    const items = await ctx.database.db
      .select({
        source: questions.source,
        status: questions.status,
        modelId: questions.itemModelId,
      })
      .from(examItems)
      .innerJoin(questions, eq(questions.id, examItems.questionId))
      .where(eq(examItems.examId, res.body.id));
    expect(items).toHaveLength(6);
    expect(items.every((i) => i.status === 'confirmed')).toBe(true);
    expect(
      items.filter((i) => i.source === 'item_model' && i.modelId === pending.body.id),
    ).toHaveLength(4);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'item_model.generate'), eq(auditLog.targetId, pending.body.id)),
      );
    expect(entry).toMatchObject({ actorId: null, actorEmail: 'exam assembly' });
  });
});

describe('access', () => {
  it('is for administrators only', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/item-models'],
      ['POST', '/api/admin/item-models', modelInput()],
      ['POST', '/api/admin/item-models/preview', { model: modelInput() }],
      ['GET', `/api/admin/item-models/${id}`],
      ['PUT', `/api/admin/item-models/${id}`, modelInput()],
      ['DELETE', `/api/admin/item-models/${id}`],
      ['POST', `/api/admin/item-models/${id}/generate`, { count: 1 }],
    ];
    const before = await modelCount();
    for (const [method, url, payload] of calls) {
      const asStudent = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: student.headers,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(asStudent.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { origin: 'http://localhost:3000' },
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await modelCount()).toBe(before);
  });
});

describe('the seeded models', () => {
  it('give every math and science subject at least three models, each passing the check', async () => {
    // Seeded models have no author; the ones this file creates do.
    const seeded = await ctx.database.db
      .select({ model: itemModels, slug: subjects.slug, topicSubject: topics.subjectId })
      .from(itemModels)
      .innerJoin(subjects, eq(subjects.id, itemModels.subjectId))
      .innerJoin(topics, eq(topics.id, itemModels.topicId))
      .where(isNull(itemModels.createdBy));
    const perSubject = new Map<string, number>();
    for (const { model, slug, topicSubject } of seeded) {
      expect(topicSubject).toBe(model.subjectId);
      perSubject.set(slug, (perSubject.get(slug) ?? 0) + 1);
    }
    for (const slug of [
      'ap-calculus-ab',
      'ap-physics-1',
      'ap-chemistry',
      'ap-biology',
      'igcse-mathematics',
      'igcse-physics',
      'igcse-chemistry',
      'igcse-biology',
      'est-1-math',
      'est-2-math-1',
      'est-2-physics',
    ]) {
      expect(perSubject.get(slug) ?? 0, slug).toBeGreaterThanOrEqual(3);
    }
    for (const { model } of seeded) {
      expect(model.autoConfirm).toBe(false);
      const { problems } = await checkItemModel({
        questionType: model.questionType as 'single',
        variables: model.variables,
        constraints: model.constraints,
        stem: model.stem,
        explanation: model.explanation,
        answer: model.answer,
        distractors: model.distractors,
      });
      expect(problems, model.name).toEqual([]);
    }
  });
});
