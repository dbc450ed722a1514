import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { learningOverviewSchema, subjectProgressSchema } from '../../../common/contracts/learning';
import type { Db } from '../../db/client';
import { ACCESS, requireViewer } from '../../plugins/access';
import { getLearningOverview } from './learning-overview';
import { getSubjectProgress } from './subject-progress';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const student = { access: ACCESS.student };
const tags = ['learning'];
const BASE = '/api/student/learning';
const subjectParamsSchema = z.object({ subjectId: z.uuid('Subject not found') });

/** Mastery and progress analytics (issue 18; contract in common/contracts/learning). */
export async function learningProgressRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(`${BASE}/overview`, {
    config: student,
    schema: {
      tags,
      summary: 'My learning across subjects: mastery, predictions, due cards, next action',
      response: { 200: learningOverviewSchema, ...errors },
    },
    handler: async (request) => getLearningOverview(db, requireViewer(request).userId, new Date()),
  });

  r.get(`${BASE}/subjects/:subjectId`, {
    config: student,
    schema: {
      tags,
      summary: 'My progress in one subject: topic map, trend, predicted score, percentile, plan',
      params: subjectParamsSchema,
      response: { 200: subjectProgressSchema, ...errors },
    },
    handler: async (request) =>
      getSubjectProgress(db, requireViewer(request).userId, request.params.subjectId, new Date()),
  });
}
