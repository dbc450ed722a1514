import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  bulkActionSchema,
  bulkResultSchema,
  questionListQuerySchema,
  questionListSchema,
} from '../../../common/contracts/questions';
import type { Db } from '../../db/client';
import { ACCESS, requireViewer } from '../../plugins/access';
import { bulkChangeStatus } from './bulk-change-status';
import { listQuestions } from './list-questions';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Administrators' question bank (spec: admin/questions). */
export async function questionRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/questions', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['questions'],
      summary: 'One page of the question bank: filters, search, sort',
      querystring: questionListQuerySchema,
      response: { 200: questionListSchema, ...errors },
    },
    handler: async (request) => listQuestions(opts.db, request.query),
  });

  r.post('/api/admin/questions/bulk', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['questions'],
      summary: 'Confirm or archive several questions',
      body: bulkActionSchema,
      response: { 200: bulkResultSchema, ...errors },
    },
    handler: async (request) =>
      bulkChangeStatus(opts.db, request.body, requireViewer(request).userId),
  });
}
