import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import { auditLog, commissions } from '../../src/server/db/schema';
import { buy, makeAffiliate, referStudent } from '../helpers/affiliates';
import { BASIC_ID, startCheckout } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

/** The administrator's address as the server sees it (app.inject's remoteAddress). */
const IP = '203.0.113.7';

let ctx: TestContext;
let admin: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  other = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, payload?: unknown, user: TestUser = admin) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: user.headers,
    remoteAddress: IP,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered
  const body = (res.body ? res.json() : null) as any;
  return { status: res.statusCode, body };
}

const total = async () => (await ctx.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

async function entries(action: string, targetId?: string | null) {
  const where: SQL[] = [eq(auditLog.action, action)];
  if (targetId) where.push(eq(auditLog.targetId, targetId));
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(asc(auditLog.createdAt));
}

/** Exactly one entry for the action and target, by `admin` from IP, matching the fields. */
async function expectOne(
  action: string,
  targetType: string,
  targetId: string | null,
  fields: { before?: unknown; after?: unknown } = {},
  by: TestUser = admin,
) {
  const rows = (await entries(action, targetId)).filter((r) => r.targetId === targetId);
  expect(rows, `${action} ${targetId}`).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({
    actorId: by.id,
    actorEmail: by.email,
    action,
    targetType,
    targetId,
    ip: IP,
  });
  if ('before' in fields) expect(row?.before).toMatchObject(fields.before as object);
  if ('after' in fields) expect(row?.after).toMatchObject(fields.after as object);
  return row;
}

/** Runs a refused request and checks that it wrote nothing to the log. */
async function expectNothingWritten(status: number, request: () => ReturnType<typeof call>) {
  const before = await total();
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(await total()).toBe(before);
  return res;
}

const packageInput = (name: string) => ({
  name,
  description: 'Audit test',
  price: 12.5,
  discountPercent: 0,
  unlockPoints: 2,
  validityMonths: 3,
});

describe('packages', () => {
  it('records create, update, deactivate and delete with the changed fields', async () => {
    const created = await call('POST', '/api/admin/packages', packageInput('Audit Pack'));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await expectOne('package.create', 'package', id, {
      after: { name: 'Audit Pack', price: 12.5, unlockPoints: 2, status: true },
    });

    expect((await call('PATCH', `/api/admin/packages/${id}`, { price: 15 })).status).toBe(200);
    const update = await expectOne('package.update', 'package', id, {
      before: { price: 12.5 },
      after: { price: 15 },
    });
    // An edit changes only what it sends: the description stays.
    expect(Object.keys(update?.after as object)).toEqual(['price']);

    expect((await call('PATCH', `/api/admin/packages/${id}`, { status: false })).status).toBe(200);
    await expectOne('package.deactivate', 'package', id, {
      before: { status: true },
      after: { status: false },
    });

    expect((await call('DELETE', `/api/admin/packages/${id}`)).status).toBe(204);
    await expectOne('package.delete', 'package', id, { before: { name: 'Audit Pack' } });
  });

  it('writes nothing when the change is refused or changes nothing', async () => {
    await expectNothingWritten(409, () =>
      call('DELETE', `/api/admin/packages/${FREE_TRIAL_PACKAGE_ID}`),
    );
    await expectNothingWritten(409, () =>
      call('PATCH', `/api/admin/packages/${FREE_TRIAL_PACKAGE_ID}`, { isTrial: false }),
    );
    await expectNothingWritten(400, () =>
      call('PATCH', `/api/admin/packages/${BASIC_ID}`, { validityMonths: 0 }),
    );
    const [basic] = (await call('GET', '/api/admin/packages')).body.packages.filter(
      (p: { id: string }) => p.id === BASIC_ID,
    );
    await expectNothingWritten(200, () =>
      call('PATCH', `/api/admin/packages/${BASIC_ID}`, { price: basic.price }),
    );
  });
});

describe('payments', () => {
  it('records a refund once; a second refund and a pending payment write nothing', async () => {
    const affiliate = await makeAffiliate(ctx);
    const student = await referStudent(ctx, affiliate);
    const { paymentId, commission } = await buy(ctx, student);
    expect((await call('POST', `/api/admin/payments/${paymentId}/refund`)).status).toBe(200);
    await expectOne('payment.refund', 'payment', paymentId, {
      before: { status: 'succeeded' },
      after: { status: 'refunded', cancelledCommissions: [commission?.id] },
    });
    await expectNothingWritten(409, () => call('POST', `/api/admin/payments/${paymentId}/refund`));

    const pending = await startCheckout(ctx, await createUser(ctx, 'student'));
    await expectNothingWritten(409, () =>
      call('POST', `/api/admin/payments/${pending.paymentId}/refund`),
    );
  });
});

describe('subjects and topics', () => {
  it('records every change and nothing for a refused delete', async () => {
    const created = await call('POST', '/api/admin/subjects', {
      name: 'Audit Geography',
      board: 'IGCSE',
      description: 'Rivers and coasts.',
    });
    expect(created.status).toBe(201);
    const subjectId = created.body.id as string;
    await expectOne('subject.create', 'subject', subjectId, {
      after: { name: 'Audit Geography', slug: 'audit-geography', board: 'IGCSE' },
    });

    const topic = await call('POST', `/api/admin/subjects/${subjectId}/topics`, {
      name: 'Rivers',
      blueprintWeight: 60,
    });
    const topicId = topic.body.id as string;
    await expectOne('topic.create', 'topic', topicId, {
      after: { subjectId, name: 'Rivers', blueprintWeight: 60 },
    });
    const second = (
      await call('POST', `/api/admin/subjects/${subjectId}/topics`, {
        name: 'Coasts',
        blueprintWeight: 40,
      })
    ).body.id as string;

    await call('PATCH', `/api/admin/subjects/${subjectId}`, { name: 'Audit Geography II' });
    await expectOne('subject.update', 'subject', subjectId, {
      before: { name: 'Audit Geography' },
      after: { name: 'Audit Geography II' },
    });
    await call('PATCH', `/api/admin/subjects/${subjectId}`, { isActive: false });
    const deactivated = await expectOne('subject.deactivate', 'subject', subjectId, {
      before: { isActive: true },
      after: { isActive: false },
    });
    // An edit changes only what it sends: the description stays.
    expect(deactivated?.after).toEqual({ isActive: false });
    const kept = (await call('GET', '/api/admin/subjects')).body.subjects.find(
      (s: { id: string }) => s.id === subjectId,
    );
    expect(kept.description).toBe('Rivers and coasts.');
    await call('PATCH', `/api/admin/topics/${topicId}`, { blueprintWeight: 55 });
    await expectOne('topic.update', 'topic', topicId, {
      before: { blueprintWeight: 60 },
      after: { blueprintWeight: 55 },
    });
    await call('PATCH', `/api/admin/topics/${topicId}`, { isActive: false });
    await expectOne('topic.deactivate', 'topic', topicId);

    const reordered = await call('POST', `/api/admin/subjects/${subjectId}/topics/reorder`, {
      ids: [second, topicId],
    });
    expect(reordered.status).toBe(200);
    await expectOne('topic.reorder', 'subject', subjectId, {
      before: { order: [topicId, second] },
      after: { order: [second, topicId] },
    });

    const subjects = (await call('GET', '/api/admin/subjects')).body.subjects as { id: string }[];
    const order = subjects.map((s) => s.id).reverse();
    expect((await call('POST', '/api/admin/subjects/reorder', { ids: order })).status).toBe(200);
    await expectOne('subject.reorder', 'subject', null, { after: { order } });

    // A question in the first topic: the subject and that topic can no longer be deleted.
    await call('PATCH', `/api/admin/subjects/${subjectId}`, { isActive: true });
    await call('PATCH', `/api/admin/topics/${topicId}`, { isActive: true });
    await expectOne('subject.activate', 'subject', subjectId);
    await expectOne('topic.activate', 'topic', topicId);
    const question = await call('POST', '/api/admin/questions', question_(subjectId, topicId));
    expect(question.status).toBe(201);
    await expectNothingWritten(409, () => call('DELETE', `/api/admin/subjects/${subjectId}`));
    await expectNothingWritten(409, () => call('DELETE', `/api/admin/topics/${topicId}`));
    await expectNothingWritten(404, () =>
      call('PATCH', '/api/admin/topics/00000000-0000-4000-8000-000000000999', { name: 'Gone' }),
    );
    await expectNothingWritten(409, () =>
      call('POST', `/api/admin/subjects/${subjectId}/topics`, {
        name: 'Coasts',
        blueprintWeight: 1,
      }),
    );

    expect((await call('DELETE', `/api/admin/topics/${second}`)).status).toBe(204);
    await expectOne('topic.delete', 'topic', second, { before: { subjectId, name: 'Coasts' } });

    const empty = (await call('POST', '/api/admin/subjects', { name: 'Audit Empty', board: 'AP' }))
      .body.id as string;
    expect((await call('DELETE', `/api/admin/subjects/${empty}`)).status).toBe(204);
    await expectOne('subject.delete', 'subject', empty, { before: { name: 'Audit Empty' } });
  });
});

let questionSerial = 0;
function question_(subjectId: string, topicId: string, overrides: object = {}) {
  questionSerial += 1;
  const n = questionSerial;
  return {
    subjectId,
    topicId,
    type: 'single',
    stem: `Audit question ${n}: which river is number ${n * 7} on the list?`,
    explanation: 'Look it up.',
    choices: [
      { id: 'a', text: `River ${n}` },
      { id: 'b', text: `Stream ${n}` },
      { id: 'c', text: `Lake ${n}` },
    ],
    answer: { type: 'single', correct: 'a' },
    difficulty: 'medium',
    ...overrides,
  };
}

describe('questions', () => {
  let subjectId: string;
  let topicId: string;
  let otherSubject: { id: string; topic: string };
  beforeAll(async () => {
    const subjects = (await call('GET', '/api/admin/subjects')).body.subjects as {
      id: string;
      topics: { id: string }[];
    }[];
    const [first, second] = subjects.filter((s) => s.topics.length > 0);
    if (!first?.topics[0] || !second?.topics[0]) throw new Error('no seeded topics');
    subjectId = first.id;
    topicId = first.topics[0].id;
    otherSubject = { id: second.id, topic: second.topics[0].id };
  });
  const create = async (overrides: object = {}) => {
    const res = await call('POST', '/api/admin/questions', {
      ...question_(subjectId, topicId),
      ...overrides,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it('records create, edit and each status move', async () => {
    const id = await create({ status: 'draft' });
    await expectOne('question.create', 'question', id, {
      after: { status: 'draft', subjectId, topicId, type: 'single' },
    });

    const detail = (await call('GET', `/api/admin/questions/${id}`)).body;
    const edited = await call('PUT', `/api/admin/questions/${id}`, {
      ...question_(subjectId, topicId),
      version: detail.version,
      stem: detail.stem,
      choices: detail.choices,
      difficulty: 'hard',
    });
    expect(edited.status).toBe(200);
    const update = await expectOne('question.update', 'question', id, {
      before: { status: 'draft', difficulty: 'medium' },
      after: { status: 'draft', difficulty: 'hard' },
    });
    expect(Object.keys(update?.after as object).sort()).toEqual(['difficulty', 'status']);

    expect(
      (await call('POST', `/api/admin/questions/${id}/status`, { status: 'pending_review' }))
        .status,
    ).toBe(200);
    await expectOne('question.submit', 'question', id, {
      before: { status: 'draft' },
      after: { status: 'pending_review' },
    });
    await call('POST', `/api/admin/questions/${id}/status`, { status: 'confirmed' });
    await expectOne('question.confirm', 'question', id, { after: { status: 'confirmed' } });
    await call('POST', `/api/admin/questions/${id}/status`, { status: 'archived' });
    await expectOne('question.archive', 'question', id, {
      before: { status: 'confirmed' },
      after: { status: 'archived' },
    });

    await expectNothingWritten(409, () =>
      call('POST', `/api/admin/questions/${id}/status`, { status: 'archived' }),
    );
    // The same content again is a duplicate: refused, nothing recorded.
    const again = detail;
    await expectNothingWritten(409, () =>
      call('POST', '/api/admin/questions', {
        ...question_(subjectId, topicId),
        stem: again.stem,
        choices: again.choices,
      }),
    );
  });

  it('records one entry per question a bulk action changes, none for the skipped ones', async () => {
    const a = await create({ status: 'pending_review' });
    const b = await create({ status: 'draft' });
    const c = await create({ status: 'pending_review' });
    await call('POST', `/api/admin/questions/${c}/status`, { status: 'confirmed' });
    const res = await call('POST', '/api/admin/questions/bulk', {
      action: 'confirm',
      ids: [a, b, c],
    });
    expect(res.body.changed).toBe(1);
    await expectOne('question.bulk_confirm', 'question', a, {
      before: { status: 'pending_review' },
      after: { status: 'confirmed' },
    });
    // A draft is not confirmed directly, and c is confirmed already: skipped, nothing recorded.
    expect(await entries('question.bulk_confirm', b)).toHaveLength(0);
    expect(await entries('question.bulk_confirm', c)).toHaveLength(0);

    await call('POST', '/api/admin/questions/bulk', { action: 'archive', ids: [a, b] });
    await expectOne('question.bulk_archive', 'question', a, { after: { status: 'archived' } });
    await expectOne('question.bulk_archive', 'question', b);
    // Nothing left to archive: nothing written.
    await expectNothingWritten(200, () =>
      call('POST', '/api/admin/questions/bulk', { action: 'archive', ids: [a, b] }),
    );
  });

  it('records one entry per imported question; a dry run or a refused import writes none', async () => {
    const aiken = (tag: string) =>
      [
        `Audit import ${tag}: which gas do plants take in?`,
        'A. Carbon dioxide',
        'B. Helium',
        'ANSWER: A',
        '',
        `Audit import ${tag}: which planet is closest to the Sun?`,
        'A. Venus',
        'B. Mercury',
        'ANSWER: B',
        '',
      ].join('\n');
    const request = (content: string, dryRun: boolean) =>
      call('POST', '/api/admin/questions/import', {
        format: 'aiken',
        content,
        subjectId,
        topicId,
        dryRun,
      });
    await expectNothingWritten(200, () => request(aiken('one'), true));
    await expectNothingWritten(422, () => request(`${aiken('two')}Broken\nANSWER: Z\n`, false));

    const res = await request(aiken('three'), false);
    expect(res.body.imported).toBe(2);
    const rows = await entries('question.import');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ actorId: admin.id, targetType: 'question', ip: IP });
      expect(row.after).toMatchObject({ format: 'aiken', subjectId, topicId, status: 'draft' });
    }
  });

  it('records a pair marked distinct once; a repeat or a refused pair writes none', async () => {
    const a = await create();
    const b = await create();
    const res = await call('POST', '/api/admin/questions/distinct-pairs', {
      firstId: b,
      secondId: a,
    });
    expect(res.status).toBe(200);
    const pair = `${res.body.firstId}/${res.body.secondId}`;
    await expectOne('question.mark_distinct', 'question_pair', pair, {
      after: { firstId: res.body.firstId, secondId: res.body.secondId },
    });
    await expectNothingWritten(200, () =>
      call('POST', '/api/admin/questions/distinct-pairs', { firstId: a, secondId: b }),
    );
    const foreign = (
      await call('POST', '/api/admin/questions', question_(otherSubject.id, otherSubject.topic))
    ).body.id as string;
    await expectNothingWritten(400, () =>
      call('POST', '/api/admin/questions/distinct-pairs', { firstId: a, secondId: foreign }),
    );
  });
});

describe('exam templates', () => {
  it('records create, update, deactivate and activate; a refused save writes none', async () => {
    const subjects = (await call('GET', '/api/admin/subjects')).body.subjects as { id: string }[];
    const subjectId = subjects[0]?.id as string;
    const template = {
      subjectId,
      name: 'Audit quiz',
      description: 'For the audit tests.',
      kind: 'full',
      sections: [
        {
          title: 'Multiple Choice',
          questionCount: 10,
          durationMinutes: 20,
          topics: null,
          calculator: false,
          directions: 'Choose the best answer.',
        },
      ],
      scoring: {
        scale: 'ap_1_5',
        cutPoints: [
          { label: '5', minPercent: 75 },
          { label: '3', minPercent: 50 },
          { label: '1', minPercent: 0 },
        ],
      },
    };
    const base = '/api/admin/exam-templates';
    const created = await call('POST', base, template);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await expectOne('exam_template.create', 'exam_template', id, {
      after: { name: 'Audit quiz', slug: 'audit-quiz', subjectId },
    });
    await call('PUT', `${base}/${id}`, { ...template, name: 'Audit quiz II' });
    const update = await expectOne('exam_template.update', 'exam_template', id, {
      before: { name: 'Audit quiz' },
      after: { name: 'Audit quiz II' },
    });
    expect(Object.keys(update?.after as object)).toEqual(['name']);
    const wasActive = created.body.isActive as boolean;
    const first = wasActive ? 'deactivate' : 'activate';
    const then = wasActive ? 'activate' : 'deactivate';
    expect((await call('POST', `${base}/${id}/${first}`)).status).toBe(200);
    await expectOne(`exam_template.${first}`, 'exam_template', id, {
      after: { isActive: !wasActive },
    });
    await call('POST', `${base}/${id}/${then}`);
    await expectOne(`exam_template.${then}`, 'exam_template', id, {
      after: { isActive: wasActive },
    });

    await expectNothingWritten(409, () => call('POST', base, template));
    await expectNothingWritten(400, () =>
      call('PUT', `${base}/${id}`, {
        ...template,
        sections: [{ ...template.sections[0], topics: [{ slug: 'no-such-topic', weight: 100 }] }],
      }),
    );
  });
});

describe('sessions', () => {
  it('records clearing one session and all sessions of a user', async () => {
    const user = await createUser(ctx, 'student');
    const sessions = (await call('GET', '/api/admin/sessions')).body.sessions as {
      id: string;
      user: { id: string };
    }[];
    const theirs = sessions.find((s) => s.user.id === user.id);
    if (!theirs) throw new Error('no session');
    expect((await call('DELETE', `/api/admin/sessions/${theirs.id}`)).status).toBe(204);
    const entry = await expectOne('session.revoke', 'session', theirs.id, {
      before: { userId: user.id, isActive: true },
      after: { isActive: false },
    });
    expect(JSON.stringify(entry)).not.toMatch(/token/i);
    // Clearing it again changes nothing: nothing recorded. An unknown session is a 404.
    await expectNothingWritten(204, () => call('DELETE', `/api/admin/sessions/${theirs.id}`));
    await expectNothingWritten(404, () =>
      call('DELETE', '/api/admin/sessions/00000000-0000-4000-8000-000000000999'),
    );

    const again = await createUser(ctx, 'student');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: TEST_ORIGIN,
      payload: { email: again.email, password: again.password },
    });
    expect((await call('DELETE', `/api/admin/users/${again.id}/sessions`)).status).toBe(204);
    await expectOne('session.revoke_all', 'user', again.id, { after: { sessionsCleared: 2 } });
    await expectNothingWritten(404, () => call('DELETE', '/api/admin/users/nobody/sessions'));
  });
});

