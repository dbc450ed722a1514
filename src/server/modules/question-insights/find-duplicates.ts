import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
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
import { similarPairs } from './trigrams';

/** More pairs than this in one subject is a bank problem, not a review list: stop and say so. */
export const MAX_DUPLICATE_PAIRS = 5_000;

/** pg_trgm takes only ASCII letters and digits as word characters under the C locale. */
async function databaseCtypeIsC(db: DbOrTx): Promise<boolean> {
  const result = (await db.execute(
    sql`select datctype as ctype from pg_database where datname = current_database()`,
  )) as unknown as { rows: { ctype: string }[] };
  const ctype = result.rows[0]?.ctype ?? 'C';
  return ctype === 'C' || ctype === 'POSIX';
}

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
 * Candidates are found in memory with a slightly looser threshold (trigrams.ts): the slack covers
 * rare characters a locale classifies differently from Unicode.
 */
const CANDIDATE_SLACK = 0.05;
/** Candidates confirmed by the database at most; beyond it the answer says `truncated`. */
const MAX_CANDIDATES = 20_000;

/**
 * Near-duplicate questions of one subject: pairs whose normalised stems have a pg_trgm similarity
 * of at least 0.8, leaving out archived questions and pairs an administrator marked as distinct,
 * merged into connected groups.
 *
 * The pg_trgm `%` join through the GIN index visits, for every question, every row that shares
 * a common trigram ("the", "what", "find"…), across all subjects: minutes for 5,000 questions.
 * Instead the subject's stems are read once, candidate pairs come from a prefix-filtered
 * similarity join in memory (trigrams.ts, milliseconds), and PostgreSQL's own `similarity()`
 * decides each candidate, so the numbers are pg_trgm's.
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

  const stems = await db
    .select({ id: questions.id, stem: questions.normalizedStem })
    .from(questions)
    .where(and(eq(questions.subjectId, subject.id), ne(questions.status, 'archived')));
  const candidates = similarPairs(
    stems.map((s) => s.stem),
    DUPLICATE_SIMILARITY - CANDIDATE_SLACK,
    { asciiWords: await databaseCtypeIsC(db) },
  )
    .sort((x, y) => y.similarity - x.similarity)
    .map(({ a, b }) => {
      const first = stems[a]?.id ?? '';
      const second = stems[b]?.id ?? '';
      // uuid order in PostgreSQL is the order of the lower-case hex text.
      return first < second ? { f: first, s: second } : { f: second, s: first };
    });
  const cut = candidates.length > MAX_CANDIDATES;

  let rows: PairRow[] = [];
  if (candidates.length) {
    // Both drivers answer raw SQL with `{ rows }`; the pairs travel as one jsonb parameter.
    const result = (await db.execute(sql`
      select c.f as first_id, c.s as second_id,
             similarity(a.normalized_stem, b.normalized_stem) as similarity
        from jsonb_to_recordset(${JSON.stringify(candidates.slice(0, MAX_CANDIDATES))}::jsonb)
             as c(f uuid, s uuid)
        join questions a on a.id = c.f
        join questions b on b.id = c.s
       where similarity(a.normalized_stem, b.normalized_stem) >= ${DUPLICATE_SIMILARITY}
         and not exists (
           select 1 from question_distinct_pairs d
            where d.first_id = c.f and d.second_id = c.s)
       order by similarity desc, c.f, c.s
       limit ${maxPairs + 1}`)) as unknown as { rows: PairRow[] };
    rows = result.rows;
  }

  const truncated = cut || rows.length > maxPairs;
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
