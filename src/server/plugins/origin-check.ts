import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Not ours to check: better-auth refuses foreign origins on its own endpoints, and payment
 * providers post their signed events server to server.
 */
const EXEMPT_PREFIXES = ['/api/auth/', '/api/webhooks/'];

/** `npm run dev`: pages come from Vite's dev server (vite.config.ts), which proxies /api here. */
const DEV_WEB_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** Where the app's own pages are served from: APP_URL, plus Vite's dev server in development. */
export function appOrigins(config: { APP_URL: string; NODE_ENV: string }): string[] {
  const own = new URL(config.APP_URL).origin;
  return config.NODE_ENV === 'development' ? [own, ...DEV_WEB_ORIGINS] : [own];
}

/**
 * The page a browser sent the request from: Origin, or the Referer's origin when a browser
 * leaves Origin out. Undefined when neither is sent (not a browser, so no ambient cookie risk
 * worth refusing); 'null' and unreadable values stay untrusted.
 */
function senderOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (typeof origin === 'string') return origin;
  if (typeof referer !== 'string') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Cookies ride along on cross-site requests, so a state-changing /api call whose page is on
 * another site is refused before anything reads the session: the same guard better-auth
 * applies to its own endpoints.
 */
export function registerOriginCheck(app: FastifyInstance, opts: { trustedOrigins: string[] }) {
  const trusted = new Set(opts.trustedOrigins);
  // A callback hook: every request passes here, and a promise per request is not free.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    // The matched route, so an encoded or dotted path cannot pose as an exempt one.
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || EXEMPT_PREFIXES.some((p) => path.startsWith(p))) return done();
    const origin = senderOrigin(request);
    if (origin === undefined || trusted.has(origin)) return done();
    done(new AppError('FORBIDDEN', CROSS_SITE_REFUSED));
  });
}
