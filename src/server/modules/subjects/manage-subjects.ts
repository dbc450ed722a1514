import { asc, eq, max, sql } from 'drizzle-orm';
import type { SubjectInput, SubjectUpdate } from '../../../common/contracts/subjects';
import type { Db } from '../../db/client';
import { questions, subjects, subjectUnlocks } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';
import { slugify } from './slugify';

/** The slug comes from the name unless one was given: the message goes under that field. */
const slugTaken = (field: 'slug' | 'name') =>
  new AppError('CONFLICT', 'A subject with this slug already exists', {
    [field]: 'A subject with this slug already exists',
  });

/** `activate`/`deactivate` when the active flag is all that changed, otherwise `update`. */
export function updateVerb(after: Record<string, unknown>): string {
  const onlyActive = Object.keys(after).every((k) => k === 'isActive');
  return onlyActive ? (after.isActive ? 'activate' : 'deactivate') : 'update';
}

export async function createSubject(
  db: Db,
  input: SubjectInput & { board: string; name: string },
  actor: AuditActor,
) {
  const slug = input.slug || slugify(input.name);
  if (!slug)
    throw new AppError('VALIDATION', 'The name needs letters or digits', {
      name: 'The name needs letters or digits',
    });
  try {
    return await db.transaction(async (tx) => {
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(${max(subjects.sortOrder)}, -1)::int + 1` })
        .from(subjects);
      const values = {
        slug,
        name: input.name,
        board: input.board,
        description: input.description ?? '',
        sortOrder: next,
      };
      const [row] = await tx.insert(subjects).values(values).returning({ id: subjects.id });
      if (!row) throw new Error('subject insert returned nothing');
      await recordAudit(tx, actor, {
        action: 'subject.create',
        targetType: 'subject',
        targetId: row.id,
        after: { slug, name: values.name, board: values.board, isActive: true },
      });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(input.slug ? 'slug' : 'name');
    throw err;
  }
}

export async function updateSubject(db: Db, id: string, input: SubjectUpdate, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(subjects).where(eq(subjects.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Subject not found');
    await tx
      .update(subjects)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(subjects.id, id));
    const change = changedFields(current, input);
    if (!change) return;
    await recordAudit(tx, actor, {
      action: `subject.${updateVerb(change.after)}`,
      targetType: 'subject',
      targetId: id,
      ...change,
    });
  });
}

/** Only an empty subject goes; one with questions is deactivated instead (it keeps history). */
export async function deleteSubject(db: Db, id: string, actor: AuditActor) {
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
    const [deleted] = await tx.delete(subjects).where(eq(subjects.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND', 'Subject not found');
    await recordAudit(tx, actor, {
      action: 'subject.delete',
      targetType: 'subject',
      targetId: id,
      before: { slug: deleted.slug, name: deleted.name, board: deleted.board },
    });
  });
}

/** Sets the display order; `ids` must be every subject, each once. */
export async function reorderSubjects(db: Db, ids: string[], actor: AuditActor) {
  await db.transaction(async (tx) => {
    const all = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .orderBy(asc(subjects.sortOrder), asc(subjects.name))
      .for('update');
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
    const before = all.map((s) => s.id);
    if (before.every((id, i) => ids[i] === id)) return;
    await recordAudit(tx, actor, {
      action: 'subject.reorder',
      targetType: 'subject',
      targetId: null,
      before: { order: before },
      after: { order: ids },
    });
  });
}
