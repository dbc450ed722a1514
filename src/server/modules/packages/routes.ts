import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicPackagesSchema } from '../../../common/contracts/packages';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { listPublicPackages } from './list-public-packages';

export async function packageRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/packages', {
    config: { access: ACCESS.public },
    schema: {
      tags: ['packages'],
      summary: 'Packages on sale, fewest unlock points first',
      response: { 200: publicPackagesSchema },
    },
    handler: async (_request, reply) => {
      // Public and the same for everyone: caches may keep it briefly.
      reply.header('cache-control', 'public, max-age=60');
      return { packages: await listPublicPackages(opts.db) };
    },
  });
}
