import { asc, eq } from 'drizzle-orm';
import type { PassageDetail } from '../../../common/contracts/passages';
import type { DbOrTx } from '../../db/client';
import { passages, questions, subjects } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { excerpt } from './passage-text';

/** A passage with the questions attached to it. */
export async function getPassage(db: DbOrTx, id: string): Promise<PassageDetail> {
  const [row] = await db
    .select({ passage: passages, subjectName: subjects.name })
    .from(passages)
    .innerJoin(subjects, eq(subjects.id, passages.subjectId))
    .where(eq(passages.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Passage not found');
  const attached = await db
    .select({ id: questions.id, stem: questions.stem, status: questions.status })
    .from(questions)
    .where(eq(questions.passageId, id))
    .orderBy(asc(questions.createdAt), asc(questions.id));
  const p = row.passage;
  return {
    id: p.id,
    title: p.title,
    body: p.body,
    subject: { id: p.subjectId, name: row.subjectName },
    createdAt: p.createdAt.toISOString(),
    questions: attached.map((q) => ({
      id: q.id,
      stem: excerpt(q.stem, 120),
      status: q.status as PassageDetail['questions'][number]['status'],
    })),
  };
}
