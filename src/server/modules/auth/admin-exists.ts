import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

export async function adminExists(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .limit(1);
  return rows.length > 0;
}
