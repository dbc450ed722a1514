import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RegisterResult } from '../../../common/contracts/account';
import type { Locale } from '../../../common/locales';
import { MSG } from '../../../common/messages';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { activateFreeTrial } from '../packages/activate-free-trial';
import { createAccount } from './create-account';
import { findAffiliateByCode } from './find-affiliate-by-code';
import { findProfileByEmail } from './find-profile-by-email';

export type RegisterUserInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: 'student' | 'affiliate';
  /** Affiliates: their own new code. Students: the referring affiliate's code. Upper-case. */
  code?: string;
  locale?: Locale;
};

const emailTaken = () => new AppError('CONFLICT', MSG.emailExists, { email: MSG.emailExists });

type ExistingProfile = { role: string; emailVerified: boolean; adminVerified: boolean };

/**
 * The refusal for an address that already has an account (spec sections 4 and 8): an account
 * whose address was never confirmed (nor vouched for) gets the longer message that says what
 * to do, and, being a form-level explanation, no field of its own.
 */
function addressTaken(existing: ExistingProfile | null) {
  const confirmed =
    !existing || existing.emailVerified || existing.adminVerified || existing.role === 'admin';
  return confirmed ? emailTaken() : new AppError('CONFLICT', MSG.existingUnverified);
}
const codeTaken = () => new AppError('CONFLICT', MSG.codeInUse, { code: MSG.codeInUse });

async function referrerFor(db: Db, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  let affiliate: { id: string } | null;
  try {
    affiliate = await findAffiliateByCode(db, code);
  } catch {
    throw new AppError('UNAVAILABLE', MSG.codeLookupFailed, { code: MSG.codeLookupFailed });
  }
  if (!affiliate) throw new AppError('BAD_REQUEST', MSG.codeIncorrect, { code: MSG.codeIncorrect });
  return affiliate.id;
}

/**
 * Creates a student (optionally referred by an affiliate's code) or an affiliate (with their
 * own unique code). The role is decided here, never admin. Account and Free Trial are written in
 * one transaction so a failure leaves no half-created user; a failed trial activation is only
 * logged (spec section 4).
 */
export async function registerUser(
  db: Db,
  input: RegisterUserInput,
  log: Pick<FastifyBaseLogger, 'warn'>,
  policy: { requireEmailVerification: boolean } = { requireEmailVerification: false },
): Promise<RegisterResult> {
  const existing = await findProfileByEmail(db, input.email);
  if (existing) throw addressTaken(existing);

  const isAffiliate = input.role === 'affiliate';
  if (isAffiliate && input.code) {
    const [owner] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.code, input.code))
      .limit(1);
    if (owner) throw codeTaken();
  }
  const referredBy = isAffiliate ? null : await referrerFor(db, input.code);

  try {
    const profile = await db.transaction(async (tx) => {
      const created = await createAccount(tx, {
        ...input,
        role: input.role,
        code: isAffiliate ? input.code : null,
        referredBy,
      });
      if (!isAffiliate) {
        try {
          await tx.transaction((sp) => activateFreeTrial(sp, created.id));
        } catch (err) {
          log.warn({ err, userId: created.id }, 'free trial activation failed');
        }
      }
      return created;
    });
    return {
      userId: profile.id,
      message: policy.requireEmailVerification ? MSG.registrationVerify : MSG.registrationSuccess,
      isExistingUser: false,
      manualCreation: !policy.requireEmailVerification,
      requiresEmailVerification: policy.requireEmailVerification,
      verificationUnavailable: false,
    };
  } catch (err) {
    if (isUniqueViolation(err)) {
      const detail = String((err as { cause?: { constraint?: string } }).cause?.constraint ?? '');
      if (detail.includes('code')) throw codeTaken();
      // Lost a race with a registration of the same address: answer as if it had come first.
      throw addressTaken(await findProfileByEmail(db, input.email).catch(() => null));
    }
    throw err;
  }
}
