import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PassageList, passageListQuerySchema } from '../../../common/contracts/passages';
import { normalizeText } from '../../../common/contracts/text-policy';
import type { DbOrTx } from '../../db/client';
import { passages, subjects } from '../../db/schema';
import { excerpt, likeText } from './passage-text';

type Query = z.output<typeof passageListQuerySchema>;

/** One page of passages, newest first, searched in title and body on the server. */
export async function listPassages(db: DbOrTx, query: Query): Promise<PassageList> {
  const where: SQL[] = [];
  if (query.subjectId) where.push(eq(passages.subjectId, query.subjectId));
  const search = query.search ? normalizeText(query.search) : '';
  if (search) {
    const pattern = `%${likeText(search)}%`;
    const match = or(ilike(passages.title, pattern), ilike(passages.body, pattern));
    if (match) where.push(match);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: passages.id,
        title: passages.title,
        // Enough of the body for an excerpt, without reading 20,000 characters per row.
        head: sql<string>`left(${passages.body}, 400)`,
        subjectId: subjects.id,
        subjectName: subjects.name,
        createdAt: passages.createdAt,
        questionCount: sql<number>`(select count(*)::int from questions q where q.passage_id = ${passages.id})`,
      })
      .from(passages)
      .innerJoin(subjects, eq(subjects.id, passages.subjectId))
      .where(condition)
      .orderBy(desc(passages.createdAt), asc(passages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(passages).where(condition),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      excerpt: excerpt(r.head),
      subject: { id: r.subjectId, name: r.subjectName },
      questionCount: r.questionCount,
      createdAt: r.createdAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
