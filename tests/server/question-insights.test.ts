import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionAnswer, QuestionChoice } from '../../src/common/contracts/content';
import type {
  ConfirmedStatistics,
  DuplicateGroups,
  QuestionStatistics,
} from '../../src/common/contracts/question-insights';
import {
  itemResponses,
  questionDistinctPairs,
  questions,
  subjects,
  topics,
} from '../../src/server/db/schema';
import { findDuplicateGroups } from '../../src/server/modules/question-insights/find-duplicates';
import {
  similarPairs,
  sortedJaccard,
  trigramsOf,
} from '../../src/server/modules/question-insights/trigrams';
import { contentHash, normalizeText } from '../../src/server/modules/questions/normalize';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let reviewer: TestUser;
let student: TestUser;

type Place = { subjectId: string; topicId: string };
let physics: Place;
let otherPhysics: Place;
let lab: Place;

async function placeOf(slug: string): Promise<Place> {
  const db = ctx.database.db;
  const [subject] = await db.select().from(subjects).where(eq(subjects.slug, slug));
  if (!subject) throw new Error(`no seeded subject ${slug}`);
  const [topic] = await db.select().from(topics).where(eq(topics.subjectId, subject.id));
  if (!topic) throw new Error(`no topic in ${slug}`);
  return { subjectId: subject.id, topicId: topic.id };
}

