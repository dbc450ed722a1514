import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, userSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';

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

/** Signs a user out of every session (administrators' "clear all sessions"). */
export async function revokeAllSessionsOf(db: DbOrTx, userId: string) {
  const [user] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  await db.execute(sql`select admin_clear_user_sessions(${userId})`);
}
