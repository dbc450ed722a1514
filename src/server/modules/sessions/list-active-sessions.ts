import { desc, eq } from 'drizzle-orm';
import type { ActiveSessions } from '../../../common/contracts/sessions';
import type { DbOrTx } from '../../db/client';
import { profiles, userSessions } from '../../db/schema';
import { activeSessionFilter } from './active-session-filter';
import { describeLocation, toSessionItem } from './to-session-item';

/** Every session active in the last 24 hours, with the spec's statistics. */
export async function listActiveSessions(
  db: DbOrTx,
  currentToken: string | null,
  now = new Date(),
): Promise<ActiveSessions> {
  const rows = await db
    .select({ session: userSessions, user: profiles })
    .from(userSessions)
    .innerJoin(profiles, eq(profiles.id, userSessions.userId))
    .where(activeSessionFilter(now))
    .orderBy(desc(userSessions.lastActivity));

  const byLocation = new Map<string, number>();
  for (const { session } of rows) {
    const place = describeLocation(session.locationInfo) ?? 'Unknown';
    byLocation.set(place, (byLocation.get(place) ?? 0) + 1);
  }
  const uniqueUsers = new Set(rows.map((r) => r.user.id)).size;
  return {
    sessions: rows.map(({ session, user }) => ({
      ...toSessionItem(session, currentToken),
      user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
    })),
    stats: {
      total: rows.length,
      uniqueUsers,
      averagePerUser: uniqueUsers === 0 ? 0 : Math.round((rows.length / uniqueUsers) * 100) / 100,
      topLocations: [...byLocation.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 5)
        .map(([location, count]) => ({ location, count })),
    },
  };
}
