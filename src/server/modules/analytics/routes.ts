import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageViewSchema } from '../../../common/contracts/analytics';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { recordPageView } from './record-page-view';

export async function analyticsRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/analytics/page-views', {
    config: { access: ACCESS.public, rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags: ['analytics'],
      summary: 'Record a page view (path and title) on a route change',
      body: pageViewSchema,
      response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      // Signed in or not: the view counts either way, with the user when there is one.
      const viewer = await app.resolveViewer(request).catch(() => null);
      await recordPageView(opts.db, {
        ...request.body,
        userId: viewer?.userId ?? null,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return reply.status(204).send(null);
    },
  });
}
