import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnPayment } from '../../src/common/contracts/commerce';
import { loadConfig } from '../../src/server/config';
import { paymentEvents, payments, profiles, usersPackages } from '../../src/server/db/schema';
import {
  BASIC_ID,
  completedEvent,
  getJson,
  PREMIUM_ID,
  payInSandbox,
  postWebhook,
  signEvent,
  startCheckout,
} from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const state = async (paymentId: string, userId: string) => {
  const db = ctx.database.db;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const held = await db.select().from(usersPackages).where(eq(usersPackages.userId, userId));
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId));
  const [profile] = await db
    .select({ points: profiles.unlockPoints })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return {
    status: payment?.status,
    held: held.length,
    events: events.length,
    points: profile?.points,
  };
};

async function pendingBasic(): Promise<{ student: TestUser; paymentId: string }> {
  const student = await createUser(ctx, 'student');
  const { paymentId } = await startCheckout(ctx, student, BASIC_ID);
  return { student, paymentId };
}

describe('POST /api/webhooks/stripe: signatures', () => {
  it('refuses a forged signature with 400 and changes nothing', async () => {
    const { student, paymentId } = await pendingBasic();
    const before = await state(paymentId, student.id);
    const { payload, header } = signEvent(completedEvent(paymentId, 4900), {
      secret: 'whsec_not_the_right_secret',
    });
    const res = await postWebhook(ctx, payload, header);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid webhook signature');
    expect(await state(paymentId, student.id)).toEqual(before);
    expect(before).toMatchObject({ status: 'pending', held: 0, events: 0 });
  });

  it('refuses a stale signature (a replay older than five minutes)', async () => {
    const { student, paymentId } = await pendingBasic();
    const { payload, header } = signEvent(completedEvent(paymentId, 4900), {
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    const res = await postWebhook(ctx, payload, header);
    expect(res.status).toBe(400);
    expect(await state(paymentId, student.id)).toMatchObject({ status: 'pending', held: 0 });
  });

  it('refuses a body changed after signing, and a missing signature', async () => {
    const { student, paymentId } = await pendingBasic();
    const { payload, header } = signEvent(completedEvent(paymentId, 100));
    const tampered = payload.replace('"amount_total":100', '"amount_total":4900');
    expect((await postWebhook(ctx, tampered, header)).status).toBe(400);
    const unsigned = await postWebhook(ctx, signEvent(completedEvent(paymentId, 4900)).payload);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe('Missing Stripe-Signature header');
    expect(await state(paymentId, student.id)).toMatchObject({ status: 'pending', held: 0 });
  });

  it('accepts a correctly signed event and credits the payment', async () => {
    const { student, paymentId } = await pendingBasic();
    const { payload, header } = signEvent(completedEvent(paymentId, 4900));
    const res = await postWebhook(ctx, payload, header);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await state(paymentId, student.id)).toMatchObject({
      status: 'succeeded',
      held: 1,
      events: 1,
      points: 2,
    });
  });
});

describe('POST /api/webhooks/stripe: processing once', () => {
  it('credits exactly once when the same event arrives 20 times at once', async () => {
    const { student, paymentId } = await pendingBasic();
    const { payload, header } = signEvent(completedEvent(paymentId, 4900, { id: 'evt_same_20' }));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postWebhook(ctx, payload, header)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await state(paymentId, student.id)).toEqual({
      status: 'succeeded',
      held: 1,
      events: 1,
      points: 2,
    });
  });

  it('credits once when different success events of one payment race each other', async () => {
    const { student, paymentId } = await pendingBasic();
    const events = Array.from({ length: 10 }, (_, i) =>
      signEvent(completedEvent(paymentId, 4900, { id: `evt_distinct_${paymentId}_${i}` })),
    );
    await Promise.all(events.map((e) => postWebhook(ctx, e.payload, e.header)));
    const after = await state(paymentId, student.id);
    expect(after).toMatchObject({ status: 'succeeded', held: 1, events: 10, points: 2 });
    const outcomes = await ctx.database.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId));
    expect(outcomes.filter((o) => o.outcome.startsWith('credited'))).toHaveLength(1);
  });

  it('refuses to credit when the amount charged is not the amount of the checkout', async () => {
    const { student, paymentId } = await pendingBasic();
    const { payload, header } = signEvent(completedEvent(paymentId, 100));
    expect((await postWebhook(ctx, payload, header)).status).toBe(200);
    expect(await state(paymentId, student.id)).toMatchObject({ status: 'pending', held: 0 });
    const [event] = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId));
    expect(event?.outcome).toMatch(/^refused: charged 100/);
  });

  it('still credits a payment whose money arrives after the checkout expired or failed', async () => {
    const late = await pendingBasic();
    await ctx.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, late.paymentId));
    await getJson(ctx, late.student, `/api/student/payments/${late.paymentId}`);
    expect((await state(late.paymentId, late.student.id)).status).toBe('expired');
    const signed = signEvent(completedEvent(late.paymentId, 4900));
    await postWebhook(ctx, signed.payload, signed.header);
    expect(await state(late.paymentId, late.student.id)).toMatchObject({
      status: 'succeeded',
      held: 1,
    });

    // Stripe's hosted page lets the student try another card after a decline.
    const retry = await pendingBasic();
    const declined = signEvent({
      id: `evt_fail_${retry.paymentId}`,
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_test_1',
          object: 'payment_intent',
          metadata: { paymentId: retry.paymentId },
          last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
        },
      },
    });
    await postWebhook(ctx, declined.payload, declined.header);
    const failed = await getJson<OwnPayment>(
      ctx,
      retry.student,
      `/api/student/payments/${retry.paymentId}`,
    );
    expect(failed.body).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
    const ok = signEvent(completedEvent(retry.paymentId, 4900));
    await postWebhook(ctx, ok.payload, ok.header);
    expect((await state(retry.paymentId, retry.student.id)).status).toBe('succeeded');
  });

  it('records events it cannot use and answers 200 so Stripe stops retrying', async () => {
    const other = signEvent({
      id: 'evt_customer_created',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await postWebhook(ctx, other.payload, other.header)).status).toBe(200);
    const stranger = signEvent(completedEvent('00000000-0000-4000-8000-0000000000aa', 4900));
    expect((await postWebhook(ctx, stranger.payload, stranger.header)).status).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_customer_created'));
    expect(rows[0]?.outcome).toBe('ignored: no matching payment');
  });

  it('runs the sandbox through the same handler: its event is signed and recorded', async () => {
    const { student, paymentId } = await pendingBasic();
    await payInSandbox(ctx, student, paymentId);
    const [event] = await ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId));
    expect(event).toMatchObject({
      provider: 'sandbox',
      eventId: `evt_sandbox_${paymentId}`,
      type: 'checkout.session.completed',
      outcome: 'credited 2 points',
    });
    // Redelivering the sandbox's event changes nothing.
    const again = signEvent(event?.payload as Record<string, unknown>);
    await postWebhook(ctx, again.payload, again.header);
    expect(await state(paymentId, student.id)).toMatchObject({ held: 1, events: 1 });
  });
});

