import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from '../modules/auth/create-auth';
import { ACCESS, toViewer, type Viewer } from './access';

/**
 * Reads the signed-in user from the session cookie (null when signed out) and reports the
 * session as active to `onSeen`, whose failures never fail the request.
 */
export function viewerLoader(auth: Auth, onSeen?: (viewer: Viewer) => Promise<unknown>) {
  return async (request: FastifyRequest): Promise<Viewer | null> => {
    const data = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!data) return null;
    const viewer = toViewer(data);
    onSeen?.(viewer).catch((err) => request.log.warn({ err }, 'session activity not recorded'));
    return viewer;
  };
}

/** Mounts better-auth's own endpoints (sign-in, sign-out, session, password reset…). */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; appUrl: string }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: ACCESS.public },
    schema: { hide: true },
    async handler(request, reply) {
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
    },
  });
}
