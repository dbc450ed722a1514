import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema';

export const SECRET_FINGERPRINT_KEY = 'auth.secret_fingerprint';

/** Tells secrets apart without storing anything that helps guess one. */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('tafawuq:secret-fingerprint').digest('hex');
}

/**
 * Compares this instance's auth secret with the one the database last started with. Instances
 * with different secrets reject each other's session cookies, cannot read the stored SMTP
 * password and refuse each other's sandbox webhooks: 'changed' is worth a loud warning (after a
 * deliberate rotation it is said once, since the new fingerprint is kept).
 */
export async function checkSharedSecret(
  db: Db,
  secret: string,
): Promise<'first' | 'same' | 'changed'> {
  const fingerprint = secretFingerprint(secret);
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SECRET_FINGERPRINT_KEY));
  if (row?.value === fingerprint) return 'same';
  await db
    .insert(systemSettings)
    .values({ key: SECRET_FINGERPRINT_KEY, value: fingerprint })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: fingerprint, updatedAt: new Date() },
    });
  return row ? 'changed' : 'first';
}
