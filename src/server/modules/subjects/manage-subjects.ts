import { eq, max, sql } from 'drizzle-orm';
import type { SubjectInput, SubjectUpdate } from '../../../common/contracts/subjects';
import type { Db } from '../../db/client';
import { questions, subjects, subjectUnlocks } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { slugify } from './slugify';

/** The slug comes from the name unless one was given: the message goes under that field. */
const slugTaken = (field: 'slug' | 'name') =>
  new AppError('CONFLICT', 'A subject with this slug already exists', {
    [field]: 'A subject with this slug already exists',
  });

export async function createSubject(db: Db, input: SubjectInput & { board: string; name: string }) {
  const slug = input.slug || slugify(input.name);
  if (!slug)
    throw new AppError('VALIDATION', 'The name needs letters or digits', {
      name: 'The name needs letters or digits',
    });
  try {
    const [{ next } = { next: 0 }] = await db
      .select({ next: sql<number>`coalesce(${max(subjects.sortOrder)}, -1)::int + 1` })
      .from(subjects);
    const [row] = await db
      .insert(subjects)
      .values({
        slug,
        name: input.name,
        board: input.board,
        description: input.description ?? '',
        sortOrder: next,
      })
      .returning({ id: subjects.id });
    if (!row) throw new Error('subject insert returned nothing');
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(input.slug ? 'slug' : 'name');
    throw err;
  }
}

export async function updateSubject(db: Db, id: string, input: SubjectUpdate) {
  const [row] = await db
    .update(subjects)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(subjects.id, id))
    .returning({ id: subjects.id });
  if (!row) throw new AppError('NOT_FOUND', 'Subject not found');
}

/** Only an empty subject goes; one with questions is deactivated instead (it keeps history). */
export async function deleteSubject(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(eq(questions.subjectId, id));
    if ((used?.n ?? 0) > 0) {
      throw new AppError(
        'CONFLICT',
        'This subject has questions, so it cannot be deleted: deactivate it instead',
      );
    }
    // Students paid points for their unlocks: those stay, with the subject they open.
    const [unlocked] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(subjectUnlocks)
      .where(eq(subjectUnlocks.subjectId, id));
    if ((unlocked?.n ?? 0) > 0) {
      throw new AppError(
        'CONFLICT',
        'Students have unlocked this subject, so it cannot be deleted: deactivate it instead',
      );
    }
    await tx.execute(sql`delete from exam_templates where subject_id = ${id}`);
    await tx.execute(sql`delete from topics where subject_id = ${id}`);
    await tx.execute(sql`delete from passages where subject_id = ${id}`);
    const deleted = await tx
      .delete(subjects)
      .where(eq(subjects.id, id))
      .returning({ id: subjects.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Subject not found');
  });
}

/** Sets the display order; `ids` must be every subject, each once. */
export async function reorderSubjects(db: Db, ids: string[]) {
  await db.transaction(async (tx) => {
    const all = await tx.select({ id: subjects.id }).from(subjects);
    const known = new Set(all.map((s) => s.id));
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    ) {
      throw new AppError('VALIDATION', 'The new order must list every subject exactly once');
    }
    for (const [index, id] of ids.entries()) {
      await tx.update(subjects).set({ sortOrder: index }).where(eq(subjects.id, id));
    }
  });
}