describe('with Stripe configured', () => {
  it('needs the webhook signing secret next to the secret key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      'STRIPE_WEBHOOK_SECRET: must be set when STRIPE_SECRET_KEY is set',
    );
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' })
        .STRIPE_WEBHOOK_SECRET,
    ).toBe('whsec_1');
  });

  const WEBHOOK_SECRET = 'whsec_test_stripe_mode_secret';
  let stripeCtx: TestContext;
  let api: Server;
  let respond: 'ok' | 'error' = 'ok';
  const requests: { path: string; body: URLSearchParams; idempotencyKey?: string }[] = [];

  beforeAll(async () => {
    // A stand-in for api.stripe.com: the SDK's real HTTP calls land here.
    api = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        requests.push({
          path: req.url ?? '',
          body,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        });
        res.setHeader('content-type', 'application/json');
        if (respond === 'error') {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No' } }));
          return;
        }
        const id = `cs_test_${requests.length}`;
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
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    stripeCtx = await buildTestApp({
      payments: {
        stripeSecretKey: 'sk_test_123',
        webhookSecret: WEBHOOK_SECRET,
        stripeApi: { host: '127.0.0.1', port, protocol: 'http' },
      },
    });
  });
  afterAll(async () => {
    await stripeCtx.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('opens a Checkout Session for the server-computed amount and credits on its webhook', async () => {
    const student = await createUser(stripeCtx, 'student');
    const res = await stripeCtx.app.inject({
      method: 'POST',
      url: '/api/student/checkout',
      headers: student.headers,
      payload: { packageId: PREMIUM_ID, amount: 1 },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.provider).toBe('stripe');
    expect(body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const call = requests.at(-1);
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.body.get('mode')).toBe('payment');
    expect(call?.body.get('line_items[0][price_data][unit_amount]')).toBe('8455');
    expect(call?.body.get('metadata[paymentId]')).toBe(body.paymentId);
    expect(call?.body.get('payment_intent_data[metadata][paymentId]')).toBe(body.paymentId);
    expect(call?.body.get('success_url')).toBe(
      `http://localhost:3000/student/payment-result?payment=${body.paymentId}`,
    );
    expect(call?.idempotencyKey).toBe(`checkout-${body.paymentId}`);

    // The sandbox is off: the test-card endpoint refuses.
    const sandbox = await stripeCtx.app.inject({
      method: 'POST',
      url: `/api/student/payments/${body.paymentId}/sandbox`,
      headers: student.headers,
      payload: { outcome: 'succeeded' },
    });
    expect(sandbox.statusCode).toBe(409);

    // Only an event signed with Stripe's endpoint secret counts.
    const event = completedEvent(body.paymentId, 8455, { sessionId: body.reference });
    const forged = signEvent(event);
    const refused = await stripeCtx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged.header },
      payload: forged.payload,
    });
    expect(refused.statusCode).toBe(400);
    const signed = signEvent(event, { secret: WEBHOOK_SECRET });
    const accepted = await stripeCtx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      payload: signed.payload,
    });
    expect(accepted.statusCode).toBe(200);
    const seen = await stripeCtx.app.inject({
      method: 'GET',
      url: `/api/student/payments/${body.paymentId}`,
      headers: student.headers,
    });
    expect(seen.json()).toMatchObject({ status: 'succeeded', credit: { points: 4 }, points: 4 });
  });

  it('answers 503 with a clear message when Stripe refuses, and charges nothing', async () => {
    respond = 'error';
    const student = await createUser(stripeCtx, 'student');
    const res = await stripeCtx.app.inject({
      method: 'POST',
      url: '/api/student/checkout',
      headers: student.headers,
      payload: { packageId: BASIC_ID },
    });
    respond = 'ok';
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/could not be reached. Nothing was charged/);
    const rows = await stripeCtx.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, student.id));
    expect(rows.map((r) => [r.status, r.failureReason])).toEqual([
      ['failed', 'provider_unavailable'],
    ]);
  });
});
