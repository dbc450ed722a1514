import { and, eq } from 'drizzle-orm';
import { type AdminAffiliateRow, AFFILIATE_MSG } from '../../../common/contracts/affiliates';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';
import { getAdminAffiliateRow, isAffiliateAccount } from './list-affiliates';
import { withoutControls } from './search-pattern';

export type AffiliateChanges = { commissionRate?: number; referralDiscountPercent?: number };

/**
 * An administrator sets an affiliate's commission rate and/or referral discount. Existing
 * commissions keep the rate they were created with (a snapshot); pending checkouts keep their
 * price. Works on deactivated affiliates too, so they come back with the new terms.
 */
export async function updateAffiliate(
  db: Db,
  id: string,
  changes: AffiliateChanges,
  actor: AuditActor,
): Promise<AdminAffiliateRow> {
  if (changes.commissionRate === undefined && changes.referralDiscountPercent === undefined) {
    throw new AppError('VALIDATION', AFFILIATE_MSG.nothingToChange);
  }
  const notFound = () => new AppError('NOT_FOUND', AFFILIATE_MSG.notAnAffiliate);
  if (withoutControls(id) !== id) throw notFound();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        commissionRate: profiles.commissionRate,
        referralDiscountPercent: profiles.referralDiscountPercent,
      })
      .from(profiles)
      .where(and(eq(profiles.id, id), isAffiliateAccount()))
      .for('update');
    if (!current) throw notFound();
    await tx
      .update(profiles)
      .set({
        ...(changes.commissionRate !== undefined ? { commissionRate: changes.commissionRate } : {}),
        ...(changes.referralDiscountPercent !== undefined
          ? { referralDiscountPercent: changes.referralDiscountPercent }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, id));
    const change = changedFields(current, changes);
    if (!change) return;
    await recordAudit(tx, actor, {
      action: 'affiliate.update',
      targetType: 'user',
      targetId: id,
      ...change,
    });
  });
  const row = await getAdminAffiliateRow(db, id);
  if (!row) throw notFound();
  return row;
}
