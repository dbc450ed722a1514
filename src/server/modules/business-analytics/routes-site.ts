import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { periodQuerySchema } from '../../../common/contracts/analytics-period';
import {
  dashboardAnalyticsSchema,
  websiteAnalyticsSchema,
} from '../../../common/contracts/business-analytics-site';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { getDashboardAnalytics } from './dashboard-analytics';
import { getWebsiteAnalytics } from './website-analytics';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['business-analytics'];

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** Issue 17: the admin dashboard's figures and the website statistics, for a period. */
export async function businessAnalyticsSiteRoutes(
  app: FastifyInstance,
  opts: { db: Db; appUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownHost = hostOf(opts.appUrl);

  r.get('/api/admin/analytics/dashboard', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary:
        'Dashboard of a period: sign-ups, revenue, exams (with change), users by role, questions by status, recent payments and sign-ups, work waiting',
      querystring: periodQuerySchema,
      response: { 200: dashboardAnalyticsSchema, ...errors },
    },
    handler: async (request) => getDashboardAnalytics(opts.db, request.query),
  });

  r.get('/api/admin/analytics/website', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary:
        'Website statistics of a period: page views, visitors, top pages, referrers, devices, countries, funnel, affiliate-link visits',
      querystring: periodQuerySchema,
      response: { 200: websiteAnalyticsSchema, ...errors },
    },
    handler: async (request) => getWebsiteAnalytics(opts.db, request.query, { ownHost }),
  });
}
