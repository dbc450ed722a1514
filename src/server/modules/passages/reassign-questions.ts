import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { questionRevisions, questions } from '../../db/schema';
import type { AuditActor } from '../audit/record-audit';

/**
 * Points `moves` (question id → its current passage) at `passageId` (null detaches), in the
 * caller's transaction. Each question's version goes up, so an editor open on the old copy is
 * told to reload instead of silently putting the old passage back; the question's history
 * records the change. The status stays: the question's own content is unchanged.
 */
export async function reassignQuestions(
  tx: DbOrTx,
  actor: AuditActor,
  moves: Map<string, string | null>,
  passageId: string | null,
): Promise<void> {
  const ids = [...moves.keys()];
  if (!ids.length) return;
  await tx
    .update(questions)
    .set({ passageId, updatedAt: new Date(), version: sql`${questions.version} + 1` })
    .where(inArray(questions.id, ids));
  await tx.insert(questionRevisions).values(
    ids.map((id) => ({
      questionId: id,
      changedBy: actor.userId,
      action: 'update',
      before: { passageId: moves.get(id) ?? null },
      after: { passageId },
    })),
  );
}
