import { eq } from 'drizzle-orm';
import type { AdminAffiliateRow } from '../../../common/contracts/affiliates';
import { MSG } from '../../../common/messages';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { createAccount } from '../auth/create-account';
import { findProfileByEmail } from '../auth/find-profile-by-email';
import { getAdminAffiliateRow } from './list-affiliates';
import { withoutControls } from './search-pattern';

export type NewAffiliate = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** Upper-case, AFFILIATE_CODE_PATTERN (the contract checks it). */
  code: string;
  commissionRate: number;
  referralDiscountPercent: number;
};

const emailTaken = () => new AppError('CONFLICT', MSG.emailExists, { email: MSG.emailExists });
const codeTaken = () => new AppError('CONFLICT', MSG.codeInUse, { code: MSG.codeInUse });

/** Names and phone numbers are shown in lists and e-mails: no control characters. */
function refuseControls(input: NewAffiliate) {
  const fields: Record<string, string> = {};
  for (const key of ['firstName', 'lastName', 'phoneNumber'] as const) {
    if (withoutControls(input[key]) !== input[key]) fields[key] = 'Remove the control characters';
  }
  const [first] = Object.entries(fields);
  if (first) throw new AppError('VALIDATION', `${first[0]}: ${first[1]}`, fields);
}

/**
 * The spec's privileged creation of an affiliate by an administrator: the e-mail counts as
 * confirmed, the code must be free, the rates are set at once. One transaction; a concurrent
 * request that takes the e-mail or code first turns the unique violation into the same 409.
 */
export async function createAffiliate(
  db: Db,
  input: NewAffiliate,
  actor: AuditActor,
): Promise<AdminAffiliateRow> {
  refuseControls(input);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      if (await findProfileByEmail(tx, input.email)) throw emailTaken();
      const [owner] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.code, input.code))
        .limit(1);
      if (owner) throw codeTaken();
      const profile = await createAccount(tx, {
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        role: 'affiliate',
        code: input.code,
        emailVerified: true,
        adminVerified: true,
      });
      await tx
        .update(profiles)
        .set({
          commissionRate: input.commissionRate,
          referralDiscountPercent: input.referralDiscountPercent,
        })
        .where(eq(profiles.id, profile.id));
      // Never the password: who the affiliate is and the terms they were given.
      await recordAudit(tx, actor, {
        action: 'affiliate.create',
        targetType: 'user',
        targetId: profile.id,
        after: {
          email: input.email,
          role: 'affiliate',
          code: input.code,
          commissionRate: input.commissionRate,
          referralDiscountPercent: input.referralDiscountPercent,
        },
      });
      return profile.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const constraint = String(
        (err as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint ??
          (err as { constraint?: string }).constraint ??
          '',
      );
      throw constraint.includes('code') ? codeTaken() : emailTaken();
    }
    throw err;
  }
  const row = await getAdminAffiliateRow(db, id);
  if (!row) throw new Error(`affiliate ${id} vanished after creation`);
  return row;
}
