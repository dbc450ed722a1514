import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutInputSchema,
  checkoutResultSchema,
  ownPackagesSchema,
  ownPaymentSchema,
  packageIdParamsSchema,
  paymentIdParamsSchema,
  quoteListSchema,
  quoteResultSchema,
  sandboxConfirmSchema,
  subjectCatalogueSchema,
  subjectIdParamsSchema,
  unlockResultSchema,
} from '../../../common/contracts/commerce';
import { quoteQuerySchema } from '../../../common/contracts/coupons';
import { apiErrorSchema } from '../../../common/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { periodSlot, runScheduled } from '../../lib/scheduled-run';
import { ACCESS, requireViewer } from '../../plugins/access';
import type { Mailer } from '../email/create-mailer';
import { adminCommerceRoutes } from './admin-routes';
import { confirmSandboxPayment } from './confirm-sandbox-payment';
import { expireAbandonedCheckouts, hasAbandonedCheckouts } from './expire-abandoned-checkouts';
import { getOwnPayment } from './get-own-payment';
import { listOwnPackages } from './list-own-packages';
import type { PaymentGateway } from './payment-gateway';
import { listQuotes, quotePackage } from './quote-packages';
import { receiveWebhook } from './receive-webhook';
import { startCheckout } from './start-checkout';
import { getSubjectCatalogue } from './subject-catalogue';
import { hasStaleTotals, syncExpiredPoints } from './sync-expired-points';
import { unlockSubject } from './unlock-subject';

export type CommerceOptions = {
  db: Db;
  mailer: Mailer;
  gateway: PaymentGateway;
  appUrl: string;
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const student = { access: ACCESS.student };
const tags = ['commerce'];
const SWEEP_INTERVAL_MS = 5 * 60_000;

/** Buying packages, paying (Stripe or the sandbox), points and subject unlocks (issue 6). */
export async function commerceRoutes(app: FastifyInstance, opts: CommerceOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const webhookDeps = { db, gateway: opts.gateway, mailer: opts.mailer, appUrl: opts.appUrl };

  // Abandoned checkouts also expire when read; the sweep tidies the ones nobody looks at, and
  // brings stored point totals down to the spendable sum once packages have expired.
  // One instance sweeps each period.
  const sweep = setInterval(() => {
    const slot = periodSlot(SWEEP_INTERVAL_MS);
    const checkouts = { slot, due: () => hasAbandonedCheckouts(db) };
    runScheduled(db, 'checkout-expiry', checkouts, () => expireAbandonedCheckouts(db)).catch(
      (err) => app.log.error({ err }, 'checkout sweep failed'),
    );
    const points = { slot, due: () => hasStaleTotals(db) };
    runScheduled(db, 'points-expiry', points, () => syncExpiredPoints(db)).catch((err) =>
      app.log.error({ err }, 'points sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  r.get('/api/student/quotes', {
    config: student,
    schema: {
      tags,
      summary: 'Packages on sale with my price, line by line',
      response: { 200: quoteListSchema, ...errors },
    },
    handler: async (request) => listQuotes(db, requireViewer(request).userId),
  });

  r.get('/api/student/quotes/:packageId', {
    config: student,
    schema: {
      tags,
      summary: 'One package on sale with my price (order summary), with a coupon code if given',
      params: packageIdParamsSchema,
      querystring: quoteQuerySchema,
      response: { 200: quoteResultSchema, ...errors },
    },
    handler: async (request) =>
      quotePackage(
        db,
        requireViewer(request).userId,
        request.params.packageId,
        request.query.coupon,
      ),
  });

  r.post('/api/student/checkout', {
    config: student,
    schema: {
      tags,
      summary: 'Start paying for a package (the server computes the amount)',
      body: checkoutInputSchema,
      response: { 201: checkoutResultSchema, ...errors, 503: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const viewer = requireViewer(request);
      if (viewer.impersonatedBy) {
        throw new AppError('FORBIDDEN', 'Purchases cannot be made while viewing as a student');
      }
      const result = await startCheckout(
        { db, gateway: opts.gateway, appUrl: opts.appUrl, mailer: opts.mailer, log: request.log },
        viewer.userId,
        request.body.packageId,
        new Date(),
        request.body.couponCode,
      );
      return reply.status(201).send(result);
    },
  });

  r.post('/api/student/payments/:id/sandbox', {
    config: student,
    schema: {
      tags,
      summary: 'Finish a sandbox checkout with the outcome of the test card',
      params: paymentIdParamsSchema,
      body: sandboxConfirmSchema,
      response: { 200: ownPaymentSchema, ...errors, 410: apiErrorSchema },
    },
    handler: async (request) => {
      const viewer = requireViewer(request);
      if (viewer.impersonatedBy) {
        throw new AppError('FORBIDDEN', 'Purchases cannot be made while viewing as a student');
      }
      await confirmSandboxPayment(
        webhookDeps,
        viewer.userId,
        request.params.id,
        request.body.outcome,
      );
      return getOwnPayment(db, viewer.userId, request.params.id);
    },
  });

  r.get('/api/student/payments/:id', {
    config: student,
    schema: {
      tags,
      summary: 'One of my payments: status, failure reason, points credited',
      params: paymentIdParamsSchema,
      response: { 200: ownPaymentSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getOwnPayment(db, requireViewer(request).userId, request.params.id);
    },
  });

  r.get('/api/student/packages', {
    config: student,
    schema: {
      tags,
      summary: 'My packages with points left, expiry and status',
      response: { 200: ownPackagesSchema, ...errors },
    },
    handler: async (request) => listOwnPackages(db, requireViewer(request).userId),
  });

  r.get('/api/student/subjects', {
    config: student,
    schema: {
      tags,
      summary: 'The subject catalogue with my lock state and access expiry',
      response: { 200: subjectCatalogueSchema, ...errors },
    },
    handler: async (request) => getSubjectCatalogue(db, requireViewer(request).userId),
  });

  r.post('/api/student/subjects/:id/unlock', {
    config: student,
    schema: {
      tags,
      summary: 'Spend one point to unlock a subject',
      params: subjectIdParamsSchema,
      response: { 201: unlockResultSchema, ...errors, 402: apiErrorSchema },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await unlockSubject(db, requireViewer(request).userId, request.params.id)),
  });

  // Stripe (and the sandbox) post events here. The signature covers the exact bytes, so this
  // route keeps the raw body: its own content-type parser, in its own plugin scope.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hooks.withTypeProvider<ZodTypeProvider>().post('/api/webhooks/stripe', {
      config: { access: ACCESS.public },
      schema: {
        tags,
        summary: 'Payment events from Stripe, signed (Stripe-Signature header)',
        response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema },
      },
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await receiveWebhook(
          webhookDeps,
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        request.log.info(
          { eventOutcome: result.outcome, paymentId: result.paymentId },
          'payment event processed',
        );
        return { received: true as const };
      },
    });
  });

  await app.register(adminCommerceRoutes, { db });
}
