import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TopicMastery } from '../../../common/contracts/learning';
import type { DbOrTx } from '../../db/client';
import { topicMastery, topics } from '../../db/schema';
import { masteryLevel } from './mastery-levels';

/**
 * Every active topic of the subjects (all active subjects' when `subjectIds` is null) with the
 * student's mastery, by subject, in each subject's topic order; topics the student never
 * answered are `not_started` with null θ. One statement: the dashboard asks for every subject.
 */
export async function loadTopicMasteryBySubject(
  db: DbOrTx,
  userId: string,
  subjectIds: readonly string[] | null,
): Promise<Map<string, TopicMastery[]>> {
  const rows = await db
    .select({
      subjectId: topics.subjectId,
      topicId: topics.id,
      slug: topics.slug,
      name: topics.name,
      weight: topics.blueprintWeight,
      theta: topicMastery.theta,
      se: topicMastery.se,
      responses: topicMastery.responses,
      correct: topicMastery.correct,
    })
    .from(topics)
    .leftJoin(
      topicMastery,
      and(eq(topicMastery.topicId, topics.id), eq(topicMastery.userId, userId)),
    )
    .where(
      and(
        subjectIds ? inArray(topics.subjectId, [...subjectIds]) : undefined,
        eq(topics.isActive, true),
      ),
    )
    .orderBy(asc(topics.subjectId), asc(topics.sortOrder), asc(topics.name));
  const out = new Map<string, TopicMastery[]>((subjectIds ?? []).map((id) => [id, []]));
  for (const r of rows) {
    const responses = r.responses ?? 0;
    const list = out.get(r.subjectId) ?? [];
    list.push({
      topicId: r.topicId,
      slug: r.slug,
      name: r.name,
      weight: r.weight,
      level: masteryLevel(r.theta, r.se, responses),
      theta: responses > 0 ? r.theta : null,
      se: responses > 0 ? r.se : null,
      responses,
      accuracy: responses > 0 && r.correct !== null ? (r.correct / responses) * 100 : null,
    });
    out.set(r.subjectId, list);
  }
  return out;
}

/** Every active topic of the subject with the student's mastery (see above). */
export async function loadTopicMastery(
  db: DbOrTx,
  userId: string,
  subjectId: string,
): Promise<TopicMastery[]> {
  return (await loadTopicMasteryBySubject(db, userId, [subjectId])).get(subjectId) ?? [];
}
