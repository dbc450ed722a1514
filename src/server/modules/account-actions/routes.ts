import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountActionPreviewSchema,
  accountActionRequestSchema,
  accountActionRunSchema,
} from '../../../common/contracts/account-actions';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { previewAccountAction } from './preview-account-action';
import { type AccountActionDeps, runAccountAction } from './run-account-action';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['account-actions'];

/** Bulk account actions (issue 17): a dry run, then the run after confirmation. */
export async function accountActionRoutes(app: FastifyInstance, opts: AccountActionDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/account-actions/preview', {
    config: admin,
    schema: {
      tags,
      summary: 'Dry run of a bulk action: who would change, who would be skipped and why',
      body: accountActionRequestSchema,
      response: { 200: accountActionPreviewSchema, ...errors },
    },
    handler: async (request) => previewAccountAction(opts.db, request.body, auditActor(request)),
  });

  r.post('/api/admin/account-actions/run', {
    config: admin,
    schema: {
      tags,
      summary:
        'Run a bulk action (deactivate, reactivate, resend verification, grant package); each change audited',
      body: accountActionRequestSchema,
      response: { 200: accountActionRunSchema, ...errors },
    },
    handler: async (request) => runAccountAction(opts, request.body, auditActor(request)),
  });
}
