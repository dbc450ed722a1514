import { eq } from 'drizzle-orm';
import { FREE_TRIAL_DAYS, FREE_TRIAL_PACKAGE_ID } from '../../../common/constants';
import type { DbOrTx } from '../../db/client';
import { packages, usersPackages } from '../../db/schema';
import { syncUnlockPoints } from '../commerce/spendable-points';

const DAY_MS = 86_400_000;

/** Gives a new account the Free Trial: its points as availability, for three days. */
export async function activateFreeTrial(db: DbOrTx, userId: string, now = new Date()) {
  const [trial] = await db
    .select()
    .from(packages)
    .where(eq(packages.id, FREE_TRIAL_PACKAGE_ID))
    .limit(1);
  if (!trial?.status) throw new Error('The Free Trial package is missing or disabled');
  const [row] = await db
    .insert(usersPackages)
    .values({
      userId,
      packageId: trial.id,
      packageName: trial.name,
      packageDesc: trial.description,
      packagePrice: trial.price,
      packageUnlockPoints: trial.unlockPoints,
      availability: trial.unlockPoints,
      examLimit: trial.examLimit,
      purchaseDate: now,
      expiryDate: new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS),
    })
    .returning();
  // The stored total follows the spendable sum (not `+= points`, which would keep points of
  // packages that have expired since).
  await syncUnlockPoints(db, userId, now);
  return row;
}
