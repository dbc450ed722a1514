import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { CHECKOUT_LIFETIME_MINUTES, type SandboxOutcome } from '../../../common/contracts/commerce';
import { payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { expireAbandonedCheckouts } from './expire-abandoned-checkouts';
import { toCents } from './pricing';
import type { PaymentEventInput } from './process-payment-event';
import { receiveWebhook, type WebhookDeps } from './receive-webhook';

type Payment = typeof payments.$inferSelect;

const FINISHED: Record<string, string> = {
  succeeded: 'This payment is already complete',
  failed: 'This payment failed; start a new checkout to try again',
  refunded: 'This payment was refunded',
};

/** The event Stripe would send for this outcome of this checkout (the fields we read). */
export function sandboxEvent(payment: Payment, outcome: SandboxOutcome, now: Date) {
  const created = Math.floor(now.getTime() / 1000);
  const metadata = { paymentId: payment.id, userId: payment.userId };
  const base = { id: `evt_sandbox_${payment.id}`, object: 'event', created, livemode: false };
  if (outcome === 'succeeded') {
    return {
      ...base,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: payment.providerRef,
          object: 'checkout.session',
          client_reference_id: payment.id,
          metadata,
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: toCents(payment.amountPaid),
          currency: payment.currency,
        },
      },
    } satisfies PaymentEventInput & Record<string, unknown>;
  }
  const insufficient = outcome === 'insufficient_funds';
  return {
    ...base,
    type: 'payment_intent.payment_failed',
    data: {
      object: {
        id: `pi_sandbox_${payment.id.replaceAll('-', '')}`,
        object: 'payment_intent',
        metadata,
        amount: toCents(payment.amountPaid),
        currency: payment.currency,
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: insufficient ? 'insufficient_funds' : 'generic_decline',
          message: insufficient ? 'Your card has insufficient funds.' : 'Your card was declined.',
        },
      },
    },
  } satisfies PaymentEventInput & Record<string, unknown>;
}

/**
 * The sandbox's Pay button: the browser checked the test card and sends only its outcome. The
 * server turns it into the event Stripe would send, signs it with the webhook secret through
 * Stripe's own helper, and hands it to the same webhook handler (ADR 0008).
 */
export async function confirmSandboxPayment(
  deps: WebhookDeps,
  userId: string,
  paymentId: string,
  outcome: SandboxOutcome,
  now = new Date(),
): Promise<void> {
  if (deps.gateway.provider !== 'sandbox') {
    throw new AppError(
      'CONFLICT',
      'Test payments are switched off: this site takes real payments through Stripe',
    );
  }
  await expireAbandonedCheckouts(deps.db, now, { paymentId });
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
  if (payment.provider !== 'sandbox') {
    throw new AppError('CONFLICT', 'This payment is handled by Stripe, not the test checkout');
  }
  if (payment.status === 'expired') {
    throw new AppError(
      'GONE',
      `This checkout expired after ${CHECKOUT_LIFETIME_MINUTES} minutes. Start again from the package list.`,
    );
  }
  if (payment.status !== 'pending')
    throw new AppError('CONFLICT', FINISHED[payment.status] ?? 'This payment is finished');
  const payload = JSON.stringify(sandboxEvent(payment, outcome, now));
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: deps.gateway.webhookSecret,
    timestamp: Math.floor(now.getTime() / 1000),
  });
  await receiveWebhook(deps, payload, signature, now);
}
