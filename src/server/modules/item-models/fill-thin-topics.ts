import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemModels, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { planDraw } from '../templates/preview-template';
import { generateInstances } from './generate-instances';

/** Draws allowed per question wanted: room for duplicates of questions already in the bank. */
const ATTEMPTS_PER_QUESTION = 5;

/**
 * Before an exam is drawn (domain.md, Generation): a topic whose confirmed bank holds fewer
 * eligible questions than the exam takes from it is topped up with fresh instances of the
 * topic's active auto-confirming item models, stored as confirmed questions. Topics without such
 * a model are left as they are (assembly then borrows from the section's other topics or says
 * the bank is too small). Returns the number of questions added.
 */
export async function fillThinTopics(
  db: DbOrTx,
  input: {
    subjectId: string;
    sections: { questionCount: number; topics: { id: string; weight: number }[] }[];
    excludeIds?: string[];
  },
): Promise<number> {
  const needed = new Map<string, number>();
  for (const section of input.sections) {
    const quotas = planDraw(
      section.questionCount,
      section.topics.map((t) => t.weight),
    );
    section.topics.forEach((t, i) => {
      needed.set(t.id, (needed.get(t.id) ?? 0) + (quotas[i] ?? 0));
    });
  }
  const topicIds = [...needed.entries()].filter(([, n]) => n > 0).map(([id]) => id);
  if (!topicIds.length) return 0;
  const models = await db
    .select({ id: itemModels.id, topicId: itemModels.topicId })
    .from(itemModels)
    .where(
      and(
        eq(itemModels.subjectId, input.subjectId),
        inArray(itemModels.topicId, topicIds),
        eq(itemModels.isActive, true),
        eq(itemModels.autoConfirm, true),
      ),
    )
    .orderBy(desc(itemModels.updatedAt), asc(itemModels.id));
  if (!models.length) return 0;

  const modelTopics = [...new Set(models.map((m) => m.topicId))];
  const excluded = input.excludeIds?.length ? [notInArray(questions.id, input.excludeIds)] : [];
  const counts = await db
    .select({ topicId: questions.topicId, n: sql<number>`count(*)::int` })
    .from(questions)
    .where(
      and(
        eq(questions.subjectId, input.subjectId),
        eq(questions.status, 'confirmed'),
        inArray(questions.topicId, modelTopics),
        ...excluded,
      ),
    )
    .groupBy(questions.topicId);
  const available = new Map(counts.map((c) => [c.topicId, Number(c.n)]));

  let added = 0;
  for (const topicId of modelTopics) {
    let gap = (needed.get(topicId) ?? 0) - (available.get(topicId) ?? 0);
    for (const model of models.filter((m) => m.topicId === topicId)) {
      if (gap <= 0) break;
      try {
        const result = await generateInstances(db, {
          modelId: model.id,
          count: gap,
          attempts: gap * ATTEMPTS_PER_QUESTION,
          actor: null,
        });
        gap -= result.created;
        added += result.created;
      } catch (err) {
        // A model that no longer passes its check fills nothing; the exam still assembles.
        if (!(err instanceof AppError)) throw err;
      }
    }
  }
  return added;
}
