import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

export type ReferringAffiliate = {
  id: string;
  code: string | null;
  name: string;
  referralDiscountPercent: number;
  commissionRate: number;
};

const affiliate = alias(profiles, 'affiliate');

/**
 * The affiliate who referred this student, while they are still an active affiliate: their
 * referral discount applies to the student's purchases and they earn commission on them.
 */
export async function findReferringAffiliate(
  db: DbOrTx,
  studentId: string,
): Promise<ReferringAffiliate | null> {
  const [row] = await db
    .select({
      id: affiliate.id,
      code: affiliate.code,
      firstName: affiliate.firstName,
      lastName: affiliate.lastName,
      referralDiscountPercent: affiliate.referralDiscountPercent,
      commissionRate: affiliate.commissionRate,
    })
    .from(profiles)
    .innerJoin(affiliate, eq(affiliate.id, profiles.referredBy))
    .where(and(eq(profiles.id, studentId), eq(affiliate.role, 'affiliate')))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    name: `${row.firstName} ${row.lastName}`.trim(),
    referralDiscountPercent: row.referralDiscountPercent,
    commissionRate: row.commissionRate,
  };
}
