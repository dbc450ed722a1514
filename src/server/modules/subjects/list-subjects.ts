import { asc, sql } from 'drizzle-orm';
import type { Subject } from '../../../common/contracts/subjects';
import type { DbOrTx } from '../../db/client';
import { questions, subjects, topics } from '../../db/schema';

/** Every subject with its topics and question counts, in their display order. */
export async function listSubjects(db: DbOrTx): Promise<Subject[]> {
  const [subjectRows, topicRows, counts] = await Promise.all([
    db.select().from(subjects).orderBy(asc(subjects.sortOrder), asc(subjects.name)),
    db.select().from(topics).orderBy(asc(topics.sortOrder), asc(topics.name)),
    db
      .select({
        topicId: questions.topicId,
        total: sql<number>`count(*)::int`,
        confirmed: sql<number>`(count(*) filter (where ${questions.status} = 'confirmed'))::int`,
      })
      .from(questions)
      .groupBy(questions.topicId),
  ]);
  const byTopic = new Map(counts.map((c) => [c.topicId, c]));
  return subjectRows.map((s) => {
    const own = topicRows.filter((t) => t.subjectId === s.id);
    const topicList = own.map((t) => ({
      id: t.id,
      slug: t.slug,
      name: t.name,
      blueprintWeight: t.blueprintWeight,
      sortOrder: t.sortOrder,
      isActive: t.isActive,
      questionCount: byTopic.get(t.id)?.total ?? 0,
    }));
    return {
      id: s.id,
      slug: s.slug,
      name: s.name,
      board: s.board as Subject['board'],
      description: s.description,
      isActive: s.isActive,
      sortOrder: s.sortOrder,
      questionCount: topicList.reduce((n, t) => n + t.questionCount, 0),
      confirmedCount: own.reduce((n, t) => n + (byTopic.get(t.id)?.confirmed ?? 0), 0),
      topics: topicList,
    };
  });
}
