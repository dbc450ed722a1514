import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  passages,
  questionRevisions,
  questions,
  subjects,
  topics,
} from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
let subjectId: string;
let otherSubjectId: string;
let topicId: string;
let otherTopicId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
  const { db } = ctx.database;
  const [subject, other] = await db.select().from(subjects).orderBy(asc(subjects.sortOrder));
  if (!subject || !other) throw new Error('the reference subjects are missing');
  subjectId = subject.id;
  otherSubjectId = other.id;
  const [topic] = await db.select().from(topics).where(eq(topics.subjectId, subject.id));
  const [otherTopic] = await db.select().from(topics).where(eq(topics.subjectId, other.id));
  if (!topic || !otherTopic) throw new Error('the reference topics are missing');
  topicId = topic.id;
  otherTopicId = otherTopic.id;
});
afterAll(() => ctx.close());

type Detail = {
  id: string;
  title: string;
  body: string;
  subject: { id: string; name: string };
  questions: { id: string; stem: string; status: string }[];
  message?: string;
  fields?: Record<string, string>;
};

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) {
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Detail };
}

let counter = 0;
const passageInput = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    title: `Passage ${counter}: the water cycle`,
    body: `Water evaporates, condenses and falls.\n\nThe energy is $E = mc^${counter}$.`,
    subjectId,
    ...overrides,
  };
};
async function newPassage(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/passages', passageInput(overrides));
  expect(res.status).toBe(201);
  return res.body;
}

let qCounter = 0;
/** A stored draft question of `subject` (default: the first one). */
async function newQuestion(subject = subjectId, topic = topicId) {
  qCounter += 1;
  const res = await call('POST', '/api/admin/questions', {
    subjectId: subject,
    topicId: topic,
    type: 'single',
    stem: `Passage question ${qCounter}: which ${qCounter} is meant?`,
    choices: [
      { id: 'a', text: `${qCounter}` },
      { id: 'b', text: `${qCounter + 1}` },
    ],
    answer: { type: 'single', correct: 'a' },
    difficulty: 'easy',
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const storedPassage = async (id: string) =>
  (await ctx.database.db.select().from(passages).where(eq(passages.id, id)))[0];
const passageOf = async (questionId: string) =>
  (
    await ctx.database.db
      .select({ passageId: questions.passageId, version: questions.version })
      .from(questions)
      .where(eq(questions.id, questionId))
  )[0];
const auditFor = (id: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'passage'), eq(auditLog.targetId, id)))
    .orderBy(asc(auditLog.createdAt));
const passageCount = async () =>
  (await ctx.database.db.select({ n: count() }).from(passages))[0]?.n ?? 0;
const auditCount = async () =>
  (await ctx.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe('creating, reading and editing passages', () => {
  it('creates a passage with a trimmed title, reads it back and records the audit', async () => {
    const input = passageInput({ title: '  The water cycle  ' });
    const res = await call('POST', '/api/admin/passages', input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'The water cycle',
      body: input.body,
      subject: { id: subjectId },
      questions: [],
    });
    const stored = await storedPassage(res.body.id);
    expect(stored?.key).toMatch(/^the-water-cycle-[0-9a-f]{8}$/);
    const read = await call('GET', `/api/admin/passages/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.body).toBe(input.body);
    const audit = await auditFor(res.body.id);
    expect(audit.map((a) => a.action)).toEqual(['passage.create']);
    expect(audit[0]).toMatchObject({ actorId: admin.id, after: { title: 'The water cycle' } });
  });

  it('edits title and body, recording what changed; an unchanged save records nothing', async () => {
    const p = await newPassage();
    const edit = { title: 'Renamed', body: 'A new **body** with $x^2$.', subjectId };
    const res = await call('PUT', `/api/admin/passages/${p.id}`, edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Renamed', body: edit.body });
    expect(await call('PUT', `/api/admin/passages/${p.id}`, edit)).toMatchObject({ status: 200 });
    const audit = await auditFor(p.id);
    expect(audit.map((a) => a.action)).toEqual(['passage.create', 'passage.update']);
    expect(audit[1]?.before).toEqual({ title: p.title, body: p.body });
    expect(audit[1]?.after).toEqual({ title: 'Renamed', body: edit.body });
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const p = await newPassage();
    const before = [await passageCount(), await auditCount()];
    const cases: [object, string, string][] = [
      [passageInput({ title: '   ' }), 'title', 'String must contain at least 1 character(s)'],
      [passageInput({ title: 'x'.repeat(201) }), 'title', 'At most 200 characters'],
      [passageInput({ body: ' \n ' }), 'body', 'Required'],
      [passageInput({ body: 'x'.repeat(20_001) }), 'body', 'At most 20000 characters'],
      [passageInput({ subjectId: 'nope' }), 'subjectId', 'Choose a subject'],
      [{ title: 'Only a title' }, 'body', 'Required'],
    ];
    for (const [payload, field, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/admin/passages'],
        ['PUT', `/api/admin/passages/${p.id}`],
      ] as const) {
        const res = await call(method, url, payload);
        expect(res.status, `${method} ${field}`).toBe(400);
        expect(res.body.fields?.[field], `${method} ${field}`).toBe(message);
      }
    }
    const unknownSubject = await call(
      'POST',
      '/api/admin/passages',
      passageInput({ subjectId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownSubject.status).toBe(400);
    expect(unknownSubject.body.fields?.subjectId).toBe('Unknown subject');
    expect([await passageCount(), await auditCount()]).toEqual(before);
    expect((await storedPassage(p.id))?.title).toBe(p.title);
  });

  it('answers 404 for an unknown passage and 400 for an id that is not one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/passages/${missing}`)).status).toBe(404);
    expect((await call('PUT', `/api/admin/passages/${missing}`, passageInput())).status).toBe(404);
    expect((await call('DELETE', `/api/admin/passages/${missing}`)).status).toBe(404);
    const bad = await call('GET', '/api/admin/passages/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Unknown passage');
  });
});

