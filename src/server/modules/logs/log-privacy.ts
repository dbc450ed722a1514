/**
 * What the process log may hold: no cookies, authorization headers, passwords, e-mail
 * addresses, tokens in addresses, or the values a database query was given.
 */

/** Replaces a value a log line must not show. */
export const REDACTED = '[redacted]';

/**
 * pino `redact` paths: a second line of defence for log calls that pass whole objects
 * (headers, bodies) by mistake; the serializers below never emit these fields.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'body',
  'req.body',
  'password',
  'email',
  'token',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.email',
  '*.token',
  'err.params',
  'params',
];

/** A path segment that may be a secret: an e-mail address or a long opaque token. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function secretSegment(segment: string): boolean {
  const text = safeDecode(segment);
  return text.includes('@') || (text.length >= 20 && !UUID.test(text));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A request's address as the log shows it: the path without its query string or fragment,
 * and without segments that may carry an e-mail address or a token (a reset link's).
 */
export function loggablePath(url: string | undefined | null): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] || '/';
  return path
    .split('/')
    .map((segment) => (secretSegment(segment) ? REDACTED : segment))
    .join('/');
}

/** Shortest parameter value replaced inside messages; shorter ones would garble the text. */
const MIN_SCRUBBED_LENGTH = 3;

/** The values of every failed query along an error's cause chain (drizzle keeps them). */
function queryParams(err: unknown): string[] {
  const values: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params)) {
      for (const value of params) {
        // Numbers and flags say nothing about a person; replacing them would garble the text.
        const text =
          typeof value === 'string'
            ? value
            : value !== null && typeof value === 'object'
              ? safeJson(value)
              : '';
        if (text.length >= MIN_SCRUBBED_LENGTH) values.push(text);
      }
    }
    current = current.cause;
  }
  // Longest first, so a value never survives in part because a shorter one matched inside it.
  return values.sort((a, b) => b.length - a.length);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/**
 * Text without a query's parameters: drizzle's "params: …" tail goes, and the database's own
 * message may repeat a value ('relation "…" does not exist'), so each value is replaced.
 */
function scrub(text: string, params: string[]): string {
  let out = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
  for (const value of params) out = out.split(value).join(REDACTED);
  return out;
}

/** An error's message as a log may show it (see `scrub`). */
export function safeErrorText(err: Error, text: string = err.message): string {
  return scrub(text, queryParams(err));
}

/** Fields of an error (and of PostgreSQL's) that name things, never values. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** pino's `err` serializer: type, message, stack and naming fields; no params, no `detail`. */
function serializeError(err: Error, params = queryParams(err), depth = 0): SerializedError {
  const out: SerializedError = {
    type: err.constructor?.name || err.name,
    message: scrub(err.message, params),
    stack: scrub(err.stack ?? '', params),
  };
  for (const key of ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (err.cause instanceof Error && depth < 4)
    out.cause = serializeError(err.cause, params, depth + 1);
  return out;
}

type LoggedRequest = { method?: string; url?: string; id?: string };
type LoggedReply = { statusCode?: number };

/**
 * Replacements for Fastify's default serializers: a request is its method and path only (no
 * query string, host, client address or headers); an error loses its query's values.
 */
export const logSerializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: loggablePath(request.url) ?? undefined,
  }),
  res: (reply: LoggedReply) => ({ statusCode: reply.statusCode }),
  err: (err: Error) =>
    err instanceof Error ? serializeError(err) : { type: 'Error', message: String(err), stack: '' },
};
