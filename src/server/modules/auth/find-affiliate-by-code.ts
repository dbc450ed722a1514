import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

/** The affiliate whose own code this is (codes are stored upper-case), or null. */
export async function findAffiliateByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.code, code), eq(profiles.role, 'affiliate')))
    .limit(1);
  return row ?? null;
}
