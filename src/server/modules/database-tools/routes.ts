import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applyMigrationsBodySchema,
  applyMigrationsResultSchema,
  databaseAnalyticsQuerySchema,
  databaseAnalyticsSchema,
  databaseTestResultSchema,
  migrationStatusSchema,
  seedResultSchema,
} from '../../../common/contracts/database-tools';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { applyMigrations } from './apply-migrations';
import { databaseAnalytics } from './database-analytics';
import { loadReferenceData } from './load-reference-data';
import { migrationStatus } from './migration-status';
import { runDatabaseTest } from './run-database-test';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['database-tools'];

/** Administrators' database tools: setup (migrations, reference data), test, analytics. */
export async function databaseToolRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/database-setup/migrations', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary: 'Migrations applied and pending',
      response: { 200: migrationStatusSchema, ...errors },
    },
    handler: async () => migrationStatus(db),
  });

  r.post('/api/admin/database-setup/migrations/apply', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary: 'Apply the pending migrations (typed confirmation; audited)',
      body: applyMigrationsBodySchema,
      response: { 200: applyMigrationsResultSchema, ...errors, 409: apiErrorSchema },
    },
    // A migration may change the packages visitors see.
    handler: async (request) =>
      app.cacheInvalidation.after('packages', applyMigrations(db, auditActor(request))),
  });

  r.post('/api/admin/database-setup/seed', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary: 'Load the reference data again: inserts only what is missing (audited)',
      response: { 200: seedResultSchema, ...errors },
    },
    // The reference data holds the packages on sale.
    handler: async (request) =>
      app.cacheInvalidation.after('packages', loadReferenceData(db, auditActor(request))),
  });

  r.post('/api/admin/database-test', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary: 'Run the database checks (read-only apart from a temporary table)',
      response: { 200: databaseTestResultSchema, ...errors },
    },
    handler: async () => runDatabaseTest(db),
  });

  r.get('/api/admin/database-analytics', {
    config: { access: ACCESS.admin },
    schema: {
      tags,
      summary: 'Rows and sizes per table and index, index usage, slowest statements',
      querystring: databaseAnalyticsQuerySchema,
      response: { 200: databaseAnalyticsSchema, ...errors },
    },
    handler: async (request) => databaseAnalytics(db, request.query),
  });
}
