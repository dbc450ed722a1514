import { eq, inArray } from 'drizzle-orm';
import type { GenerationJobDetail } from '../../../common/contracts/generation';
import type { DbOrTx } from '../../db/client';
import { generationJobs, profiles, questions, subjects, topics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { jobColumns, toJobRow } from './list-generation-jobs';

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
};

/** A job with its kept questions (as they are now) and rejected items with their reasons. */
export async function getGenerationJob(db: DbOrTx, id: string): Promise<GenerationJobDetail> {
  const [row] = await db
    .select({
      ...jobColumns,
      sourceText: generationJobs.sourceText,
      model: generationJobs.model,
      startedAt: generationJobs.startedAt,
      keptIds: generationJobs.keptIds,
      rejected: generationJobs.rejected,
    })
    .from(generationJobs)
    .innerJoin(subjects, eq(subjects.id, generationJobs.subjectId))
    .innerJoin(topics, eq(topics.id, generationJobs.topicId))
    .leftJoin(profiles, eq(profiles.id, generationJobs.requestedBy))
    .where(eq(generationJobs.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Generation job not found');
  const found = row.keptIds.length
    ? await db
        .select({ id: questions.id, stem: questions.stem, status: questions.status })
        .from(questions)
        .where(inArray(questions.id, row.keptIds))
    : [];
  const byId = new Map(found.map((q) => [q.id, q]));
  return {
    ...toJobRow(row),
    sourceText: row.sourceText,
    model: row.model,
    startedAt: row.startedAt?.toISOString() ?? null,
    kept: row.keptIds.map((qid) => {
      const q = byId.get(qid);
      return {
        id: qid,
        stem: q ? excerpt(q.stem) : null,
        status: (q?.status ?? null) as GenerationJobDetail['kept'][number]['status'],
      };
    }),
    rejected: row.rejected,
  };
}
