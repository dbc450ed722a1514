import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const TOUCH_INTERVAL_MS = 60_000;
const MAX_REMEMBERED = 50_000;

/** Last activity moves at most once a minute (the rule lives in update_session_activity). */
export async function touchSession(db: DbOrTx, token: string, now = new Date()) {
  await db.execute(
    sql`select update_session_activity(${token}, ${now.toISOString()}::timestamptz)`,
  );
}

/**
 * touchSession for every authenticated request, without a database round trip for the requests
 * that could not move last activity anyway (one this process touched less than a minute ago):
 * under load that round trip was a good share of each request's time.
 */
export function sessionToucher(db: DbOrTx) {
  const lastTouched = new Map<string, number>();
  return async (token: string, now = new Date()) => {
    const last = lastTouched.get(token);
    if (last !== undefined && now.getTime() - last >= 0 && now.getTime() - last < TOUCH_INTERVAL_MS)
      return;
    if (lastTouched.size >= MAX_REMEMBERED) lastTouched.clear();
    lastTouched.set(token, now.getTime());
    await touchSession(db, token, now);
  };
}