describe('affiliates and commissions', () => {
  it('records creation without the password and rate changes', async () => {
    const email = `audit.affiliate.${Date.now()}@example.test`;
    const res = await call('POST', '/api/admin/affiliates', {
      email,
      password: 'affiliate-password-1',
      firstName: 'Aud',
      lastName: 'It',
      code: 'AUDITCODE1',
      commissionRate: 12,
      referralDiscountPercent: 8,
    });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    const entry = await expectOne('affiliate.create', 'user', id, {
      after: { email, code: 'AUDITCODE1', commissionRate: 12, referralDiscountPercent: 8 },
    });
    expect(JSON.stringify(entry)).not.toContain('affiliate-password-1');

    expect(
      (await call('PATCH', `/api/admin/affiliates/${id}`, { commissionRate: 15 })).status,
    ).toBe(200);
    await expectOne('affiliate.update', 'user', id, {
      before: { commissionRate: 12 },
      after: { commissionRate: 15 },
    });
    await expectNothingWritten(409, () =>
      call('POST', '/api/admin/affiliates', {
        email: `x${email}`,
        password: 'affiliate-password-1',
        firstName: 'Aud',
        lastName: 'It',
        code: 'AUDITCODE1',
      }),
    );
    await expectNothingWritten(404, () =>
      call('PATCH', `/api/admin/affiliates/${admin.id}`, { commissionRate: 15 }),
    );
  });

  it('records one entry per commission approved or paid; refused batches write none', async () => {
    const affiliate = await makeAffiliate(ctx);
    const one = await buy(ctx, await referStudent(ctx, affiliate));
    const two = await buy(ctx, await referStudent(ctx, affiliate));
    const ids = [one.commission?.id, two.commission?.id] as string[];

    await expectNothingWritten(409, () =>
      call('POST', '/api/admin/commissions/pay', { ids, payoutReference: 'PAY-1' }),
    );
    expect((await call('POST', '/api/admin/commissions/approve', { ids })).status).toBe(200);
    for (const id of ids) {
      await expectOne('commission.approve', 'commission', id, {
        before: { status: 'pending' },
        after: { status: 'approved' },
      });
    }
    await expectNothingWritten(409, () => call('POST', '/api/admin/commissions/approve', { ids }));

    const paid = await call(
      'POST',
      '/api/admin/commissions/pay',
      { ids, payoutReference: 'PAY-1' },
      other,
    );
    expect(paid.status).toBe(200);
    for (const id of ids) {
      await expectOne(
        'commission.pay',
        'commission',
        id,
        { before: { status: 'approved' }, after: { status: 'paid', payoutReference: 'PAY-1' } },
        other,
      );
    }
  });
});

