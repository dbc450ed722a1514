import { sql } from 'drizzle-orm';
import type { UserActionResult } from '../../../common/contracts/users';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { lockUser } from './lock-user';
import { getUserRow } from './user-row';

/**
 * Signs a user out everywhere: the auth sessions are deleted (the cookies stop working at once)
 * and the tracked ones ended (the spec's `admin_clear_user_sessions`). Answers how many live
 * sessions there were.
 */
export async function endEverySession(tx: Tx, userId: string): Promise<number> {
  // Both drivers answer raw SQL with `{ rows }`.
  const live = (await tx.execute(
    sql`select count(*)::int as n from sessions where user_id = ${userId} and expires_at > now()`,
  )) as unknown as { rows: { n: number }[] };
  await tx.execute(sql`select admin_clear_user_sessions(${userId})`);
  return Number(live.rows[0]?.n ?? 0);
}

/**
 * The administrators' "revoke all sessions". Not for their own account (they would sign
 * themselves out), refused when the user has no live session. Audited (`user.sessions_revoke`).
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  actor: AuditActor,
): Promise<UserActionResult> {
  if (userId === actor.userId) {
    throw new AppError('CONFLICT', 'To end your own sessions, sign out or use your settings');
  }
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const sessionsEnded = await endEverySession(tx, userId);
    if (sessionsEnded === 0) throw new AppError('CONFLICT', 'This user has no active sessions');
    await recordAudit(tx, actor, {
      action: 'user.sessions_revoke',
      targetType: 'user',
      targetId: userId,
      before: { activeSessions: sessionsEnded },
      after: { activeSessions: 0 },
    });
    return { user: await getUserRow(tx, userId), sessionsEnded };
  });
}
