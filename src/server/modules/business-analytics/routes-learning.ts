import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentAnalyticsSchema,
  learningAnalyticsQuerySchema,
  userBehaviorSchema,
} from '../../../common/contracts/business-analytics-learning';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { getUserBehavior } from './behavior-analytics';
import { getContentAnalytics } from './content-analytics';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const admin = { access: ACCESS.admin };
const tags = ['business-analytics'];

/** Content analytics and user behaviour analytics (issue 17), read-only, for administrators. */
export async function learningAnalyticsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/analytics/content', {
    config: admin,
    schema: {
      tags,
      summary:
        'Questions per subject, topic and difficulty against the templates, flagged and most missed items',
      querystring: learningAnalyticsQuerySchema,
      response: { 200: contentAnalyticsSchema, ...errors },
    },
    handler: async (request) => getContentAnalytics(db, request.query),
  });

  r.get('/api/admin/analytics/user-behavior', {
    config: admin,
    schema: {
      tags,
      summary:
        'Active students, exams started and finished, time spent, the exam journey and retention',
      querystring: learningAnalyticsQuerySchema,
      response: { 200: userBehaviorSchema, ...errors },
    },
    handler: async (request) => getUserBehavior(db, request.query),
  });
}
