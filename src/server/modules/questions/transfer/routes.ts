import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../../common/contracts/errors';
import {
  importReportSchema,
  importRequestSchema,
  questionExportQuerySchema,
} from '../../../../common/contracts/question-transfer';
import type { Db } from '../../../db/client';
import { ACCESS } from '../../../plugins/access';
import { auditActor } from '../../audit/record-audit';
import { exportFileName, exportQuestions } from './export-questions';
import { importQuestions } from './import-questions';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
};
const tags = ['questions'];

/**
 * The 5 MB file travels inside a JSON body, where quotes and line breaks take two characters:
 * this route alone accepts bodies up to 12 MB (the service checks the 5 MB of content).
 */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

/** Import and export of the question bank (spec: admin/questions). */
export async function questionTransferRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/questions/import', {
    config: { access: ACCESS.admin },
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Check (dryRun) or import a file of questions: JSON, CSV, GIFT or Aiken',
      description:
        'Answers the report with each row and its errors. When an all-or-nothing import finds invalid rows nothing is written and the answer is 422 with the same report.',
      body: importRequestSchema,
      response: { 200: importReportSchema, 422: importReportSchema, ...errors },
    },
    handler: async (request, reply) => {
      const report = await importQuestions(opts.db, request.body, auditActor(request));
      const rejected = !report.dryRun && report.mode === 'all_or_nothing' && report.invalid > 0;
      return reply.status(rejected ? 422 : 200).send(report);
    },
  });

  r.get('/api/admin/questions/export', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary: 'Download the questions the list filters select, as JSON or CSV',
      querystring: questionExportQuerySchema,
      response: { 200: z.unknown().describe('The file (JSON or CSV)'), ...errors },
    },
    handler: async (request, reply) => {
      const { format } = request.query;
      reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
        .header('cache-control', 'no-store');
      return reply.send(
        Readable.from(exportQuestions(opts.db, request.query), { objectMode: false }),
      );
    },
  });
}
