import { desc, eq, sql } from 'drizzle-orm';
import {
  DIAGNOSTIC_LIST_LIMIT,
  DIAGNOSTIC_MESSAGES,
  type UserDiagnostic,
} from '../../../common/contracts/diagnostics';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  appLogs,
  emailMessages,
  packages,
  payments,
  profiles,
  sessions,
  subjects,
  subjectUnlocks,
  userSessions,
  usersPackages,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { spendablePoints } from '../commerce/spendable-points';
import { describeLocation } from '../sessions/to-session-item';
import {
  checkAuthAccount,
  checkPoints,
  checkReferral,
  checkRole,
  checkSessions,
} from './diagnostic-checks';
import { findOrphanedSessions, findReferrer, signedInSql } from './diagnostic-queries';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The profile an administrator asked about: by e-mail (any case) or, after a fix, by id. */
async function findProfile(db: DbOrTx, who: { email: string } | { userId: string }) {
  const where =
    'email' in who
      ? eq(sql`lower(btrim(${profiles.email}))`, who.email.trim().toLowerCase())
      : eq(profiles.id, who.userId);
  const [row] = await db.select().from(profiles).where(where).limit(1);
  if (!row) {
    throw new AppError(
      'NOT_FOUND',
      'email' in who ? DIAGNOSTIC_MESSAGES.notFound(who.email) : DIAGNOSTIC_MESSAGES.userGone,
    );
  }
  return row;
}

/**
 * Everything about one account, read in one pass, and the checks that say whether it holds
 * together (profile and auth account, role, referral, points, sessions).
 */
