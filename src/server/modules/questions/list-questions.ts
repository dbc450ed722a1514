import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { QuestionList, questionListQuerySchema } from '../../../common/contracts/questions';
import type { Db } from '../../db/client';
import { questionDifficultyRank, questions, subjects, topics } from '../../db/schema';
import { questionFilterWhere } from './question-filter';

type Query = z.output<typeof questionListQuerySchema>;

const SORT_COLUMNS = {
  updated: questions.updatedAt,
  created: questions.createdAt,
  difficulty: questionDifficultyRank(questions.difficulty),
  status: questions.status,
  type: questions.type,
} as const;

/** One page of the question bank, filtered and sorted on the server (trigram index for search). */
export async function listQuestions(db: Db, query: Query): Promise<QuestionList> {
  const condition = questionFilterWhere(query);

  const direction = query.order === 'asc' ? asc : desc;
  const page = (withTotal: boolean) =>
    db
      .select({
        id: questions.id,
        subjectId: subjects.id,
        subjectName: subjects.name,
        topicId: topics.id,
        topicName: topics.name,
        type: questions.type,
        difficulty: questions.difficulty,
        status: questions.status,
        source: questions.source,
        stem: questions.stem,
        timesSeen: questions.timesSeen,
        timesCorrect: questions.timesCorrect,
        updatedAt: questions.updatedAt,
        total: withTotal ? sql<number>`(count(*) over ())::int` : sql<number>`0`,
      })
      .from(questions)
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .where(condition)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(questions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
  const countAll = async () =>
    (await db.select({ total: count() }).from(questions).where(condition))[0]?.total ?? 0;

  let rows: Awaited<ReturnType<typeof page>>;
  let total: number;
  if (query.q) {
    // A text search reads every match anyway: one pass gives the page and the total (on the
    // embedded database, whose one connection runs queries in turn, that halves the time).
    rows = await page(true);
    total = rows[0]?.total ?? (query.page > 1 ? await countAll() : 0);
  } else {
    // Without a search the page walks an index and stops early; the total is a separate count.
    [rows, total] = await Promise.all([page(false), countAll()]);
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      subject: { id: r.subjectId, name: r.subjectName },
      topic: { id: r.topicId, name: r.topicName },
      type: r.type as QuestionList['items'][number]['type'],
      difficulty: r.difficulty as QuestionList['items'][number]['difficulty'],
      status: r.status as QuestionList['items'][number]['status'],
      source: r.source as QuestionList['items'][number]['source'],
      stem: r.stem,
      timesSeen: r.timesSeen,
      facility: r.timesSeen > 0 ? r.timesCorrect / r.timesSeen : null,
      updatedAt: r.updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
