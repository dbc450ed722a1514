import { and, eq } from 'drizzle-orm';
import { type AdminAffiliateRow, AFFILIATE_MSG } from '../../../common/contracts/affiliates';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
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
): Promise<AdminAffiliateRow> {
  if (changes.commissionRate === undefined && changes.referralDiscountPercent === undefined) {
    throw new AppError('VALIDATION', AFFILIATE_MSG.nothingToChange);
  }
  const notFound = () => new AppError('NOT_FOUND', AFFILIATE_MSG.notAnAffiliate);
  if (withoutControls(id) !== id) throw notFound();
  const updated = await db
    .update(profiles)
    .set({
      ...(changes.commissionRate !== undefined ? { commissionRate: changes.commissionRate } : {}),
      ...(changes.referralDiscountPercent !== undefined
        ? { referralDiscountPercent: changes.referralDiscountPercent }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(profiles.id, id), isAffiliateAccount()))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw notFound();
  const row = await getAdminAffiliateRow(db, id);
  if (!row) throw notFound();
  return row;
}
