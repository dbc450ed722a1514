import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
import { recordRedemption, releaseRedemptions } from '../coupons/redemptions';
import { type Credit, creditPackage } from './credit-package';
import { toCents } from './pricing';

/** The part of a Stripe event we read (the sandbox builds the same shape). */
export type PaymentEventInput = {
  id: string;
  type: string;
  livemode?: boolean;
  data: { object: Record<string, unknown> };
};

type Payment = typeof payments.$inferSelect;

export type ProcessResult = {
  /** false when this event id was processed before (a redelivery). */
  firstDelivery: boolean;
  outcome: string;
  paymentId: string | null;
  /** Set when this event credited the package. */
  credit: Credit | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const record = (v: unknown) =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined;

/** Our payment id: metadata first, then the client reference, then the checkout session id. */
async function findPayment(tx: Tx, object: Record<string, unknown>): Promise<Payment | undefined> {
  const candidates = [str(record(object.metadata)?.paymentId), str(object.client_reference_id)];
  const id = candidates.find((c) => c && UUID.test(c));
  if (id) {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (row) return row;
  }
  const ref = str(object.id);
  if (ref && str(object.object) === 'checkout.session') {
    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerRef, ref))
      .for('update');
    return row;
  }
  return undefined;
}

/** Stripe's reason for a failed card: insufficient_funds is a decline code of card_declined. */
function failureReasonOf(object: Record<string, unknown>): string {
  const error = record(object.last_payment_error);
  return str(error?.decline_code) === 'insufficient_funds'
    ? 'insufficient_funds'
    : (str(error?.code) ?? 'payment_failed');
}

async function succeed(
  tx: Tx,
  payment: Payment,
  object: Record<string, unknown>,
  now: Date,
): Promise<{ outcome: string; credit: Credit | null }> {
  if (payment.status === 'succeeded' || payment.status === 'refunded') {
    return { outcome: `ignored: payment already ${payment.status}`, credit: null };
  }
  // The amount Stripe charged must be the one the server decided.
  if (typeof object.amount_total === 'number') {
    const expected = toCents(payment.amountPaid);
    const currency = str(object.currency);
    if (object.amount_total !== expected || (currency && currency !== payment.currency)) {
      return {
        outcome: `refused: charged ${object.amount_total} ${currency ?? ''} but the checkout was for ${expected} ${payment.currency}`,
        credit: null,
      };
    }
  }
  await tx
    .update(payments)
    .set({ status: 'succeeded', failureReason: null, completedAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id));
  // Money for a checkout that had expired (its coupon use given back) still pays the coupon price.
  if (payment.couponId) {
    await recordRedemption(tx, {
      couponId: payment.couponId,
      paymentId: payment.id,
      userId: payment.userId,
      now,
    });
  }
  const credit = await creditPackage(tx, payment, now);
  return { outcome: `credited ${credit.points} points`, credit };
}

async function endPending(
  tx: Tx,
  payment: Payment,
  status: 'failed' | 'expired',
  reason: string | null,
  now: Date,
) {
  if (payment.status !== 'pending') return `ignored: payment already ${payment.status}`;
  await tx
    .update(payments)
    .set({
      status,
      failureReason: reason,
      completedAt: status === 'failed' ? now : null,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  // The coupon use goes back when the checkout is over: expired, or a sandbox decline (final).
  // A Stripe decline keeps it until the session expires: the student may try another card.
  if (status === 'expired' || payment.provider !== 'stripe') {
    await releaseRedemptions(tx, [payment.id]);
  }
  return reason ? `${status}: ${reason}` : status;
}

/**
 * Applies one verified provider event exactly once. The payment row is locked, the event id is
 * recorded (unique: a redelivery finds it and changes nothing), and a success credits the
 * package in the same transaction that marks the payment succeeded.
 */
export async function processPaymentEvent(
  db: Db,
  event: PaymentEventInput,
  now = new Date(),
): Promise<ProcessResult> {
  const object = record(event.data?.object) ?? {};
  return db.transaction(async (tx) => {
    const payment = await findPayment(tx, object);
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider: payment?.provider ?? 'stripe',
        eventId: event.id,
        type: event.type,
        paymentId: payment?.id ?? null,
        payload: event as unknown as Record<string, unknown>,
        processedAt: now,
      })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ id: paymentEvents.id });
    if (!recorded) {
      return {
        firstDelivery: false,
        outcome: 'duplicate',
        paymentId: payment?.id ?? null,
        credit: null,
      };
    }

    let outcome = 'ignored: not a payment event';
    let credit: Credit | null = null;
    if (!payment) {
      outcome = 'ignored: no matching payment';
    } else {
      switch (event.type) {
        case 'checkout.session.completed':
          if (object.payment_status === 'paid' || object.payment_status === 'no_payment_required') {
            ({ outcome, credit } = await succeed(tx, payment, object, now));
          } else {
            outcome = 'waiting: payment not settled yet';
          }
          break;
        case 'checkout.session.async_payment_succeeded':
          ({ outcome, credit } = await succeed(tx, payment, object, now));
          break;
        case 'checkout.session.async_payment_failed':
          outcome = await endPending(tx, payment, 'failed', 'payment_failed', now);
          break;
        case 'payment_intent.payment_failed':
          outcome = await endPending(tx, payment, 'failed', failureReasonOf(object), now);
          break;
        case 'checkout.session.expired':
          outcome = await endPending(tx, payment, 'expired', null, now);
          break;
      }
    }
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, recorded.id));
    return { firstDelivery: true, outcome, paymentId: payment?.id ?? null, credit };
  });
}
