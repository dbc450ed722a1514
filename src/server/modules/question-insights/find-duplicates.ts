import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DUPLICATE_SIMILARITY,
  type DuplicateGroup,
  type DuplicateGroups,
  type DuplicatePair,
  type DuplicateQuestion,
} from '../../../common/contracts/question-insights';
import type { DbOrTx } from '../../db/client';
import { questions, subjects, topics } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** More pairs than this in one subject is a bank problem, not a review list: stop and say so. */
export const MAX_DUPLICATE_PAIRS = 5_000;

type PairRow = { first_id: string; second_id: string; similarity: number | string };

/** Merges pairs into connected groups (union–find): A~B and B~C make one group {A, B, C}. */
function connectedGroups(pairs: DuplicatePair[]): { ids: string[]; pairs: DuplicatePair[] }[] {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    // Path compression keeps later look-ups short.
    for (let node = id; node !== root; ) {
      const next = parent.get(node) ?? root;
      parent.set(node, root);
      node = next;
    }
    return root;
  };
  for (const p of pairs) {
    if (!parent.has(p.firstId)) parent.set(p.firstId, p.firstId);
    if (!parent.has(p.secondId)) parent.set(p.secondId, p.secondId);
    const a = find(p.firstId);
    const b = find(p.secondId);
    if (a !== b) parent.set(a, b);
  }
  const groups = new Map<string, { ids: string[]; pairs: DuplicatePair[] }>();
  for (const id of parent.keys()) {
    const root = find(id);
    const group = groups.get(root) ?? { ids: [], pairs: [] };
    group.ids.push(id);
    groups.set(root, group);
  }
  for (const p of pairs) groups.get(find(p.firstId))?.pairs.push(p);
  return [...groups.values()];
}

/**
 * Near-duplicate questions of one subject: pairs whose normalised stems have a pg_trgm similarity
 * of at least 0.8, leaving out archived questions and pairs an administrator marked as distinct,
 * merged into connected groups. The `%` operator with the threshold set for this transaction
 * lets PostgreSQL find each question's neighbours through the trigram index
 * (questions_stem_trgm_idx) instead of comparing every pair.
 */
export async function findDuplicateGroups(
  db: DbOrTx,
  input: { subjectId: string; maxPairs?: number },
): Promise<DuplicateGroups> {
  const maxPairs = input.maxPairs ?? MAX_DUPLICATE_PAIRS;
  const [subject] = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(eq(subjects.id, input.subjectId));
  if (!subject) throw new AppError('NOT_FOUND', 'Subject not found');

  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(DUPLICATE_SIMILARITY)}, true)`,
    );
    // Both drivers answer raw SQL with `{ rows }`.
    const result = (await tx.execute(sql`
      select a.id as first_id, b.id as second_id,
             similarity(a.normalized_stem, b.normalized_stem) as similarity
        from questions a
        join questions b
          on b.normalized_stem % a.normalized_stem
         and b.subject_id = a.subject_id
         and b.id > a.id
         and b.status <> 'archived'
       where a.subject_id = ${subject.id}
         and a.status <> 'archived'
         and similarity(a.normalized_stem, b.normalized_stem) >= ${DUPLICATE_SIMILARITY}
         and not exists (
           select 1 from question_distinct_pairs d
            where d.first_id = a.id and d.second_id = b.id)
       order by similarity desc, a.id, b.id
       limit ${maxPairs + 1}`)) as unknown as { rows: PairRow[] };
    return result.rows;
  });

  const truncated = rows.length > maxPairs;
  const pairs: DuplicatePair[] = rows.slice(0, maxPairs).map((r) => ({
    firstId: r.first_id,
    secondId: r.second_id,
    similarity: Math.round(Number(r.similarity) * 1000) / 1000,
  }));
  const components = connectedGroups(pairs);
  const ids = components.flatMap((g) => g.ids);

  const details = new Map<string, DuplicateQuestion>();
  // Looked up in slices: a parameter list has limits on both drivers.
  for (let i = 0; i < ids.length; i += 1000) {
    const slice = ids.slice(i, i + 1000);
    const found = await db
      .select({
        id: questions.id,
        stem: questions.stem,
        type: questions.type,
        choices: questions.choices,
        answer: questions.answer,
        status: questions.status,
        difficulty: questions.difficulty,
        topicId: topics.id,
        topicName: topics.name,
        createdAt: questions.createdAt,
        timesSeen: questions.timesSeen,
      })
      .from(questions)
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .where(inArray(questions.id, slice))
      .orderBy(asc(questions.createdAt), asc(questions.id));
    for (const q of found) {
      details.set(q.id, {
        id: q.id,
        stem: q.stem,
        type: q.type as DuplicateQuestion['type'],
        choices: q.choices,
        answer: q.answer,
        status: q.status as DuplicateQuestion['status'],
        difficulty: q.difficulty as DuplicateQuestion['difficulty'],
        topic: { id: q.topicId, name: q.topicName },
        createdAt: q.createdAt.toISOString(),
        timesSeen: q.timesSeen,
      });
    }
  }

  const groups: DuplicateGroup[] = components
    .map((g) => ({
      // Oldest first: usually the one to keep.
      questions: g.ids
        .map((id) => details.get(id))
        .filter((q): q is DuplicateQuestion => q !== undefined)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
      pairs: g.pairs.sort((a, b) => b.similarity - a.similarity),
    }))
    .filter((g) => g.questions.length > 1)
    .sort(
      (a, b) =>
        (b.pairs[0]?.similarity ?? 0) - (a.pairs[0]?.similarity ?? 0) ||
        b.questions.length - a.questions.length,
    );

  return { subject, threshold: DUPLICATE_SIMILARITY, groups, truncated };
}
