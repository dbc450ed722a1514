import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
