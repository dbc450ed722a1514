import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers with a CSP the SPA passes: only our own scripts, no inline code. */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: opts.https ? [] : null,
      },
    },
    strictTransportSecurity: opts.https,
    crossOriginEmbedderPolicy: false,
  });
}
