import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Difficulty } from '../../../common/contracts/content';
import type { Db, DbOrTx } from '../../db/client';
import { generationJobs, questionRevisions, questions, subjects, topics } from '../../db/schema';
import type { RejectedItem } from '../../db/schema/generation';
import { isUniqueViolation } from '../../lib/errors';
import { type CheckedItem, checkGeneratedItem, JobStems } from './check-item';
import { type BatchResult, generateBatch, ProviderError } from './generate-batch';
import { type ProviderEnv, type ProviderInForce, providerInForce } from './provider-settings';

/** domain.md: b from difficulty, c = 1/number of choices, a = 1 until calibrated. */
const IRT_B = { easy: -1, medium: 0, hard: 1 } as const;

export const NO_PROVIDER_MESSAGE =
  'No AI provider is configured: set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the provider needs one), or fill in the generation settings';

export type GenerationWorkerOptions = {
  db: Db;
  /** The app secret: it unseals the stored API key. */
  secret: string;
  env: ProviderEnv;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Items asked for per provider call. */
  batchSize?: number;
  /** Longest wait for one provider call (ms). */
  timeoutMs?: number;
  /** Calls per batch before the job fails (the first one included). */
  attempts?: number;
  /** First wait before a retry without Retry-After (ms); doubles each time. */
  retryDelayMs?: number;
  /** A Retry-After longer than this (s) fails the job at once with the provider's wait. */
  maxRetryWaitS?: number;
  /** How long a claim lasts without a heartbeat (ms): then another worker takes the job up. */
  leaseMs?: number;
};

export type GenerationWorker = {
  /** Polls for jobs every `pollMs` (main.ts); `wake` starts a pass at once. */
  start(pollMs: number): void;
  wake(): void;
  /** Works queued jobs (and jobs whose worker died) until none is left; returns how many. */
  tick(): Promise<number>;
  close(): Promise<void>;
};

type JobRow = typeof generationJobs.$inferSelect;

