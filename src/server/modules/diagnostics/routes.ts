import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  diagnosticFixParamsSchema,
  diagnosticFixResultSchema,
  diagnosticQuerySchema,
  userDiagnosticSchema,
} from '../../../common/contracts/diagnostics';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { applyDiagnosticFix } from './apply-diagnostic-fix';
import { diagnoseUser } from './diagnose-user';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Administrators' user diagnostic: read everything about one e-mail, apply a safe fix. */
export async function diagnosticRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/user-diagnostic', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['diagnostics'],
      summary: 'Everything about one e-mail, with pass/fail checks',
      querystring: diagnosticQuerySchema,
      response: { 200: userDiagnosticSchema, ...errors },
    },
    handler: async (request) => diagnoseUser(db, { email: request.query.email }),
  });

  r.post('/api/admin/user-diagnostic/:userId/fixes/:fix', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['diagnostics'],
      summary: 'Apply a safe fix (audited) and run the checks again',
      params: diagnosticFixParamsSchema,
      response: { 200: diagnosticFixResultSchema, ...errors },
    },
    handler: async (request) =>
      applyDiagnosticFix(db, auditActor(request), request.params.userId, request.params.fix),
  });
}
