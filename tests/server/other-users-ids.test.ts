import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/common/roles';
import {
  examItems,
  exams,
  payments,
  studyPlans,
  subjectUnlocks,
  userSessions,
} from '../../src/server/db/schema';
import { startCheckout } from '../helpers/commerce';
import { createUser, signIn, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';
import { api, type Bank, grantAccess, makeBank, makeTemplate } from './exams-fixtures';

/**
 * Every route a non-administrator may call with an id in its path, called by someone else with
 * the owner's ids. Generated from the registered routes: a new route with a path parameter must
 * say here whether the parameter names something a user owns (then strangers get 404 and the
 * owner's data stays as it was) or something of the shared catalogue (a subject, a package;
 * then the call acts on the caller's own data only, which the snapshot of the owner's rows
 * checks too).
 */
const OWNED: Record<string, 'exam' | 'payment' | 'session'> = {
  '/api/student/exams/:id': 'exam',
  '/api/student/payments/:id': 'payment',
  '/api/account/sessions/:id': 'session',
};
const SHARED = [
  '/api/student/learning/subjects/:subjectId',
  '/api/student/learning/plans/:subjectId',
  '/api/student/quotes/:packageId',
  '/api/student/subjects/:id',
];

let ctx: TestContext;
let bank: Bank;
let templateId: string;
let owner: TestUser;
const strangers = {} as Record<'student' | 'affiliate', TestUser>;
const ownerIds = { openExam: '', finishedExam: '', payment: '', session: '' };

beforeAll(async () => {
  ctx = await buildTestApp();
  bank = await makeBank(ctx, {
    topics: [
      { weight: 50, count: 12 },
      { weight: 50, count: 12 },
    ],
  });
  templateId = await makeTemplate(ctx, bank.subjectId, [
    { title: 'Part A', questionCount: 4, durationMinutes: 10, topics: null },
  ]);
  owner = await createUser(ctx, 'student');
  strangers.student = await createUser(ctx, 'student');
  strangers.affiliate = await createUser(ctx, 'affiliate');
  for (const user of [owner, strangers.student]) await grantAccess(ctx, user, bank.subjectId);

  const custom = (n: number) => ({
    subjectId: bank.subjectId,
    mode: 'simulation',
    custom: {
      topicIds: bank.topicIds,
      questionCount: n,
      difficulty: 'mixed',
      timed: true,
      minutes: 10,
    },
  });
  const finished = await api(ctx, owner, 'POST', '/api/student/exams', custom(5));
  expect(finished.status, JSON.stringify(finished.body)).toBe(201);
  ownerIds.finishedExam = finished.body.id;
  await api(ctx, owner, 'POST', `/api/student/exams/${ownerIds.finishedExam}/start`);
  await api(ctx, owner, 'PUT', `/api/student/exams/${ownerIds.finishedExam}/items/1`, {
    answer: { type: 'single', choice: 'b' },
    clientSeq: 1,
  });
  const submitted = await api(
    ctx,
    owner,
    'POST',
    `/api/student/exams/${ownerIds.finishedExam}/submit`,
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

  const open = await api(ctx, owner, 'POST', '/api/student/exams', custom(5));
  ownerIds.openExam = open.body.id;
  await api(ctx, owner, 'POST', `/api/student/exams/${ownerIds.openExam}/start`);
  await api(ctx, owner, 'PUT', `/api/student/exams/${ownerIds.openExam}/items/1`, {
    answer: { type: 'single', choice: 'b' },
    clientSeq: 1,
  });
  const plan = await api(ctx, owner, 'PUT', `/api/student/learning/plans/${bank.subjectId}`, {
    examDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    targetScore: '4',
    templateId,
  });
  expect(plan.status).toBe(200);

  ownerIds.payment = (await startCheckout(ctx, owner)).paymentId;
  // A second device, so the session a stranger aims at is not the one the owner is using.
  await signIn(ctx, owner.email, owner.password);
  const sessions = await ctx.app.inject({
    method: 'GET',
    url: '/api/account/sessions',
    headers: owner.headers,
  });
  ownerIds.session = sessions.json().sessions.find((s: { current: boolean }) => !s.current).id;
});
afterAll(() => ctx.close());

/** Everything of the owner's that a stranger's call could reach. */
async function ownerRows() {
  const db = ctx.database.db;
  const examRows = await db.select().from(exams).where(eq(exams.userId, owner.id));
  const items = [];
  for (const exam of examRows)
    items.push(...(await db.select().from(examItems).where(eq(examItems.examId, exam.id))));
  return JSON.stringify({
    exams: examRows.sort((a, b) => a.id.localeCompare(b.id)),
    items: items.sort((a, b) =>
      `${a.examId}${a.position}`.localeCompare(`${b.examId}${b.position}`),
    ),
    payments: await db.select().from(payments).where(eq(payments.userId, owner.id)),
    plans: await db.select().from(studyPlans).where(eq(studyPlans.userId, owner.id)),
    unlocks: await db.select().from(subjectUnlocks).where(eq(subjectUnlocks.userId, owner.id)),
    sessions: (await db.select().from(userSessions).where(eq(userSessions.userId, owner.id))).map(
      ({ id, isActive }) => ({ id, isActive }),
    ),
  });
}

const routes = () =>
  ctx.app.routeAccess.filter(
    (r) =>
      r.url.includes(':') &&
      r.access !== 'public' &&
      (r.access as readonly Role[]).some((role) => role !== 'admin'),
  );
const ownedKind = (url: string) =>
  Object.entries(OWNED).find(([prefix]) => url.startsWith(prefix))?.[1];

/** A well-formed body for the route, so only ownership can refuse it. */
function bodyFor(method: string, url: string): object | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (url.includes('/items/')) return { answer: { type: 'single', choice: 'a' }, clientSeq: 50 };
  if (url.endsWith('/sandbox')) return { outcome: 'succeeded' };
  if (url.startsWith('/api/student/learning/plans/:subjectId') && method === 'PUT')
    return {
      examDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      targetScore: '5',
      templateId,
    };
  return {};
}

function fill(url: string, examId: string) {
  return url
    .replace(/^\/api\/student\/exams\/:id/, `/api/student/exams/${examId}`)
    .replace(':position', '1')
    .replace(':index', '0')
    .replace(/^\/api\/student\/payments\/:id/, `/api/student/payments/${ownerIds.payment}`)
    .replace(/^\/api\/account\/sessions\/:id/, `/api/account/sessions/${ownerIds.session}`)
    .replace(/:subjectId|:id/, bank.subjectId)
    .replace(':packageId', '00000000-0000-4000-8000-000000000002');
}

describe("other users' ids", () => {
  it('every route with a path parameter says whether the id is owned or shared', () => {
    const undeclared = routes()
      .map((r) => r.url)
      .filter((url) => !ownedKind(url) && !SHARED.some((prefix) => url.startsWith(prefix)));
    expect(undeclared).toEqual([]);
    expect(routes().length).toBeGreaterThanOrEqual(19);
  });

  it("answers 404 to a stranger's call with the owner's id and leaves the owner's data as it was", async () => {
    const before = await ownerRows();
    let calls = 0;
    for (const route of routes()) {
      const kind = ownedKind(route.url);
      const examIds = kind === 'exam' ? [ownerIds.openExam, ownerIds.finishedExam] : [''];
      for (const role of ['student', 'affiliate'] as const) {
        if (!(route.access as readonly Role[]).includes(role)) continue;
        for (const examId of examIds) {
          const url = fill(route.url, examId);
          const payload = bodyFor(route.method, route.url);
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            headers: strangers[role].headers,
            ...(payload ? { payload } : {}),
          });
          calls += 1;
          const label = `${role} ${route.method} ${url}: ${res.body}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (kind) expect(res.statusCode, label).toBe(404);
          // Nothing of the owner's comes back, whatever the answer.
          for (const id of [
            ownerIds.openExam,
            ownerIds.finishedExam,
            ownerIds.payment,
            ownerIds.session,
            owner.email,
          ])
            if (!url.includes(id)) expect(res.body, label).not.toContain(id);
        }
      }
    }
    expect(calls).toBeGreaterThanOrEqual(20);
    expect(await ownerRows()).toBe(before);
  });

  it("still works for the owner (the ids were the owner's to use)", async () => {
    const own = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.headers });
    expect((await own(`/api/student/exams/${ownerIds.openExam}/state`)).statusCode).toBe(200);
    expect((await own(`/api/student/exams/${ownerIds.finishedExam}/report`)).statusCode).toBe(200);
    expect((await own(`/api/student/payments/${ownerIds.payment}`)).statusCode).toBe(200);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${ownerIds.session}`,
      headers: { ...owner.headers, ...TEST_ORIGIN },
    });
    expect(del.statusCode).toBe(204);
  });
});
