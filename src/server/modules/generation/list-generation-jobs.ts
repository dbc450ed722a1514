import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GenerationJobList,
  GenerationJobRow,
  generationJobListQuerySchema,
} from '../../../common/contracts/generation';
import type { DbOrTx } from '../../db/client';
import { generationJobs, profiles, subjects, topics } from '../../db/schema';

type Query = z.output<typeof generationJobListQuerySchema>;

/** `%` and `_` are literal in a search box. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const jobColumns = {
  id: generationJobs.id,
  subjectId: subjects.id,
  subjectName: subjects.name,
  topicId: topics.id,
  topicName: topics.name,
  difficulty: generationJobs.difficulty,
  count: generationJobs.count,
  status: generationJobs.status,
  done: generationJobs.done,
  keptCount: sql<number>`jsonb_array_length(${generationJobs.keptIds})::int`,
  rejectedCount: sql<number>`jsonb_array_length(${generationJobs.rejected})::int`,
  inputTokens: generationJobs.inputTokens,
  outputTokens: generationJobs.outputTokens,
  totalTokens: generationJobs.totalTokens,
  requestedBy: profiles.email,
  error: generationJobs.error,
  createdAt: generationJobs.createdAt,
  finishedAt: generationJobs.finishedAt,
};

type JobColumns = { [K in keyof typeof jobColumns]: unknown };

export function toJobRow(r: JobColumns): GenerationJobRow {
  const row = r as {
    id: string;
    subjectId: string;
    subjectName: string;
    topicId: string;
    topicName: string;
    difficulty: GenerationJobRow['difficulty'];
    count: number;
    status: GenerationJobRow['status'];
    done: number;
    keptCount: number;
    rejectedCount: number;
    inputTokens: number;
    outputTokens: number;
    totalTokens: number;
    requestedBy: string | null;
    error: string | null;
    createdAt: Date;
    finishedAt: Date | null;
  };
  return {
    id: row.id,
    subject: { id: row.subjectId, name: row.subjectName },
    topic: { id: row.topicId, name: row.topicName },
    difficulty: row.difficulty,
    count: row.count,
    status: row.status,
    done: row.done,
    keptCount: Number(row.keptCount),
    rejectedCount: Number(row.rejectedCount),
    usage: {
      inputTokens: row.inputTokens,
      outputTokens: row.outputTokens,
      totalTokens: row.totalTokens,
    },
    requestedBy: row.requestedBy,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** One page of generation jobs, newest first, searched in subject, topic, requester and error. */
export async function listGenerationJobs(db: DbOrTx, query: Query): Promise<GenerationJobList> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(generationJobs.status, query.status));
  if (query.search) {
    const pattern = `%${likeText(query.search)}%`;
    const match = or(
      ilike(subjects.name, pattern),
      ilike(topics.name, pattern),
      ilike(profiles.email, pattern),
      ilike(generationJobs.error, pattern),
    );
    if (match) where.push(match);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(jobColumns)
      .from(generationJobs)
      .innerJoin(subjects, eq(subjects.id, generationJobs.subjectId))
      .innerJoin(topics, eq(topics.id, generationJobs.topicId))
      .leftJoin(profiles, eq(profiles.id, generationJobs.requestedBy))
      .where(condition)
      .orderBy(desc(generationJobs.createdAt), desc(generationJobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(generationJobs)
      .innerJoin(subjects, eq(subjects.id, generationJobs.subjectId))
      .innerJoin(topics, eq(topics.id, generationJobs.topicId))
      .leftJoin(profiles, eq(profiles.id, generationJobs.requestedBy))
      .where(condition),
  ]);
  return {
    items: rows.map(toJobRow),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
