import { inArray } from 'drizzle-orm';
import { AFFILIATE_MSG, type CommissionActionResult } from '../../../common/contracts/affiliates';
import type { Db } from '../../db/client';
import { commissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudits } from '../audit/record-audit';
import { lockCommissions } from './lock-commissions';

const REFUSAL: Record<string, string> = {
  approved: AFFILIATE_MSG.alreadyApproved,
  paid: AFFILIATE_MSG.alreadyPaid,
  cancelled: AFFILIATE_MSG.cancelledCommission,
};

/**
 * Approves pending commissions, all or none: the rows are locked, and one that is not pending
 * (or does not exist) refuses the whole batch with its reason. Of two concurrent approvals of
 * the same commission exactly one succeeds. The e-mails go out after the commit (the caller).
 */
export async function approveCommissions(
  db: Db,
  ids: string[],
  actor: AuditActor,
  now = new Date(),
): Promise<CommissionActionResult> {
  await db.transaction(async (tx) => {
    const rows = await lockCommissions(tx, ids);
    for (const row of rows) {
      if (row.status !== 'pending') {
        throw new AppError('CONFLICT', REFUSAL[row.status] ?? AFFILIATE_MSG.onlyPendingApproved);
      }
    }
    await tx
      .update(commissions)
      .set({ status: 'approved', approvedAt: now, approvedBy: actor.userId, updatedAt: now })
      .where(inArray(commissions.id, ids));
    // One entry per commission (the ids of one request share the transaction's time).
    await recordAudits(
      tx,
      actor,
      rows.map((row) => ({
        action: 'commission.approve',
        targetType: 'commission',
        targetId: row.id,
        before: { status: row.status },
        after: { status: 'approved' },
      })),
    );
  });
  return { ids, status: 'approved' };
}
