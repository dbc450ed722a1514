import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { SecurityAdmin } from '../../../common/contracts/security';
import type { DbOrTx } from '../../db/client';
import { profiles, userSessions } from '../../db/schema';

/**
 * Every administrator with their last sign-in (the newest tracked session: its time and
 * address) and how many sessions are open now.
 */
export async function listAdminSignIns(db: DbOrTx): Promise<SecurityAdmin[]> {
  const last = db
    .selectDistinctOn([userSessions.userId], {
      userId: userSessions.userId,
      at: userSessions.createdAt,
      ip: userSessions.ipAddress,
    })
    .from(userSessions)
    .orderBy(userSessions.userId, sql`${userSessions.createdAt} desc`)
    .as('last');
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      email: profiles.email,
      lastAt: last.at,
      lastIp: last.ip,
      active: sql<number>`(select count(*) from ${userSessions} where ${and(
        eq(userSessions.userId, profiles.id),
        eq(userSessions.isActive, true),
        gt(userSessions.expiresAt, sql`now()`),
      )})`.mapWith(Number),
    })
    .from(profiles)
    .leftJoin(last, eq(last.userId, profiles.id))
    .where(eq(profiles.role, 'admin'))
    .orderBy(sql`${last.at} desc nulls last`, asc(profiles.email));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    lastSignInAt: r.lastAt ? new Date(r.lastAt).toISOString() : null,
    lastSignInIp: r.lastIp ?? null,
    activeSessions: Number(r.active ?? 0),
  }));
}
