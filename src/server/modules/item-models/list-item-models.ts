import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ItemModelList,
  itemModelListQuerySchema,
} from '../../../common/contracts/item-models';
import { normalizeText } from '../../../common/contracts/text-policy';
import type { DbOrTx } from '../../db/client';
import { itemModels, subjects, topics } from '../../db/schema';
import { likeText } from '../passages/passage-text';

type Query = z.output<typeof itemModelListQuerySchema>;

/** One page of item models, last edited first, searched by name, optionally of one subject. */
export async function listItemModels(db: DbOrTx, query: Query): Promise<ItemModelList> {
  const where: SQL[] = [];
  if (query.subjectId) where.push(eq(itemModels.subjectId, query.subjectId));
  const search = query.search ? normalizeText(query.search) : '';
  if (search) where.push(ilike(itemModels.name, `%${likeText(search)}%`));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        model: {
          id: itemModels.id,
          name: itemModels.name,
          difficulty: itemModels.difficulty,
          questionType: itemModels.questionType,
          autoConfirm: itemModels.autoConfirm,
          isActive: itemModels.isActive,
          updatedAt: itemModels.updatedAt,
        },
        subject: { id: subjects.id, name: subjects.name },
        topic: { id: topics.id, name: topics.name },
        questionCount: sql<number>`(select count(*)::int from questions q where q.item_model_id = ${itemModels.id})`,
      })
      .from(itemModels)
      .innerJoin(subjects, eq(subjects.id, itemModels.subjectId))
      .innerJoin(topics, eq(topics.id, itemModels.topicId))
      .where(condition)
      .orderBy(desc(itemModels.updatedAt), asc(itemModels.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(itemModels).where(condition),
  ]);
  return {
    items: rows.map((r) => ({
      ...r.model,
      difficulty: r.model.difficulty as ItemModelList['items'][number]['difficulty'],
      questionType: r.model.questionType as ItemModelList['items'][number]['questionType'],
      subject: r.subject,
      topic: r.topic,
      questionCount: Number(r.questionCount),
      updatedAt: r.model.updatedAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
