// The expression worker's thread (started by expression-worker.ts): the compute engine runs here
// so that a pathological answer blocks this thread, never the server's event loop.
import { parentPort } from 'node:worker_threads';
import { compareExpressions } from './compare-expressions';
import type { WorkerReply, WorkerRequest } from './expression-worker';

const port = parentPort;
if (!port) throw new Error('expression-worker-entry runs only as a worker thread');

async function answer({ id, a, b }: WorkerRequest): Promise<WorkerReply> {
  try {
    return { id, outcome: await compareExpressions(a, b) };
  } catch (err) {
    return { id, error: err instanceof Error ? err.message : String(err) };
  }
}

port.on('message', (request: WorkerRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});

// Loads the engine and runs its code paths once before saying ready, so that the first real
// check is not charged for the start-up against its timeout.
void compareExpressions('x^2-1', '(x-1)(x+1)').then(
  () => port.postMessage({ ready: true }),
  () => port.postMessage({ ready: true }),
);
