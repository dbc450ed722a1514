import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { TopicInput, TopicUpdate } from '../../../common/contracts/subjects';
import type { Db, DbOrTx } from '../../db/client';
import { questions, subjects, topics } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';
import { updateVerb } from './manage-subjects';
import { slugify } from './slugify';

/** The slug comes from the name unless one was given: the message goes under that field. */
const slugTaken = (field: 'slug' | 'name') =>
  new AppError('CONFLICT', 'This subject already has a topic with this slug', {
    [field]: 'This subject already has a topic with this slug',
  });

export async function createTopic(
  db: Db,
  subjectId: string,
  input: TopicInput & { name: string },
  actor: AuditActor,
) {
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  if (!subject) throw new AppError('NOT_FOUND', 'Subject not found');
  const slug = input.slug || slugify(input.name);
  try {
    return await db.transaction(async (tx) => {
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(${max(topics.sortOrder)}, -1)::int + 1` })
        .from(topics)
        .where(eq(topics.subjectId, subjectId));
      const [row] = await tx
        .insert(topics)
        .values({
          subjectId,
          slug,
          name: input.name,
          blueprintWeight: input.blueprintWeight,
          sortOrder: next,
        })
        .returning({ id: topics.id });
      if (!row) throw new Error('topic insert returned nothing');
      await recordAudit(tx, actor, {
        action: 'topic.create',
        targetType: 'topic',
        targetId: row.id,
        after: { subjectId, slug, name: input.name, blueprintWeight: input.blueprintWeight },
      });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(input.slug ? 'slug' : 'name');
    throw err;
  }
}

export async function updateTopic(db: Db, id: string, input: TopicUpdate, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(topics).where(eq(topics.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Topic not found');
    await tx.update(topics).set(input).where(eq(topics.id, id));
    const change = changedFields(current, input);
    if (!change) return;
    await recordAudit(tx, actor, {
      action: `topic.${updateVerb(change.after)}`,
      targetType: 'topic',
      targetId: id,
      ...change,
    });
  });
}

export async function deleteTopic(db: Db, id: string, actor: AuditActor) {
  await db.transaction((tx) => deleteTopicIn(tx, id, actor));
}

async function deleteTopicIn(db: DbOrTx, id: string, actor: AuditActor) {
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .where(eq(questions.topicId, id));
  if ((used?.n ?? 0) > 0) {
    throw new AppError(
      'CONFLICT',
      'This topic has questions, so it cannot be deleted: deactivate it instead',
    );
  }
  // Both drivers answer raw SQL with `{ rows }`.
  const { rows } = (await db.execute(sql`
    select t.name from exam_templates t join topics tp on tp.id = ${id}
    where t.subject_id = tp.subject_id
      and exists (select 1 from jsonb_array_elements(t.sections) s where s->'topics' ? tp.slug)
    order by t.name limit 1`)) as unknown as { rows: { name: string }[] };
  if (rows[0]) {
    throw new AppError(
      'CONFLICT',
      `The exam template '${rows[0].name}' draws from this topic: remove it there first, or deactivate the topic`,
    );
  }
  const [deleted] = await db.delete(topics).where(eq(topics.id, id)).returning();
  if (!deleted) throw new AppError('NOT_FOUND', 'Topic not found');
  await recordAudit(db, actor, {
    action: 'topic.delete',
    targetType: 'topic',
    targetId: id,
    before: { subjectId: deleted.subjectId, slug: deleted.slug, name: deleted.name },
  });
}

/** Sets the order of one subject's topics; `ids` must be all of them, each once. */
export async function reorderTopics(db: Db, subjectId: string, ids: string[], actor: AuditActor) {
  await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(eq(topics.subjectId, subjectId))
      .orderBy(asc(topics.sortOrder), asc(topics.name))
      .for('update');
    const known = new Set(own.map((t) => t.id));
    if (known.size === 0) throw new AppError('NOT_FOUND', 'Subject not found');
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    ) {
      throw new AppError(
        'VALIDATION',
        "The new order must list every one of the subject's topics exactly once",
      );
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(topics)
        .set({ sortOrder: index })
        .where(and(eq(topics.id, id), eq(topics.subjectId, subjectId)));
    }
    const before = own.map((t) => t.id);
    if (before.every((id, i) => ids[i] === id)) return;
    await recordAudit(tx, actor, {
      action: 'topic.reorder',
      targetType: 'subject',
      targetId: subjectId,
      before: { order: before },
      after: { order: ids },
    });
  });
}
