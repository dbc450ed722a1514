import type { FastifyBaseLogger } from 'fastify';
import type { RegisterResult } from '../../../common/contracts/account';
import { MSG } from '../../../common/messages';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { activateFreeTrial } from '../packages/activate-free-trial';
import { createAccount } from './create-account';
import { findProfileByEmail } from './find-profile-by-email';

export type RegisterUserInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
};

/**
 * Creates a student account with its Free Trial in one transaction: a failure leaves no
 * half-created user behind. A failed trial activation is only logged (spec section 4).
 */
export async function registerUser(
  db: Db,
  input: RegisterUserInput,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RegisterResult> {
  if (await findProfileByEmail(db, input.email)) {
    throw new AppError('CONFLICT', MSG.emailExists, { email: MSG.emailExists });
  }
  try {
    const profile = await db.transaction(async (tx) => {
      const created = await createAccount(tx, { ...input, role: 'student' });
      try {
        await tx.transaction((sp) => activateFreeTrial(sp, created.id));
      } catch (err) {
        log.warn({ err, userId: created.id }, 'free trial activation failed');
      }
      return created;
    });
    return {
      userId: profile.id,
      message: MSG.registrationSuccess,
      isExistingUser: false,
      manualCreation: true,
      requiresEmailVerification: false,
    };
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', MSG.emailExists, { email: MSG.emailExists });
    }
    throw err;
  }
}
