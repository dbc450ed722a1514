import { and, asc, eq, inArray } from 'drizzle-orm';
import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examItems, exams, questions, reviewCards } from '../../src/server/db/schema';
import { countDueCards } from '../../src/server/modules/learning/count-due-cards';
import { updateReviewCards } from '../../src/server/modules/learning/update-review-cards';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, type Bank, grantAccess, makeBank } from './exams-fixtures';

let ctx: TestContext;
let bank: Bank;
const MINUTE = 60_000;
const DAY = 86_400_000;
// Computed independently of the app: ts-fsrs with its defaults and no fuzz.
const reference = fsrs(generatorParameters({ enable_fuzz: false }));

beforeAll(async () => {
  ctx = await buildTestApp();
  bank = await makeBank(ctx, {
    topics: [
      { weight: 60, count: 12 },
      { weight: 40, count: 12 },
    ],
  });
});
afterAll(async () => {
  await ctx.close();
});

async function newStudent(subjectId = bank.subjectId) {
  const s = await createUser(ctx, 'student');
  await grantAccess(ctx, s, subjectId);
  return s;
}

const base = (id: string) => `/api/student/exams/${id}`;
const pick = (choice: string) => ({ type: 'single', choice });

async function itemsOf(examId: string) {
  return ctx.database.db
    .select({ position: examItems.position, questionId: examItems.questionId })
    .from(examItems)
    .where(eq(examItems.examId, examId))
    .orderBy(asc(examItems.position));
}

/** Takes an exam: answers by position ('a' is right, anything else wrong), then submits. */
async function take(student: TestUser, examId: string, answers: Record<number, string>) {
  expect((await api(ctx, student, 'POST', `${base(examId)}/start`)).status).toBe(200);
  for (const [position, choice] of Object.entries(answers)) {
    const saved = await api(ctx, student, 'PUT', `${base(examId)}/items/${position}`, {
      answer: pick(choice),
      clientSeq: 1,
    });
    expect(saved.status).toBe(200);
  }
  const done = await api(ctx, student, 'POST', `${base(examId)}/submit`);
  expect(done.status).toBe(200);
}

