import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, sessions, userSessions } from '../../db/schema';
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
  await db.delete(sessions).where(eq(sessions.token, row.sessionToken));
  await db.update(userSessions).set({ isActive: false }).where(eq(userSessions.id, row.id));
  return row;
}

/** Signs a user out of every session (administrators' "clear all sessions"). */
export async function revokeAllSessionsOf(db: DbOrTx, userId: string) {
  const [user] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.update(userSessions).set({ isActive: false }).where(eq(userSessions.userId, userId));
}
