import { desc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { QuestionDetail, QuestionRevision } from '../../../common/contracts/question-editor';
import type { DbOrTx } from '../../db/client';
import {
  passages,
  profiles,
  questionRevisions,
  questions,
  subjects,
  topics,
} from '../../db/schema';
import { AppError } from '../../lib/errors';

const creator = alias(profiles, 'creator');
const confirmer = alias(profiles, 'confirmer');
const changer = alias(profiles, 'changer');

/** A person's display name: first and last name, else the account name, else the e-mail. */
type NameColumns = Record<'firstName' | 'lastName' | 'name' | 'email', AnyPgColumn>;
const nameOf = (p: NameColumns) =>
  sql<string>`coalesce(nullif(trim(${p.firstName} || ' ' || ${p.lastName}), ''), nullif(${p.name}, ''), ${p.email})`;

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** Fields whose old and new values are short enough to show in the history. */
const SHORT_FIELDS = new Set(['status', 'type', 'difficulty', 'irtA', 'irtB', 'irtC']);
/** Bookkeeping that follows from another change; not listed on its own. */
const HIDDEN_FIELDS = new Set(['confirmedBy', 'confirmedAt', 'updatedAt']);

const shown = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** The fields a revision changed, readable: names, with old → new for short values. */
export function describeChanges(
  action: string,
  before: unknown,
  after: unknown,
): QuestionRevision['changes'] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  if (action === 'create') return 'status' in a ? [{ field: 'status', to: shown(a.status) }] : [];
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => !HIDDEN_FIELDS.has(k) && JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((field) =>
      SHORT_FIELDS.has(field) ? { field, from: shown(b[field]), to: shown(a[field]) } : { field },
    );
}

async function history(db: DbOrTx, id: string): Promise<QuestionRevision[]> {
  const rows = await db
    .select({
      id: questionRevisions.id,
      action: questionRevisions.action,
      before: questionRevisions.before,
      after: questionRevisions.after,
      createdAt: questionRevisions.createdAt,
      changedById: changer.id,
      changedByName: nameOf(changer),
    })
    .from(questionRevisions)
    .leftJoin(changer, eq(changer.id, questionRevisions.changedBy))
    .where(eq(questionRevisions.questionId, id))
    .orderBy(desc(questionRevisions.createdAt), desc(questionRevisions.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    changedBy: person(r.changedById, r.changedByName),
    createdAt: r.createdAt.toISOString(),
    changes: describeChanges(r.action, r.before, r.after),
  }));
}

/** Everything the manage screen shows about one question, with its change history. */
export async function getQuestion(db: DbOrTx, id: string): Promise<QuestionDetail> {
  const [row] = await db
    .select({
      q: questions,
      subjectName: subjects.name,
      topicName: topics.name,
      passageTitle: passages.title,
      passageBody: passages.body,
      creatorName: nameOf(creator),
      confirmerName: nameOf(confirmer),
    })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .leftJoin(passages, eq(passages.id, questions.passageId))
    .leftJoin(creator, eq(creator.id, questions.createdBy))
    .leftJoin(confirmer, eq(confirmer.id, questions.confirmedBy))
    .where(eq(questions.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Question not found');
  const { q } = row;
  return {
    id: q.id,
    subject: { id: q.subjectId, name: row.subjectName },
    topic: { id: q.topicId, name: row.topicName },
    passage:
      q.passageId && row.passageTitle !== null
        ? { id: q.passageId, title: row.passageTitle, body: row.passageBody ?? '' }
        : null,
    type: q.type as QuestionDetail['type'],
    stem: q.stem,
    explanation: q.explanation,
    choices: q.choices,
    answer: q.answer,
    difficulty: q.difficulty as QuestionDetail['difficulty'],
    irtA: q.irtA,
    irtB: q.irtB,
    irtC: q.irtC,
    calibratedAt: q.calibratedAt?.toISOString() ?? null,
    source: q.source as QuestionDetail['source'],
    status: q.status as QuestionDetail['status'],
    createdBy: person(q.createdBy, row.creatorName),
    confirmedBy: person(q.confirmedBy, row.confirmerName),
    confirmedAt: q.confirmedAt?.toISOString() ?? null,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    version: q.version,
    timesSeen: q.timesSeen,
    timesCorrect: q.timesCorrect,
    history: await history(db, id),
  };
}
