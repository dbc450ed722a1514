import { eq } from 'drizzle-orm';
import type { GenerationJobInputParsed } from '../../../common/contracts/generation';
import type { DbOrTx } from '../../db/client';
import { generationJobs, subjects, topics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';

/** Queues a generation job after checking that the topic belongs to the subject. */
export async function createGenerationJob(
  db: DbOrTx,
  input: GenerationJobInputParsed,
  actor: AuditActor,
): Promise<string> {
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.id, input.subjectId));
  if (!subject)
    throw new AppError('VALIDATION', 'Unknown subject', { subjectId: 'Unknown subject' });
  const [topic] = await db
    .select({ subjectId: topics.subjectId })
    .from(topics)
    .where(eq(topics.id, input.topicId));
  if (!topic) throw new AppError('VALIDATION', 'Unknown topic', { topicId: 'Unknown topic' });
  if (topic.subjectId !== input.subjectId) {
    const message = 'This topic is not part of the subject';
    throw new AppError('VALIDATION', message, { topicId: message });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(generationJobs)
      .values({
        requestedBy: actor.userId,
        subjectId: input.subjectId,
        topicId: input.topicId,
        difficulty: input.difficulty,
        count: input.count,
        sourceText: input.sourceText ?? null,
      })
      .returning({ id: generationJobs.id });
    if (!row) throw new Error('generation job insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'generation.job.create',
      targetType: 'generation_job',
      targetId: row.id,
      after: {
        subjectId: input.subjectId,
        topicId: input.topicId,
        difficulty: input.difficulty,
        count: input.count,
        sourceTextChars: input.sourceText?.length ?? 0,
      },
    });
    return row.id;
  });
}
