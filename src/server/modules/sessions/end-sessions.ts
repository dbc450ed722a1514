import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSessions } from '../../db/schema';

/** Marks tracked sessions ended (signed out, revoked, expired): they leave the active lists. */
export async function endSessions(db: DbOrTx, tokens: string[]) {
  if (tokens.length === 0) return;
  await db
    .update(userSessions)
    .set({ isActive: false })
    .where(inArray(userSessions.sessionToken, tokens));
}

export async function endAllSessionsOf(db: DbOrTx, userId: string) {
  await db.update(userSessions).set({ isActive: false }).where(eq(userSessions.userId, userId));
}
