import { eq } from 'drizzle-orm';
import type { ItemModelInputParsed } from '../../../common/contracts/item-models';
import type { DbOrTx } from '../../db/client';
import { itemModels, subjects, topics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';
import { requireValidModel } from './check-item-model';

/** The stored columns of a model, from its input. */
function columns(input: ItemModelInputParsed) {
  return {
    subjectId: input.subjectId,
    topicId: input.topicId,
    name: input.name,
    difficulty: input.difficulty,
    questionType: input.questionType,
    variables: input.variables,
    constraints: input.constraints,
    stem: input.stem,
    explanation: input.explanation,
    answer: input.answer,
    distractors: input.distractors,
    autoConfirm: input.autoConfirm,
    isActive: input.isActive,
  };
}

/** 400 unless the subject exists and the topic is one of its own. */
async function assertPlace(db: DbOrTx, subjectId: string, topicId: string) {
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  if (!subject)
    throw new AppError('VALIDATION', 'Unknown subject', { subjectId: 'Unknown subject' });
  const [topic] = await db
    .select({ subjectId: topics.subjectId })
    .from(topics)
    .where(eq(topics.id, topicId));
  if (!topic) throw new AppError('VALIDATION', 'Unknown topic', { topicId: 'Unknown topic' });
  if (topic.subjectId !== subjectId) {
    const message = 'This topic is not part of the subject';
    throw new AppError('VALIDATION', message, { topicId: message });
  }
}

/** A new item model, stored only when it passes the save-time check. Returns its id. */
export async function createItemModel(
  db: DbOrTx,
  input: ItemModelInputParsed,
  actor: AuditActor,
): Promise<string> {
  await assertPlace(db, input.subjectId, input.topicId);
  await requireValidModel(input);
  const values = columns(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(itemModels)
      .values({ ...values, createdBy: actor.userId })
      .returning({ id: itemModels.id });
    if (!row) throw new Error('item model insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'item_model.create',
      targetType: 'item_model',
      targetId: row.id,
      after: values,
    });
    return row.id;
  });
}

/** Replaces a model's definition (checked again); auto-confirm changes are in the audit entry. */
export async function updateItemModel(
  db: DbOrTx,
  id: string,
  input: ItemModelInputParsed,
  actor: AuditActor,
): Promise<void> {
  await assertPlace(db, input.subjectId, input.topicId);
  await requireValidModel(input);
  const values = columns(input);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(itemModels).where(eq(itemModels.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Item model not found');
    const change = changedFields(current, values);
    if (!change) return;
    await tx
      .update(itemModels)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(itemModels.id, id));
    await recordAudit(tx, actor, {
      action: 'item_model.update',
      targetType: 'item_model',
      targetId: id,
      ...change,
    });
  });
}