async function customExam(student: TestUser, count: number) {
  const res = await api(ctx, student, 'POST', '/api/student/exams', {
    subjectId: bank.subjectId,
    mode: 'simulation',
    custom: {
      topicIds: bank.topicIds,
      questionCount: count,
      difficulty: 'mixed',
      timed: true,
      minutes: 10,
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const cardsOf = (userId: string) =>
  ctx.database.db.select().from(reviewCards).where(eq(reviewCards.userId, userId));

/** A card that has graduated to Review (state 2), last reviewed 11 days before `at`. */
async function reviewStateCard(userId: string, questionId: string) {
  const [row] = await ctx.database.db
    .insert(reviewCards)
    .values({
      userId,
      questionId,
      subjectId: bank.subjectId,
      due: new Date('2026-03-01T00:00:00Z'),
      stability: 10,
      difficulty: 5,
      scheduledDays: 10,
      reps: 3,
      lapses: 0,
      state: 2,
      lastReview: new Date('2026-02-19T00:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('no card');
  return row;
}

const examLike = (userId: string, origin: string) =>
  ({ userId, subjectId: bank.subjectId, settings: { origin } }) as never;

describe('missed questions become FSRS cards', () => {
  it('schedules a missed question as FSRS Again at the time the exam closed', async () => {
    const student = await newStudent();
    const examId = await customExam(student, 5);
    const items = await itemsOf(examId);
    // 1 right, 2 wrong, 3 to 5 left blank: only the wrong answer is a miss to review.
    await take(student, examId, { 1: 'a', 2: 'b' });

    const cards = await cardsOf(student.id);
    expect(cards.map((c) => c.questionId)).toEqual([items[1]?.questionId]);
    const card = cards[0];
    if (!card?.lastReview) throw new Error('card not reviewed');
    const expected = reference.next(
      createEmptyCard(card.lastReview),
      card.lastReview,
      Rating.Again,
    ).card;
    expect(card.due.getTime()).toBe(expected.due.getTime());
    expect(card.stability).toBeCloseTo(expected.stability, 6);
    expect(card.difficulty).toBeCloseTo(expected.difficulty, 6);
    // Known values of FSRS's default weights: Again on a new card = 1-minute step, S = w0.
    expect(card.due.getTime() - card.lastReview.getTime()).toBe(MINUTE);
    expect(card.stability).toBeCloseTo(0.212, 6);
    expect(card).toMatchObject({ state: 1, reps: 1, lapses: 0, subjectId: bank.subjectId });

    // The dashboard's counts: coming up first, due once its minute has passed.
    const at = card.lastReview;
    expect(await countDueCards(ctx.database.db, student.id, { now: at })).toEqual({
      due: 0,
      dueSoon: 1,
    });
    const later = new Date(at.getTime() + 2 * MINUTE);
    expect(
      await countDueCards(ctx.database.db, student.id, { subjectId: bank.subjectId, now: later }),
    ).toEqual({ due: 1, dueSoon: 0 });
    expect(
      await countDueCards(ctx.database.db, student.id, { now: new Date(at.getTime() - 8 * DAY) }),
    ).toEqual({ due: 0, dueSoon: 0 });
  });

  it('grades a card Again when its question is missed again in a normal exam', async () => {
    const student = await newStudent();
    const [q] = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.subjectId, bank.subjectId))
      .limit(1);
    const questionId = q?.id ?? '';
    const at = new Date('2026-03-02T09:00:00Z');
    const db = ctx.database.db;
    const miss = [
      { questionId, topicId: bank.topicIds[0] ?? '', answered: true, correct: false, credit: 0 },
    ];
    await updateReviewCards(db, examLike(student.id, 'custom'), miss, at);
    const second = new Date(at.getTime() + 5 * MINUTE);
    await updateReviewCards(db, examLike(student.id, 'template'), miss, second);

    const [card] = await cardsOf(student.id);
    const first = reference.next(createEmptyCard(at), at, Rating.Again).card;
    const expected = reference.next(first, second, Rating.Again).card;
    expect(card?.reps).toBe(2);
    expect(card?.due.toISOString()).toBe(expected.due.toISOString());
    expect(card?.stability).toBeCloseTo(expected.stability, 6);

    // A right answer in a normal exam is no review: the card stays as it was.
    await updateReviewCards(
      db,
      examLike(student.id, 'custom'),
      miss.map((m) => ({ ...m, correct: true, credit: 1 })),
      new Date(second.getTime() + DAY),
    );
    const [unchanged] = await cardsOf(student.id);
    expect(unchanged?.reps).toBe(2);
    expect(unchanged?.due.toISOString()).toBe(expected.due.toISOString());
  });
});

describe('a review exam grades its cards back into FSRS', () => {
  const at = new Date('2026-03-02T09:00:00Z');

  async function oneReviewCard() {
    const student = await newStudent();
    const [q] = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.subjectId, bank.subjectId))
      .limit(1);
    const card = await reviewStateCard(student.id, q?.id ?? '');
    const item = { questionId: card.questionId, topicId: bank.topicIds[0] ?? '', credit: 0 };
    return { student, card, item };
  }

  it('moves the due date forward when the student gets it right (Good)', async () => {
    const { student, item } = await oneReviewCard();
    await updateReviewCards(
      ctx.database.db,
      examLike(student.id, 'review'),
      [{ ...item, answered: true, correct: true, credit: 1 }],
      at,
    );
    const [card] = await cardsOf(student.id);
    // Stability 10 reviewed Good 11 days on: FSRS-6 defaults give S ≈ 33.56, 34 days.
    expect(card?.due.toISOString()).toBe('2026-04-05T09:00:00.000Z');
    expect(card?.stability).toBeCloseTo(33.56166347, 5);
    expect(card).toMatchObject({ state: 2, reps: 4, lapses: 0, scheduledDays: 34 });
    expect(card?.lastReview?.toISOString()).toBe(at.toISOString());
  });

  it('resets the card when the student gets it wrong (Again, one more lapse)', async () => {
    const { student, item } = await oneReviewCard();
    await updateReviewCards(
      ctx.database.db,
      examLike(student.id, 'review'),
      [{ ...item, answered: true, correct: false }],
      at,
    );
    const [card] = await cardsOf(student.id);
    expect(card?.due.toISOString()).toBe('2026-03-02T09:10:00.000Z');
    expect(card?.stability).toBeCloseTo(1.40739968, 5);
    expect(card).toMatchObject({ state: 3, reps: 4, lapses: 1 });
  });

  it('counts a review question left blank as forgotten (Again)', async () => {
    const { student, item } = await oneReviewCard();
    await updateReviewCards(
      ctx.database.db,
      examLike(student.id, 'review'),
      [{ ...item, answered: false, correct: false }],
      at,
    );
    const [card] = await cardsOf(student.id);
    expect(card).toMatchObject({ state: 3, lapses: 1 });
  });
});

describe('POST /api/student/learning/review', () => {
  const REVIEW = '/api/student/learning/review';

  async function dueCards(student: TestUser, subjectId: string, n: number, firstDueDaysAgo = 5) {
    const qs = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.subjectId, subjectId))
      .orderBy(asc(questions.id))
      .limit(n);
    for (const [i, q] of qs.entries()) {
      await ctx.database.db.insert(reviewCards).values({
        userId: student.id,
        questionId: q.id,
        subjectId,
        // The first is the longest overdue.
        due: new Date(Date.now() - (firstDueDaysAgo - i * 0.1) * DAY),
        stability: 0.212,
        difficulty: 6.4,
        reps: 1,
        state: 1,
        lastReview: new Date(Date.now() - 6 * DAY),
      });
    }
    return qs.map((q) => q.id);
  }

  it('refuses when nothing is due, with a clear message', async () => {
    const student = await newStudent();
    const res = await api(ctx, student, 'POST', REVIEW, {});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NOTHING_DUE');
    expect(res.body.message).toMatch(/No review questions are due/);
    // A card not due yet does not count.
    const [q] = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.subjectId, bank.subjectId))
      .limit(1);
    await ctx.database.db.insert(reviewCards).values({
      userId: student.id,
      questionId: q?.id ?? '',
      subjectId: bank.subjectId,
      due: new Date(Date.now() + DAY),
      stability: 1,
      difficulty: 5,
    });
    const again = await api(ctx, student, 'POST', REVIEW, { subjectId: bank.subjectId });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOTHING_DUE');
  });

  it('builds a practice exam of the due cards, oldest due first, at most `count`', async () => {
    const student = await newStudent();
    const ids = await dueCards(student, bank.subjectId, 5);
    const res = await api(ctx, student, 'POST', REVIEW, { subjectId: bank.subjectId, count: 3 });
    expect(res.status).toBe(201);
    const [exam] = await ctx.database.db.select().from(exams).where(eq(exams.id, res.body.id));
    expect(exam).toMatchObject({ mode: 'practice', subjectId: bank.subjectId, questionCount: 3 });
    expect(exam?.settings.origin).toBe('review');
    expect(exam?.settings.timed).toBe(false);
    expect((await itemsOf(res.body.id)).map((i) => i.questionId)).toEqual(ids.slice(0, 3));

    // A normal exam the student takes in the exam room.
    const details = await api(ctx, student, 'GET', base(res.body.id));
    expect(details.status).toBe(200);
    expect(details.body.title).toMatch(/^Review: /);
  });

  it('takes the subject with most due cards when none is given', async () => {
    const other = await makeBank(ctx, { topics: [{ weight: 100, count: 6 }] });
    const student = await newStudent();
    await grantAccess(ctx, student, other.subjectId);
    await dueCards(student, bank.subjectId, 2);
    const otherIds = await dueCards(student, other.subjectId, 4);
    const res = await api(ctx, student, 'POST', REVIEW, {});
    expect(res.status).toBe(201);
    const [exam] = await ctx.database.db.select().from(exams).where(eq(exams.id, res.body.id));
    expect(exam?.subjectId).toBe(other.subjectId);
    expect((await itemsOf(res.body.id)).map((i) => i.questionId).sort()).toEqual(otherIds.sort());
  });

  it('refuses a locked subject as exam creation does, and an unknown one', async () => {
    const locked = await makeBank(ctx, { topics: [{ weight: 100, count: 6 }] });
    const student = await newStudent();
    await dueCards(student, locked.subjectId, 2);
    const res = await api(ctx, student, 'POST', REVIEW, { subjectId: locked.subjectId });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBJECT_LOCKED');
    expect(res.body.message).toMatch(/is locked/);
    // Without a subject the only due cards are locked ones: the same refusal, not an empty exam.
    const any = await api(ctx, student, 'POST', REVIEW, {});
    expect(any.status).toBe(403);
    expect(any.body.code).toBe('SUBJECT_LOCKED');
    const unknown = await api(ctx, student, 'POST', REVIEW, {
      subjectId: '00000000-0000-4000-8000-00000000beef',
    });
    expect(unknown.status).toBe(404);
  });

  it('grades the cards back when the review exam is submitted', async () => {
    const student = await newStudent();
    const ids = await dueCards(student, bank.subjectId, 2);
    const before = await cardsOf(student.id);
    const res = await api(ctx, student, 'POST', REVIEW, { subjectId: bank.subjectId });
    expect(res.status).toBe(201);
    const items = await itemsOf(res.body.id);
    // Right on the first, wrong on the second.
    const right = items.find((i) => i.questionId === ids[0]);
    const wrong = items.find((i) => i.questionId === ids[1]);
    await take(student, res.body.id, { [right?.position ?? 0]: 'a', [wrong?.position ?? 0]: 'c' });

    const after = await ctx.database.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, student.id), inArray(reviewCards.questionId, ids)));
    const byQ = new Map(after.map((c) => [c.questionId, c]));
    const good = byQ.get(ids[0] ?? '');
    const again = byQ.get(ids[1] ?? '');
    expect(good?.reps).toBe((before[0]?.reps ?? 0) + 1);
    expect(again?.reps).toBe((before[1]?.reps ?? 0) + 1);
    // Both reviewed now; the one recalled comes back later than the one forgotten.
    expect(good?.due.getTime()).toBeGreaterThan(Date.now());
    expect(good?.due.getTime()).toBeGreaterThan(again?.due.getTime() ?? Infinity);
    expect(
      (
        await countDueCards(ctx.database.db, student.id, {
          subjectId: bank.subjectId,
          now: new Date(),
        })
      ).due,
    ).toBe(0);
  });
});
