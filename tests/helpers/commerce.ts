import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { CheckoutResult, OwnPayment } from '../../src/common/contracts/commerce';
import { profiles } from '../../src/server/db/schema';
import { sandboxWebhookSecret } from '../../src/server/modules/commerce/payment-gateway';
import { createUser, type TestUser } from './factory';
import { TEST_AUTH_SECRET, type TestContext } from './test-app';

/** Seeded packages (src/server/db/seed/packages.ts). */
export const BASIC_ID = '00000000-0000-4000-8000-000000000002';
export const PREMIUM_ID = '00000000-0000-4000-8000-000000000003';
export const ULTIMATE_ID = '00000000-0000-4000-8000-000000000004';
export const MISSING_ID = '00000000-0000-4000-8000-00000000dead';

/** The secret the test app's sandbox signs with (and its webhook verifies). */
export const SANDBOX_SECRET = sandboxWebhookSecret(TEST_AUTH_SECRET);

/** An affiliate with a code and a student they referred. */
export async function referredStudent(
  ctx: TestContext,
  opts: { discount?: number; rate?: number } = {},
): Promise<{ affiliate: TestUser; student: TestUser; code: string }> {
  const affiliate = await createUser(ctx, 'affiliate');
  const code = `AFF${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await ctx.database.db
    .update(profiles)
    .set({
      code,
      referralDiscountPercent: opts.discount ?? 10,
      commissionRate: opts.rate ?? 10,
    })
    .where(eq(profiles.id, affiliate.id));
  const student = await createUser(ctx, 'student');
  await ctx.database.db
    .update(profiles)
    .set({ referredBy: affiliate.id })
    .where(eq(profiles.id, student.id));
  return { affiliate, student, code };
}

export async function checkout(ctx: TestContext, user: TestUser, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/student/checkout',
    headers: user.headers,
    payload,
  });
  return { status: res.statusCode, body: res.json() as CheckoutResult & { message?: string } };
}

/** Starts a checkout that must succeed and returns it. */
export async function startCheckout(ctx: TestContext, user: TestUser, packageId = BASIC_ID) {
  const res = await checkout(ctx, user, { packageId });
  if (res.status !== 201)
    throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function payInSandbox(
  ctx: TestContext,
  user: TestUser,
  paymentId: string,
  payload: Record<string, unknown> = { outcome: 'succeeded' },
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/student/payments/${paymentId}/sandbox`,
    headers: user.headers,
    payload,
  });
  return { status: res.statusCode, body: res.json() as OwnPayment & { message?: string } };
}

export async function getJson<T>(ctx: TestContext, user: TestUser, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
  return { status: res.statusCode, body: res.json() as T & { message?: string } };
}

/** A Stripe-shaped event signed with Stripe's own test helper. */
export function signEvent(
  event: Record<string, unknown>,
  opts: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? SANDBOX_SECRET,
    timestamp: opts.timestamp,
  });
  return { payload, header };
}

export async function postWebhook(ctx: TestContext, payload: string, header?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header ? { 'stripe-signature': header } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { received?: boolean; message?: string } };
}

/** checkout.session.completed for one of our payments, as Stripe sends it. */
export function completedEvent(
  paymentId: string,
  amountCents: number,
  opts: { id?: string; sessionId?: string } = {},
) {
  return {
    id: opts.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: opts.sessionId ?? `cs_test_${paymentId.slice(0, 8)}`,
        object: 'checkout.session',
        client_reference_id: paymentId,
        metadata: { paymentId },
        payment_status: 'paid',
        status: 'complete',
        amount_total: amountCents,
        currency: 'usd',
      },
    },
  };
}
