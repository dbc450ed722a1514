import { hashPassword } from 'better-auth/crypto';
import type { Locale } from '../../../common/locales';
import type { Role } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { accounts, profiles } from '../../db/schema';

export type NewAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  role: Role;
  code?: string | null;
  referredBy?: string | null;
  adminVerified?: boolean;
  emailVerified?: boolean;
  locale?: Locale;
};

/**
 * Writes a profile and its e-mail/password credential. The role comes from the caller (a
 * server-side decision), never from the request body.
 */
export async function createAccount(db: DbOrTx, input: NewAccount) {
  const id = crypto.randomUUID();
  const [profile] = await db
    .insert(profiles)
    .values({
      id,
      name: `${input.firstName} ${input.lastName}`.trim(),
      email: input.email.toLowerCase(),
      emailVerified: input.emailVerified ?? false,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber ?? '',
      role: input.role,
      code: input.code ?? null,
      referredBy: input.referredBy ?? null,
      adminVerified: input.adminVerified ?? false,
      locale: input.locale ?? 'en',
    })
    .returning();
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(input.password),
  });
  if (!profile) throw new Error('profile insert returned nothing');
  return profile;
}
