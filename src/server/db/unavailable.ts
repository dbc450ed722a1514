/**
 * Network failures on the way to the database (or another service the request needed):
 * nothing the caller did wrong, and over once the service is back.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: connection exceptions (class 08), the server shutting down, crashing or
 * still starting (57P01–57P03), and no connection slot left (53300).
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a lost or timed-out connection only in its message. */
const DRIVER_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|timeout expired|not queryable|connection ended unexpectedly/i;

/** Whether `err`, or an error it wraps (Drizzle wraps the driver's), is a lost database. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_STATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}