let made = 0;
async function addQuestion(
  place: Place,
  stem: string,
  extra: Partial<typeof questions.$inferInsert> = {},
): Promise<string> {
  made += 1;
  const choices: QuestionChoice[] = [
    { id: 'a', text: `${made} s` },
    { id: 'b', text: `${made + 1} s` },
  ];
  const answer: QuestionAnswer = { type: 'single', correct: 'a' };
  const [row] = await ctx.database.db
    .insert(questions)
    .values({
      subjectId: place.subjectId,
      topicId: place.topicId,
      type: 'single',
      stem,
      choices,
      answer,
      difficulty: 'medium',
      status: 'confirmed',
      contentHash: contentHash(stem, choices),
      normalizedStem: normalizeText(stem),
      ...extra,
    })
    .returning({ id: questions.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

const get = (user: TestUser, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user.headers });
const post = (user: TestUser, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin', { firstName: 'Amal' });
  reviewer = await createUser(ctx, 'admin', { firstName: 'Basma' });
  student = await createUser(ctx, 'student');
  physics = await placeOf('ap-physics-1');
  otherPhysics = await placeOf('igcse-physics');
  const db = ctx.database.db;
  const [subject] = await db
    .insert(subjects)
    .values({ slug: 'insights-lab', name: 'Insights Lab', board: 'AP', sortOrder: 99 })
    .returning();
  const [topic] = await db
    .insert(topics)
    .values({ subjectId: subject?.id ?? '', slug: 'statistics', name: 'Statistics' })
    .returning();
  lab = { subjectId: subject?.id ?? '', topicId: topic?.id ?? '' };
});
afterAll(() => ctx.close());

// Similarities (pg_trgm): STEM_1~STEM_2 0.87, STEM_2~STEM_3 0.89, STEM_1~STEM_3 0.7985: one
// group of three linked by two pairs. STEM_OTHER is 0.93 like STEM_1, but in another subject.
const STEM_1 =
  'A ball is thrown vertically upward from the ground with an initial speed of 20 m/s. How long does it take to reach its highest point?';
const STEM_2 =
  'A ball is thrown straight upward from the ground with an initial speed of 20 m/s. How long does it take to reach its highest point?';
const STEM_3 =
  'A ball is thrown straight upward from the ground with an initial velocity of 20 m/s. How long does it take to reach its highest point?';
const STEM_OTHER =
  'A stone is thrown vertically upward from the ground with an initial speed of 20 m/s. How long does it take to reach its highest point?';

describe('near-duplicate questions', () => {
  let q1: string;
  let q2: string;
  let q3: string;
  let other: string;

  const scan = async (subjectId: string) => {
    const res = await get(admin, `/api/admin/questions/duplicates?subject=${subjectId}`);
    expect(res.statusCode).toBe(200);
    return res.json() as DuplicateGroups;
  };
  const groupWith = (result: DuplicateGroups, id: string) =>
    result.groups.find((g) => g.questions.some((q) => q.id === id));

  beforeAll(async () => {
    q1 = await addQuestion(physics, STEM_1, {
      createdAt: new Date('2026-01-01T00:00:00Z'),
      timesSeen: 12,
    });
    q2 = await addQuestion(physics, STEM_2, { status: 'pending_review' });
    q3 = await addQuestion(physics, STEM_3, { status: 'draft' });
    other = await addQuestion(otherPhysics, STEM_OTHER);
  });

  it('finds near-duplicates and merges linked pairs into one group', async () => {
    const result = await scan(physics.subjectId);
    expect(result.subject.name).toBe('AP Physics 1');
    expect(result.threshold).toBe(0.8);
    const group = groupWith(result, q1);
    expect(group?.questions.map((q) => q.id).sort()).toEqual([q1, q2, q3].sort());
    // Two pairs are similar enough; q1 and q3 (0.7985) are linked only through q2.
    const pairs = group?.pairs.map((p) => [[p.firstId, p.secondId].sort(), p.similarity]);
    expect(pairs).toEqual([
      [[q2, q3].sort(), expect.closeTo(0.889, 3)],
      [[q1, q2].sort(), expect.closeTo(0.866, 3)],
    ]);
    for (const p of group?.pairs ?? []) expect(p.firstId < p.secondId).toBe(true);
    const first = group?.questions[0];
    expect(first).toMatchObject({
      id: q1,
      stem: STEM_1,
      type: 'single',
      status: 'confirmed',
      timesSeen: 12,
      answer: { type: 'single', correct: 'a' },
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(first?.choices).toHaveLength(2);
    expect(first?.topic.name).toBeTruthy();
  });

  it('never groups questions of different subjects', async () => {
    const physicsScan = await scan(physics.subjectId);
    expect(physicsScan.groups.flatMap((g) => g.questions.map((q) => q.id))).not.toContain(other);
    const otherScan = await scan(otherPhysics.subjectId);
    expect(groupWith(otherScan, other)).toBeUndefined();

    const res = await post(admin, '/api/admin/questions/distinct-pairs', {
      firstId: q1,
      secondId: other,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/different subjects/);
  });

  it('remembers a pair marked as not duplicates, in either order, once', async () => {
    const [small, large] = [q2, q3].sort() as [string, string];
    const res = await post(admin, '/api/admin/questions/distinct-pairs', {
      firstId: large,
      secondId: small,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ firstId: small, secondId: large });
    const again = await post(admin, '/api/admin/questions/distinct-pairs', {
      firstId: small,
      secondId: large,
    });
    expect(again.statusCode).toBe(200);
    const stored = await ctx.database.db
      .select()
      .from(questionDistinctPairs)
      .where(eq(questionDistinctPairs.firstId, small));
    expect(stored).toMatchObject([{ firstId: small, secondId: large, markedBy: admin.id }]);

    // q2–q3 is gone; q1–q2 still links q1 and q2, q3 drops out.
    for (let i = 0; i < 2; i++) {
      const group = groupWith(await scan(physics.subjectId), q1);
      expect(group?.questions.map((q) => q.id).sort()).toEqual([q1, q2].sort());
      expect(group?.pairs).toHaveLength(1);
      expect(groupWith(await scan(physics.subjectId), q3)).toBeUndefined();
    }
  });

  it('leaves archived questions out', async () => {
    const res = await post(admin, '/api/admin/questions/bulk', { ids: [q2], action: 'archive' });
    expect(res.json()).toEqual({ changed: 1, skipped: [] });
    const result = await scan(physics.subjectId);
    expect(groupWith(result, q1)).toBeUndefined();
    expect(groupWith(result, q2)).toBeUndefined();
  });

  it('is the service the bench calls, and finds what comparing every pair finds', async () => {
    const direct = await findDuplicateGroups(ctx.database.db, { subjectId: physics.subjectId });
    expect(direct).toEqual(await scan(physics.subjectId));

    // The in-memory candidate join against the plain all-pairs comparison.
    const words = 'mass force energy ball speed time height ground point light wave'.split(' ');
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const texts: string[] = [];
    for (let i = 0; i < 300; i++) {
      const base = i > 10 && random() < 0.3 ? (texts[Math.floor(random() * i)] ?? '') : '';
      const parts = base
        ? base.split(' ')
        : Array.from({ length: 6 + Math.floor(random() * 8) }, () => {
            return words[Math.floor(random() * words.length)] ?? 'x';
          });
      if (base) parts[Math.floor(random() * parts.length)] = `w${i}`;
      texts.push(parts.join(' '));
    }
    const all = [...new Set(texts.flatMap((t) => trigramsOf(t)))].sort();
    const sets = texts.map((t) => Int32Array.from(trigramsOf(t).map((g) => all.indexOf(g))).sort());
    const expected: string[] = [];
    for (let a = 0; a < texts.length; a++)
      for (let b = a + 1; b < texts.length; b++)
        if (sortedJaccard(sets[a] as Int32Array, sets[b] as Int32Array) >= 0.8)
          expected.push(`${a}-${b}`);
    const found = similarPairs(texts, 0.8).map((p) => `${p.a}-${p.b}`);
    expect(expected.length).toBeGreaterThan(5);
    expect(found.sort()).toEqual(expected.sort());
  });

  it('agrees with pg_trgm on trigrams', async () => {
    const text = normalizeText('Café: what is $x^2$ when x = 3?');
    const result = (await ctx.database.db.execute(
      sql`select similarity(${text}, ${normalizeText('Cafe: what is $x^3$ when x = 3?')}) as s`,
    )) as unknown as { rows: { s: number }[] };
    const a = trigramsOf(text);
    const b = trigramsOf(normalizeText('Cafe: what is $x^3$ when x = 3?'));
    const common = a.filter((t) => b.includes(t)).length;
    expect(common / (a.length + b.length - common)).toBeCloseTo(Number(result.rows[0]?.s), 5);
  });

  it('refuses bad input with clear messages, and changes nothing', async () => {
    const before = await ctx.database.db.select().from(questionDistinctPairs);
    const missing = await get(admin, '/api/admin/questions/duplicates');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ subject: 'Choose a subject' });
    const badId = await get(admin, '/api/admin/questions/duplicates?subject=nope');
    expect(badId.json().fields).toEqual({ subject: 'Invalid id' });
    const unknown = await get(
      admin,
      '/api/admin/questions/duplicates?subject=00000000-0000-4000-8000-000000000001',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Subject not found');

    const same = await post(admin, '/api/admin/questions/distinct-pairs', {
      firstId: q1,
      secondId: q1,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ secondId: 'Choose two different questions' });
    const gone = await post(admin, '/api/admin/questions/distinct-pairs', {
      firstId: q1,
      secondId: '00000000-0000-4000-8000-000000000001',
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Question not found');
    const malformed = await post(admin, '/api/admin/questions/distinct-pairs', { firstId: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toMatchObject({ firstId: 'Invalid id' });
    expect(await ctx.database.db.select().from(questionDistinctPairs)).toEqual(before);
  });
});

/**
 * Ten attempts of the Insights Lab subject (rows: attempts a1…a10). Scores per item:
 *   A1 1 1 1 1 1 0 0 0 0 0      E 1 1 1 1 1 1 1 1 1 .5     N 0 0 0 0 0 0 1 1 1 1
 *   A2 1 1 1 1 0 1 0 0 0 0      H 1 0 0 0 0 0 0 0 0 0      W 0 0 1 1 0 0 0 0 1 0
 *   F  answered in a1 (1) and a10 (0) only.
 * Attempt totals: 5, 3, 4, 4, 2, 2, 2, 2, 3, 1.5. For each item, the rest score is the total
 * minus the item's own score. Worked by hand for W: scores w = (0,0,1,1,0,0,0,0,1,0), rest
 * r = (5,3,3,3,2,2,2,2,2,1.5), mean w = 0.3, mean r = 2.55; Σ(w−w̄)(r−r̄) = 0.35,
 * Σ(w−w̄)² = 2.1, Σ(r−r̄)² = 9.225, so ρ = 0.35 / √(2.1 · 9.225) = 0.0795 → 7.95 %.
 * The others the same way (checked with numpy): A1, A2 29.83 %, E 28.73 %, H 44.87 %,
 * N −76.07 %; F has two responses, so it is not judged.
 */
const MATRIX: Record<string, (number | null)[]> = {
  A1: [1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
  A2: [1, 1, 1, 1, 0, 1, 0, 0, 0, 0],
  E: [1, 1, 1, 1, 1, 1, 1, 1, 1, 0.5],
  H: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  N: [0, 0, 0, 0, 0, 0, 1, 1, 1, 1],
  W: [0, 0, 1, 1, 0, 0, 0, 0, 1, 0],
  F: [1, null, null, null, null, null, null, null, null, 0],
};

describe('question statistics', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of Object.keys(MATRIX)) {
      ids[name] = await addQuestion(lab, `Insights lab item ${name}: what is the answer?`, {
        type: 'numeric',
        choices: [],
        answer: { type: 'numeric', value: 1, tolerance: 0 },
        difficulty: name === 'H' ? 'hard' : name === 'E' ? 'easy' : 'medium',
        source: name === 'F' ? 'ai' : 'import',
        status: name === 'F' ? 'draft' : 'confirmed',
      });
    }
    const attempts = Array.from({ length: 10 }, () => crypto.randomUUID());
    // Attempt i's total: the scores in column i of the matrix.
    const attemptScore = attempts.map((_, i) =>
      Object.values(MATRIX).reduce((n, scores) => n + (scores[i] ?? 0), 0),
    );
    const rows = Object.entries(MATRIX).flatMap(([name, scores]) =>
      scores.flatMap((score, i) =>
        score === null
          ? []
          : [
              {
                questionId: ids[name] ?? '',
                attemptId: attempts[i] ?? '',
                userId: student.id,
                score,
                attemptScore: attemptScore[i] ?? 0,
                // A1 took 10 s, 20 s … 100 s (mean 55 s); the others 60 s.
                timeMs: name === 'A1' ? (i + 1) * 10_000 : 60_000,
              },
            ],
      ),
    );
    await ctx.database.db.insert(itemResponses).values(rows);
  });

  const stats = async (query: string) => {
    const res = await get(admin, `/api/admin/questions/statistics?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as QuestionStatistics;
  };

  it('computes facility, discrimination, exposure, time and flags per item', async () => {
    const result = await stats(`subject=${lab.subjectId}&pageSize=100`);
    const row = (name: string) => result.items.rows.find((r) => r.id === ids[name]);
    const expected: Record<string, [number, number | null, number, string[]]> = {
      A1: [50, 29.8275, 100, []],
      A2: [50, 29.8275, 100, []],
      E: [95, 28.7348, 100, ['very_easy']],
      H: [10, 44.8652, 100, ['very_hard']],
      N: [40, -76.0722, 100, ['negative_discrimination']],
      W: [30, 7.952, 100, ['weak_discrimination']],
      F: [50, 100, 20, ['not_enough_responses']],
    };
    for (const [name, [facility, discrimination, exposure, flags]] of Object.entries(expected)) {
      const r = row(name);
      expect(r?.facility, name).toBeCloseTo(facility, 6);
      expect(r?.discrimination, name).toBeCloseTo(discrimination ?? 0, 3);
      expect(r?.exposure, name).toBeCloseTo(exposure, 6);
      expect(r?.flags, name).toEqual(flags);
      expect(r?.attempts, name).toBe(name === 'F' ? 2 : 10);
    }
    expect(row('A1')?.meanTimeMs).toBeCloseTo(55_000, 6);
    expect(row('E')?.meanTimeMs).toBeCloseTo(60_000, 6);
    expect(row('W')).toMatchObject({
      subject: { id: lab.subjectId, name: 'Insights Lab' },
      topic: { id: lab.topicId, name: 'Statistics' },
      type: 'numeric',
      status: 'confirmed',
    });

    expect(result.minResponses).toBe(10);
    expect(result.totals).toMatchObject({
      questions: 7,
      confirmed: 6,
      responses: 62,
      attempts: 10,
      analysed: 7,
      flagged: 4,
    });
    expect(result.totals.meanFacility).toBeCloseTo((50 + 50 + 95 + 10 + 40 + 30 + 50) / 7, 6);
  });

  it('sorts and pages the item table on the server, and filters flagged items', async () => {
    const byFacility = await stats(`subject=${lab.subjectId}&sort=facility&order=asc&pageSize=3`);
    expect(byFacility.items.total).toBe(7);
    expect(byFacility.items.rows.map((r) => r.facility)).toEqual([10, 30, 40]);
    const page3 = await stats(`subject=${lab.subjectId}&sort=facility&order=asc&pageSize=3&page=3`);
    expect(page3.items.rows.map((r) => r.id)).toEqual([ids.E]);

    const byDiscrimination = await stats(
      `subject=${lab.subjectId}&sort=discrimination&order=desc&pageSize=2`,
    );
    expect(byDiscrimination.items.rows.map((r) => r.id)).toEqual([ids.F, ids.H]);
    const byExposure = await stats(`subject=${lab.subjectId}&sort=exposure&order=asc&pageSize=1`);
    expect(byExposure.items.rows[0]?.id).toBe(ids.F);
    const byAttempts = await stats(`subject=${lab.subjectId}&sort=attempts&order=asc&pageSize=1`);
    expect(byAttempts.items.rows[0]?.attempts).toBe(2);

    const flagged = await stats(`subject=${lab.subjectId}&flagged=true&sort=facility&order=asc`);
    expect(flagged.items.total).toBe(4);
    expect(flagged.items.rows.map((r) => r.id)).toEqual([ids.H, ids.W, ids.N, ids.E]);
  });

  it('counts the bank by subject, topic, type, difficulty, status and source', async () => {
    const lab7 = await stats(`subject=${lab.subjectId}`);
    expect(lab7.counts.subject).toEqual([{ key: lab.subjectId, label: 'Insights Lab', count: 7 }]);
    expect(lab7.counts.topic).toEqual([
      { key: lab.topicId, label: 'Statistics', group: 'Insights Lab', count: 7 },
    ]);
    const counts = (list: { key: string; count: number }[]) =>
      Object.fromEntries(list.map((c) => [c.key, c.count]));
    expect(counts(lab7.counts.type)).toEqual({
      single: 0,
      multiple: 0,
      numeric: 7,
      expression: 0,
      text: 0,
    });
    expect(counts(lab7.counts.difficulty)).toEqual({ easy: 1, medium: 5, hard: 1 });
    expect(counts(lab7.counts.status)).toEqual({
      draft: 1,
      pending_review: 0,
      confirmed: 6,
      archived: 0,
    });
    expect(counts(lab7.counts.source)).toEqual({ manual: 0, import: 6, item_model: 0, ai: 1 });

    const all = await stats('');
    const [{ total }] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as total from questions`,
      )) as unknown as {
        rows: { total: number }[];
      }
    ).rows as [{ total: number }];
    expect(all.totals.questions).toBe(total);
    expect(all.counts.subject.reduce((s, c) => s + c.count, 0)).toBe(total);
    expect(all.counts.subject.length).toBeGreaterThanOrEqual(13);
  });

  it('refuses bad queries and non-administrators', async () => {
    const bad = await get(
      admin,
      '/api/admin/questions/statistics?sort=colour&pageSize=0&flagged=maybe&subject=x',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      sort: 'Unknown sort',
      pageSize: 'Use 1 to 100 per page',
      flagged: 'Use true or false',
      subject: 'Invalid id',
    });
    const unknown = await get(
      admin,
      '/api/admin/questions/statistics?subject=00000000-0000-4000-8000-000000000001',
    );
    expect(unknown.statusCode).toBe(404);
    for (const url of [
      '/api/admin/questions/statistics',
      '/api/admin/questions/confirmed-statistics',
      `/api/admin/questions/duplicates?subject=${lab.subjectId}`,
    ]) {
      expect((await get(student, url)).statusCode).toBe(403);
    }
    const refused = await post(student, '/api/admin/questions/distinct-pairs', {
      firstId: ids.A1,
      secondId: ids.A2,
    });
    expect(refused.statusCode).toBe(403);
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/admin/questions/statistics' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('confirmed statistics', () => {
  let review: Place;

  beforeAll(async () => {
    const db = ctx.database.db;
    const [subject] = await db
      .insert(subjects)
      .values({ slug: 'review-lab', name: 'Review Lab', board: 'EST', sortOrder: 100 })
      .returning();
    const [topic] = await db
      .insert(topics)
      .values({ subjectId: subject?.id ?? '', slug: 'reading', name: 'Reading' })
      .returning();
    review = { subjectId: subject?.id ?? '', topicId: topic?.id ?? '' };
    const confirmed = (by: string | null, at: string) => ({
      status: 'confirmed',
      confirmedBy: by,
      confirmedAt: new Date(at),
    });
    // Amal: 3 (two on Mon 3 March 2025, one on Wed 12 March); Basma: 1 (Fri 7 March);
    // one without a recorded reviewer (Sat 1 March); one in May; pending 2, draft 1, archived 1.
    await addQuestion(review, 'Review lab one', confirmed(admin.id, '2025-03-03T09:00:00Z'));
    await addQuestion(review, 'Review lab two', confirmed(admin.id, '2025-03-03T23:59:00Z'));
    await addQuestion(review, 'Review lab three', confirmed(admin.id, '2025-03-12T12:00:00Z'));
    await addQuestion(review, 'Review lab four', confirmed(reviewer.id, '2025-03-07T08:00:00Z'));
    await addQuestion(review, 'Review lab five', confirmed(null, '2025-03-01T00:00:00Z'));
    await addQuestion(review, 'Review lab six', confirmed(reviewer.id, '2025-05-20T10:00:00Z'));
    await addQuestion(review, 'Review lab seven', { status: 'pending_review' });
    await addQuestion(review, 'Review lab eight', { status: 'pending_review' });
    await addQuestion(review, 'Review lab nine', { status: 'draft' });
    await addQuestion(review, 'Review lab ten', { status: 'archived' });
  });

  const confirmedStats = async (query: string) => {
    const res = await get(admin, `/api/admin/questions/confirmed-statistics?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConfirmedStatistics;
  };

  it('gives confirmed against pending and draft by subject, by reviewer and per day', async () => {
    const result = await confirmedStats(
      `subject=${review.subjectId}&from=2025-03-01&to=2025-03-14`,
    );
    expect(result).toMatchObject({ from: '2025-03-01', to: '2025-03-14', interval: 'day' });
    expect(result.bySubject).toEqual([
      {
        subject: { id: review.subjectId, name: 'Review Lab' },
        confirmed: 6,
        pendingReview: 2,
        draft: 1,
      },
    ]);
    expect(result.byReviewer).toEqual([
      { reviewer: { id: admin.id, name: 'Amal Admin' }, count: 3 },
      { reviewer: { id: reviewer.id, name: 'Basma Admin' }, count: 1 },
      { reviewer: null, count: 1 },
    ]);
    expect(result.overTime).toHaveLength(14);
    expect(result.overTime[0]).toEqual({ date: '2025-03-01', count: 1 });
    expect(result.overTime.filter((p) => p.count > 0)).toEqual([
      { date: '2025-03-01', count: 1 },
      { date: '2025-03-03', count: 2 },
      { date: '2025-03-07', count: 1 },
      { date: '2025-03-12', count: 1 },
    ]);
    expect(result.totals).toEqual({
      confirmed: 6,
      pendingReview: 2,
      draft: 1,
      confirmedInRange: 5,
    });
  });

  it('counts per week (from Monday) over a long range', async () => {
    const result = await confirmedStats(
      `subject=${review.subjectId}&from=2025-03-01&to=2025-06-30`,
    );
    expect(result.interval).toBe('week');
    expect(result.overTime[0]).toEqual({ date: '2025-02-24', count: 1 });
    expect(result.overTime.filter((p) => p.count > 0)).toEqual([
      { date: '2025-02-24', count: 1 },
      { date: '2025-03-03', count: 3 },
      { date: '2025-03-10', count: 1 },
      { date: '2025-05-19', count: 1 },
    ]);
    expect(result.overTime.at(-1)?.date).toBe('2025-06-30');
    const daily = await confirmedStats(
      `subject=${review.subjectId}&from=2025-03-01&to=2025-06-30&interval=day`,
    );
    expect(daily.overTime).toHaveLength(122);
  });

  it('covers the last 90 days by default, for every subject', async () => {
    const result = await confirmedStats('');
    const today = new Date().toISOString().slice(0, 10);
    expect(result.to).toBe(today);
    expect(result.overTime).toHaveLength(90);
    expect(result.overTime.at(-1)?.date).toBe(today);
    // The seeded reference questions were confirmed today, with no reviewer recorded.
    expect(result.byReviewer.find((r) => r.reviewer === null)?.count).toBeGreaterThan(300);
    expect(result.bySubject.length).toBeGreaterThanOrEqual(13);
    expect(result.bySubject.map((s) => s.subject.name)).toContain('Review Lab');
  });

  it('refuses dates that are malformed, impossible or out of order', async () => {
    const cases: [string, Record<string, string>][] = [
      ['from=yesterday', { from: 'Use a date like 2026-01-31' }],
      ['from=2025-02-30', { from: 'This date does not exist' }],
      [
        'from=2025-03-10&to=2025-03-01',
        { from: 'The start date must be on or before the end date' },
      ],
      ['from=2020-01-01&to=2025-01-01', { from: 'Choose a range of at most three years' }],
      ['interval=month', { interval: 'Use auto, day or week' }],
    ];
    for (const [query, fields] of cases) {
      const res = await get(admin, `/api/admin/questions/confirmed-statistics?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toEqual(fields);
      expect(res.json().message, query).toBeTruthy();
    }
  });
});
