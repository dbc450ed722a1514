import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentProvider } from '../../../common/contracts/commerce';

export type PaymentsConfig = {
  /** STRIPE_SECRET_KEY: real checkout through Stripe; without it the sandbox. */
  stripeSecretKey?: string;
  /** STRIPE_WEBHOOK_SECRET: the signing secret of Stripe's webhook endpoint. */
  webhookSecret?: string;
  /** Where the Stripe SDK sends its API calls (tests point it at a local stand-in). */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /** How long one call to Stripe may take (default STRIPE_TIMEOUT_MS). */
  stripeTimeoutMs?: number;
};

/**
 * Stripe opens a Checkout Session in a second or two. The student waits on the answer, so the
 * call and its two retries (safe: each checkout has its own idempotency key) must end well
 * inside the minute after which proxies give up on a request: at worst about 25 s, then a
 * clear 503 and a failed payment instead of an answer nobody sees.
 */
export const STRIPE_TIMEOUT_MS = 8_000;

export type CheckoutSessionRequest = {
  paymentId: string;
  userId: string;
  email: string;
  packageName: string;
  description: string;
  amountCents: number;
  currency: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
};

export type PaymentGateway = {
  provider: PaymentProvider;
  /** Every webhook event, Stripe's or the sandbox's, must be signed with this secret. */
  webhookSecret: string;
  /** Stripe only: opens a hosted Checkout Session for the amount the server computed. */
  createCheckoutSession(req: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
};

/**
 * Without Stripe the sandbox signs its events with a secret derived from the app's own secret,
 * so they pass the same signature check as Stripe's (ADR 0008).
 */
export function sandboxWebhookSecret(appSecret: string): string {
  const digest = createHmac('sha256', appSecret).update('tafawuq:sandbox-webhook').digest('hex');
  return `whsec_sandbox_${digest}`;
}

export function createPaymentGateway(config: PaymentsConfig, appSecret: string): PaymentGateway {
  const { stripeSecretKey } = config;
  if (!stripeSecretKey) {
    return {
      provider: 'sandbox',
      webhookSecret: config.webhookSecret ?? sandboxWebhookSecret(appSecret),
      createCheckoutSession: () => {
        throw new Error('Stripe is not configured');
      },
    };
  }
  if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required with Stripe');
  const stripe = new Stripe(stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: config.stripeTimeoutMs ?? STRIPE_TIMEOUT_MS,
    ...config.stripeApi,
  });
  return {
    provider: 'stripe',
    webhookSecret: config.webhookSecret,
    async createCheckoutSession(req) {
      const metadata = { paymentId: req.paymentId, userId: req.userId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: req.paymentId,
          customer_email: req.email,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: req.currency,
                unit_amount: req.amountCents,
                product_data: { name: req.packageName, description: req.description || undefined },
              },
            },
          ],
          metadata,
          // Failed card attempts arrive as payment_intent events: they carry the id too.
          payment_intent_data: { metadata },
          // Stripe wants at least 30 minutes; a payment that succeeds after our own expiry
          // is still credited (ADR 0008).
          expires_at: Math.floor(req.expiresAt.getTime() / 1000) + 60,
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
        },
        { idempotencyKey: `checkout-${req.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },
  };
}
