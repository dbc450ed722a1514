import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { QuestionAnswer, QuestionChoice } from '../../../common/contracts/content';
import type {
  QuestionCreateParsed,
  QuestionInputParsed,
} from '../../../common/contracts/question-editor';
import type { DbOrTx } from '../../db/client';
import { passages, questionRevisions, questions, subjects, topics } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { questionProblems } from './check-question';
import { contentHash, normalizeText } from './normalize';
import { assertLoadedVersion } from './question-version';
import { statusLabel } from './status-move';

/** domain.md: b from difficulty, c = 1/number of choices, a = 1 until calibrated. */
const IRT_B = { easy: -1, medium: 0, hard: 1 } as const;

/** Changing any of these changes what students see: a confirmed question goes back to review. */
const CONTENT_FIELDS = [
  'subjectId',
  'topicId',
  'passageId',
  'type',
  'stem',
  'explanation',
  'choices',
  'answer',
] as const;

type Content = {
  subjectId: string;
  topicId: string;
  passageId: string | null;
  type: QuestionInputParsed['type'];
  stem: string;
  explanation: string;
  choices: QuestionChoice[];
  answer: QuestionAnswer;
};

/** JSON with object keys sorted: jsonb does not keep key order. */
function same(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object' && !(v instanceof Date)
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, x]) => [k, sorted(x)]),
          )
        : v;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** Trims what an editor leaves around text; empty accepted answers are dropped. */
function tidy(input: Omit<QuestionInputParsed, 'version'>, passageId: string | null): Content {
  const answer: QuestionAnswer =
    input.answer.type === 'text'
      ? { type: 'text', accepted: input.answer.accepted.map((a) => a.trim()).filter(Boolean) }
      : input.answer.type === 'expression'
        ? { type: 'expression', expression: input.answer.expression.trim() }
        : input.answer;
  return {
    subjectId: input.subjectId,
    topicId: input.topicId,
    passageId,
    type: input.type,
    stem: input.stem.trim(),
    explanation: input.explanation.trim(),
    choices: input.choices.map((c) => ({ id: c.id, text: c.text.trim() })),
    answer,
  };
}

/** 400 with every problem under its field (the first message of each field). */
function invalid(problems: { field: string; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.field] ??= p.message;
  return new AppError('VALIDATION', problems[0]?.message ?? 'Invalid question', fields);
}

/** Subject, topic and passage exist and belong together; the content passes the checks. */
async function validate(db: DbOrTx, c: Content): Promise<void> {
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.id, c.subjectId));
  if (!subject) throw invalid([{ field: 'subjectId', message: 'Unknown subject' }]);
  const [topic] = await db
    .select({ subjectId: topics.subjectId })
    .from(topics)
    .where(eq(topics.id, c.topicId));
  const problems = [];
  if (!topic) problems.push({ field: 'topicId', message: 'Unknown topic' });
  else if (topic.subjectId !== c.subjectId)
    problems.push({ field: 'topicId', message: 'This topic is not part of the subject' });
  if (c.passageId) {
    const [passage] = await db
      .select({ subjectId: passages.subjectId })
      .from(passages)
      .where(eq(passages.id, c.passageId));
    if (passage?.subjectId !== c.subjectId)
      problems.push({ field: 'passageId', message: 'This passage is not part of the subject' });
  }
  problems.push(...(await questionProblems(c)));
  if (problems.length) throw invalid(problems);
}

/**
 * Inside the saving transaction: the passage is still there and of the subject, and stays so
 * until the save commits (a key-share lock waits for a deletion in progress, and a deletion
 * started after it waits for the save and then sees the question attached). Without it a
 * passage deleted between `validate` and the insert broke the foreign key: a 500.
 */
async function holdPassage(tx: DbOrTx, c: Content): Promise<void> {
  if (!c.passageId) return;
  const [passage] = await tx
    .select({ subjectId: passages.subjectId })
    .from(passages)
    .where(eq(passages.id, c.passageId))
    .for('key share');
  if (passage?.subjectId !== c.subjectId)
    throw invalid([{ field: 'passageId', message: 'This passage is not part of the subject' }]);
}

/** 409 naming the stored question with the same normalised stem and choices, if any. */
async function refuseDuplicate(db: DbOrTx, hash: string, exceptId?: string): Promise<void> {
  const where: SQL[] = [eq(questions.contentHash, hash)];
  if (exceptId) where.push(ne(questions.id, exceptId));
  const [same] = await db
    .select({
      id: questions.id,
      stem: questions.stem,
      status: questions.status,
      subject: subjects.name,
    })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .where(and(...where));
  if (!same) return;
  const stem = same.stem.replace(/\s+/g, ' ').trim();
  const excerpt = stem.length > 80 ? `${stem.slice(0, 80)}…` : stem;
  const message = `The same question already exists: “${excerpt}” (${same.subject}, ${statusLabel(same.status)}, id ${same.id})`;
  throw new AppError('CONFLICT', message, { stem: message });
}

