import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../common/contracts/errors';
import { LOCALES } from '../../common/locales';
import { publicPathIn } from '../../common/public-pages';
import { registerHashedAssets } from './hashed-assets';
import { loadPage, loadPublicPages, robotsTxt, sendPage, sitemapXml } from './public-pages';

/**
 * Serves the built web app: hashed assets cached forever (pre-compressed at build time, sent
 * from memory), pages revalidated every time, the public pages pre-rendered and deep links
 * with index.html.
 * API paths and files never fall back to a page.
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  opts: { webDir: string; appUrl: string },
) {
  const indexPage = loadPage(join(opts.webDir, 'index.html'), opts.appUrl);
  // Rendered at build time: a first visit to a public page needs no framework code.
  const publicPages = loadPublicPages(opts.webDir, opts.appUrl);

  const robots = robotsTxt(opts.appUrl);
  const sitemap = sitemapXml(opts.appUrl, publicPages.keys());
  const textRoute = (url: string, type: string, body: string) =>
    app.get(url, { config: { access: 'public' } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type(type).send(body),
    );
  textRoute('/robots.txt', 'text/plain; charset=utf-8', robots);
  textRoute('/sitemap.xml', 'application/xml; charset=utf-8', sitemap);
  // /help is the tutorials' index (spec section 2), in each language.
  for (const locale of LOCALES) {
    app.get(publicPathIn('/help', locale), { config: { access: 'public' } }, (_request, reply) =>
      reply.redirect(publicPathIn('/help/tutorials', locale), 301),
    );
  }

  // Their own routes: the not-found path (below) would also find them, at twice the cost.
  for (const [path, page] of publicPages) {
    app.get(path, { config: { access: 'public' } }, (request, reply) =>
      sendPage(request, reply, page),
    );
  }

  if (indexPage) {
    registerHashedAssets(app, { webDir: opts.webDir });
    // The few unhashed files at the root (icons, manifest, social image).
    await app.register(fastifyStatic, {
      root: opts.webDir,
      index: false,
      wildcard: false,
      globIgnore: ['assets/**'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', 'no-cache');
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
      const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const page = publicPages.get(normalised) ?? indexPage;
      if (!page || !wantsPage || lastSegment.includes('.')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return sendPage(request, reply, page);
    },
  );
}