describe('same transaction', () => {
  it('rolls the change back when its audit entry cannot be written', async () => {
    const { db } = ctx.database;
    await db.execute(sql`
      create function audit_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await db.execute(sql`
      create trigger audit_refuse before insert on audit_log
      for each row when (new.action in ('package.update', 'commission.approve'))
      execute function audit_refuse()`);
    try {
      const before = (await call('GET', '/api/admin/packages')).body.packages.find(
        (p: { id: string }) => p.id === BASIC_ID,
      );
      const res = await call('PATCH', `/api/admin/packages/${BASIC_ID}`, { price: 999 });
      expect(res.status).toBe(500);
      const after = (await call('GET', '/api/admin/packages')).body.packages.find(
        (p: { id: string }) => p.id === BASIC_ID,
      );
      expect(after.price).toBe(before.price);

      const affiliate = await makeAffiliate(ctx);
      const { commission } = await buy(ctx, await referStudent(ctx, affiliate));
      const ids = [commission?.id as string];
      expect((await call('POST', '/api/admin/commissions/approve', { ids })).status).toBe(500);
      const [row] = await db
        .select()
        .from(commissions)
        .where(eq(commissions.id, ids[0] as string));
      expect(row?.status).toBe('pending');
    } finally {
      await db.execute(sql`drop trigger audit_refuse on audit_log`);
      await db.execute(sql`drop function audit_refuse()`);
    }
  });
});

describe('GET /api/admin/audit-log', () => {
  const list = (query = '', user: TestUser = admin) =>
    call('GET', `/api/admin/audit-log${query}`, undefined, user);

  it('lists entries newest first with the actor, and pages', async () => {
    const all = await list('?pageSize=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(await total());
    const times = (all.body.items as { createdAt: string }[]).map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.body.items[0]).toMatchObject({
      actor: { id: expect.any(String), email: expect.any(String) },
      ip: IP,
    });

    const first = await list('?pageSize=2&page=1');
    const second = await list('?pageSize=2&page=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: all.body.total });
    expect(second.body.items[0].id).toBe(all.body.items[2].id);
    const beyond = await list('?page=9999');
    expect(beyond.body.items).toEqual([]);
  });

  it('filters by actor, action (exact or prefix), target, dates and search', async () => {
    const byOther = await list(`?actor=${other.id}&pageSize=100`);
    expect(byOther.body.items.length).toBeGreaterThan(0);
    expect(
      byOther.body.items.every((i: { actor: { id: string } }) => i.actor.id === other.id),
    ).toBe(true);

    const exact = await list('?action=package.update');
    expect(exact.body.items.map((i: { action: string }) => i.action)).toEqual(['package.update']);
    const prefix = await list('?action=package.&pageSize=100');
    const actions = new Set(prefix.body.items.map((i: { action: string }) => i.action));
    expect([...actions].sort()).toEqual([
      'package.create',
      'package.deactivate',
      'package.delete',
      'package.update',
    ]);
    expect((await list('?action=package')).body.total).toBe(0);

    const commission = (await list('?action=commission.pay')).body.items[0];
    const target = await list(`?targetType=commission&targetId=${commission.targetId}`);
    expect(target.body.items.map((i: { action: string }) => i.action).sort()).toEqual([
      'commission.approve',
      'commission.pay',
    ]);
    expect((await list('?targetType=payment')).body.total).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).body.total).toBe(await total());
    expect((await list('?to=2020-01-01')).body.total).toBe(0);
    expect((await list('?from=2999-01-01')).body.total).toBe(0);

    const byEmail = await list(`?search=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(byEmail.body.total).toBe(byOther.body.total);
    const byTarget = await list(`?search=${commission.targetId.slice(0, 13)}`);
    expect(byTarget.body.total).toBe(2);
    expect((await list('?search=%25')).body.total).toBe(0);
    expect((await list('?search=_')).body.total).toBe(0);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'Invalid page'],
      ['?page=abc', 'Invalid page'],
      ['?pageSize=101', 'Use 1 to 100 per page'],
      ['?pageSize=0', 'Use 1 to 100 per page'],
      ['?from=2025-02-30', 'Use a date like 2025-01-31'],
      ['?to=2025-13-01', 'Use a date like 2025-01-31'],
      ['?from=31-01-2025', 'Use a date like 2025-01-31'],
      ['?from=0001-01-01', 'Use a date like 2025-01-31'],
      ['?from=2025-03-01&to=2025-02-01', 'The start date must be on or before the end date'],
      ['?action=Package.Update', 'Use an action like package.update, or a prefix like package.'],
      ['?action=%25', 'Use an action like package.update, or a prefix like package.'],
      ['?search=a%00b', 'Remove the control characters'],
      ['?targetId=a%00b', 'Remove the control characters'],
      [`?search=${'x'.repeat(201)}`, 'At most 200 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
  });

  it('is for administrators only', async () => {
    for (const role of ['student', 'affiliate', 'inactive'] as const) {
      const user = await createUser(ctx, role);
      expect((await list('', user)).status).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log' });
    expect(anonymous.statusCode).toBe(401);
  });
});
