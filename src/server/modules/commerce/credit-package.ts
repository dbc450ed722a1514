import { and, eq } from 'drizzle-orm';
import { FREE_TRIAL_DAYS } from '../../../common/constants';
import type { Tx } from '../../db/client';
import { commissions, packages, type payments, profiles, usersPackages } from '../../db/schema';
import { commissionInCents, toCents, toDollars } from './pricing';
import { syncUnlockPoints } from './spendable-points';

type Payment = typeof payments.$inferSelect;

/** now + n calendar months (the 31st of a short month lands on its last day). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** When a package bought now stops: validity months, or the trial's days when it has none. */
export function expiryOf(validityMonths: number, now: Date): Date {
  return validityMonths > 0
    ? addMonths(now, validityMonths)
    : new Date(now.getTime() + FREE_TRIAL_DAYS * 86_400_000);
}

export type Credit = {
  usersPackageId: string;
  packageName: string;
  points: number;
  expiryDate: Date;
  totalPoints: number;
};

/**
 * Inside the transaction that marks `payment` succeeded (its row already locked): the package
 * with its points, the referring affiliate's commission, and the points total. The student's
 * profile row is locked first, in the same order as unlocking, so the two never deadlock.
 */
export async function creditPackage(tx: Tx, payment: Payment, now: Date): Promise<Credit> {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, payment.userId))
    .for('update');
  const [pkg] = await tx.select().from(packages).where(eq(packages.id, payment.packageId));
  if (!pkg) throw new Error(`package ${payment.packageId} of payment ${payment.id} is missing`);
  const expiryDate = expiryOf(pkg.validityMonths, now);
  const [row] = await tx
    .insert(usersPackages)
    .values({
      userId: payment.userId,
      packageId: pkg.id,
      packageName: pkg.name,
      packageDesc: pkg.description,
      packagePrice: pkg.price,
      packageUnlockPoints: pkg.unlockPoints,
      availability: pkg.unlockPoints,
      examLimit: pkg.examLimit,
      paymentId: payment.id,
      purchaseDate: now,
      expiryDate,
    })
    .returning({ id: usersPackages.id });
  if (!row) throw new Error('users_packages insert returned nothing');

  if (payment.affiliateId) {
    // Only an affiliate still active when the payment succeeds earns (a deactivated one does not).
    const [affiliate] = await tx
      .select({ rate: profiles.commissionRate })
      .from(profiles)
      .where(and(eq(profiles.id, payment.affiliateId), eq(profiles.role, 'affiliate')));
    if (affiliate) {
      await tx
        .insert(commissions)
        .values({
          affiliateId: payment.affiliateId,
          studentId: payment.userId,
          paymentId: payment.id,
          rate: affiliate.rate,
          amount: toDollars(commissionInCents(toCents(payment.amountPaid), affiliate.rate)),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: commissions.paymentId });
    }
  }
  const totalPoints = await syncUnlockPoints(tx, payment.userId, now);
  return {
    usersPackageId: row.id,
    packageName: pkg.name,
    points: pkg.unlockPoints,
    expiryDate,
    totalPoints,
  };
}
