import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Last activity moves at most once a minute (the rule lives in update_session_activity). */
export async function touchSession(db: DbOrTx, token: string, now = new Date()) {
  await db.execute(
    sql`select update_session_activity(${token}, ${now.toISOString()}::timestamptz)`,
  );
}
