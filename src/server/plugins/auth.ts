import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from '../modules/auth/create-auth';
import type { SessionData } from '../modules/auth/read-session';
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

/** Throttled per e-mail address as well as per client address (better-auth's own limits). */
const PER_EMAIL_LIMITS = {
  '/api/auth/sign-in/email': { max: 10, timeWindow: '10 minutes' },
  '/api/auth/request-password-reset': { max: 3, timeWindow: '10 minutes' },
  '/api/auth/send-verification-email': { max: 3, timeWindow: '10 minutes' },
} as const;

function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : `ip:${request.ip}`;
}

/** Mounts better-auth's own endpoints (sign-in, sign-out, session, password reset…). */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; appUrl: string; rateLimits: boolean },
) {
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, opts.appUrl);
    const headers = fromNodeHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    const response = await opts.auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie') continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    const text = await response.text();
    return reply.send(text.length > 0 ? text : null);
  }

  for (const [url, limit] of Object.entries(PER_EMAIL_LIMITS)) {
    app.post(url, {
      config: {
        access: ACCESS.public,
        // After body parsing, so the key can be the address being tried.
        rateLimit: opts.rateLimits
          ? { ...limit, hook: 'preHandler', keyGenerator: emailKey }
          : false,
      },
      schema: { hide: true },
      handler: forward,
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
