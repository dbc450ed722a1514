import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { generationJobs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';

/**
 * Cancels a queued or running job. A running job stops before its next batch; the batch the
 * provider is writing at that moment is not kept (the worker checks under the same row lock).
 */
export async function cancelGenerationJob(db: DbOrTx, id: string, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select({ status: generationJobs.status, done: generationJobs.done })
      .from(generationJobs)
      .where(eq(generationJobs.id, id))
      .for('update');
    if (!job) throw new AppError('NOT_FOUND', 'Generation job not found');
    if (job.status !== 'queued' && job.status !== 'running')
      throw new AppError('CONFLICT', `This job has already ${finishedWord(job.status)}`);
    await tx
      .update(generationJobs)
      .set({
        status: 'cancelled',
        leaseOwner: null,
        leaseUntil: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(generationJobs.id, id));
    await recordAudit(tx, actor, {
      action: 'generation.job.cancel',
      targetType: 'generation_job',
      targetId: id,
      before: { status: job.status, done: job.done },
      after: { status: 'cancelled' },
    });
  });
}

function finishedWord(status: string) {
  if (status === 'succeeded') return 'finished';
  if (status === 'failed') return 'failed';
  return 'been cancelled';
}
