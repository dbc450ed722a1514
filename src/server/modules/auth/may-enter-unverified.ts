import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * Whether a user may sign in although verification is required: a confirmed address, an
 * administrator, or an account an administrator vouched for (`admin_verified`).
 */
export async function mayEnterUnverified(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      role: profiles.role,
      emailVerified: profiles.emailVerified,
      adminVerified: profiles.adminVerified,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return false;
  return row.emailVerified || row.adminVerified || row.role === 'admin';
}
