import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  couponIdParamsSchema,
  couponInputSchema,
  couponListQuerySchema,
  couponListSchema,
  couponRowSchema,
  couponUpdateSchema,
} from '../../../common/contracts/coupons';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { listCoupons } from './list-coupons';
import { createCoupon, updateCoupon } from './save-coupon';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['coupons'];

/** Discounts & Coupons (issue 17): administrators manage codes; students apply them at checkout. */
export async function couponRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/coupons', {
    config: admin,
    schema: {
      tags,
      summary: 'Coupons with their uses, reservations and discount given (paged, searched)',
      querystring: couponListQuerySchema,
      response: { 200: couponListSchema, ...errors },
    },
    handler: async (request) => listCoupons(db, request.query),
  });

  r.post('/api/admin/coupons', {
    config: admin,
    schema: {
      tags,
      summary: 'Create a coupon code',
      body: couponInputSchema,
      response: { 201: couponRowSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createCoupon(db, request.body, auditActor(request))),
  });

  r.patch('/api/admin/coupons/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Edit a coupon, or deactivate / reactivate it ({ active })',
      params: couponIdParamsSchema,
      body: couponUpdateSchema,
      response: { 200: couponRowSchema, ...errors },
    },
    handler: async (request) =>
      updateCoupon(db, request.params.id, request.body, auditActor(request)),
  });
}
