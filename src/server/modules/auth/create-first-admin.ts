import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../../common/messages';
import type { Db } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { adminExists } from './admin-exists';
import { createAccount } from './create-account';
import { SETUP_TOKEN_KEY } from './ensure-setup-token';
import { findProfileByEmail } from './find-profile-by-email';

export const SETUP_DONE_MESSAGE = 'Setup has already been completed: an administrator exists.';

export type FirstAdminInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

function sameToken(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Creates the first administrator, once. With `token` (the web setup page) the one-time token
 * must match; the command line, run by whoever owns the machine, passes none.
 */
export async function createFirstAdmin(db: Db, input: FirstAdminInput, token?: string) {
  return db.transaction(async (tx) => {
    // Two setup requests at once must not both create an administrator.
    await tx.execute(sql`select pg_advisory_xact_lock(7340002)`);
    if (await adminExists(tx)) throw new AppError('GONE', SETUP_DONE_MESSAGE);
    if (token !== undefined) {
      const [row] = await tx
        .select()
        .from(systemSettings)
        .where(eq(systemSettings.key, SETUP_TOKEN_KEY));
      if (typeof row?.value !== 'string' || !sameToken(row.value, token)) {
        throw new AppError(
          'FORBIDDEN',
          'This setup link is invalid. Use the link the server printed.',
        );
      }
    }
    if (await findProfileByEmail(tx, input.email)) {
      throw new AppError('CONFLICT', MSG.emailExists, { email: MSG.emailExists });
    }
    const profile = await createAccount(tx, {
      ...input,
      role: 'admin',
      adminVerified: true,
      emailVerified: true,
    });
    await tx.delete(systemSettings).where(eq(systemSettings.key, SETUP_TOKEN_KEY));
    return profile;
  });
}
