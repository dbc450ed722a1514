import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  generationJobs,
  questions,
  subjects,
  systemSettings,
  topics,
} from '../../src/server/db/schema';
import { decryptSecret, encryptSecret } from '../../src/server/modules/email/smtp-settings';
import {
  createGenerationWorker,
  NO_PROVIDER_MESSAGE,
} from '../../src/server/modules/generation/worker';
import { createUser, type TestUser } from '../helpers/factory';
import { type FakeOpenAi, goodItem, startFakeOpenAi } from '../helpers/fake-openai';
import { buildTestApp, TEST_AUTH_SECRET, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

const ENV_KEY = 'sk-env-key-0123456789';

let ctx: TestContext;
let fake: FakeOpenAi;
let admin: TestUser;
let student: TestUser;
let subjectId: string;
let topicId: string;
let otherTopicId: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  ctx = await buildTestApp({
    generation: {
      baseUrl: fake.baseUrl,
      apiKey: ENV_KEY,
      model: 'fake-model',
      timeoutMs: 400,
      attempts: 2,
      retryDelayMs: 5,
      maxRetryWaitS: 30,
    },
  });
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
  const { db } = ctx.database;
  const [subject, other] = await db.select().from(subjects).orderBy(asc(subjects.sortOrder));
  if (!subject || !other) throw new Error('the reference subjects are missing');
  subjectId = subject.id;
  const [topic] = await db.select().from(topics).where(eq(topics.subjectId, subject.id));
  const [otherTopic] = await db.select().from(topics).where(eq(topics.subjectId, other.id));
  if (!topic || !otherTopic) throw new Error('the reference topics are missing');
  topicId = topic.id;
  otherTopicId = otherTopic.id;
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

type Detail = {
  id: string;
  status: string;
  done: number;
  count: number;
  keptCount: number;
  rejectedCount: number;
  error: string | null;
  model: string | null;
  usage: { inputTokens: number; outputTokens: number; totalTokens: number };
  kept: { id: string; stem: string | null; status: string | null }[];
  rejected: { stem: string; reason: string }[];
  message?: string;
  fields?: Record<string, string>;
};

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) {
  const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its answer
  return { status: res.statusCode, body: (res.body ? res.json() : null) as any };
}

/** Words no other stem shares: items of different tests are never near-duplicates. */
const unique = () =>
  Array.from({ length: 4 }, () =>
    Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join(''),
  ).join(' ');
const stem = () => `Which value solves ${unique()}?`;

async function startJob(input: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/api/admin/generation/jobs', {
    subjectId,
    topicId,
    difficulty: 'medium',
    count: 5,
    ...input,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe('queued');
  return res.body.id;
}

