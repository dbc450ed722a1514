import { inArray } from 'drizzle-orm';
import { AFFILIATE_MSG, type CommissionActionResult } from '../../../common/contracts/affiliates';
import type { Db } from '../../db/client';
import { commissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudits } from '../audit/record-audit';
import { lockCommissions } from './lock-commissions';

const REFUSAL: Record<string, string> = {
  pending: AFFILIATE_MSG.onlyApprovedPaid,
  paid: AFFILIATE_MSG.alreadyPaid,
  cancelled: AFFILIATE_MSG.cancelledCommission,
};

/**
 * Marks approved commissions paid with the payout's reference, all or none, under row locks:
 * paying twice is refused ('already paid') and nothing is recorded twice.
 */
export async function payCommissions(
  db: Db,
  ids: string[],
  payoutReference: string,
  actor: AuditActor,
  now = new Date(),
): Promise<CommissionActionResult> {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters become spaces
  const reference = payoutReference.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (!reference) {
    throw new AppError('VALIDATION', AFFILIATE_MSG.payoutReferenceRequired, {
      payoutReference: AFFILIATE_MSG.payoutReferenceRequired,
    });
  }
  await db.transaction(async (tx) => {
    const rows = await lockCommissions(tx, ids);
    for (const row of rows) {
      if (row.status !== 'approved') {
        throw new AppError('CONFLICT', REFUSAL[row.status] ?? AFFILIATE_MSG.onlyApprovedPaid);
      }
    }
    await tx
      .update(commissions)
      .set({
        status: 'paid',
        paidAt: now,
        paidBy: actor.userId,
        payoutReference: reference,
        updatedAt: now,
      })
      .where(inArray(commissions.id, ids));
    // One entry per commission (the ids of one request share the transaction's time).
    await recordAudits(
      tx,
      actor,
      rows.map((row) => ({
        action: 'commission.pay',
        targetType: 'commission',
        targetId: row.id,
        before: { status: row.status },
        after: { status: 'paid', payoutReference: reference },
      })),
    );
  });
  return { ids, status: 'paid' };
}
