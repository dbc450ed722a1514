import { createEmailVerificationToken } from 'better-auth/api';
import type { UserActionResult } from '../../../common/contracts/users';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { Auth } from '../auth/create-auth';
import type { AuthEmails } from '../email/auth-emails';
import { VERIFIED_CALLBACK } from '../email/verification-link';
import { lockUser } from './lock-user';
import { getUserRow } from './user-row';

/** Verification links live one hour, like the ones better-auth sends on request. */
const LINK_LIFETIME_SECONDS = 60 * 60;

/** better-auth's verify-email link for this user (the kind its endpoint accepts). */
async function verificationUrl(auth: Auth, user: { id: string; email: string }) {
  const context = await auth.$context;
  const token = await createEmailVerificationToken(
    context.secret,
    user.email,
    undefined,
    LINK_LIFETIME_SECONDS,
    { userId: user.id },
  );
  return `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`;
}

/**
 * Sends the verification e-mail again (the `verify-email` template, in the background).
 * Refused for a confirmed address and a deactivated account. Audited
 * (`user.verification_email_resend`).
 */
export async function resendVerification(
  deps: { db: Db; auth: Auth; emails: AuthEmails },
  userId: string,
  actor: AuditActor,
): Promise<UserActionResult> {
  const { user, result } = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.role === 'inactive') {
      throw new AppError('CONFLICT', 'This account is deactivated: reactivate it first');
    }
    if (user.emailVerified) {
      throw new AppError('CONFLICT', 'This e-mail address is already verified');
    }
    await recordAudit(tx, actor, {
      action: 'user.verification_email_resend',
      targetType: 'user',
      targetId: userId,
      after: { email: user.email },
    });
    return { user, result: { user: await getUserRow(tx, userId), sessionsEnded: 0 } };
  });
  const url = await verificationUrl(deps.auth, user);
  deps.emails.verification({ user: { email: user.email, firstName: user.firstName }, url });
  return result;
}
