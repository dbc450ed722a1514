import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  authEventListQuerySchema,
  authEventListSchema,
  lockedAccountListSchema,
  lockedAccountQuerySchema,
  securityAdminListSchema,
  securityOverviewSchema,
  securityPeriodSchema,
} from '../../../common/contracts/security';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { listAdminSignIns } from './list-admin-sign-ins';
import { listAuthEvents } from './list-auth-events';
import { listLockedAccounts } from './list-locked-accounts';
import { securityOverview } from './security-overview';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The administrators' security page (read only). Its actions on a user — revoke sessions,
 * force a password reset — are the users module's audited endpoints.
 */
export async function securityRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/security/overview', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['security'],
      summary: 'Failed sign-ins over time, top addresses and e-mails, throttled requests',
      querystring: securityPeriodSchema,
      response: { 200: securityOverviewSchema, ...errors },
    },
    handler: async (request) => securityOverview(opts.db, request.query),
  });

  r.get('/api/admin/security/events', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['security'],
      summary: 'Recorded sign-in events and throttled requests, newest first',
      querystring: authEventListQuerySchema,
      response: { 200: authEventListSchema, ...errors },
    },
    handler: async (request) => listAuthEvents(opts.db, request.query),
  });

  r.get('/api/admin/security/admins', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['security'],
      summary: 'Administrators with their last sign-in and open sessions',
      response: { 200: securityAdminListSchema, ...errors },
    },
    handler: async () => ({ items: await listAdminSignIns(opts.db) }),
  });

  r.get('/api/admin/security/locked', {
    config: { access: ACCESS.admin },
    schema: {
      tags: ['security'],
      summary: 'Locked accounts: deactivated or banned',
      querystring: lockedAccountQuerySchema,
      response: { 200: lockedAccountListSchema, ...errors },
    },
    handler: async (request) => listLockedAccounts(opts.db, request.query),
  });
}
