import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogSchema } from '../../../common/contracts/audit';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { listAuditLog } from './list-audit-log';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The administrators' audit log (domain.md: E-mail, analytics, logs): read only. */
export async function auditRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/audit-log', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['audit'],
      summary: 'Administrator actions, newest first: filters by actor, action, target and dates',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogSchema, ...errors },
    },
    handler: async (request) => listAuditLog(opts.db, request.query),
  });
}
