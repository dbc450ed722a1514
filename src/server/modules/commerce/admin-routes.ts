import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPackageIdParamsSchema,
  adminPackageListSchema,
  adminPaymentDetailSchema,
  adminPaymentListSchema,
  packageInputSchema,
  packageUpdateSchema,
  paymentIdParamsSchema,
  paymentListQuerySchema,
} from '../../../common/contracts/commerce';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { expireAbandonedCheckouts } from './expire-abandoned-checkouts';
import { getPaymentDetail } from './get-payment-detail';
import { listPayments, paymentsCsv } from './list-payments';
import { createPackage, deletePackage, listAdminPackages, updatePackage } from './manage-packages';
import { refundPayment } from './refund-payment';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['commerce'];

/** Administrators' packages and payments (spec: admin/packages, admin/payments). */
export async function adminCommerceRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const packageList = async () => ({ packages: await listAdminPackages(db) });
  // The public price list is kept in memory on every instance: each edit drops it.
  const thenRefreshPricing = <T>(change: Promise<T>) =>
    app.cacheInvalidation.after('packages', change);

  r.get('/api/admin/packages', {
    config: admin,
    schema: {
      tags,
      summary: 'Every package with how often it was bought',
      response: { 200: adminPackageListSchema, ...errors },
    },
    handler: packageList,
  });

  r.post('/api/admin/packages', {
    config: admin,
    schema: {
      tags,
      summary: 'Create a package',
      body: packageInputSchema,
      response: { 201: z.object({ id: z.string() }), ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        id: await thenRefreshPricing(createPackage(db, request.body, auditActor(request))),
      }),
  });

  r.patch('/api/admin/packages/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Edit a package, or activate / deactivate it',
      params: adminPackageIdParamsSchema,
      body: packageUpdateSchema,
      response: { 200: adminPackageListSchema, ...errors },
    },
    handler: async (request) => {
      await thenRefreshPricing(
        updatePackage(db, request.params.id, request.body, auditActor(request)),
      );
      return packageList();
    },
  });

  r.delete('/api/admin/packages/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'Delete a package nobody has bought',
      params: adminPackageIdParamsSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await thenRefreshPricing(deletePackage(db, request.params.id, auditActor(request)));
      return reply.status(204).send(null);
    },
  });

  r.get('/api/admin/payments', {
    config: admin,
    schema: {
      tags,
      summary: 'Payments with filters, one page, and the totals of the filtered set',
      querystring: paymentListQuerySchema,
      response: { 200: adminPaymentListSchema, ...errors },
    },
    handler: async (request) => {
      await expireAbandonedCheckouts(db);
      return listPayments(db, request.query);
    },
  });

  r.get('/api/admin/payments/export', {
    config: admin,
    schema: {
      tags,
      summary: 'The filtered payments as CSV',
      querystring: paymentListQuerySchema,
    },
    handler: async (request, reply) => {
      await expireAbandonedCheckouts(db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await paymentsCsv(db, request.query));
    },
  });

  r.get('/api/admin/payments/:id', {
    config: admin,
    schema: {
      tags,
      summary: 'One payment with its commission, credit and event timeline',
      params: paymentIdParamsSchema,
      response: { 200: adminPaymentDetailSchema, ...errors },
    },
    handler: async (request) => {
      await expireAbandonedCheckouts(db, new Date(), { paymentId: request.params.id });
      return getPaymentDetail(db, request.params.id);
    },
  });

  r.post('/api/admin/payments/:id/refund', {
    config: admin,
    schema: {
      tags,
      summary: 'Mark a payment refunded and revoke its unspent points',
      params: paymentIdParamsSchema,
      response: { 200: adminPaymentDetailSchema, ...errors },
    },
    handler: async (request) => {
      await refundPayment(db, request.params.id, auditActor(request));
      return getPaymentDetail(db, request.params.id);
    },
  });
}
