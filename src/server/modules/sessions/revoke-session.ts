import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { profiles, userSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';

/**
 * Signs one session out everywhere: its auth session is deleted (the cookie stops working at
 * once) and its tracking row is ended. `ownerId` limits it to that user's sessions.
 */
export async function revokeSession(db: DbOrTx, sessionId: string, ownerId?: string) {
  const where = ownerId
    ? and(eq(userSessions.id, sessionId), eq(userSessions.userId, ownerId))
    : eq(userSessions.id, sessionId);
  const [row] = await db.select().from(userSessions).where(where).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Session not found');
  await db.execute(sql`select invalidate_user_session(${row.sessionToken})`);
  return row;
}

/** An administrator clears one session of any user (audited, never the token). */
export async function clearSession(db: Db, sessionId: string, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const row = await revokeSession(tx, sessionId);
    // Clearing a session that had already ended changes nothing, and records nothing.
    if (!row.isActive) return;
    await recordAudit(tx, actor, {
      action: 'session.revoke',
      targetType: 'session',
      targetId: sessionId,
      before: { userId: row.userId, isActive: row.isActive },
      after: { userId: row.userId, isActive: false },
    });
  });
}

/** Signs a user out of every session (administrators' "clear all sessions"), audited. */
export async function revokeAllSessionsOf(db: Db, userId: string, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    const { rows } = (await tx.execute(
      sql`select admin_clear_user_sessions(${userId}) as cleared`,
    )) as unknown as { rows: { cleared: number }[] };
    await recordAudit(tx, actor, {
      action: 'session.revoke_all',
      targetType: 'user',
      targetId: userId,
      after: { sessionsCleared: Number(rows[0]?.cleared ?? 0) },
    });
  });
}