/** Runs `fn`; a unique violation on content_hash (a concurrent save) becomes the same 409. */
async function guarded<T>(
  db: DbOrTx,
  hash: string,
  exceptId: string | undefined,
  fn: () => Promise<T>,
) {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) await refuseDuplicate(db, hash, exceptId);
    throw err;
  }
}

/** A new question from the manage screen, as a draft or awaiting review. Returns its id. */
export async function createQuestion(
  db: DbOrTx,
  input: QuestionCreateParsed,
  actor: AuditActor,
): Promise<string> {
  const actorId = actor.userId;
  const content = tidy(input, input.passageId ?? null);
  await validate(db, content);
  const hash = contentHash(content.stem, content.choices);
  await refuseDuplicate(db, hash);
  const irt = input.advanced
    ? { irtA: input.irtA ?? 1, irtB: input.irtB ?? 0, irtC: input.irtC ?? 0 }
    : {
        irtA: 1,
        irtB: IRT_B[input.difficulty],
        irtC: content.choices.length ? 1 / content.choices.length : 0,
      };
  const values = {
    ...content,
    difficulty: input.difficulty,
    ...irt,
    source: 'manual',
    status: input.status,
  };
  return guarded(db, hash, undefined, () =>
    db.transaction(async (tx) => {
      await holdPassage(tx, content);
      const [row] = await tx
        .insert(questions)
        .values({
          ...values,
          createdBy: actorId,
          contentHash: hash,
          normalizedStem: normalizeText(content.stem),
        })
        .returning({ id: questions.id });
      if (!row) throw new Error('question insert returned nothing');
      await tx.insert(questionRevisions).values({
        questionId: row.id,
        changedBy: actorId,
        action: 'create',
        before: null,
        after: values,
      });
      await recordAudit(tx, actor, {
        action: 'question.create',
        targetType: 'question',
        targetId: row.id,
        after: {
          status: values.status,
          subjectId: values.subjectId,
          topicId: values.topicId,
          type: values.type,
          difficulty: values.difficulty,
        },
      });
      return row.id;
    }),
  );
}

/**
 * Saves an edit. IRT parameters change only with `advanced`; a content change to a confirmed
 * question sends it back to review. Records what changed (before/after) with the change. An edit
 * made from an older version than the stored one is refused (409) and changes nothing.
 */
export async function updateQuestion(
  db: DbOrTx,
  id: string,
  input: QuestionInputParsed,
  actor: AuditActor,
): Promise<void> {
  const actorId = actor.userId;
  const [current] = await db.select().from(questions).where(eq(questions.id, id));
  if (!current) throw new AppError('NOT_FOUND', 'Question not found');
  // Checked first, so a stale copy is told so rather than about its content.
  assertLoadedVersion(current.version, input.version);
  const content = tidy(input, input.passageId === undefined ? current.passageId : input.passageId);
  await validate(db, content);
  const hash = contentHash(content.stem, content.choices);
  await refuseDuplicate(db, hash, id);

  await guarded(db, hash, id, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND', 'Question not found');
      // Again under the row lock: of two saves from the same version, the second is refused.
      assertLoadedVersion(row.version, input.version);
      if (content.passageId !== row.passageId) await holdPassage(tx, content);
      const next: Record<string, unknown> = { ...content, difficulty: input.difficulty };
      if (input.advanced)
        Object.assign(next, { irtA: input.irtA, irtB: input.irtB, irtC: input.irtC });
      const old = row as unknown as Record<string, unknown>;
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(next)) {
        if (same(old[key], value)) continue;
        before[key] = old[key];
        after[key] = value;
      }
      if (!Object.keys(after).length) return;
      const contentChanged = CONTENT_FIELDS.some((k) => k in after);
      if (contentChanged && row.status === 'confirmed') {
        Object.assign(before, {
          status: row.status,
          confirmedBy: row.confirmedBy,
          confirmedAt: row.confirmedAt,
        });
        Object.assign(after, { status: 'pending_review', confirmedBy: null, confirmedAt: null });
      }
      await tx
        .update(questions)
        .set({
          ...(after as Partial<typeof questions.$inferInsert>),
          ...(contentChanged
            ? { contentHash: hash, normalizedStem: normalizeText(content.stem) }
            : {}),
          updatedAt: new Date(),
          version: sql`${questions.version} + 1`,
        })
        .where(eq(questions.id, id));
      await tx.insert(questionRevisions).values({
        questionId: id,
        changedBy: actorId,
        action: 'update',
        before,
        after,
      });
      await recordAudit(tx, actor, {
        action: 'question.update',
        targetType: 'question',
        targetId: id,
        before: { status: row.status, ...before },
        after: { status: (after.status as string | undefined) ?? row.status, ...after },
      });
    }),
  );
}
