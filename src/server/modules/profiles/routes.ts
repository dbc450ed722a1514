import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from '../../../common/contracts/account';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS, requireViewer } from '../../plugins/access';
import { getOwnProfile } from './get-own-profile';

export async function profileRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/account/me', {
    config: { access: ACCESS.anyone },
    schema: {
      tags: ['account'],
      summary: 'The signed-in user: profile, role and spendable points',
      response: { 200: meSchema, 401: apiErrorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOwnProfile(opts.db, requireViewer(request).userId);
    },
  });
}
