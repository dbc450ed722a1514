import type { FastifyBaseLogger } from 'fastify';
import type { ClientLog } from '../../../common/contracts/logs';
import type { DbOrTx } from '../../db/client';
import { appLogs } from '../../db/schema';
import { safeErrorText } from './log-privacy';

export const SERVER_LOG_MESSAGE_MAX = 500;
export const USER_AGENT_MAX = 300;

type AppLogEntry = typeof appLogs.$inferInsert;

/** A path without its query string or fragment (they may carry tokens or codes). */
export function pathOnly(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://local.invalid').pathname || '/';
  } catch {
    return url.split(/[?#]/)[0] || null;
  }
}

/**
 * What a server error may say in the log: its own message, but never a query's parameters
 * (drizzle's "Failed query: … params: …" is replaced by the database's own message, with
 * the parameter values it repeats replaced too).
 */
export function serverErrorMessage(err: Error): string {
  let message = err.message || err.name || 'Error';
  if (message.startsWith('Failed query:')) {
    const cause = err.cause instanceof Error ? err.cause.message : '';
    message = `Database query failed${cause ? `: ${cause}` : ''}`;
  }
  // The database's own message may repeat a value it was given.
  return safeErrorText(err, message).slice(0, SERVER_LOG_MESSAGE_MAX);
}

export async function recordAppLog(db: DbOrTx, entry: AppLogEntry) {
  await db.insert(appLogs).values(entry);
}

/**
 * Fire and forget: the caller never waits for the insert, and a failure to log is only
 * written to the process log.
 */
export function recordAppLogInBackground(db: DbOrTx, log: FastifyBaseLogger, entry: AppLogEntry) {
  try {
    recordAppLog(db, entry).catch((err: unknown) => log.error({ err }, 'could not record app log'));
  } catch (err) {
    log.error({ err }, 'could not record app log');
  }
}

/** A client's report, as stored: the URL becomes a path, the browser's time goes into data. */
export function clientLogEntry(
  input: ClientLog,
  who: { userId: string | null; userAgent: string | undefined },
): AppLogEntry {
  let data: unknown = input.data ?? null;
  if (input.timestamp) {
    const isObject = data !== null && typeof data === 'object' && !Array.isArray(data);
    data = isObject
      ? { ...(data as Record<string, unknown>), clientTimestamp: input.timestamp }
      : { ...(data === null ? {} : { value: data }), clientTimestamp: input.timestamp };
  }
  return {
    level: input.level,
    source: 'client',
    message: input.message,
    data,
    path: pathOnly(input.url),
    userId: who.userId,
    userAgent: who.userAgent ? who.userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}