async function runJob(input: Record<string, unknown> = {}): Promise<Detail> {
  const id = await startJob(input);
  await ctx.app.generation.tick();
  const res = await call('GET', `/api/admin/generation/jobs/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

const tokensBefore = () => ({ ...fake.tokens });

describe('generation jobs', () => {
  it('keeps good items as pending_review from the AI and rejects the rest with reasons', async () => {
    const good = [stem(), stem()];
    const nearSame = stem();
    const before = tokensBefore();
    const requestsBefore = fake.requests.length;
    fake.queue({
      json: {
        items: [
          goodItem(good[0] as string),
          goodItem(stem(), {
            choices: [
              { text: '1', correct: true },
              { text: '2', correct: true },
              { text: '3', correct: false },
            ],
          }),
          goodItem(stem(), {
            choices: [
              { text: 'x', correct: true },
              { text: ' X ', correct: false },
              { text: 'y', correct: false },
            ],
          }),
          goodItem(stem(), { explanation: 'Since $\\frac{1}{2$ is half.' }),
          goodItem(good[1] as string),
        ],
      },
    });
    const job = await runJob({ count: 5, sourceText: 'Half of four is two.' });
    expect(job.status).toBe('succeeded');
    expect(job.done).toBe(5);
    expect(job.model).toBe('fake-model');
    expect(job.kept.map((k) => k.stem)).toEqual(good);
    expect(job.rejected.map((r) => r.reason)).toEqual([
      'Exactly one choice must be correct (found 2)',
      'Two choices are the same',
      expect.stringMatching(/^LaTeX does not parse \(\$\\frac\{1\}\{2\$\)/),
    ]);

    const stored = await ctx.database.db
      .select()
      .from(questions)
      .where(
        inArray(
          questions.id,
          job.kept.map((k) => k.id),
        ),
      );
    expect(stored).toHaveLength(2);
    for (const q of stored) {
      expect(q).toMatchObject({
        status: 'pending_review',
        source: 'ai',
        type: 'single',
        difficulty: 'medium',
        subjectId,
        topicId,
        createdBy: admin.id,
        answer: { type: 'single', correct: 'b' },
      });
    }

    // Token usage is what the provider counted, and the real client sent a schema and the key.
    const prompt = fake.tokens.prompt - before.prompt;
    const completion = fake.tokens.completion - before.completion;
    expect(job.usage).toEqual({
      inputTokens: prompt,
      outputTokens: completion,
      totalTokens: prompt + completion,
    });
    const request = fake.requests[requestsBefore];
    expect(request?.authorization).toBe(`Bearer ${ENV_KEY}`);
    expect(request?.body.model).toBe('fake-model');
    expect(request?.body.response_format?.type).toBe('json_schema');
    const userText = request?.body.messages.map((m) => m.content).join('\n') ?? '';
    expect(userText).toContain('Half of four is two.');
    expect(userText).toContain('Write 5 new medium questions.');

    // A later job repeating a kept item, or a near copy of it, has it rejected.
    fake.queue({
      json: {
        items: [
          goodItem(good[0] as string),
          goodItem(`${good[1]} Explain.`, {
            choices: [
              { text: 'p', correct: false },
              { text: 'q', correct: true },
            ],
          }),
          goodItem(nearSame),
          goodItem(`${nearSame}!`, {
            choices: [
              { text: 'r', correct: true },
              { text: 's', correct: false },
            ],
          }),
          goodItem(stem(), { explanation: '  ' }),
        ],
      },
    });
    const second = await runJob({ count: 5 });
    expect(second.status).toBe('succeeded');
    expect(second.kept.map((k) => k.stem)).toEqual([nearSame]);
    expect(second.rejected.map((r) => r.reason)).toEqual([
      expect.stringMatching(/^Already in the question bank \(id [0-9a-f-]{36}\)$/),
      expect.stringMatching(/^Near-duplicate of a question in the bank \(similarity 0\.\d\d, id /),
      'Near-duplicate of an earlier item of this job',
      'No explanation',
    ]);
  });

  it('rejects items that do not match the format and notes missing items', async () => {
    fake.queue({
      json: {
        items: [
          { stem: stem(), choices: 'A, B, C', explanation: 'x' },
          { choices: [], explanation: 'y' },
        ],
      },
    });
    const job = await runJob({ count: 3 });
    expect(job.status).toBe('succeeded');
    expect(job.keptCount).toBe(0);
    expect(job.rejected.map((r) => r.reason)).toEqual([
      expect.stringMatching(/^Does not match the question format \(choices: /),
      expect.stringMatching(/^Does not match the question format \(stem: /),
      'The AI provider wrote 2 of the 3 items asked for',
    ]);
    expect(job.rejected[1]?.stem).toBe('(no question text)');
  });

  it('generates in batches and reports progress out of the count', async () => {
    const requestsBefore = fake.requests.length;
    fake.queue(
      { json: { items: Array.from({ length: 5 }, () => goodItem(stem())) } },
      { json: { items: Array.from({ length: 2 }, () => goodItem(stem())) } },
    );
    const job = await runJob({ count: 7, difficulty: 'hard' });
    expect(job).toMatchObject({ status: 'succeeded', done: 7, count: 7, keptCount: 7 });
    const asked = fake.requests.slice(requestsBefore).map((r) => r.body.messages.at(-1)?.content);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toContain('Write 5 new hard questions.');
    expect(asked[1]).toContain('Write 2 new hard questions.');
    // The second call is told what the first one kept.
    expect(asked[1]).toContain('Do not repeat these questions:');
  });

  it('cancels a queued job and a running one between batches', async () => {
    const queued = await startJob();
    const cancelled = await call('POST', `/api/admin/generation/jobs/${queued}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const again = await call('POST', `/api/admin/generation/jobs/${queued}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This job has already been cancelled');

    const requestsBefore = fake.requests.length;
    let running = '';
    fake.queue(
      { json: { items: Array.from({ length: 5 }, () => goodItem(stem())) } },
      // The administrator cancels while the provider writes the second batch.
      async () => {
        const res = await call('POST', `/api/admin/generation/jobs/${running}/cancel`);
        expect(res.status).toBe(200);
        return { json: { items: Array.from({ length: 5 }, () => goodItem(stem())) } };
      },
    );
    running = await startJob({ count: 15 });
    await ctx.app.generation.tick();
    const job = (await call('GET', `/api/admin/generation/jobs/${running}`)).body as Detail;
    expect(job).toMatchObject({ status: 'cancelled', done: 5, keptCount: 5 });
    expect(fake.requests.length - requestsBefore).toBe(2);
    // The tokens of the discarded batch were spent all the same.
    expect(job.usage.totalTokens).toBeGreaterThan(0);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'generation.job.cancel'), eq(auditLog.targetId, running)));
    expect(audit).toHaveLength(1);
  });

  it('takes up a job whose worker died, from where it stopped, and leaves a live one alone', async () => {
    const { db } = ctx.database;
    const [dead] = await db
      .insert(generationJobs)
      .values({
        requestedBy: admin.id,
        subjectId,
        topicId,
        difficulty: 'easy',
        count: 7,
        status: 'running',
        done: 5,
        leaseOwner: 'a-worker-that-crashed',
        leaseUntil: new Date(Date.now() - 1000),
        startedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [live] = await db
      .insert(generationJobs)
      .values({
        requestedBy: admin.id,
        subjectId,
        topicId,
        difficulty: 'easy',
        count: 3,
        status: 'running',
        leaseOwner: 'another-live-instance',
        leaseUntil: new Date(Date.now() + 60_000),
      })
      .returning();
    if (!dead || !live) throw new Error('insert returned nothing');
    const requestsBefore = fake.requests.length;
    fake.queue({ json: { items: [goodItem(stem()), goodItem(stem())] } });
    expect(await ctx.app.generation.tick()).toBe(1);
    const job = (await call('GET', `/api/admin/generation/jobs/${dead.id}`)).body as Detail;
    expect(job).toMatchObject({ status: 'succeeded', done: 7, keptCount: 2 });
    expect(fake.requests.length - requestsBefore).toBe(1);
    expect(fake.requests.at(-1)?.body.messages.at(-1)?.content).toContain('Write 2 new easy');
    const [untouched] = await db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, live.id));
    expect(untouched).toMatchObject({ status: 'running', leaseOwner: 'another-live-instance' });
    await db
      .update(generationJobs)
      .set({ status: 'cancelled' })
      .where(eq(generationJobs.id, live.id));
  });

  it('lets two workers share the queue without running a job twice', async () => {
    const ids = [await startJob({ count: 1 }), await startJob({ count: 1 })];
    const requestsBefore = fake.requests.length;
    fake.fallback = () => ({ json: { items: [goodItem(stem())] } });
    const options = {
      db: ctx.database.db,
      secret: TEST_AUTH_SECRET,
      env: { baseUrl: fake.baseUrl, apiKey: ENV_KEY, model: 'fake-model' },
    };
    const one = createGenerationWorker(options);
    const two = createGenerationWorker(options);
    try {
      const [a, b] = await Promise.all([one.tick(), two.tick()]);
      expect((a ?? 0) + (b ?? 0)).toBe(2);
    } finally {
      fake.fallback = null;
      await Promise.all([one.close(), two.close()]);
    }
    expect(fake.requests.length - requestsBefore).toBe(2);
    for (const id of ids) {
      const job = (await call('GET', `/api/admin/generation/jobs/${id}`)).body as Detail;
      expect(job).toMatchObject({ status: 'succeeded', keptCount: 1 });
    }
  });
});

describe('provider errors give clear messages on the job', () => {
  it('a refused API key fails at once', async () => {
    const requestsBefore = fake.requests.length;
    fake.queue({ status: 401, message: 'Incorrect API key provided' });
    const job = await runJob();
    expect(job).toMatchObject({ status: 'failed', error: 'The AI provider refused the API key' });
    expect(fake.requests.length - requestsBefore).toBe(1);
  });

  it('rate limiting: a short Retry-After is waited out, a long one fails with the wait', async () => {
    fake.queue(
      { status: 429, headers: { 'retry-after': '0' } },
      { json: { items: [goodItem(stem())] } },
    );
    const retried = await runJob({ count: 1 });
    expect(retried).toMatchObject({ status: 'succeeded', keptCount: 1, error: null });

    const requestsBefore = fake.requests.length;
    fake.queue({ status: 429, headers: { 'retry-after': '120' } });
    const job = await runJob();
    expect(job).toMatchObject({
      status: 'failed',
      error: 'The AI provider is rate limiting: try again in 120 s',
    });
    expect(fake.requests.length - requestsBefore).toBe(1);
  });

  it('server errors are retried, then fail', async () => {
    const requestsBefore = fake.requests.length;
    fake.queue({ status: 500 }, { status: 503 });
    const job = await runJob();
    expect(job).toMatchObject({
      status: 'failed',
      error: 'The AI provider failed (HTTP 503): try again later',
    });
    expect(fake.requests.length - requestsBefore).toBe(2);
  });

  it('a provider that does not answer times out', async () => {
    fake.queue({ hang: true }, { hang: true });
    const job = await runJob();
    expect(job).toMatchObject({
      status: 'failed',
      error: 'The AI provider did not answer within 400 ms',
    });
  });

  it('an answer that is not JSON fails the job after a retry, with its tokens counted', async () => {
    fake.queue(
      { content: 'Sure! Here are your questions: {items: [' },
      { content: '{"items": 3}' },
    );
    const job = await runJob();
    expect(job).toMatchObject({
      status: 'failed',
      error: "The AI provider's answer was not valid question data",
    });
    expect(job.usage.totalTokens).toBeGreaterThan(0);
  });

  it('without a provider a job fails with how to configure one', async () => {
    const bare = await buildTestApp();
    try {
      const boss = await createUser(bare, 'admin');
      const settings = await bare.app.inject({
        method: 'GET',
        url: '/api/admin/generation/settings',
        headers: boss.headers,
      });
      expect(settings.json()).toMatchObject({ configured: false, baseUrlSource: 'none' });
      const [topic] = await bare.database.db.select().from(topics).limit(1);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/generation/jobs',
        headers: boss.headers,
        payload: { subjectId: topic?.subjectId, topicId: topic?.id, difficulty: 'easy', count: 2 },
      });
      expect(res.statusCode).toBe(201);
      await bare.app.generation.tick();
      const job = await bare.app.inject({
        method: 'GET',
        url: `/api/admin/generation/jobs/${res.json().id}`,
        headers: boss.headers,
      });
      expect(job.json()).toMatchObject({ status: 'failed', error: NO_PROVIDER_MESSAGE });
    } finally {
      await bare.close();
    }
  });
});

describe('generation API', () => {
  it('is for administrators only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/generation/jobs'],
      ['POST', '/api/admin/generation/jobs'],
      ['GET', '/api/admin/generation/settings'],
      ['PUT', '/api/admin/generation/settings'],
    ] as const) {
      const asStudent = await call(method, url, method === 'GET' ? undefined : {}, student.headers);
      expect(asStudent.status, `${method} ${url}`).toBe(403);
      const asVisitor = await call(method, url, method === 'GET' ? undefined : {}, TEST_ORIGIN);
      expect(asVisitor.status, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses bad input with clear messages', async () => {
    const base = { subjectId, topicId, difficulty: 'easy', count: 3 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ count: 0 }, 'count', 'Use a whole number from 1 to 50'],
      [{ count: 51 }, 'count', 'Use a whole number from 1 to 50'],
      [{ difficulty: 'extreme' }, 'difficulty', 'Choose easy, medium or hard'],
      [{ topicId: otherTopicId }, 'topicId', 'This topic is not part of the subject'],
      [{ subjectId: 'nope' }, 'subjectId', 'Choose a subject'],
      [{ sourceText: 'x'.repeat(20_001) }, 'sourceText', 'At most 20000 characters'],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', '/api/admin/generation/jobs', { ...base, ...override });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.fields?.[field] ?? res.body.message).toBe(message);
    }
    const missing = await call(
      'GET',
      '/api/admin/generation/jobs/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Generation job not found');
  });

  it('lists jobs newest first, filtered and searched', async () => {
    const failed = await call('GET', '/api/admin/generation/jobs?status=failed&pageSize=100');
    expect(failed.status).toBe(200);
    expect(failed.body.total).toBeGreaterThan(0);
    expect(failed.body.items.every((j: Detail) => j.status === 'failed')).toBe(true);
    const searched = await call('GET', '/api/admin/generation/jobs?search=refused%20the%20API');
    expect(searched.body.items.map((j: Detail) => j.error)).toContain(
      'The AI provider refused the API key',
    );
    const all = await call('GET', '/api/admin/generation/jobs?pageSize=2&page=1');
    expect(all.body.items).toHaveLength(2);
    const times = all.body.items.map((j: { createdAt: string }) => j.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.body.items[0].requestedBy).toBe(admin.email);
  });

  it('stores provider settings over the environment, never returning the key', async () => {
    const initial = await call('GET', '/api/admin/generation/settings');
    expect(initial.body).toMatchObject({
      configured: true,
      baseUrl: fake.baseUrl,
      baseUrlSource: 'environment',
      model: 'fake-model',
      apiKeySet: true,
      apiKeyHint: '…6789',
      apiKeySource: 'environment',
    });
    const bad = await call('PUT', '/api/admin/generation/settings', {
      baseUrl: 'ftp://example.test',
      model: 'a model',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      baseUrl: 'Use an address starting with http:// or https://',
      model: 'A model name has no spaces',
    });

    const storedKey = 'sk-stored-key-abcdefghij';
    const saved = await call('PUT', '/api/admin/generation/settings', {
      baseUrl: '',
      model: 'stored-model',
      apiKey: storedKey,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      baseUrlSource: 'environment',
      model: 'stored-model',
      modelSource: 'settings',
      apiKeyHint: '…ghij',
      apiKeySource: 'settings',
      stored: { baseUrl: '', model: 'stored-model', apiKeySet: true },
    });
    expect(JSON.stringify(saved.body)).not.toContain(storedKey);
    const [row] = await ctx.database.db
      .select()
      .from(systemSettings)
      .where(eq(systemSettings.key, 'generation.provider'));
    expect(JSON.stringify(row?.value)).not.toContain(storedKey);
    // Sealed with a key of its own: the SMTP password's key does not open it.
    const sealed = (row?.value as { apiKey: string } | undefined)?.apiKey ?? '';
    expect(decryptSecret(sealed, TEST_AUTH_SECRET, 'ai-api-key')).toBe(storedKey);
    expect(decryptSecret(sealed, TEST_AUTH_SECRET, 'smtp-password')).toBeNull();
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'generation.settings.update'))
      .orderBy(desc(auditLog.createdAt));
    expect(audit?.actorId).toBe(admin.id);
    expect(JSON.stringify(audit)).not.toContain(storedKey);

    // The next job calls the stored model with the stored key.
    fake.queue({ json: { items: [goodItem(stem())] } });
    const job = await runJob({ count: 1 });
    expect(job).toMatchObject({ status: 'succeeded', model: 'stored-model' });
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${storedKey}`);
    expect(fake.requests.at(-1)?.body.model).toBe('stored-model');

    // A key stored before it had a key of its own (sealed like the SMTP password) still works.
    await ctx.database.db
      .update(systemSettings)
      .set({
        value: {
          ...(row?.value as object),
          apiKey: encryptSecret(storedKey, TEST_AUTH_SECRET, 'smtp-password'),
        },
      })
      .where(eq(systemSettings.key, 'generation.provider'));
    fake.queue({ json: { items: [goodItem(stem())] } });
    expect(await runJob({ count: 1 })).toMatchObject({ status: 'succeeded' });
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${storedKey}`);

    // A blank key keeps the stored one; clearing it brings the environment's back.
    const kept = await call('PUT', '/api/admin/generation/settings', { baseUrl: '', model: '' });
    expect(kept.body).toMatchObject({ apiKeySource: 'settings', modelSource: 'environment' });
    const cleared = await call('PUT', '/api/admin/generation/settings', {
      baseUrl: '',
      model: '',
      clearApiKey: true,
    });
    expect(cleared.body).toMatchObject({ apiKeySource: 'environment', apiKeyHint: '…6789' });
  });
});
