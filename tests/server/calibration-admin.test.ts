import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALIBRATION_MIN_RESPONSES,
  type CalibrationApplyResult,
  type CalibrationProposals,
} from '../../src/common/contracts/calibration';
import { auditLog, questionRevisions, questions } from '../../src/server/db/schema';
import { mulberry32, probabilityCorrect, randomNormal } from '../../src/server/modules/exams/irt';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';
import { createCalibrationItem, createCalibrationSubject, insertAttempts } from './calibration-sim';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
let affiliate: TestUser;
let subjectId: string;
/** Confirmed, 250 responses. */
let steady: string;
/** Confirmed, 250 responses, everyone right: facility 1. */
let easy: string;
/** Confirmed, 250 responses. */
let hard: string;
/** Confirmed, 150 responses: under the threshold. */
let few: string;
/** 250 responses, but pending review. */
let pending: string;

const ATTEMPTS = 250;

const get = (user: TestUser | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? TEST_ORIGIN });
const apply = (user: TestUser | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/calibration/apply',
    headers: user?.headers ?? TEST_ORIGIN,
    payload: payload as object,
  });
const list = async (query = '') => {
  const res = await get(admin, `/api/admin/calibration?subject=${subjectId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CalibrationProposals>();
};
const stored = async (id: string) => {
  const [row] = await ctx.database.db.select().from(questions).where(eq(questions.id, id));
  if (!row) throw new Error('question vanished');
  return row;
};

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
  affiliate = await createUser(ctx, 'affiliate');
  const db = ctx.database.db;
  const place = await createCalibrationSubject(db, 'Calibration admin');
  subjectId = place.subjectId;
  const start = { a: 1, b: 0, c: 0.25 };
  steady = await createCalibrationItem(db, place, 'Which force keeps a satellite in orbit?', start);
  easy = await createCalibrationItem(db, place, 'What is the unit of force?', start);
  hard = await createCalibrationItem(db, place, 'Derive the period of a physical pendulum.', start);
  few = await createCalibrationItem(db, place, 'What is the unit of energy?', start);
  pending = await createCalibrationItem(db, place, 'What is the unit of power?', start, {
    status: 'pending_review',
  });
  // Takers θ ~ N(0, 1); `steady` is an ordinary item, `hard` a hard one, `easy` always right.
  const random = mulberry32(19);
  const scores: (number | null)[][] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const theta = randomNormal(random);
    const answer = (b: number) =>
      random() < probabilityCorrect({ a: 1.3, b, c: 0.2 }, theta) ? 1 : 0;
    scores.push([answer(0), 1, answer(1.2), i < 150 ? answer(-0.5) : null, answer(0.3)]);
  }
  await insertAttempts(db, [steady, easy, hard, few, pending], scores);
}, 60_000);
afterAll(() => ctx.close());

describe('GET /api/admin/calibration (dry run)', () => {
  it(`lists only confirmed items with at least ${CALIBRATION_MIN_RESPONSES} responses`, async () => {
    const body = await list();
    expect(body.threshold).toBe(CALIBRATION_MIN_RESPONSES);
    expect(body.items.map((p) => p.id).sort()).toEqual([steady, easy, hard].sort());
    expect(body.total).toBe(3);
    expect(body.totals.eligible).toBe(3);
    expect(body.totals.all).toBe(3);
    for (const p of body.items) {
      expect(p.responses).toBe(ATTEMPTS);
      expect(p.current).toEqual({ a: 1, b: 0, c: 0.25 });
      expect(p.calibratedAt).toBeNull();
    }
    const hardItem = body.items.find((p) => p.id === hard);
    expect(hardItem?.proposed.b).toBeGreaterThan(0.5);
    expect(hardItem?.seB).toBeGreaterThan(0);
  });

  it('writes nothing', async () => {
    await list();
    const row = await stored(steady);
    expect([row.irtA, row.irtB, row.version, row.calibratedAt]).toEqual([1, 0, 1, null]);
  });

  it('flags the item everyone answers right, and filters to flagged items', async () => {
    const all = await list();
    expect(all.items.find((p) => p.id === easy)?.flags).toContain('facility_near_1');
    expect(all.totals.flagged).toBeGreaterThanOrEqual(1);
    const flagged = await list('&flagged=true');
    expect(flagged.items.map((p) => p.id)).toContain(easy);
    expect(flagged.items.every((p) => p.flags.length > 0)).toBe(true);
  });

  it('searches the question text and pages on the server', async () => {
    const found = await list('&q=PENDULUM');
    expect(found.items.map((p) => p.id)).toEqual([hard]);
    const first = await list('&pageSize=2&page=1');
    const second = await list('&pageSize=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBe(3);
    const seen = [...first.items, ...second.items].map((p) => p.id);
    expect(new Set(seen).size).toBe(3);
  });

  it('refuses a bad filter with a message', async () => {
    for (const query of ['subject=nope', 'page=0', 'pageSize=1000', 'flagged=maybe']) {
      const res = await get(admin, `/api/admin/calibration?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  });
});

