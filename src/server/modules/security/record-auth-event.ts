import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthEventKind } from '../../../common/contracts/security';
import type { Db } from '../../db/client';
import { authEvents, profiles } from '../../db/schema';

export const SIGN_IN_PATH = '/api/auth/sign-in/email';
const EMAIL_MAX = 254;
const REASON_MAX = 200;

export type AuthEventInput = {
  kind: AuthEventKind;
  email?: string | null;
  ip?: string | null;
  reason?: string | null;
};

/** The e-mail as typed, trimmed and lower-cased, at most 254 characters; null when absent. */
export function typedEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== 'string') return null;
  const value = email.trim().toLowerCase().slice(0, EMAIL_MAX);
  return value.length > 0 ? value : null;
}

/** Writes one event; the user is the account with that e-mail, when there is one. */
export async function recordAuthEvent(db: Db, event: AuthEventInput): Promise<void> {
  const email = event.email ?? null;
  await db.insert(authEvents).values({
    kind: event.kind,
    email,
    ip: event.ip ?? null,
    reason: event.reason?.slice(0, REASON_MAX) ?? null,
    userId:
      email === null
        ? null
        : sql`(select ${profiles.id} from ${profiles} where ${profiles.email} = ${email})`,
  });
}

/** better-auth's error code in the answer (`INVALID_EMAIL_OR_PASSWORD`, `BANNED_USER`…). */
function answerCode(payload: unknown): string | null {
  if (typeof payload !== 'string' || payload.length > 2000) return null;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

const codes = new WeakMap<FastifyRequest, string | null>();

function classify(request: FastifyRequest, reply: FastifyReply): AuthEventInput | null {
  // Most answers are neither: they leave before the route is looked at.
  if (reply.statusCode !== 429 && request.method !== 'POST') return null;
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  if (reply.statusCode === 429) {
    return { kind: 'rate_limited', email: typedEmail(request.body), ip: request.ip, reason: path };
  }
  if (path !== SIGN_IN_PATH) return null;
  const base = { email: typedEmail(request.body), ip: request.ip };
  const code = codes.get(request) ?? null;
  if (reply.statusCode < 300) return { ...base, kind: 'sign_in_succeeded', reason: null };
  if (code === 'BANNED_USER') return { ...base, kind: 'locked', reason: code };
  if (reply.statusCode >= 500) return null;
  return { ...base, kind: 'sign_in_failed', reason: code ?? `HTTP_${reply.statusCode}` };
}

/**
 * Records sign-in outcomes and every throttled answer (429 from @fastify/rate-limit or from
 * better-auth's own limiter) once the answer has been sent: never slowing or failing it.
 */
export function registerAuthEventRecorder(app: FastifyInstance, opts: { db: Db }) {
  // Callback hooks: every answer passes here, and a promise per answer is not free.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && request.routeOptions.url === SIGN_IN_PATH) {
      codes.set(request, answerCode(payload));
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const event = classify(request, reply);
    if (event) {
      recordAuthEvent(opts.db, event).catch((err) =>
        request.log.warn({ err }, 'auth event not recorded'),
      );
    }
    done();
  });
}