describe('listing passages', () => {
  it('pages, searches title and body on the server, filters by subject and counts questions', async () => {
    const tag = `zebra${Date.now()}`;
    const a = await newPassage({ title: `Savanna ${tag}` });
    const b = await newPassage({ body: `Herds of ${tag} cross the river.` });
    const c = await newPassage({ subjectId: otherSubjectId, title: `Other ${tag}` });
    await call('PUT', `/api/admin/passages/${a.id}/questions`, {
      questionIds: [await newQuestion(), await newQuestion()],
    });

    const all = await call('GET', `/api/admin/passages?search=${tag.toUpperCase()}`);
    expect(all.status).toBe(200);
    const list = all.body as unknown as {
      items: { id: string; questionCount: number; subject: { id: string }; excerpt: string }[];
      total: number;
    };
    expect(list.total).toBe(3);
    expect(new Set(list.items.map((i) => i.id))).toEqual(new Set([a.id, b.id, c.id]));
    expect(list.items.find((i) => i.id === a.id)?.questionCount).toBe(2);
    expect(list.items.find((i) => i.id === b.id)?.excerpt).toContain(tag);

    const own = (await call('GET', `/api/admin/passages?search=${tag}&subjectId=${subjectId}`))
      .body as unknown as typeof list;
    expect(own.items.map((i) => i.id).sort()).toEqual([a.id, b.id].sort());

    const page2 = (await call('GET', `/api/admin/passages?search=${tag}&page=2&pageSize=2`))
      .body as unknown as typeof list;
    expect(page2.total).toBe(3);
    expect(page2.items).toHaveLength(1);

    // LIKE wildcards in the search are plain text.
    const wild = (await call('GET', '/api/admin/passages?search=%25%25_'))
      .body as unknown as typeof list;
    expect(wild.items).toEqual([]);
  });

  it('refuses bad list queries with 400', async () => {
    for (const query of [
      'page=0',
      'pageSize=1000',
      'subjectId=nope',
      `search=${'x'.repeat(201)}`,
    ]) {
      expect((await call('GET', `/api/admin/passages?${query}`)).status, query).toBe(400);
    }
  });
});

