import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponRow } from '../../src/common/contracts/coupons';
import { couponRedemptions, payments, profiles, usersPackages } from '../../src/server/db/schema';
import { send } from '../helpers/affiliates';
import { BASIC_ID, checkout, completedEvent, postWebhook, signEvent } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

// Stripe failing while a student starts a checkout (issue 22, Faults): an error answer, no
// answer at all, or no server. The student gets a clear 503, the payment is marked failed
// (nothing pending that could later be paid or credited, no coupon use held), and a retry once
// Stripe is back goes through. A webhook with a bad signature is refused with 400 and
// credits nothing: commerce-webhooks.test.ts ('refuses a forged signature…').

const WEBHOOK_SECRET = 'whsec_test_faults_secret';
const PROVIDER_DOWN =
  'The payment provider could not be reached. Nothing was charged; please try again in a moment.';

type Mode = 'ok' | 'error' | 'hang';
let mode: Mode = 'ok';
let api: Server;
let port = 0;
const hanging = new Set<Socket>();

function stripeStandIn(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    if (mode === 'hang') {
      hanging.add(req.socket);
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (mode === 'error') {
      res.statusCode = 500;
      res.end(
        JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having trouble' } }),
      );
      return;
    }
    const body = new URLSearchParams(raw);
    const id = `cs_test_${Math.random().toString(36).slice(2, 10)}`;
    res.end(
      JSON.stringify({
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
        currency: 'usd',
        metadata: { paymentId: body.get('metadata[paymentId]') },
      }),
    );
  });
}

async function listen(at = 0) {
  api = createServer(stripeStandIn);
  await new Promise<void>((resolve) => api.listen(at, '127.0.0.1', resolve));
  port = (api.address() as AddressInfo).port;
}
async function stopApi() {
  for (const s of hanging) s.destroy();
  hanging.clear();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
}

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  await listen();
  ctx = await buildTestApp({
    payments: {
      stripeSecretKey: 'sk_test_faults',
      webhookSecret: WEBHOOK_SECRET,
      stripeApi: { host: '127.0.0.1', port, protocol: 'http' },
      // Short, so the test of a silent provider does not wait the product's 8 s per call.
      stripeTimeoutMs: 300,
    },
  });
  admin = await createUser(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
  if (api.listening) await stopApi();
});

const stateOf = async (userId: string) => {
  const db = ctx.database.db;
  const rows = await db.select().from(payments).where(eq(payments.userId, userId));
  const held = await db.select().from(usersPackages).where(eq(usersPackages.userId, userId));
  const [profile] = await db
    .select({ points: profiles.unlockPoints })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return {
    payments: rows.map((r) => ({ id: r.id, status: r.status, reason: r.failureReason })),
    packages: held.length,
    points: profile?.points,
  };
};

async function limitedCoupon() {
  const res = await send(ctx, admin, 'POST', '/api/admin/coupons', {
    code: `FAULT${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    kind: 'percent',
    value: 20,
    maxUses: 1,
  });
  if (res.status !== 201) throw new Error(res.text);
  return res.body as CouponRow;
}

describe('Stripe failing when a checkout starts', () => {
  const outages: [string, () => Promise<void>][] = [
    [
      'answers 500',
      async () => {
        mode = 'error';
      },
    ],
    [
      'never answers',
      async () => {
        mode = 'hang';
      },
    ],
    ['refuses connections', stopApi],
  ];

  for (const [what, breakIt] of outages) {
    it(`when Stripe ${what}: a clear 503, a failed payment, no coupon use held, and a retry works`, async () => {
      const student = await createUser(ctx, 'student');
      const coupon = await limitedCoupon();
      await breakIt();
      const failed = await checkout(ctx, student, { packageId: BASIC_ID, couponCode: coupon.code });
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ code: 'UNAVAILABLE', message: PROVIDER_DOWN });
      const during = await stateOf(student.id);
      expect(during).toMatchObject({ packages: 0, points: 0 });
      expect(during.payments).toEqual([
        { id: expect.any(String), status: 'failed', reason: 'provider_unavailable' },
      ]);
      const failedId = during.payments[0]?.id ?? '';
      expect(
        await ctx.database.db
          .select()
          .from(couponRedemptions)
          .where(eq(couponRedemptions.couponId, coupon.id)),
      ).toEqual([]);

      // Stripe is back: the same checkout, with the coupon's only use, goes through.
      mode = 'ok';
      if (!api.listening) await listen(port);
      const retried = await checkout(ctx, student, {
        packageId: BASIC_ID,
        couponCode: coupon.code,
      });
      expect(retried.status).toBe(201);
      expect(retried.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\//);
      const amount = Math.round(Number(retried.body.pricing.finalPrice) * 100);

      // Paid through Stripe's signed webhook: credited once, and the failed attempt stays failed.
      const signed = signEvent(completedEvent(retried.body.paymentId, amount), {
        secret: WEBHOOK_SECRET,
      });
      expect((await postWebhook(ctx, signed.payload, signed.header)).status).toBe(200);
      const after = await stateOf(student.id);
      expect(after.packages).toBe(1);
      expect(after.points).toBeGreaterThan(0);
      expect(after.payments.find((p) => p.id === failedId)?.status).toBe('failed');
      expect(after.payments.find((p) => p.id === retried.body.paymentId)?.status).toBe('succeeded');
    });
  }
});
