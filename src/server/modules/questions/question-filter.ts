import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Difficulty, QuestionType } from '../../../common/contracts/content';
import { questions } from '../../db/schema';
import { normalizeText } from './normalize';

/** The question list's filters; the export uses the same ones. */
export type QuestionFilter = {
  subject?: string;
  topic?: string;
  type?: QuestionType;
  difficulty?: Difficulty;
  status?: string;
  source?: string;
  q?: string;
};

/** Escapes LIKE wildcards in user text. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WHERE condition on `questions` for the filters (trigram index for the text search). */
export function questionFilterWhere(filter: QuestionFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.subject) where.push(eq(questions.subjectId, filter.subject));
  if (filter.topic) where.push(eq(questions.topicId, filter.topic));
  if (filter.type) where.push(eq(questions.type, filter.type));
  if (filter.difficulty) where.push(eq(questions.difficulty, filter.difficulty));
  if (filter.status) where.push(eq(questions.status, filter.status));
  if (filter.source) where.push(eq(questions.source, filter.source));
  const search = filter.q ? normalizeText(filter.q) : '';
  // Both sides are already lower-case: LIKE is enough, and cheaper than ILIKE.
  if (search) where.push(sql`${questions.normalizedStem} like ${`%${likeText(search)}%`}`);
  return where.length ? and(...where) : undefined;
}
