import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calibrationApplyResultSchema,
  calibrationApplySchema,
  calibrationProposalsSchema,
  calibrationQuerySchema,
} from '../../../common/contracts/calibration';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { applyCalibration } from './apply-calibration';
import { listCalibration } from './list-calibration';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const admin = { access: ACCESS.admin };
const tags = ['calibration'];

/** Item calibration (domain.md: Calibration): see the proposed parameters, then apply them. */
export async function calibrationRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/calibration', {
    config: admin,
    schema: {
      tags,
      summary: 'Dry run: proposed a and b of confirmed items with enough responses',
      querystring: calibrationQuerySchema,
      response: { 200: calibrationProposalsSchema, ...errors },
    },
    handler: async (request) => listCalibration(db, request.query),
  });

  r.post('/api/admin/calibration/apply', {
    config: admin,
    schema: {
      tags,
      summary: 'Write the proposed parameters of the chosen questions (or all)',
      body: calibrationApplySchema,
      response: { 200: calibrationApplyResultSchema, ...errors },
    },
    handler: async (request) => applyCalibration(db, request.body, auditActor(request)),
  });
}
