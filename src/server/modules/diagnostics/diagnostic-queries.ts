import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, sessions, userSessions } from '../../db/schema';

/** A live auth session (not deleted, not expired) for this tracked session's token. */
export const signedInSql = (now: Date) =>
  sql<boolean>`exists (select 1 from ${sessions} where ${sessions.token} = ${userSessions.sessionToken} and ${sessions.expiresAt} > ${now})`;

/**
 * Tracked sessions still marked active and unexpired whose auth session is gone (deleted or
 * expired): the lists would show a sign-in that no longer works.
 */
export async function findOrphanedSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({ id: userSessions.id, createdAt: userSessions.createdAt })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        eq(userSessions.isActive, true),
        gt(userSessions.expiresAt, now),
        sql`not ${signedInSql(now)}`,
      ),
    );
}

/** The profile `referred_by` names, as the referral check needs it. */
export async function findReferrer(db: DbOrTx, referrerId: string | null) {
  if (!referrerId) return null;
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      role: profiles.role,
      previousRole: profiles.previousRole,
    })
    .from(profiles)
    .where(eq(profiles.id, referrerId));
  return row ?? null;
}
