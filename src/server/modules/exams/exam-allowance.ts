import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { ExamAllowance } from '../../../common/contracts/exams';
import type { DbOrTx } from '../../db/client';
import { exams, subjects, subjectUnlocks, usersPackages } from '../../db/schema';
import { AppError } from '../../lib/errors';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * How many more exams the student may create. The rule: over the student's active, unexpired
 * packages, the allowance is the sum of their `exam_limit` (any package without a limit makes it
 * unlimited; no active package allows none); the exams counted against it are every exam the
 * student created since the earliest purchase among those packages — follow-up exams (retry,
 * weak topics) included.
 */
export async function examAllowance(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<ExamAllowance> {
  const [pkg] = await db
    .select({
      n: sql<number>`count(*)::int`,
      unlimited: sql<boolean>`coalesce(bool_or(${usersPackages.examLimit} is null), false)`,
      limit: sql<number>`coalesce(sum(${usersPackages.examLimit}), 0)::int`,
      since: sql<string | null>`min(${usersPackages.purchaseDate})`,
    })
    .from(usersPackages)
    .where(
      and(
        eq(usersPackages.userId, userId),
        eq(usersPackages.status, 'active'),
        gt(usersPackages.expiryDate, now),
      ),
    );
  if (!pkg || Number(pkg.n) === 0) return { limit: 0, used: 0, remaining: 0 };
  const since = pkg.since ? new Date(pkg.since) : now;
  const [row] = await db
    .select({ used: count() })
    .from(exams)
    .where(and(eq(exams.userId, userId), gte(exams.createdAt, since)));
  const used = Number(row?.used ?? 0);
  if (pkg.unlimited) return { limit: null, used, remaining: null };
  const limit = Number(pkg.limit);
  return { limit, used, remaining: Math.max(0, limit - used) };
}

/** The subject must be unlocked and unexpired: otherwise 403 SUBJECT_LOCKED. */
export async function assertSubjectUnlocked(
  db: DbOrTx,
  userId: string,
  subjectId: string,
  now = new Date(),
): Promise<{ id: string; name: string; unlockedUntil: Date }> {
  const [subject] = await db
    .select({ id: subjects.id, name: subjects.name, isActive: subjects.isActive })
    .from(subjects)
    .where(eq(subjects.id, subjectId))
    .limit(1);
  if (!subject?.isActive) {
    throw new AppError('VALIDATION', 'This subject does not exist or is not available', {
      subjectId: 'This subject does not exist or is not available',
    });
  }
  const [unlock] = await db
    .select({ expiresAt: sql<string>`max(${subjectUnlocks.expiresAt})` })
    .from(subjectUnlocks)
    .where(and(eq(subjectUnlocks.userId, userId), eq(subjectUnlocks.subjectId, subjectId)));
  const until = unlock?.expiresAt ? new Date(unlock.expiresAt) : null;
  if (!until) {
    throw new AppError(
      'SUBJECT_LOCKED',
      `${subject.name} is locked: unlock it with a point to create exams`,
    );
  }
  if (until <= now) {
    throw new AppError(
      'SUBJECT_LOCKED',
      `Your access to ${subject.name} expired on ${day.format(until)}: unlock it again to create exams`,
    );
  }
  return { id: subject.id, name: subject.name, unlockedUntil: until };
}

/** 403 EXAM_LIMIT_REACHED when the allowance is used up. */
export async function assertExamAllowed(db: DbOrTx, userId: string, now = new Date()) {
  const allowance = await examAllowance(db, userId, now);
  if (allowance.remaining !== null && allowance.remaining <= 0) {
    throw new AppError(
      'EXAM_LIMIT_REACHED',
      allowance.limit === 0
        ? 'You have no active package: buy a package to create exams'
        : `You have used all ${allowance.limit} exams of your packages: buy a package to create more`,
    );
  }
  return allowance;
}
