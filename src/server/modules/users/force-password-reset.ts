import type { UserActionResult } from '../../../common/contracts/users';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { Auth } from '../auth/create-auth';
import { lockUser } from './lock-user';
import { endEverySession } from './revoke-user-sessions';
import { getUserRow } from './user-row';

/**
 * Forces a password reset: every session ends at once and better-auth's reset flow mails a
 * one-hour link (the `reset-password` template), as if the user had asked for it. Not for the
 * caller's own account or a deactivated one. Audited (`user.password_reset_force`).
 */
export async function forcePasswordReset(
  deps: { db: Db; auth: Auth },
  userId: string,
  actor: AuditActor,
): Promise<UserActionResult> {
  if (userId === actor.userId) {
    throw new AppError('CONFLICT', 'To change your own password, use your settings');
  }
  const result = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.role === 'inactive') {
      throw new AppError('CONFLICT', 'This account is deactivated: reactivate it first');
    }
    const sessionsEnded = await endEverySession(tx, userId);
    await recordAudit(tx, actor, {
      action: 'user.password_reset_force',
      targetType: 'user',
      targetId: userId,
      before: { activeSessions: sessionsEnded },
      after: { activeSessions: 0, resetEmailTo: user.email },
    });
    return { email: user.email, sessionsEnded, user: await getUserRow(tx, userId) };
  });
  // After the commit: the link is created and mailed by better-auth (in the background).
  try {
    await deps.auth.api.requestPasswordReset({ body: { email: result.email } });
  } catch {
    throw new AppError(
      'UNAVAILABLE',
      'The sessions were ended, but the reset e-mail could not be prepared. Please try again.',
    );
  }
  return { user: result.user, sessionsEnded: result.sessionsEnded };
}
