import { eq, inArray } from 'drizzle-orm';
import {
  DIAGNOSTIC_MESSAGES,
  type DiagnosticFix,
  type DiagnosticFixResult,
} from '../../../common/contracts/diagnostics';
import type { Db, Tx } from '../../db/client';
import { profiles, userSessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { spendablePoints, syncUnlockPoints } from '../commerce/spendable-points';
import { diagnoseUser } from './diagnose-user';
import { referrerProblems } from './diagnostic-checks';
import { findOrphanedSessions, findReferrer } from './diagnostic-queries';

type Profile = typeof profiles.$inferSelect;
type Change = { before: unknown; after: unknown } | null;

/** Each fix repairs one thing, under the profile's row lock, or says there is nothing to do. */
const FIXES: Record<DiagnosticFix, (tx: Tx, profile: Profile, now: Date) => Promise<Change>> = {
  /** profiles.unlock_points := the sum of availability over active, unexpired packages. */
  async recompute_points(tx, profile, now) {
    const spendable = await spendablePoints(tx, profile.id, now);
    if (spendable === profile.unlockPoints) return null;
    await syncUnlockPoints(tx, profile.id, now);
    return { before: { unlockPoints: profile.unlockPoints }, after: { unlockPoints: spendable } };
  },

  /** Tracked sessions whose sign-in is gone are marked ended, as a sign-out would. */
  async close_orphaned_sessions(tx, profile, now) {
    const orphaned = await findOrphanedSessions(tx, profile.id, now);
    if (orphaned.length === 0) return null;
    const ids = orphaned.map((row) => row.id);
    await tx.update(userSessions).set({ isActive: false }).where(inArray(userSessions.id, ids));
    return {
      before: { sessionIds: ids, isActive: true },
      after: { sessionIds: ids, isActive: false },
    };
  },

  /** A referred_by that names no affiliate (nor a deactivated one) is removed. */
  async clear_referral(tx, profile) {
    const referrer = await findReferrer(tx, profile.referredBy);
    if (referrerProblems(profile, referrer, referrer?.email).length === 0) return null;
    await tx
      .update(profiles)
      .set({ referredBy: null, updatedAt: new Date() })
      .where(eq(profiles.id, profile.id));
    return { before: { referredBy: profile.referredBy }, after: { referredBy: null } };
  },
};

/**
 * Applies one of the diagnostic's safe fixes to a user, audited as `diagnostic.fix_<name>` in
 * the same transaction, then runs the diagnostic again so the page shows the check after it.
 */
export async function applyDiagnosticFix(
  db: Db,
  actor: AuditActor,
  userId: string,
  fix: DiagnosticFix,
  now = new Date(),
): Promise<DiagnosticFixResult> {
  await db.transaction(async (tx) => {
    // The profile first, as every change of points does (profile → packages).
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!profile) throw new AppError('NOT_FOUND', DIAGNOSTIC_MESSAGES.userGone);
    const change = await FIXES[fix](tx, profile, now);
    if (!change) throw new AppError('CONFLICT', DIAGNOSTIC_MESSAGES.nothingToFix[fix]);
    await recordAudit(tx, actor, {
      action: `diagnostic.fix_${fix}`,
      targetType: 'user',
      targetId: userId,
      before: { email: profile.email, ...(change.before as object) },
      after: change.after,
    });
  });
  return { fix, diagnostic: await diagnoseUser(db, { userId }) };
}
