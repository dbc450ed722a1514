import type { SavedItem, SaveItemInput } from '@common/contracts/exams';
import { ApiRequestError } from '@/lib/api';

/** What changed on one item (the fields of a save, without its sequence number). */
export type ItemPatch = Omit<SaveItemInput, 'clientSeq'>;

export type QueueEntry = { position: number; patch: ItemPatch; clientSeq: number };

/**
 * - `saved`: everything given has reached the server.
 * - `saving`: changes are on their way (or waiting a moment while the student types).
 * - `offline`: the server cannot be reached; changes are kept on this device.
 * - `retrying`: the server refused for a passing reason (5xx, 429…); it is asked again.
 */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'retrying';

export type SaveQueueOptions = {
  examId: string;
  send: (position: number, input: SaveItemInput) => Promise<SavedItem>;
  /** A save reached the server (its answer says what is stored now). */
  onSaved?: (entry: QueueEntry, saved: SavedItem) => void;
  /** The server refused the save for good (time is up, exam closed, invalid): it is dropped. */
  onRejected?: (entry: QueueEntry, error: ApiRequestError) => void;
  storage?: Storage;
  /** Backoff between retries: base × 2^attempt, capped. */
  retryBaseMs?: number;
  retryMaxMs?: number;
};

const STORAGE_PREFIX = 'tafawuq:exam-queue:';

export function queueStorageKey(examId: string) {
  return `${STORAGE_PREFIX}${examId}`;
}

/** Unsent changes of an exam kept on this device (oldest first). */
export function readQueue(examId: string, storage: Storage = localStorage): QueueEntry[] {
  try {
    const raw = storage.getItem(queueStorageKey(examId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is QueueEntry =>
        !!e &&
        typeof e === 'object' &&
        typeof e.position === 'number' &&
        typeof e.clientSeq === 'number' &&
        !!e.patch &&
        typeof e.patch === 'object',
    );
  } catch {
    return [];
  }
}

/** Errors worth asking again: the network, the server's own trouble, rate limits, sign-in. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 401;
}

/**
 * The exam room's outbox. Every change is written to localStorage first, then sent to the
 * server one at a time, oldest first, so the server sees them in the order they were made.
 * Failures that may pass are retried with exponential backoff and at once when the browser
 * comes back online; refusals that will not pass (time up, exam closed) drop the change and
 * are reported. Consecutive changes to the same item while it waits are merged into one save.
 */
export class SaveQueue {
  private entries: QueueEntry[];
  private inFlight: QueueEntry | null = null;
  private status: SaveStatus = 'saved';
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private delayTimer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();
  private idleWaiters: (() => void)[] = [];
  private disposed = false;
  private readonly storage: Storage;
  private readonly onOnline = () => {
    this.attempt = 0;
    this.retryNow();
  };

  constructor(private readonly options: SaveQueueOptions) {
    this.storage = options.storage ?? localStorage;
    this.entries = readQueue(options.examId, this.storage);
    window.addEventListener('online', this.onOnline);
    if (this.entries.length) {
      this.status = 'saving';
      queueMicrotask(() => this.flush());
    }
  }

  getStatus(): SaveStatus {
    return this.status;
  }

  /** Unsent changes, oldest first (the one being sent included). */
  pending(): QueueEntry[] {
    return this.inFlight ? [this.inFlight, ...this.entries] : [...this.entries];
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Records a change and sends it after `delayMs` (a short pause while the student types, so
   * each keystroke is not a request of its own); the change is stored on this device at once.
   */
  enqueue(position: number, patch: ItemPatch, clientSeq: number, delayMs = 0) {
    const last = this.entries.at(-1);
    if (last && last.position === position) {
      last.patch = { ...last.patch, ...patch };
      last.clientSeq = clientSeq;
    } else {
      this.entries.push({ position, patch, clientSeq });
    }
    this.persist();
    if (this.status === 'saved') this.setStatus('saving');
    if (delayMs > 0) {
      if (this.delayTimer) clearTimeout(this.delayTimer);
      this.delayTimer = setTimeout(() => {
        this.delayTimer = null;
        this.flush();
      }, delayMs);
    } else {
      this.flush();
    }
  }

  /** Sends what waits now (e.g. before moving on or submitting) without waiting for a delay. */
  flush() {
    if (this.disposed || this.inFlight || this.retryTimer) return;
    if (this.delayTimer) {
      clearTimeout(this.delayTimer);
      this.delayTimer = null;
    }
    const entry = this.entries.shift();
    if (!entry) {
      this.setStatus('saved');
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      return;
    }
    this.inFlight = entry;
    if (this.status !== 'offline' && this.status !== 'retrying') this.setStatus('saving');
    this.options.send(entry.position, { ...entry.patch, clientSeq: entry.clientSeq }).then(
      (saved) => {
        this.inFlight = null;
        this.attempt = 0;
        this.persist();
        if (this.status !== 'saving') this.setStatus('saving');
        this.options.onSaved?.(entry, saved);
        this.flush();
      },
      (error: unknown) => {
        this.inFlight = null;
        if (this.disposed) return;
        if (isTransient(error)) {
          this.entries.unshift(entry);
          this.persist();
          const offline =
            (error instanceof ApiRequestError && error.status === 0) ||
            (typeof navigator !== 'undefined' && navigator.onLine === false);
          this.setStatus(offline ? 'offline' : 'retrying');
          this.scheduleRetry();
        } else {
          this.persist();
          this.options.onRejected?.(entry, error as ApiRequestError);
          this.flush();
        }
      },
    );
  }

  /** Resolves once everything given so far has reached the server (or was refused). */
  whenIdle(): Promise<void> {
    if (!this.inFlight && !this.entries.length) return Promise.resolve();
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.retryNow();
    });
  }

  /** Skips the backoff wait (the student asked, or the browser came back online). */
  retryNow() {
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    this.flush();
  }

  dispose() {
    this.disposed = true;
    window.removeEventListener('online', this.onOnline);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.delayTimer) clearTimeout(this.delayTimer);
    this.listeners.clear();
  }

  private scheduleRetry() {
    const base = this.options.retryBaseMs ?? 1000;
    const max = this.options.retryMaxMs ?? 30_000;
    const delay = Math.min(max, base * 2 ** this.attempt);
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.flush();
    }, delay);
  }

  private persist() {
    const key = queueStorageKey(this.options.examId);
    const pending = this.pending();
    try {
      if (pending.length) this.storage.setItem(key, JSON.stringify(pending));
      else this.storage.removeItem(key);
    } catch {
      // Storage full or blocked: the changes still go to the server from memory.
    }
  }

  private setStatus(status: SaveStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

/** Applies a patch to an item's fields (unsent changes over the server's state on resume). */
export function applyPatch<T extends { answer: unknown; flagged: boolean; eliminated: string[] }>(
  item: T,
  patch: ItemPatch,
): T {
  const next = { ...item };
  if (patch.answer !== undefined) next.answer = patch.answer as T['answer'];
  if (patch.flagged !== undefined) next.flagged = patch.flagged;
  if (patch.eliminated !== undefined) next.eliminated = patch.eliminated;
  return next;
}
