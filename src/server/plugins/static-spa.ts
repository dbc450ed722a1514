import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../common/contracts/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached forever, index.html revalidated every time,
 * and deep links answered with index.html. API paths and files never fall back to the page.
 */
export async function registerStaticSpa(app: FastifyInstance, opts: { webDir: string }) {
  const indexPath = join(opts.webDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : null;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    } satisfies ApiError);

  // Probing unknown API paths is throttled; deep links into the app are not.
  const limitProbes = app.rateLimit({ max: 60, timeWindow: '1 minute' });
  const isApi = (request: FastifyRequest) => /^\/api(\/|$|\?)/.test(request.url);

  app.setNotFoundHandler(
    {
      async preHandler(request: FastifyRequest, reply: FastifyReply) {
        if (isApi(request)) await limitProbes.call(app, request, reply);
      },
    },
    (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApi(request)) return apiNotFound(request, reply);
      const lastSegment = path.slice(path.lastIndexOf('/') + 1);
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!indexHtml || !wantsPage || lastSegment.includes('.')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return reply
        .status(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    },
  );
}
