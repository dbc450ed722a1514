import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { commissions, paymentEvents, payments, profiles, usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { syncUnlockPoints } from './spendable-points';

/**
 * An administrator records a refund (the money goes back through the provider's dashboard):
 * the payment becomes `refunded`, the points not yet spent are revoked, an unpaid commission is
 * cancelled (a paid one is only flagged, never changed), and the timeline says who did it.
 * Subjects already unlocked stay unlocked. Locks payment → profile → package rows, the order
 * every points change uses.
 */
export async function refundPayment(
  db: Db,
  paymentId: string,
  actor: AuditActor,
  now = new Date(),
) {
  const adminId = actor.userId;
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
    if (payment.status === 'refunded') {
      throw new AppError('CONFLICT', 'This payment is already refunded');
    }
    if (payment.status !== 'succeeded') {
      throw new AppError('CONFLICT', 'Only a successful payment can be refunded');
    }
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, payment.userId))
      .for('update');
    const [held] = await tx
      .select()
      .from(usersPackages)
      .where(eq(usersPackages.paymentId, paymentId))
      .for('update');
    const revoked = held?.availability ?? 0;
    if (held) {
      await tx
        .update(usersPackages)
        .set({ availability: 0, status: 'revoked' })
        .where(eq(usersPackages.id, held.id));
    }
    await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: now, refundedBy: adminId, updatedAt: now })
      .where(eq(payments.id, paymentId));
    const cancelled = await tx
      .update(commissions)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(commissions.paymentId, paymentId),
          inArray(commissions.status, ['pending', 'approved']),
        ),
      )
      .returning({ id: commissions.id });
    // A commission already paid out is never changed: it is flagged for the administrator.
    const flagged = await tx
      .update(commissions)
      .set({ refundedAfterPaidAt: now, updatedAt: now })
      .where(and(eq(commissions.paymentId, paymentId), eq(commissions.status, 'paid')))
      .returning({ id: commissions.id });
    await tx.insert(paymentEvents).values({
      provider: 'app',
      eventId: `app_refund_${paymentId}`,
      type: 'payment.refunded',
      paymentId,
      payload: { refundedBy: adminId },
      outcome: `refunded by an administrator: ${revoked} unspent ${revoked === 1 ? 'point' : 'points'} revoked`,
      processedAt: now,
    });
    await syncUnlockPoints(tx, payment.userId, now);
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      targetType: 'payment',
      targetId: paymentId,
      before: { status: payment.status },
      after: {
        status: 'refunded',
        revokedPoints: revoked,
        cancelledCommissions: cancelled.map((c) => c.id),
        flaggedPaidCommissions: flagged.map((c) => c.id),
      },
    });
  });
}
