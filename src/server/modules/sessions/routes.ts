import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  activeSessionsSchema,
  ownSessionsSchema,
  sessionIdParamsSchema,
  userIdParamsSchema,
} from '../../../common/contracts/sessions';
import type { Db } from '../../db/client';
import { ACCESS, requireViewer } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { listActiveSessions } from './list-active-sessions';
import { listOwnSessions } from './list-own-sessions';
import { clearSession, revokeAllSessionsOf, revokeSession } from './revoke-session';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

export async function sessionRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/account/sessions', {
    config: { access: ACCESS.signedIn },
    schema: {
      tags: ['sessions'],
      summary: 'My active sessions',
      response: { 200: ownSessionsSchema, ...errors },
    },
    handler: async (request) => {
      const viewer = requireViewer(request);
      return listOwnSessions(db, viewer.userId, viewer.sessionToken);
    },
  });

  r.delete('/api/account/sessions/:id', {
    config: { access: ACCESS.signedIn },
    schema: {
      tags: ['sessions'],
      summary: 'Sign one of my sessions out',
      params: sessionIdParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await revokeSession(db, request.params.id, requireViewer(request).userId);
      return reply.status(204).send(null);
    },
  });

  r.get('/api/admin/sessions', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['sessions'],
      summary: 'Sessions active in the last 24 hours, with statistics',
      response: { 200: activeSessionsSchema, ...errors },
    },
    handler: async (request) => listActiveSessions(db, requireViewer(request).sessionToken),
  });

  r.delete('/api/admin/sessions/:id', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['sessions'],
      summary: 'Clear one session',
      params: sessionIdParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await clearSession(db, request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },
  });

  r.delete('/api/admin/users/:userId/sessions', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['sessions'],
      summary: 'Clear every session of a user',
      params: userIdParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await revokeAllSessionsOf(db, request.params.userId, auditActor(request));
      return reply.status(204).send(null);
    },
  });
}
