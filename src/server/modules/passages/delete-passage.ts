import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passages, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { reassignQuestions } from './reassign-questions';

/**
 * Deletes a passage. While questions are attached it is refused (they would lose their text
 * silently) unless `detach` is set: then they are detached in the same transaction.
 */
export async function deletePassage(
  db: DbOrTx,
  id: string,
  detach: boolean,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [passage] = await tx.select().from(passages).where(eq(passages.id, id)).for('update');
    if (!passage) throw new AppError('NOT_FOUND', 'Passage not found');
    const attached = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.passageId, id))
      .for('update');
    if (attached.length && !detach) {
      const n = attached.length;
      throw new AppError(
        'CONFLICT',
        `This passage is attached to ${n} ${n === 1 ? 'question' : 'questions'}: detach ${n === 1 ? 'it' : 'them'} first`,
      );
    }
    await reassignQuestions(tx, actor, new Map(attached.map((q) => [q.id, id])), null);
    await tx.delete(passages).where(eq(passages.id, id));
    await recordAudit(tx, actor, {
      action: 'passage.delete',
      targetType: 'passage',
      targetId: id,
      before: {
        title: passage.title,
        subjectId: passage.subjectId,
        key: passage.key,
        questionIds: attached.map((q) => q.id),
      },
    });
  });
}
