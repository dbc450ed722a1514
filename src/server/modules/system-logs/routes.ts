import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { systemLogListSchema, systemLogQuerySchema } from '../../../common/contracts/system-logs';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { listSystemLogs } from './list-system-logs';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Server warnings and errors and the web app's error reports (app_logs): read only. */
export async function systemLogRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/logs', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['system'],
      summary: 'Server and client log entries, newest first: level, source, day, user and text',
      querystring: systemLogQuerySchema,
      response: { 200: systemLogListSchema, ...errors },
    },
    handler: async (request) => listSystemLogs(opts.db, request.query),
  });
}
