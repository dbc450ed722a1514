import { eq } from 'drizzle-orm';
import type { TemplateValues } from '../../../common/contracts/templates';
import type { Db } from '../../db/client';
import { examTemplates } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';
import { slugify } from '../subjects/slugify';
import { assertKnownTopics, loadSubjectTopics } from './load-subject-topics';

const TAKEN = 'A template with this slug already exists';
/** The slug comes from the name unless one was given: the message goes under that field. */
const slugTaken = (field: 'slug' | 'name') => new AppError('CONFLICT', TAKEN, { [field]: TAKEN });

async function checked(db: Db, input: TemplateValues) {
  assertKnownTopics(input.sections, await loadSubjectTopics(db, input.subjectId));
  return {
    subjectId: input.subjectId,
    name: input.name,
    description: input.description,
    kind: input.kind,
    sections: input.sections,
    scoring: input.scoring,
  };
}

export async function createTemplate(
  db: Db,
  input: TemplateValues,
  actor: AuditActor,
): Promise<string> {
  const values = await checked(db, input);
  const slug = input.slug || slugify(input.name);
  if (!slug) {
    const message = 'Give a slug: the name has no letters or digits to make one from';
    throw new AppError('VALIDATION', message, { slug: message });
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(examTemplates)
        .values({ ...values, slug })
        .returning({ id: examTemplates.id, isActive: examTemplates.isActive });
      if (!row) throw new Error('exam template insert returned nothing');
      await recordAudit(tx, actor, {
        action: 'exam_template.create',
        targetType: 'exam_template',
        targetId: row.id,
        after: {
          slug,
          name: values.name,
          subjectId: values.subjectId,
          kind: values.kind,
          isActive: row.isActive,
        },
      });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(input.slug ? 'slug' : 'name');
    throw err;
  }
}

/** Replaces everything but the active flag; the slug stays unless a new one is given. */
export async function updateTemplate(
  db: Db,
  id: string,
  input: TemplateValues,
  actor: AuditActor,
): Promise<void> {
  const [existing] = await db
    .select({ id: examTemplates.id })
    .from(examTemplates)
    .where(eq(examTemplates.id, id));
  if (!existing) throw new AppError('NOT_FOUND', 'Exam template not found');
  const values = await checked(db, input);
  const next = { ...values, ...(input.slug ? { slug: input.slug } : {}) };
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(examTemplates)
        .where(eq(examTemplates.id, id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', 'Exam template not found');
      await tx
        .update(examTemplates)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(examTemplates.id, id));
      const change = changedFields(current, next);
      if (!change) return;
      await recordAudit(tx, actor, {
        action: 'exam_template.update',
        targetType: 'exam_template',
        targetId: id,
        ...change,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken('slug');
    throw err;
  }
}
