import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  studentReportGroupSchema,
  studentReportListSchema,
  studentReportQuerySchema,
  studentReportSummarySchema,
} from '../../../common/contracts/student-reports';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { exportStudentReport } from './export-student-report';
import { listStudentReport } from './list-student-report';
import { summarizeStudentReport } from './summarize-student-report';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const admin = { access: ACCESS.admin };
const tags = ['student-reports'];

/** Student reports (issue 17): a chosen group's students, their figures and the group's. */
export async function studentReportRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/student-reports', {
    config: admin,
    schema: {
      tags,
      summary: "The group's students, one page, each with their exam figures",
      querystring: studentReportQuerySchema,
      response: { 200: studentReportListSchema, ...errors },
    },
    handler: async (request) => listStudentReport(db, request.query),
  });

  r.get('/api/admin/student-reports/summary', {
    config: admin,
    schema: {
      tags,
      summary: "The group's summary: counts, averages, score distribution per subject",
      querystring: studentReportGroupSchema,
      response: { 200: studentReportSummarySchema, ...errors },
    },
    handler: async (request) => summarizeStudentReport(db, request.query),
  });

  r.get('/api/admin/student-reports/export', {
    config: admin,
    schema: { tags, summary: 'The whole group as CSV', querystring: studentReportGroupSchema },
    handler: async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="student-report-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await exportStudentReport(db, request.query));
    },
  });
}
