import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../common/contracts/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Page = { raw: Buffer; br: Buffer; gzip: Buffer };

function loadPage(webDir: string, name: string): Page | null {
  const path = join(webDir, name);
  if (!existsSync(path)) return null;
  const raw = readFileSync(path);
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(200)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/**
 * Serves the built web app: hashed assets cached forever (pre-compressed at build time), pages
 * revalidated every time, / with the pre-rendered landing page and deep links with index.html.
 * API paths and files never fall back to a page.
 */
export async function registerStaticSpa(app: FastifyInstance, opts: { webDir: string }) {
  const indexPage = loadPage(opts.webDir, 'index.html');
  // Rendered at build time: a first visit to / needs no framework code.
  const landingPage = loadPage(opts.webDir, 'landing.html') ?? indexPage;

  if (indexPage) {
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
      const page = path === '/' ? landingPage : indexPage;
      if (!page || !wantsPage || lastSegment.includes('.')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return sendPage(request, reply, page);
    },
  );
}
