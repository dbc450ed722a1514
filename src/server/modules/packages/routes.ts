import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicPackagesSchema } from '../../../common/contracts/packages';
import type { Db } from '../../db/client';
import { matchesEtag } from '../../lib/etag';
import { ACCESS } from '../../plugins/access';
import { type CachedResponse, createPublicPackagesCache } from './public-packages-cache';

export async function packageRoutes(app: FastifyInstance, opts: { db: Db }) {
  // Per app, so that two apps in one process (tests) keep their own.
  const cache = createPublicPackagesCache(opts.db);
  app.cacheInvalidation.on('packages', cache.invalidate);

  app.get('/api/packages', {
    config: { access: ACCESS.public },
    schema: {
      tags: ['packages'],
      summary: 'Packages on sale, fewest unlock points first',
      response: { 200: publicPackagesSchema, 304: z.null() },
    },
    // Without a promise when the list is in memory (nearly always).
    handler: (request, reply) => {
      const send = ({ body, etag }: CachedResponse) => {
        // Public and the same for everyone: caches may keep it briefly, then revalidate.
        reply.header('cache-control', 'public, max-age=60').header('etag', etag);
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
        // Serialised through the contract when it was cached (hence no type provider here).
        return reply.type('application/json; charset=utf-8').send(body);
      };
      const cached = cache.peek();
      return cached ? send(cached) : cache.get().then(send);
    },
  });
}
