import { and, eq, gt, sql } from 'drizzle-orm';
import { sessions, userSessions } from '../../db/schema';

const DAY_MS = 86_400_000;

/**
 * Active means: not ended, not expired, its auth session still exists, and used in the last
 * 24 hours (spec section 5).
 */
export function activeSessionFilter(now: Date) {
  return and(
    eq(userSessions.isActive, true),
    gt(userSessions.expiresAt, now),
    gt(userSessions.lastActivity, new Date(now.getTime() - DAY_MS)),
    sql`exists (select 1 from ${sessions} where ${sessions.token} = ${userSessions.sessionToken})`,
  );
}