describe('attaching questions', () => {
  it('attaches, detaches and moves questions between passages, with history and audit', async () => {
    const p1 = await newPassage();
    const p2 = await newPassage();
    const [q1, q2, q3] = [await newQuestion(), await newQuestion(), await newQuestion()];
    const v1 = (await passageOf(q1))?.version ?? 0;

    const first = await call('PUT', `/api/admin/passages/${p1.id}/questions`, {
      questionIds: [q1, q2],
    });
    expect(first.status).toBe(200);
    expect(first.body.questions.map((q) => q.id).sort()).toEqual([q1, q2].sort());
    expect(first.body.questions[0]?.status).toBe('draft');
    expect(await passageOf(q1)).toEqual({ passageId: p1.id, version: v1 + 1 });

    // q2 moves to p2, q3 joins it; p1 keeps q1 only.
    const second = await call('PUT', `/api/admin/passages/${p2.id}/questions`, {
      questionIds: [q2, q3],
    });
    expect(second.status).toBe(200);
    expect((await passageOf(q2))?.passageId).toBe(p2.id);
    expect(
      (await call('GET', `/api/admin/passages/${p1.id}`)).body.questions.map((q) => q.id),
    ).toEqual([q1]);

    // Detaching: the question left out loses its passage.
    const third = await call('PUT', `/api/admin/passages/${p2.id}/questions`, {
      questionIds: [q3],
    });
    expect(third.body.questions.map((q) => q.id)).toEqual([q3]);
    expect((await passageOf(q2))?.passageId).toBeNull();

    const history = await ctx.database.db
      .select()
      .from(questionRevisions)
      .where(eq(questionRevisions.questionId, q2))
      .orderBy(asc(questionRevisions.createdAt));
    expect(history.slice(1).map((h) => [h.before, h.after])).toEqual([
      [{ passageId: null }, { passageId: p1.id }],
      [{ passageId: p1.id }, { passageId: p2.id }],
      [{ passageId: p2.id }, { passageId: null }],
    ]);
    const audit = await auditFor(p2.id);
    expect(audit.map((a) => a.action)).toEqual([
      'passage.create',
      'passage.questions',
      'passage.questions',
    ]);
    expect(audit[1]?.before).toEqual({ questionIds: [] });
    expect(audit[1]?.after).toEqual({ questionIds: [q2, q3], movedFrom: { [q2]: p1.id } });

    // The question editor shows the attached passage.
    const detail = await call('GET', `/api/admin/questions/${q1}`);
    expect(detail.body).toMatchObject({ passage: { id: p1.id, title: p1.title } });
  });

  it('refuses questions of another subject or unknown ones, changing nothing', async () => {
    const p = await newPassage();
    const own = await newQuestion();
    const foreign = await newQuestion(otherSubjectId, otherTopicId);
    await call('PUT', `/api/admin/passages/${p.id}/questions`, { questionIds: [own] });
    const auditBefore = await auditCount();

    const mixed = await call('PUT', `/api/admin/passages/${p.id}/questions`, {
      questionIds: [foreign],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('This question is of another subject than the passage');
    const unknown = await call('PUT', `/api/admin/passages/${p.id}/questions`, {
      questionIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Unknown question');
    const malformed = await call('PUT', `/api/admin/passages/${p.id}/questions`, {
      questionIds: ['x'],
    });
    expect(malformed.status).toBe(400);
    expect((await call('PUT', `/api/admin/passages/${p.id}/questions`, {})).status).toBe(400);

    expect((await passageOf(own))?.passageId).toBe(p.id);
    expect((await passageOf(foreign))?.passageId).toBeNull();
    expect(await auditCount()).toBe(auditBefore);
  });

  it('keeps the subject of a passage with questions, and lets an empty one move', async () => {
    const p = await newPassage();
    await call('PUT', `/api/admin/passages/${p.id}/questions`, {
      questionIds: [await newQuestion()],
    });
    const moved = await call('PUT', `/api/admin/passages/${p.id}`, {
      title: p.title,
      body: p.body,
      subjectId: otherSubjectId,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields?.subjectId).toContain('detach them');
    expect((await storedPassage(p.id))?.subjectId).toBe(subjectId);

    const empty = await newPassage();
    const ok = await call('PUT', `/api/admin/passages/${empty.id}`, {
      title: empty.title,
      body: empty.body,
      subjectId: otherSubjectId,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.subject.id).toBe(otherSubjectId);
  });

  it('the question editor refuses a passage of another subject', async () => {
    const foreignPassage = await newPassage({ subjectId: otherSubjectId });
    const ownPassage = await newPassage();
    const q = await newQuestion();
    const detail = (await call('GET', `/api/admin/questions/${q}`)).body as unknown as {
      version: number;
      stem: string;
      choices: unknown;
      answer: unknown;
    };
    const base = {
      subjectId,
      topicId,
      type: 'single',
      stem: detail.stem,
      choices: detail.choices,
      answer: detail.answer,
      difficulty: 'easy',
      version: detail.version,
    };
    const refused = await call('PUT', `/api/admin/questions/${q}`, {
      ...base,
      passageId: foreignPassage.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.passageId).toBe('This passage is not part of the subject');
    expect((await passageOf(q))?.passageId).toBeNull();

    const accepted = await call('PUT', `/api/admin/questions/${q}`, {
      ...base,
      passageId: ownPassage.id,
    });
    expect(accepted.status).toBe(200);
    expect((await passageOf(q))?.passageId).toBe(ownPassage.id);
  });
});

describe('deleting passages', () => {
  it('refuses while questions are attached; detach=true detaches them and deletes', async () => {
    const p = await newPassage();
    const [q1, q2] = [await newQuestion(), await newQuestion()];
    await call('PUT', `/api/admin/passages/${p.id}/questions`, { questionIds: [q1, q2] });

    const refused = await call('DELETE', `/api/admin/passages/${p.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This passage is attached to 2 questions: detach them first');
    expect(await storedPassage(p.id)).toBeDefined();
    expect((await call('DELETE', `/api/admin/passages/${p.id}?detach=maybe`)).status).toBe(400);

    const done = await call('DELETE', `/api/admin/passages/${p.id}?detach=true`);
    expect(done.status).toBe(204);
    expect(await storedPassage(p.id)).toBeUndefined();
    expect((await passageOf(q1))?.passageId).toBeNull();
    expect((await passageOf(q2))?.passageId).toBeNull();
    const audit = await auditFor(p.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'passage.delete',
      before: { title: p.title, subjectId, questionIds: expect.arrayContaining([q1, q2]) },
    });
  });

  it('a question saved while its passage is deleted is refused or detached, never a 500', async () => {
    const outcomes = new Set<number>();
    for (let i = 0; i < 10; i += 1) {
      const p = await newPassage();
      qCounter += 1;
      const [created, deleted] = await Promise.all([
        call('POST', '/api/admin/questions', {
          subjectId,
          topicId,
          passageId: p.id,
          type: 'single',
          stem: `Raced question ${qCounter}: which ${qCounter} is meant?`,
          choices: [
            { id: 'a', text: `${qCounter}` },
            { id: 'b', text: `${qCounter + 1}` },
          ],
          answer: { type: 'single', correct: 'a' },
          difficulty: 'easy',
        }),
        call('DELETE', `/api/admin/passages/${p.id}?detach=true`),
      ]);
      outcomes.add(created.status);
      expect(deleted.status).toBe(204);
      expect(await storedPassage(p.id)).toBeUndefined();
      if (created.status === 201) expect((await passageOf(created.body.id))?.passageId).toBeNull();
      else {
        expect(created.status).toBe(400);
        expect(created.body.fields?.passageId).toBe('This passage is not part of the subject');
      }
    }
    expect([...outcomes].every((s) => s === 201 || s === 400)).toBe(true);
  });

  it('deletes a passage without questions', async () => {
    const p = await newPassage();
    expect((await call('DELETE', `/api/admin/passages/${p.id}`)).status).toBe(204);
    expect(await storedPassage(p.id)).toBeUndefined();
    expect((await auditFor(p.id)).map((a) => a.action)).toEqual([
      'passage.create',
      'passage.delete',
    ]);
  });
});

describe('access', () => {
  it('is for administrators only: 401 signed out, 403 for a student', async () => {
    const p = await newPassage();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/passages'],
      ['GET', `/api/admin/passages/${p.id}`],
      ['POST', '/api/admin/passages', passageInput()],
      ['PUT', `/api/admin/passages/${p.id}`, passageInput()],
      ['PUT', `/api/admin/passages/${p.id}/questions`, { questionIds: [] }],
      ['DELETE', `/api/admin/passages/${p.id}`],
    ];
    const before = await passageCount();
    for (const [method, url, payload] of routes) {
      const signedOut = await call(method, url, payload, { origin: 'http://localhost:3000' });
      expect(signedOut.status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, student.headers)).status, `${method} ${url}`).toBe(
        403,
      );
    }
    expect(await passageCount()).toBe(before);
    expect((await storedPassage(p.id))?.title).toBe(p.title);
  });
});
