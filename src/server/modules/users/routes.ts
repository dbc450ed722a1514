import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { userIdParamsSchema } from '../../../common/contracts/sessions';
import {
  accountStatusSchema,
  verificationFixResultSchema,
  verificationFixSchema,
} from '../../../common/contracts/users';
import type { Db } from '../../db/client';
import { ACCESS, requireViewer } from '../../plugins/access';
import { fixVerification } from './fix-verification';
import { deactivateAccount, reactivateAccount } from './set-account-active';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export async function userRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.post('/api/admin/users/:userId/deactivate', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Deactivate an account: role inactive, every session signed out',
      params: userIdParamsSchema,
      response: { 200: accountStatusSchema, ...errors },
    },
    handler: async (request) =>
      deactivateAccount(db, request.params.userId, requireViewer(request).userId),
  });

  r.post('/api/admin/users/:userId/reactivate', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Reactivate an account with the role it had',
      params: userIdParamsSchema,
      response: { 200: accountStatusSchema, ...errors },
    },
    handler: async (request) => reactivateAccount(db, request.params.userId),
  });

  r.post('/api/admin/verification-fix', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['users'],
      summary: 'Manual verification fix: mark the profile with this e-mail admin-verified',
      body: verificationFixSchema,
      response: { 200: verificationFixResultSchema, ...errors },
    },
    handler: async (request) =>
      fixVerification(db, request.body.email, { userId: requireViewer(request).userId }),
  });
}
