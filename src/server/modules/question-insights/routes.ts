import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  confirmedStatisticsQuerySchema,
  confirmedStatisticsSchema,
  distinctPairInputSchema,
  distinctPairSchema,
  duplicateGroupsSchema,
  duplicatesQuerySchema,
  questionStatisticsSchema,
  statisticsQuerySchema,
} from '../../../common/contracts/question-insights';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { getConfirmedStatistics } from './confirmed-statistics';
import { findDuplicateGroups } from './find-duplicates';
import { markDistinctPair } from './mark-distinct-pair';
import { getQuestionStatistics } from './question-statistics';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['question-insights'];

/**
 * Administrators' views over the question bank (spec: admin/duplicated-questions,
 * questions/statistics, questions/confirmed-statistics).
 */
export async function questionInsightRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/questions/duplicates', {
    config: admin,
    schema: {
      tags,
      summary: 'Groups of near-duplicate questions in one subject (pg_trgm similarity ≥ 0.8)',
      querystring: duplicatesQuerySchema,
      response: { 200: duplicateGroupsSchema, ...errors },
    },
    handler: async (request) => findDuplicateGroups(db, { subjectId: request.query.subject }),
  });

  r.post('/api/admin/questions/distinct-pairs', {
    config: admin,
    schema: {
      tags,
      summary: 'Remember that two questions are not duplicates',
      body: distinctPairInputSchema,
      response: { 200: distinctPairSchema, ...errors },
    },
    handler: async (request) => markDistinctPair(db, request.body, auditActor(request)),
  });

  r.get('/api/admin/questions/statistics', {
    config: admin,
    schema: {
      tags,
      summary: 'Bank counts and item analysis (facility, discrimination, exposure, time)',
      querystring: statisticsQuerySchema,
      response: { 200: questionStatisticsSchema, ...errors },
    },
    handler: async (request) => getQuestionStatistics(db, request.query),
  });

  r.get('/api/admin/questions/confirmed-statistics', {
    config: admin,
    schema: {
      tags,
      summary: 'Confirmed and pending questions by subject, reviewer and over time',
      querystring: confirmedStatisticsQuerySchema,
      response: { 200: confirmedStatisticsSchema, ...errors },
    },
    handler: async (request) => getConfirmedStatistics(db, request.query),
  });
}