export async function diagnoseUser(
  db: DbOrTx,
  who: { email: string } | { userId: string },
  now = new Date(),
): Promise<UserDiagnostic> {
  const profile = await findProfile(db, who);
  const userId = profile.id;
  const limit = DIAGNOSTIC_LIST_LIMIT;

  const [
    accountRows,
    authSessionRows,
    trackedRows,
    packageRows,
    unlockRows,
    paymentRows,
    emailRows,
    logRows,
    spendable,
    referrer,
  ] = await Promise.all([
    db
      .select({
        id: accounts.id,
        providerId: accounts.providerId,
        accountId: accounts.accountId,
        hasPassword: sql<boolean>`${accounts.password} is not null and ${accounts.password} <> ''`,
        createdAt: accounts.createdAt,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(accounts.createdAt),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
        impersonatedBy: sessions.impersonatedBy,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(limit),
    db
      .select({ row: userSessions, signedIn: signedInSql(now) })
      .from(userSessions)
      .where(eq(userSessions.userId, userId))
      .orderBy(desc(userSessions.createdAt))
      .limit(limit),
    db
      .select()
      .from(usersPackages)
      .where(eq(usersPackages.userId, userId))
      .orderBy(desc(usersPackages.purchaseDate))
      .limit(limit),
    db
      .select({
        id: subjectUnlocks.id,
        subjectName: subjects.name,
        unlockedAt: subjectUnlocks.unlockedAt,
        expiresAt: subjectUnlocks.expiresAt,
      })
      .from(subjectUnlocks)
      .innerJoin(subjects, eq(subjects.id, subjectUnlocks.subjectId))
      .where(eq(subjectUnlocks.userId, userId))
      .orderBy(desc(subjectUnlocks.unlockedAt))
      .limit(limit),
    db
      .select({
        id: payments.id,
        packageName: packages.name,
        provider: payments.provider,
        status: payments.status,
        amountPaid: payments.amountPaid,
        currency: payments.currency,
        createdAt: payments.createdAt,
        completedAt: payments.completedAt,
      })
      .from(payments)
      .innerJoin(packages, eq(packages.id, payments.packageId))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(limit),
    db
      .select({
        id: emailMessages.id,
        templateKey: emailMessages.templateKey,
        subject: emailMessages.subject,
        status: emailMessages.status,
        attempts: emailMessages.attempts,
        error: emailMessages.error,
        createdAt: emailMessages.createdAt,
        sentAt: emailMessages.sentAt,
      })
      .from(emailMessages)
      .where(eq(sql`lower(${emailMessages.toAddress})`, profile.email.trim().toLowerCase()))
      .orderBy(desc(emailMessages.createdAt))
      .limit(limit),
    db
      .select({
        id: appLogs.id,
        createdAt: appLogs.createdAt,
        level: appLogs.level,
        source: appLogs.source,
        message: appLogs.message,
        path: appLogs.path,
        requestId: appLogs.requestId,
      })
      .from(appLogs)
      .where(eq(appLogs.userId, userId))
      .orderBy(desc(appLogs.createdAt), desc(appLogs.id))
      .limit(limit),
    spendablePoints(db, userId, now),
    findReferrer(db, profile.referredBy),
  ]);

  // Counted over every row, not only the listed ones.
  const orphaned = await findOrphanedSessions(db, userId, now);

  const trackedSessions = trackedRows.map(({ row, signedIn }) => ({
    id: row.id,
    createdAt: iso(row.createdAt),
    lastActivity: iso(row.lastActivity),
    expiresAt: iso(row.expiresAt),
    isActive: row.isActive,
    deviceType: row.deviceType,
    browser: row.browser,
    os: row.os,
    ipAddress: row.ipAddress,
    location: describeLocation(row.locationInfo),
    signedIn: Boolean(signedIn),
    orphaned: row.isActive && row.expiresAt > now && !signedIn,
  }));

  return {
    checkedAt: iso(now),
    profile: {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
      role: profile.role,
      previousRole: profile.previousRole,
      code: profile.code,
      countryCode: profile.countryCode,
      unlockPoints: profile.unlockPoints,
      spendablePoints: spendable,
      banned: Boolean(profile.banned),
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    referredById: profile.referredBy,
    referrer: referrer
      ? { id: referrer.id, email: referrer.email, name: referrer.name, role: referrer.role }
      : null,
    authAccounts: accountRows.map((a) => ({
      id: a.id,
      providerId: a.providerId,
      accountId: a.accountId,
      hasPassword: Boolean(a.hasPassword),
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    verification: {
      emailVerified: profile.emailVerified,
      adminVerified: profile.adminVerified,
      exempt: profile.emailVerified || profile.adminVerified || profile.role === 'admin',
    },
    authSessions: authSessionRows.map((s) => ({
      id: s.id,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
      impersonatedBy: s.impersonatedBy,
      expired: s.expiresAt <= now,
    })),
    trackedSessions,
    packages: packageRows.map((p) => ({
      id: p.id,
      packageName: p.packageName,
      availability: p.availability,
      unlockPoints: p.packageUnlockPoints,
      examLimit: p.examLimit,
      purchaseDate: iso(p.purchaseDate),
      expiryDate: iso(p.expiryDate),
      status: p.status,
      spendable: p.status === 'active' && p.expiryDate > now,
    })),
    unlocks: unlockRows.map((u) => ({
      id: u.id,
      subjectName: u.subjectName,
      unlockedAt: iso(u.unlockedAt),
      expiresAt: iso(u.expiresAt),
      active: u.expiresAt > now,
    })),
    payments: paymentRows.map((p) => ({
      ...p,
      amountPaid: Number(p.amountPaid),
      createdAt: iso(p.createdAt),
      completedAt: isoOrNull(p.completedAt),
    })),
    emails: emailRows.map((m) => ({
      ...m,
      status: String(m.status),
      createdAt: iso(m.createdAt),
      sentAt: isoOrNull(m.sentAt),
    })),
    recentErrors: logRows.map((l) => ({ ...l, createdAt: iso(l.createdAt) })),
    checks: [
      checkAuthAccount(profile, accountRows),
      checkRole(profile),
      checkReferral(profile, referrer, referrer?.email),
      checkPoints(profile.unlockPoints, spendable),
      checkSessions(orphaned.length),
    ],
  };
}
