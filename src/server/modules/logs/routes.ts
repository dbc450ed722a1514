import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { clientLogSchema } from '../../../common/contracts/logs';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { clientLogEntry, recordAppLog } from './record-app-log';

/** The web app reports the errors its error boundaries catch. */
export async function logRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/logs', {
    config: { access: ACCESS.public, rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['logs'],
      summary: 'Record an error or warning the web app caught',
      body: clientLogSchema,
      response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      // Visitors may report too; the entry names the user when there is one.
      const viewer = await app.resolveViewer(request).catch(() => null);
      await recordAppLog(
        opts.db,
        clientLogEntry(request.body, {
          userId: viewer?.userId ?? null,
          userAgent: request.headers['user-agent'],
        }),
      );
      return reply.status(204).send(null);
    },
  });
}
