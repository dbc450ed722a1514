import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../common/contracts/health';
import { type Db, pingDatabase } from '../../db/client';
import { APP_VERSION } from '../../lib/version';
import { ACCESS } from '../../plugins/access';

const startedAt = Date.now();

export async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { access: ACCESS.public },
    schema: {
      tags: ['system'],
      summary: 'Liveness and database reachability',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      const up = await pingDatabase(opts.db);
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        version: APP_VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  });
}
