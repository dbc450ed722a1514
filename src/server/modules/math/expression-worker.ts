import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { EquivalenceOutcome } from './compare-expressions';

export type WorkerRequest = { id: number; a: string; b: string };
export type WorkerReply =
  | { id: number; outcome: EquivalenceOutcome }
  | { id: number; error: string };
/** What a check in the worker ends with; 'timeout' also covers running out of memory. */
export type WorkerOutcome = EquivalenceOutcome | { kind: 'timeout' };

/**
 * Limits of the expression worker. Mutable so that tests can shorten the idle time; the server
 * never changes them.
 */
export const EXPRESSION_WORKER = {
  /** A check that takes longer is abandoned (the worker is ended) and counts as too complex. */
  timeoutMs: 2_000,
  /** An idle worker is ended: the server's idle memory budget has no room for the engine. */
  idleMs: 60_000,
  /** Loading the engine in a new thread; slow only on a busy machine running TypeScript. */
  startTimeoutMs: 30_000,
  /** Enough for the engine (~20 MB in use); a runaway expression ends here, not in swap. */
  maxHeapMb: 128,
};

/**
 * The entry beside this file: `.ts` when the sources run (vitest, tsx in development), where the
 * worker needs tsx to load TypeScript (Node 20 does not apply `--import` loaders to a worker's
 * entry, but tsx's `tsImport` works inside one); `.js` in the bundle, where esbuild writes
 * `expression-worker-entry.js` next to `main.js` (scripts/build-server.mjs).
 */
function createWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: EXPRESSION_WORKER.maxHeapMb } };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./expression-worker-entry.js', import.meta.url), options);
  }
  const entry = new URL('./expression-worker-entry.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((m) => m.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(code, { ...options, eval: true });
}

type Job = {
  a: string;
  b: string;
  resolve: (outcome: WorkerOutcome) => void;
  reject: (err: Error) => void;
};
const queue: Job[] = [];
let draining = false;
/** The live thread (starting or ready), and the promise of it being ready. */
let current: Worker | null = null;
let ready: Promise<Worker> | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let lastId = 0;

function stopWorker(worker: Worker) {
  if (current === worker) {
    current = null;
    ready = null;
  }
  void worker.terminate();
}

async function startWorker(): Promise<Worker> {
  const worker = createWorker();
  current = worker;
  // An error while no check is waiting must not become the server's uncaught exception; the
  // thread has ended then, and the next check starts a new one.
  worker.on('error', () => {});
  worker.on('exit', () => {
    if (current === worker) stopWorker(worker);
  });
  try {
    const signal = AbortSignal.timeout(EXPRESSION_WORKER.startTimeoutMs);
    await once(worker, 'message', { signal });
  } catch (err) {
    stopWorker(worker);
    throw new Error('The expression worker did not start', { cause: err });
  }
  return worker;
}

async function check(a: string, b: string): Promise<WorkerOutcome> {
  ready ??= startWorker();
  const worker = await ready;
  const id = ++lastId;
  let reply: WorkerReply;
  // Referenced only while a check runs: an idle worker never keeps the process alive.
  worker.ref();
  try {
    worker.postMessage({ id, a, b } satisfies WorkerRequest);
    const signal = AbortSignal.timeout(EXPRESSION_WORKER.timeoutMs);
    [reply] = (await once(worker, 'message', { signal })) as [WorkerReply];
  } catch (err) {
    // Too long (or too big): the thread is stuck in the engine; end it, a new one comes next time.
    stopWorker(worker);
    const code = (err as { code?: string }).code;
    if ((err as Error).name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return { kind: 'timeout' };
    }
    throw err;
  } finally {
    worker.unref();
  }
  if ('error' in reply) throw new Error(`The expression check failed: ${reply.error}`);
  return reply.outcome;
}

async function drain() {
  if (draining) return;
  draining = true;
  if (idleTimer) clearTimeout(idleTimer);
  try {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await check(job.a, job.b).then(job.resolve, job.reject);
    }
  } finally {
    draining = false;
  }
  idleTimer = setTimeout(() => {
    if (current) stopWorker(current);
  }, EXPRESSION_WORKER.idleMs).unref();
}

/**
 * Decides the equivalence of two LaTeX strings in a worker thread, one check at a time (a queue),
 * each within `EXPRESSION_WORKER.timeoutMs`. The thread starts on the first check, not at boot.
 * Rejects only when the worker itself fails (cannot start, or the engine throws).
 */
export function checkInWorker(a: string, b: string): Promise<WorkerOutcome> {
  return new Promise((resolve, reject) => {
    queue.push({ a, b, resolve, reject });
    void drain();
  });
}

/** Ends the worker thread, if one runs (the server closing); the next check starts a new one. */
export function stopExpressionWorker(): void {
  if (idleTimer) clearTimeout(idleTimer);
  if (current) stopWorker(current);
}

/** Whether a worker thread is alive (started and not yet ended): tests check the lazy start. */
export function expressionWorkerRunning(): boolean {
  return current !== null;
}
