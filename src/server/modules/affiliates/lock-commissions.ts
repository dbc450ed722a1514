import { asc, inArray } from 'drizzle-orm';
import { AFFILIATE_MSG } from '../../../common/contracts/affiliates';
import type { Tx } from '../../db/client';
import { commissions } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type LockedCommission = typeof commissions.$inferSelect;

/**
 * Locks the named commissions in id order (every batch locks in the same order, so two batches
 * never deadlock) and returns them in the order given; 404 when one does not exist.
 */
export async function lockCommissions(tx: Tx, ids: string[]): Promise<LockedCommission[]> {
  const rows = await tx
    .select()
    .from(commissions)
    .where(inArray(commissions.id, ids))
    .orderBy(asc(commissions.id))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('NOT_FOUND', AFFILIATE_MSG.commissionNotFound);
    return row;
  });
}
