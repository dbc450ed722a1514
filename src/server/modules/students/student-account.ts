import { and, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { HeldPackage, StudentSummary } from '../../../common/contracts/students';
import { STUDENT_MSG } from '../../../common/contracts/students';
import type { DbOrTx } from '../../db/client';
import { packages, profiles, usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { spendablePoints } from '../commerce/spendable-points';

/** Student accounts: the role, or a deactivated account whose role was student. */
export const isStudentAccount: SQL = or(
  eq(profiles.role, 'student'),
  and(eq(profiles.role, 'inactive'), eq(profiles.previousRole, 'student')),
) as SQL;

/** The points a student can spend (domain.md), as a correlated subquery on `profiles`. */
export const spendablePointsOf = (now: Date) =>
  sql<number>`(select coalesce(sum(up.availability), 0)::int from users_packages up
    where up.user_id = profiles.id and up.status = 'active'
    and up.expiry_date > ${now.toISOString()}::timestamptz)`;

type Profile = typeof profiles.$inferSelect;

/** The student's profile row (optionally locked), or 404 for an unknown or non-student id. */
export async function loadStudent(
  db: DbOrTx,
  studentId: string,
  opts: { lock?: boolean } = {},
): Promise<Profile> {
  const query = db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, studentId), isStudentAccount));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', STUDENT_MSG.notFound);
  return row;
}

export async function toStudentSummary(db: DbOrTx, p: Profile, now: Date): Promise<StudentSummary> {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phoneNumber: p.phoneNumber,
    countryCode: p.countryCode,
    emailVerified: p.emailVerified,
    adminVerified: p.adminVerified,
    active: p.role === 'student',
    joinedAt: p.createdAt.toISOString(),
    points: await spendablePoints(db, p.id, now),
  };
}

type Held = typeof usersPackages.$inferSelect;

/** What a held package reads as now: revoked, expired (by status or date) or active. */
export function heldStatus(held: Pick<Held, 'status' | 'expiryDate'>, now: Date) {
  if (held.status === 'revoked') return 'revoked' as const;
  if (held.status === 'expired' || held.expiryDate <= now) return 'expired' as const;
  return 'active' as const;
}

export function toHeldPackage(
  held: Held,
  extra: { isTrial: boolean; subjectsUnlocked: number },
  now: Date,
): HeldPackage {
  return {
    id: held.id,
    packageId: held.packageId,
    name: held.packageName,
    isTrial: extra.isTrial,
    unlockPoints: held.packageUnlockPoints,
    availability: held.availability,
    examLimit: held.examLimit,
    paymentId: held.paymentId,
    subjectsUnlocked: extra.subjectsUnlocked,
    purchaseDate: held.purchaseDate.toISOString(),
    expiryDate: held.expiryDate.toISOString(),
    status: heldStatus(held, now),
  };
}

/** The student's packages, newest first, or one of them. */
export async function listHeldPackages(
  db: DbOrTx,
  studentId: string,
  now: Date,
  onlyId?: string,
): Promise<HeldPackage[]> {
  const unlocked = sql<number>`(select count(*)::int from subject_unlocks su
    where su.users_package_id = users_packages.id)`;
  const rows = await db
    .select({ held: usersPackages, isTrial: packages.isTrial, subjectsUnlocked: unlocked })
    .from(usersPackages)
    .innerJoin(packages, eq(packages.id, usersPackages.packageId))
    .where(
      onlyId
        ? and(eq(usersPackages.userId, studentId), eq(usersPackages.id, onlyId))
        : eq(usersPackages.userId, studentId),
    )
    .orderBy(sql`${usersPackages.purchaseDate} desc, ${usersPackages.id} desc`);
  return rows.map((r) =>
    toHeldPackage(
      r.held,
      { isTrial: r.isTrial, subjectsUnlocked: Number(r.subjectsUnlocked) },
      now,
    ),
  );
}

/** The audit log's picture of a held package: the fields an administrator can change. */
export function auditPicture(held: Held) {
  return {
    studentId: held.userId,
    packageId: held.packageId,
    packageName: held.packageName,
    availability: held.availability,
    examLimit: held.examLimit,
    expiryDate: held.expiryDate.toISOString(),
    status: held.status,
  };
}

/** Last moment of a day given as YYYY-MM-DD (access lasts through that day, UTC). */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}

/** The start of today (UTC): an expiry day before it is in the past. */
export function startOfToday(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Only the active, unexpired packages. */
export const activeHeld = (studentId: string, now: Date) =>
  and(
    eq(usersPackages.userId, studentId),
    eq(usersPackages.status, 'active'),
    gt(usersPackages.expiryDate, now),
  );
