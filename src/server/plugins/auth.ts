import { setTimeout as sleep } from 'node:timers/promises';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { signInSchema } from '../../common/contracts/account';
import { passwordResetRequestSchema } from '../../common/contracts/password';
import { MSG } from '../../common/messages';
import { AppError } from '../lib/errors';
import { type Auth, CLIENT_IP_HEADER } from '../modules/auth/create-auth';
import type { SessionData } from '../modules/auth/read-session';
import { signInDelayMs, signInFailures } from '../modules/auth/sign-in-failures';
import { SIGN_IN_PATH, typedEmail } from '../modules/security/record-auth-event';
import { ACCESS, toViewer, type Viewer } from './access';

/**
 * Reads the signed-in user from the session cookie (null when signed out) and reports the
 * session as active to `onSeen`, whose failures never fail the request.
 */
export function viewerLoader(
  readSession: (cookieHeader: string | undefined) => Promise<SessionData | null>,
  onSeen?: (viewer: Viewer) => Promise<unknown>,
) {
  return async (request: FastifyRequest): Promise<Viewer | null> => {
    const data = await readSession(request.headers.cookie);
    if (!data) return null;
    const viewer = toViewer(data);
    onSeen?.(viewer).catch((err) => request.log.warn({ err }, 'session activity not recorded'));
    return viewer;
  };
}

/**
 * Sign-in is throttled per client address (better-auth's own limit) and per client address and
 * e-mail address typed here: a stranger's wrong passwords never block the owner elsewhere.
 * Guesses spread over many addresses are slowed by a growing wait instead (sign-in-failures).
 */
const SIGN_IN_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Each of these sends a message to the address: throttled per address, wherever from. */
const PER_EMAIL_LIMITS = {
  '/api/auth/request-password-reset': { max: 3, timeWindow: '10 minutes' },
  '/api/auth/send-verification-email': { max: 3, timeWindow: '10 minutes' },
} as const;

function emailKey(request: FastifyRequest): string {
  const email = typedEmail(request.body);
  return email ? `email:${email}` : `ip:${request.ip}`;
}

function clientAndEmailKey(request: FastifyRequest): string {
  return `ip:${request.ip}|${emailKey(request)}`;
}

/**
 * better-auth puts the session token in JSON answers too (sign-in, get-session, password
 * change, session lists). It belongs only in the httpOnly cookie, where page scripts cannot
 * read it, so every `token` field is dropped; the web app never reads one.
 */
function dropTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, dropTokens(inner)]),
  );
}

function withoutSessionTokens(json: string): string {
  try {
    return JSON.stringify(dropTokens(JSON.parse(json)));
  } catch {
    return json;
  }
}

/** No body of better-auth's endpoints nests deeper than a few levels. */
const MAX_AUTH_BODY_DEPTH = 32;

/** Whether objects and arrays inside `value` nest deeper than `max` (walked without recursion). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { node, depth } = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const inner of Object.values(node)) pending.push({ node: inner, depth: depth + 1 });
  }
  return false;
}

const tooDeep = () => new AppError('VALIDATION', 'The request body is nested too deeply');

/**
 * The parsed body as JSON again for better-auth. JSON.parse accepts nesting deeper than
 * JSON.stringify can walk back on some Node versions (it overflows the call stack), so a body
 * nested deeper than any of better-auth's is refused first, the same way on every version.
 */
function serializeBody(body: unknown): string {
  if (nestsDeeperThan(body, MAX_AUTH_BODY_DEPTH)) throw tooDeep();
  try {
    return JSON.stringify(body);
  } catch {
    throw tooDeep();
  }
}

/**
 * The forms' rules (spec section 5: sign-in, reset request) hold on the server too: a malformed
 * address or a password shorter than the minimum is refused with the form's messages before
 * any lookup, so the answer says nothing about the account.
 */
function checkForm(schema: z.ZodType, body: unknown) {
  // The same answer as every other route of better-auth's for such a body.
  if (nestsDeeperThan(body, MAX_AUTH_BODY_DEPTH)) throw tooDeep();
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw new AppError('VALIDATION', Object.values(fields)[0] ?? 'Invalid request', fields);
}

/**
 * better-auth words a wrong password or an unknown address 'Invalid email or password'; the
 * spec's catalogue says 'Invalid email or password format' (section 8). Same answer for both,
 * so it still tells nobody whether the address has an account.
 */
async function withCatalogueMessage(response: Response): Promise<Response> {
  if (response.status !== 401) return response;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  if ((body as { code?: unknown } | null)?.code !== 'INVALID_EMAIL_OR_PASSWORD') return response;
  return new Response(JSON.stringify({ ...(body as object), message: MSG.invalidCredentials }), {
    status: response.status,
    headers: response.headers,
  });
}

/** Mounts better-auth's own endpoints (sign-in, sign-out, session, password reset…). */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; appUrl: string; rateLimits: boolean; redis?: Redis },
) {
  async function callAuth(request: FastifyRequest): Promise<Response> {
    const url = new URL(request.url, opts.appUrl);
    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    return opts.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? serializeBody(request.body) : undefined,
      }),
    );
  }

  async function send(reply: FastifyReply, response: Response) {
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      // The body may be rewritten below: Fastify counts its length itself.
      if (key === 'set-cookie' || key === 'content-length') continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    const text = await response.text();
    if (text.length === 0) return reply.send(null);
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return reply.send(isJson ? withoutSessionTokens(text) : text);
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    return send(reply, await callAuth(request));
  }

  const failures = opts.rateLimits ? signInFailures(opts.redis) : null;
  // The counts only ever slow sign-in down: when they cannot be read or written, it goes on.
  const quietly = <T>(request: FastifyRequest, work: Promise<T>, fallback: T) =>
    work.catch((err: unknown) => {
      request.log.warn({ err }, 'sign-in failure count unavailable');
      return fallback;
    });

  async function signIn(request: FastifyRequest, reply: FastifyReply) {
    checkForm(signInSchema, request.body);
    const email = typedEmail(request.body);
    if (!failures || !email)
      return send(reply, await withCatalogueMessage(await callAuth(request)));
    const wait = signInDelayMs(await quietly(request, failures.count(email), 0));
    if (wait > 0) await sleep(wait);
    const response = await callAuth(request);
    // A wrong password (or unknown address) counts; signing in starts the count afresh.
    if (response.status === 401) await quietly(request, failures.add(email), undefined);
    else if (response.ok) await quietly(request, failures.clear(email), undefined);
    return send(reply, await withCatalogueMessage(response));
  }

  app.post(SIGN_IN_PATH, {
    config: {
      access: ACCESS.public,
      // After body parsing, so the key can hold the address being tried.
      rateLimit: opts.rateLimits
        ? { ...SIGN_IN_LIMIT, hook: 'preHandler', keyGenerator: clientAndEmailKey }
        : false,
    },
    schema: { hide: true },
    handler: signIn,
  });

  for (const [url, limit] of Object.entries(PER_EMAIL_LIMITS)) {
    app.post(url, {
      config: {
        access: ACCESS.public,
        rateLimit: opts.rateLimits
          ? { ...limit, hook: 'preHandler', keyGenerator: emailKey }
          : false,
      },
      schema: { hide: true },
      handler: async (request, reply) => {
        checkForm(passwordResetRequestSchema, request.body);
        return forward(request, reply);
      },
    });
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: ACCESS.public },
    schema: { hide: true },
    handler: forward,
  });
}
