import { and, asc, eq, gt } from 'drizzle-orm';
import type { CatalogueSubject, SubjectCatalogue } from '../../../common/contracts/commerce';
import type { DbOrTx } from '../../db/client';
import { subjects, subjectUnlocks } from '../../db/schema';
import { spendablePoints } from './spendable-points';

/** Subjects the student can use now, with the date their access ends (the latest unlock). */
export async function listUnlockedSubjects(db: DbOrTx, userId: string, now = new Date()) {
  const rows = await db
    .select({
      subjectId: subjectUnlocks.subjectId,
      unlockedAt: subjectUnlocks.unlockedAt,
      expiresAt: subjectUnlocks.expiresAt,
    })
    .from(subjectUnlocks)
    .where(and(eq(subjectUnlocks.userId, userId), gt(subjectUnlocks.expiresAt, now)))
    .orderBy(asc(subjectUnlocks.expiresAt));
  const bySubject = new Map<string, { unlockedAt: Date; expiresAt: Date }>();
  for (const row of rows) bySubject.set(row.subjectId, row);
  return bySubject;
}

/** Whether the student may practise this subject now (for exams and other modules). */
export async function hasUnlockedSubject(
  db: DbOrTx,
  userId: string,
  subjectId: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: subjectUnlocks.id })
    .from(subjectUnlocks)
    .where(
      and(
        eq(subjectUnlocks.userId, userId),
        eq(subjectUnlocks.subjectId, subjectId),
        gt(subjectUnlocks.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The active subjects in their display order, each with the student's lock state. */
export async function getSubjectCatalogue(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<SubjectCatalogue> {
  const [rows, unlocked, points] = await Promise.all([
    db
      .select()
      .from(subjects)
      .where(eq(subjects.isActive, true))
      .orderBy(asc(subjects.sortOrder), asc(subjects.name)),
    listUnlockedSubjects(db, userId, now),
    spendablePoints(db, userId, now),
  ]);
  return {
    points,
    subjects: rows.map((s): CatalogueSubject => {
      const access = unlocked.get(s.id);
      return {
        id: s.id,
        slug: s.slug,
        name: s.name,
        board: s.board as CatalogueSubject['board'],
        description: s.description,
        unlocked: Boolean(access),
        unlockedAt: access?.unlockedAt.toISOString() ?? null,
        expiresAt: access?.expiresAt.toISOString() ?? null,
      };
    }),
  };
}
