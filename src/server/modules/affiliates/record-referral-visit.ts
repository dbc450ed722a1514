import { AFFILIATE_CODE_PATTERN } from '../../../common/contracts/account';
import type { DbOrTx } from '../../db/client';
import { referralVisits } from '../../db/schema';
import { findAffiliateByCode } from '../auth/find-affiliate-by-code';
import { withoutControls } from './search-pattern';

export type ReferralVisit = {
  /** Already upper-case (the contract normalises it). */
  code: string;
  visitorId: string;
  path?: string;
};

/** The page's path only (no query or fragment: they may carry tokens), or null. */
function pathOf(path: string | undefined): string | null {
  const clean =
    withoutControls(path ?? '')
      .split(/[?#]/)[0]
      ?.trim() ?? '';
  return clean.startsWith('/') ? clean.slice(0, 512) : null;
}

/**
 * A visit through an active affiliate's referral link, counted once per visitor per UTC day (the
 * unique key turns a repeat into a no-op). Returns the affiliate's code when it was accepted,
 * null when the code is unknown or its affiliate inactive: then nothing is stored.
 */
export async function recordReferralVisit(
  db: DbOrTx,
  visit: ReferralVisit,
  now = new Date(),
): Promise<string | null> {
  if (!AFFILIATE_CODE_PATTERN.test(visit.code)) return null;
  const affiliate = await findAffiliateByCode(db, visit.code);
  if (!affiliate) return null;
  await db
    .insert(referralVisits)
    .values({
      affiliateId: affiliate.id,
      visitorId: visit.visitorId,
      day: now.toISOString().slice(0, 10),
      path: pathOf(visit.path),
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [referralVisits.affiliateId, referralVisits.visitorId, referralVisits.day],
    });
  return visit.code;
}
