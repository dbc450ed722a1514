import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSettings } from '../../db/schema';
import { adminExists } from './admin-exists';

export const SETUP_TOKEN_KEY = 'setup_token';

/**
 * While no administrator exists, keeps one setup token (the same across restarts and
 * instances) and returns it; once one exists, removes it and returns null.
 */
export async function ensureSetupToken(db: Db): Promise<string | null> {
  if (await adminExists(db)) {
    await db.delete(systemSettings).where(eq(systemSettings.key, SETUP_TOKEN_KEY));
    return null;
  }
  await db
    .insert(systemSettings)
    .values({ key: SETUP_TOKEN_KEY, value: randomBytes(24).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(systemSettings)
    .where(eq(systemSettings.key, SETUP_TOKEN_KEY));
  return typeof row?.value === 'string' ? row.value : null;
}
