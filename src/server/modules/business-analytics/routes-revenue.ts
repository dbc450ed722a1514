import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  revenueInsightsQuerySchema,
  revenueInsightsSchema,
  revenueReportQuerySchema,
  revenueReportSchema,
} from '../../../common/contracts/business-analytics-revenue';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { getRevenueInsights } from './revenue-insights';
import { getRevenueReport } from './revenue-report';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const admin = { access: ACCESS.admin };
const tags = ['business-analytics'];

/** Administrators' Revenue Reports and Revenue Analytics (issue 17); read-only. */
export async function revenueAnalyticsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/analytics/revenue', {
    config: admin,
    schema: {
      tags,
      summary: 'Sales, refunds and net by day, package, subject board and affiliate; discounts',
      querystring: revenueReportQuerySchema,
      response: { 200: revenueReportSchema, ...errors },
    },
    handler: async (request) => getRevenueReport(db, request.query),
  });

  r.get('/api/admin/analytics/revenue-insights', {
    config: admin,
    schema: {
      tags,
      summary: 'Average order value, trial conversion, repeat purchases, referrals, cohorts',
      querystring: revenueInsightsQuerySchema,
      response: { 200: revenueInsightsSchema, ...errors },
    },
    handler: async (request) => getRevenueInsights(db, request.query),
  });
}
