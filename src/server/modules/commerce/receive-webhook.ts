import Stripe from 'stripe';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../email/create-mailer';
import type { PaymentGateway } from './payment-gateway';
import {
  type PaymentEventInput,
  type ProcessResult,
  processPaymentEvent,
} from './process-payment-event';
import { sendReceipt } from './send-receipt';

export type WebhookDeps = {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  appUrl: string;
};

export const INVALID_SIGNATURE = 'Invalid webhook signature';

/**
 * The one entry for payment events, Stripe's and the sandbox's alike: the signature over the
 * raw body is checked with the webhook secret (and its timestamp must be recent), then the event
 * is processed once. A successful payment's receipt goes out after the transaction commits.
 */
export async function receiveWebhook(
  deps: WebhookDeps,
  rawBody: Buffer | string,
  signature: string | undefined,
  now = new Date(),
): Promise<ProcessResult> {
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  let event: PaymentEventInput;
  try {
    // Stripe's default tolerance: a signature older than five minutes is refused (replays).
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      deps.gateway.webhookSecret,
      undefined,
      undefined,
      now.getTime(),
    ) as unknown as PaymentEventInput;
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data) {
    throw new AppError('BAD_REQUEST', 'The webhook body is not an event');
  }
  const result = await processPaymentEvent(deps.db, event, now);
  if (result.credit && result.paymentId) {
    deps.mailer.background(sendReceipt(deps, result.paymentId, result.credit));
  }
  return result;
}
