import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAffiliateListQuerySchema,
  adminAffiliateListSchema,
  adminAffiliateRowSchema,
  adminCommissionListQuerySchema,
  adminCommissionListSchema,
  affiliateIdParamsSchema,
  affiliateSummarySchema,
  approveCommissionsSchema,
  commissionActionResultSchema,
  commissionListQuerySchema,
  commissionListSchema,
  createAffiliateSchema,
  payCommissionsSchema,
  referralVisitResultSchema,
  referralVisitSchema,
  referredUserListSchema,
  referredUsersQuerySchema,
  updateAffiliateSchema,
} from '../../../common/contracts/affiliates';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS, requireViewer } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import type { Mailer } from '../email/create-mailer';
import { approveCommissions } from './approve-commissions';
import { createAffiliate } from './create-affiliate';
import { exportOwnCommissions } from './export-own-commissions';
import { getAffiliateSummary } from './get-affiliate-summary';
import { listAdminCommissions } from './list-admin-commissions';
import { listAffiliates } from './list-affiliates';
import { listOwnCommissions } from './list-own-commissions';
import { listReferredUsers } from './list-referred-users';
import { payCommissions } from './pay-commissions';
import { recordReferralVisit } from './record-referral-visit';
import { referralCookie } from './referral-cookie';
import { sendCommissionApproved } from './send-commission-approved';
import { updateAffiliate } from './update-affiliate';

export type AffiliateOptions = { db: Db; mailer: Mailer; appUrl: string };

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const affiliate = { access: ACCESS.affiliate };
const admin = { access: ACCESS.admin };
const tags = ['affiliates'];

/** The affiliate programme (issue 14): referral visits, the affiliate area, administration. */
export async function affiliateRoutes(app: FastifyInstance, opts: AffiliateOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const secureCookie = opts.appUrl.startsWith('https://');

  r.post('/api/referrals/visits', {
    config: { access: ACCESS.public, rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'A visit through a referral link: counted once a day, remembered in a cookie',
      body: referralVisitSchema,
      response: { 200: referralVisitResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const code = await recordReferralVisit(db, request.body);
      if (!code) return { accepted: false };
      reply.header('set-cookie', referralCookie(code, secureCookie));
      return { accepted: true };
    },
  });

  r.get('/api/affiliate/summary', {
    config: affiliate,
    schema: {
      tags,
      summary: 'My dashboard: link, visits, sign-ups, paying students, commissions, 12 months',
      response: { 200: affiliateSummarySchema, ...errors },
    },
    handler: async (request) => getAffiliateSummary(db, requireViewer(request).userId, opts.appUrl),
  });

  r.get('/api/affiliate/referrals', {
    config: affiliate,
    schema: {
      tags,
      summary: 'The students I referred (e-mail masked), searched, sorted and paged',
      querystring: referredUsersQuerySchema,
      response: { 200: referredUserListSchema, ...errors },
    },
    handler: async (request) => listReferredUsers(db, requireViewer(request).userId, request.query),
  });

  r.get('/api/affiliate/commissions', {
    config: affiliate,
    schema: {
      tags,
      summary: 'My commissions by status and period, with totals',
      querystring: commissionListQuerySchema,
      response: { 200: commissionListSchema, ...errors },
    },
    handler: async (request) =>
      listOwnCommissions(db, requireViewer(request).userId, request.query),
  });

  r.get('/api/affiliate/commissions/export', {
    config: affiliate,
    schema: {
      tags,
      summary: 'My commissions of the filter as CSV (every page, at most 10,000 rows)',
      querystring: commissionListQuerySchema,
    },
    handler: async (request, reply) => {
      const { status, from, to } = request.query;
      const csv = await exportOwnCommissions(db, requireViewer(request).userId, {
        status,
        from,
        to,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="commissions-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  r.get('/api/admin/affiliates', {
    config: admin,
    schema: {
      tags,
      summary: 'Affiliate accounts with referred students, revenue and commissions',
      querystring: adminAffiliateListQuerySchema,
      response: { 200: adminAffiliateListSchema, ...errors },
    },
    handler: async (request) => listAffiliates(db, request.query),
  });

  r.post('/api/admin/affiliates', {
    config: admin,
    schema: {
      tags,
      summary: 'Create an affiliate (e-mail confirmed, code and rates set)',
      body: createAffiliateSchema,
      response: { 201: adminAffiliateRowSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createAffiliate(db, request.body, auditActor(request))),
  });

  r.patch('/api/admin/affiliates/:id', {
    config: admin,
    schema: {
      tags,
      summary: "Change an affiliate's commission rate or referral discount",
      params: affiliateIdParamsSchema,
      body: updateAffiliateSchema,
      response: { 200: adminAffiliateRowSchema, ...errors },
    },
    handler: async (request) =>
      updateAffiliate(db, request.params.id, request.body, auditActor(request)),
  });

  r.get('/api/admin/commissions', {
    config: admin,
    schema: {
      tags,
      summary: "Every affiliate's commissions with filters and totals",
      querystring: adminCommissionListQuerySchema,
      response: { 200: adminCommissionListSchema, ...errors },
    },
    handler: async (request) => listAdminCommissions(db, request.query),
  });

  r.post('/api/admin/commissions/approve', {
    config: admin,
    schema: {
      tags,
      summary: 'Approve pending commissions, all or none; the affiliates are e-mailed',
      body: approveCommissionsSchema,
      response: { 200: commissionActionResultSchema, ...errors },
    },
    handler: async (request) => {
      const now = new Date();
      const result = await approveCommissions(db, request.body.ids, auditActor(request), now);
      opts.mailer.background(sendCommissionApproved(opts, result.ids, now));
      return result;
    },
  });

  r.post('/api/admin/commissions/pay', {
    config: admin,
    schema: {
      tags,
      summary: 'Mark approved commissions paid with the payout reference, all or none',
      body: payCommissionsSchema,
      response: { 200: commissionActionResultSchema, ...errors },
    },
    handler: async (request) =>
      payCommissions(db, request.body.ids, request.body.payoutReference, auditActor(request)),
  });
}
