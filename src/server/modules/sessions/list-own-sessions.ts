import { and, desc, eq } from 'drizzle-orm';
import type { OwnSessions } from '../../../common/contracts/sessions';
import type { DbOrTx } from '../../db/client';
import { userSessions } from '../../db/schema';
import { activeSessionFilter } from './active-session-filter';
import { toSessionItem } from './to-session-item';

export async function listOwnSessions(
  db: DbOrTx,
  userId: string,
  currentToken: string,
  now = new Date(),
): Promise<OwnSessions> {
  const rows = await db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), activeSessionFilter(now)))
    .orderBy(desc(userSessions.lastActivity));
  return { sessions: rows.map((row) => toSessionItem(row, currentToken)) };
}
