import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

export async function findProfileByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
