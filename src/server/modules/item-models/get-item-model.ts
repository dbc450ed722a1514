import { eq, sql } from 'drizzle-orm';
import type { ItemModelDetail } from '../../../common/contracts/item-models';
import type { DbOrTx } from '../../db/client';
import { itemModels, subjects, topics } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** An item model with everything its editor shows. */
export async function getItemModel(db: DbOrTx, id: string): Promise<ItemModelDetail> {
  const [row] = await db
    .select({
      model: itemModels,
      subjectName: subjects.name,
      topicName: topics.name,
      questionCount: sql<number>`(select count(*)::int from questions q where q.item_model_id = ${itemModels.id})`,
    })
    .from(itemModels)
    .innerJoin(subjects, eq(subjects.id, itemModels.subjectId))
    .innerJoin(topics, eq(topics.id, itemModels.topicId))
    .where(eq(itemModels.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Item model not found');
  const m = row.model;
  return {
    id: m.id,
    name: m.name,
    subject: { id: m.subjectId, name: row.subjectName },
    topic: { id: m.topicId, name: row.topicName },
    difficulty: m.difficulty as ItemModelDetail['difficulty'],
    questionType: m.questionType as ItemModelDetail['questionType'],
    autoConfirm: m.autoConfirm,
    isActive: m.isActive,
    questionCount: Number(row.questionCount),
    variables: m.variables,
    constraints: m.constraints,
    stem: m.stem,
    explanation: m.explanation,
    answer: m.answer,
    distractors: m.distractors,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}