export function createGenerationWorker(opts: GenerationWorkerOptions): GenerationWorker {
  const { db } = opts;
  const owner = randomUUID();
  const batchSize = opts.batchSize ?? 5;
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const attempts = opts.attempts ?? 3;
  const retryDelayMs = opts.retryDelayMs ?? 2_000;
  const maxRetryWaitS = opts.maxRetryWaitS ?? 60;
  const leaseMs = opts.leaseMs ?? Math.max(3 * 60_000, timeoutMs * 2);
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;

  const leaseFrom = (now = Date.now()) => new Date(now + leaseMs);
  const mine = (id: string) =>
    and(
      eq(generationJobs.id, id),
      eq(generationJobs.status, 'running'),
      eq(generationJobs.leaseOwner, owner),
    );

  /** FOR UPDATE SKIP LOCKED: of several instances, exactly one takes a job. */
  async function claim(): Promise<JobRow | null> {
    const now = new Date();
    const due = or(
      eq(generationJobs.status, 'queued'),
      and(eq(generationJobs.status, 'running'), lt(generationJobs.leaseUntil, now)),
    );
    const ids = db
      .select({ id: generationJobs.id })
      .from(generationJobs)
      .where(due)
      .orderBy(asc(generationJobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(generationJobs)
      .set({
        status: 'running',
        leaseOwner: owner,
        leaseUntil: leaseFrom(now.getTime()),
        startedAt: sql`coalesce(${generationJobs.startedAt}, now())`,
        updatedAt: now,
      })
      .where(inArray(generationJobs.id, ids))
      .returning();
    return job ?? null;
  }

  async function finish(
    id: string,
    status: 'succeeded' | 'failed',
    error: string | null = null,
  ): Promise<void> {
    await db
      .update(generationJobs)
      .set({
        status,
        error,
        leaseOwner: null,
        leaseUntil: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(mine(id));
  }

  async function addUsage(id: string, usage: BatchResult['usage'] | undefined) {
    if (!usage) return;
    await db
      .update(generationJobs)
      .set({
        inputTokens: sql`${generationJobs.inputTokens} + ${usage.inputTokens}`,
        outputTokens: sql`${generationJobs.outputTokens} + ${usage.outputTokens}`,
        totalTokens: sql`${generationJobs.totalTokens} + ${usage.totalTokens}`,
      })
      .where(eq(generationJobs.id, id));
  }

  /** Closing: the job stays 'running' but the next worker to start may take it up at once. */
  async function release(id: string): Promise<void> {
    if (!stopping.signal.aborted) return;
    await db
      .update(generationJobs)
      .set({ leaseUntil: new Date(), updatedAt: new Date() })
      .where(mine(id));
  }

  /** The heartbeat; false when the job is no longer ours (cancelled, or taken over). */
  async function renew(id: string): Promise<boolean> {
    const rows = await db
      .update(generationJobs)
      .set({ leaseUntil: leaseFrom(), updatedAt: new Date() })
      .where(mine(id))
      .returning({ id: generationJobs.id });
    return rows.length > 0;
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopping.signal.aborted) return resolve();
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      }
      stopping.signal.addEventListener('abort', done);
    });

  /** One batch from the provider, retried where a retry can help. */
  async function callProvider(
    job: JobRow,
    provider: ProviderInForce,
    request: Parameters<typeof generateBatch>[1],
  ): Promise<BatchResult | { error: string } | null> {
    for (let attempt = 1; ; attempt++) {
      if (!(await renew(job.id))) return null;
      try {
        return await generateBatch(provider, request, {
          timeoutMs,
          signal: stopping.signal,
        });
      } catch (err) {
        const e = err instanceof ProviderError ? err : new ProviderError(String(err), false);
        await addUsage(job.id, e.usage);
        // The app is closing: the job stays 'running' and its lease runs out for the next start.
        if (stopping.signal.aborted) return null;
        const tooLong = e.retryAfterS !== undefined && e.retryAfterS > maxRetryWaitS;
        if (!e.retryable || tooLong || attempt >= attempts) return { error: e.message };
        opts.log?.warn(
          { jobId: job.id, attempt, err: e.message },
          'generation call failed, retrying',
        );
        const wait =
          e.retryAfterS !== undefined ? e.retryAfterS * 1000 : retryDelayMs * 2 ** (attempt - 1);
        await pause(wait);
        if (stopping.signal.aborted) return null;
      }
    }
  }

  async function insertQuestion(tx: DbOrTx, job: JobRow, item: CheckedItem): Promise<string> {
    const difficulty = job.difficulty as Difficulty;
    const values = {
      subjectId: job.subjectId,
      topicId: job.topicId,
      passageId: null,
      type: 'single',
      stem: item.stem,
      explanation: item.explanation,
      choices: item.choices,
      answer: { type: 'single' as const, correct: item.correct },
      difficulty,
      irtA: 1,
      irtB: IRT_B[difficulty],
      irtC: 1 / item.choices.length,
      source: 'ai',
      status: 'pending_review',
    };
    const [row] = await tx
      .insert(questions)
      .values({
        ...values,
        createdBy: job.requestedBy,
        contentHash: item.hash,
        normalizedStem: item.normalizedStem,
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('question insert returned nothing');
    await tx.insert(questionRevisions).values({
      questionId: row.id,
      changedBy: job.requestedBy,
      action: 'create',
      before: null,
      after: { ...values, generationJobId: job.id },
    });
    return row.id;
  }

  /**
   * Keeps the batch's good items and records the rejected ones, under the job's row lock: a job
   * cancelled while the provider was answering keeps nothing of that batch.
   */
  async function saveBatch(
    job: JobRow,
    size: number,
    checked: ({ ok: true; item: CheckedItem } | { ok: false; stem: string; reason: string })[],
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: generationJobs.status, leaseOwner: generationJobs.leaseOwner })
        .from(generationJobs)
        .where(eq(generationJobs.id, job.id))
        .for('update');
      if (row?.status !== 'running' || row.leaseOwner !== owner) return false;
      const kept: string[] = [];
      const rejected: RejectedItem[] = [];
      for (const verdict of checked) {
        if (!verdict.ok) {
          rejected.push({ stem: verdict.stem, reason: verdict.reason });
          continue;
        }
        try {
          // A savepoint: a concurrent save of the same question rejects this item only.
          kept.push(await tx.transaction((sp) => insertQuestion(sp, job, verdict.item)));
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          rejected.push({ stem: verdict.item.stem, reason: 'Already in the question bank' });
        }
      }
      await tx
        .update(generationJobs)
        .set({
          done: sql`least(${generationJobs.count}, ${generationJobs.done} + ${size})`,
          keptIds: sql`${generationJobs.keptIds} || ${JSON.stringify(kept)}::jsonb`,
          rejected: sql`${generationJobs.rejected} || ${JSON.stringify(rejected)}::jsonb`,
          leaseUntil: leaseFrom(),
          updatedAt: new Date(),
        })
        .where(eq(generationJobs.id, job.id));
      return true;
    });
  }

  async function run(job: JobRow): Promise<void> {
    const provider = await providerInForce(db, opts.env, opts.secret);
    if (!provider) return finish(job.id, 'failed', NO_PROVIDER_MESSAGE);
    await db
      .update(generationJobs)
      .set({ model: provider.model })
      .where(eq(generationJobs.id, job.id));
    const [subject] = await db
      .select({ name: subjects.name })
      .from(subjects)
      .where(eq(subjects.id, job.subjectId));
    const [topic] = await db
      .select({ name: topics.name })
      .from(topics)
      .where(eq(topics.id, job.topicId));
    const names = subject && topic ? { subject: subject.name, topic: topic.name } : null;
    if (!names) return finish(job.id, 'failed', 'The subject or topic no longer exists');

    // A job taken up again after a restart goes on from what it had kept.
    const jobStems = new JobStems();
    const avoid: string[] = [];
    if (job.keptIds.length) {
      const kept = await db
        .select({ stem: questions.stem, normalizedStem: questions.normalizedStem })
        .from(questions)
        .where(inArray(questions.id, job.keptIds));
      for (const k of kept) {
        jobStems.add(k.normalizedStem);
        avoid.push(k.stem);
      }
    }

    let done = job.done;
    while (done < job.count) {
      if (stopping.signal.aborted) return release(job.id);
      const size = Math.min(batchSize, job.count - done);
      const result = await callProvider(job, provider, {
        subject: names.subject,
        topic: names.topic,
        difficulty: job.difficulty as Difficulty,
        count: size,
        sourceText: job.sourceText,
        avoid,
      });
      if (!result) return release(job.id);
      if ('error' in result) return finish(job.id, 'failed', result.error);
      await addUsage(job.id, result.usage);
      const checked = [];
      for (const raw of result.items.slice(0, size)) {
        const verdict = await checkGeneratedItem(db, raw, { subjectId: job.subjectId, jobStems });
        if (verdict.ok) {
          jobStems.add(verdict.item.normalizedStem);
          avoid.push(verdict.item.stem);
        }
        checked.push(verdict);
      }
      if (result.items.length < size)
        checked.push({
          ok: false as const,
          stem: '(missing)',
          reason: `The AI provider wrote ${result.items.length} of the ${size} items asked for`,
        });
      if (!(await saveBatch(job, size, checked))) return;
      done += size;
    }
    await finish(job.id, 'succeeded');
  }

  async function pass(): Promise<number> {
    let count = 0;
    for (;;) {
      if (stopping.signal.aborted) return count;
      const job = await claim();
      if (!job) return count;
      count++;
      try {
        await run(job);
      } catch (err) {
        opts.log?.error({ jobId: job.id, err }, 'generation job failed');
        await finish(
          job.id,
          'failed',
          'The job stopped on an internal error; start it again',
        ).catch(() => {});
      }
    }
  }

  const worker: GenerationWorker = {
    tick() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await pass();
        } while (again && !stopping.signal.aborted);
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    wake() {
      if (!timer || stopping.signal.aborted) return;
      void worker.tick().catch((err) => opts.log?.error({ err }, 'generation worker pass failed'));
    },
    start(pollMs) {
      if (timer || stopping.signal.aborted) return;
      timer = setInterval(() => worker.wake(), pollMs);
      timer.unref();
      worker.wake();
    },
    async close() {
      stopping.abort();
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
  return worker;
}
