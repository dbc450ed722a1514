import type { DbOrTx } from '../../db/client';
import { appLogs } from '../../db/schema';
import { safeErrorText } from '../logs/log-privacy';
import { pathOnly, SERVER_LOG_MESSAGE_MAX } from '../logs/record-app-log';

type AppLogEntry = typeof appLogs.$inferInsert;

/** pino's numeric levels: warn is 40, error 50, fatal 60. */
const WARN = 40;
const ERROR = 50;

/** A key in a log call's object that says the entry is already in app_logs (the error handler). */
export const APP_LOGGED = 'appLogged';

/** Only these fields of a log call (and its child bindings) are kept: never bodies or headers. */
const SAFE_KEYS = ['route', 'code', 'statusCode', 'signal', 'table', 'job'] as const;

export type LogSinkOptions = {
  /** How often queued entries are written (ms). */
  flushMs?: number;
  /** Entries beyond this many waiting are dropped (and counted). */
  maxQueue?: number;
};

export type LogSink = {
  /** pino's `hooks.logMethod`: queues warn and error entries, then logs as usual. */
  logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void, level: number): void;
  /** Starts writing into this database. */
  attach(db: DbOrTx): void;
  /** Writes what is queued now. */
  flush(): Promise<void>;
  close(): Promise<void>;
  readonly dropped: number;
};

function clip(value: unknown, max: number): string | undefined {
  if (typeof value === 'string') return value.slice(0, max);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The message without a query's parameters (drizzle's `params:` tail), one line, capped. */
function cleanMessage(message: string): string {
  let text = message;
  if (text.startsWith('Failed query:')) text = 'Database query failed';
  const params = text.indexOf('\nparams:');
  if (params >= 0) text = text.slice(0, params);
  return text.replace(/\s+/g, ' ').trim().slice(0, SERVER_LOG_MESSAGE_MAX) || '(no message)';
}

/** One app_logs row from a pino call, keeping only the safe subset of its fields. */
export function entryFromLog(args: unknown[], bindings: Record<string, unknown>, level: number) {
  const [first, second] = args;
  const obj =
    first !== null && typeof first === 'object' && !(first instanceof Error)
      ? (first as Record<string, unknown>)
      : first instanceof Error
        ? { err: first }
        : {};
  if (obj[APP_LOGGED]) return null;
  const err = obj.err instanceof Error ? obj.err : null;
  const message =
    typeof first === 'string'
      ? first
      : typeof second === 'string'
        ? second
        : typeof obj.msg === 'string'
          ? obj.msg
          : (err?.message ?? '');
  const data: Record<string, string> = {};
  for (const key of SAFE_KEYS) {
    const value = clip(obj[key] ?? bindings[key], 200);
    if (value !== undefined) data[key] = value;
  }
  if (err) {
    data.error = err.name;
    const code = clip((err as { code?: unknown }).code, 100);
    if (code) data.errorCode = code;
    if (!message) data.errorMessage = cleanMessage(safeErrorText(err));
  }
  const req = (obj.req ?? null) as { url?: unknown; method?: unknown } | null;
  const reqId = clip(bindings.reqId ?? obj.reqId, 100) ?? null;
  return {
    level: level >= ERROR ? 'error' : 'warn',
    source: 'server',
    message: cleanMessage(message || (err ? `${err.name}: ${safeErrorText(err)}` : '(no message)')),
    data: Object.keys(data).length ? data : null,
    requestId: reqId,
    path: typeof req?.url === 'string' ? pathOnly(req.url) : null,
  } satisfies AppLogEntry;
}

/**
 * Server warnings and errors from pino into app_logs, in batches and off the request path.
 * A failed insert goes to stderr only (never back through pino), so it cannot recurse; while
 * no database is attached, or when the queue is full, entries are dropped.
 */
export function createLogSink(opts: LogSinkOptions = {}): LogSink {
  const flushMs = opts.flushMs ?? 2000;
  const maxQueue = opts.maxQueue ?? 500;
  let queue: AppLogEntry[] = [];
  let db: DbOrTx | null = null;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;
  let closed = false;

  const write = async (batch: AppLogEntry[]) => {
    if (!db || batch.length === 0) return;
    try {
      await db.insert(appLogs).values(batch);
    } catch (err) {
      dropped += batch.length;
      process.stderr.write(
        `could not record ${batch.length} server log entries: ${(err as Error)?.message ?? err}\n`,
      );
    }
  };

  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = queue;
    queue = [];
    writing = writing.then(() => write(batch));
    return writing;
  };

  return {
    logMethod(this: unknown, args, method, level) {
      if (level >= WARN && db && !closed) {
        try {
          const logger = this as { bindings?: () => Record<string, unknown> };
          const entry = entryFromLog(args, logger.bindings?.() ?? {}, level);
          if (entry) {
            if (queue.length >= maxQueue) dropped += 1;
            else queue.push(entry);
            if (!timer) {
              timer = setTimeout(() => void flush(), flushMs);
              timer.unref();
            }
          }
        } catch {
          // A log entry that cannot be read is only written to the process log.
        }
      }
      method.apply(this, args);
    },
    attach(target) {
      db = target;
    },
    flush,
    async close() {
      await flush();
      closed = true;
      db = null;
    },
    get dropped() {
      return dropped;
    },
  };
}