describe('POST /api/admin/calibration/apply', () => {
  it('refuses bad input with 400 and changes nothing', async () => {
    const auditsBefore = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'question.calibrate'));
    const bodies = [
      {},
      { questionIds: [] },
      { questionIds: ['not-an-id'] },
      { questionIds: [steady], all: true },
      { all: false },
      { questionIds: steady },
      { questionIds: [steady], extra: 1 },
    ];
    for (const body of bodies) {
      const res = await apply(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    const row = await stored(steady);
    expect([row.irtA, row.irtB, row.version, row.calibratedAt]).toEqual([1, 0, 1, null]);
    const auditsAfter = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'question.calibrate'));
    expect(auditsAfter).toHaveLength(auditsBefore.length);
  });

  it('writes the chosen proposals, raises the version, records history and audit', async () => {
    const proposal = (await list()).items.find((p) => p.id === steady);
    if (!proposal) throw new Error('no proposal');
    const res = await apply(admin, { questionIds: [steady, few] });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<CalibrationApplyResult>();
    expect(result.updated).toBe(1);
    expect(result.skipped).toEqual([{ id: few, reason: expect.stringContaining('200 responses') }]);

    const row = await stored(steady);
    expect(row.irtA).toBe(proposal.proposed.a);
    expect(row.irtB).toBe(proposal.proposed.b);
    expect(row.irtC).toBe(0.25);
    expect(row.calibratedAt).not.toBeNull();
    expect(row.version).toBe(2);
    // The item under the threshold is left alone.
    const untouched = await stored(few);
    expect([untouched.irtB, untouched.version, untouched.calibratedAt]).toEqual([0, 1, null]);

    const [revision] = await ctx.database.db
      .select()
      .from(questionRevisions)
      .where(
        and(eq(questionRevisions.questionId, steady), eq(questionRevisions.action, 'calibrate')),
      );
    expect(revision?.changedBy).toBe(admin.id);
    expect(revision?.before).toEqual({ irtA: 1, irtB: 0 });
    expect(revision?.after).toEqual({ irtA: proposal.proposed.a, irtB: proposal.proposed.b });

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'question.calibrate'), eq(auditLog.targetId, steady)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(admin.id);
    expect(audits[0]?.before).toMatchObject({ irtA: 1, irtB: 0, calibratedAt: null });
    expect(audits[0]?.after).toMatchObject({ irtB: proposal.proposed.b, responses: ATTEMPTS });

    const after = await list();
    expect(after.items.find((p) => p.id === steady)?.calibratedAt).not.toBeNull();
  });

  it('applies every proposal with all: true', async () => {
    const res = await apply(admin, { all: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CalibrationApplyResult>().updated).toBe(3);
    const rows = await ctx.database.db
      .select()
      .from(questions)
      .where(inArray(questions.id, [easy, hard, pending, few]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(easy)?.calibratedAt).not.toBeNull();
    expect(byId.get(hard)?.irtB).toBeGreaterThan(0.5);
    expect(byId.get(hard)?.version).toBe(2);
    expect(byId.get(pending)?.calibratedAt).toBeNull();
    expect(byId.get(few)?.calibratedAt).toBeNull();
  });
});

describe('access', () => {
  it('answers 401 to visitors and 403 to students and affiliates', async () => {
    expect((await get(null, '/api/admin/calibration')).statusCode).toBe(401);
    expect((await apply(null, { all: true })).statusCode).toBe(401);
    for (const user of [student, affiliate]) {
      expect((await get(user, '/api/admin/calibration')).statusCode).toBe(403);
      expect((await apply(user, { all: true })).statusCode).toBe(403);
    }
    const row = await stored(few);
    expect(row.calibratedAt).toBeNull();
  });
});
