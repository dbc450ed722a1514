import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSessions } from '../../db/schema';

/** Last activity moves at most once a minute, so a busy user costs one write a minute. */
export async function touchSession(db: DbOrTx, token: string, now = new Date()) {
  await db
    .update(userSessions)
    .set({ lastActivity: now })
    .where(
      and(
        eq(userSessions.sessionToken, token),
        eq(userSessions.isActive, true),
        lt(userSessions.lastActivity, new Date(now.getTime() - 60_000)),
      ),
    );
}
