import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema, setLocaleSchema, updateProfileSchema } from '../../../common/contracts/account';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS, requireViewer } from '../../plugins/access';
import { getOwnProfile } from './get-own-profile';
import { setOwnLocale } from './set-own-locale';
import { updateOwnProfile } from './update-own-profile';

export async function profileRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch('/api/account/profile', {
    config: { access: ACCESS.signedIn },
    schema: {
      tags: ['account'],
      summary: 'Change my names, phone and country',
      body: updateProfileSchema,
      response: { 200: meSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request) =>
      updateOwnProfile(opts.db, requireViewer(request).userId, request.body),
  });

  r.put('/api/account/locale', {
    config: { access: ACCESS.signedIn },
    schema: {
      tags: ['account'],
      summary: 'Choose the language of my interface and e-mails',
      body: setLocaleSchema,
      response: { 200: meSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (request) =>
      setOwnLocale(opts.db, requireViewer(request).userId, request.body.locale),
  });

  r.get('/api/account/me', {
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
