import { inArray } from 'drizzle-orm';
import type { DistinctPairInput } from '../../../common/contracts/question-insights';
import type { Db } from '../../db/client';
import { questionDistinctPairs, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';

/**
 * Remembers that two questions are not duplicates, so the near-duplicate scan leaves the pair
 * out from now on. Stored smaller id first (uuid order is the order of the lower-case text);
 * marking the same pair again, in either order, changes nothing.
 */
export async function markDistinctPair(db: Db, input: DistinctPairInput, actor: AuditActor) {
  const a = input.firstId.toLowerCase();
  const b = input.secondId.toLowerCase();
  if (a === b) {
    throw new AppError('VALIDATION', 'Choose two different questions', {
      secondId: 'Choose two different questions',
    });
  }
  const found = await db
    .select({ id: questions.id, subjectId: questions.subjectId })
    .from(questions)
    .where(inArray(questions.id, [a, b]));
  if (found.length < 2) throw new AppError('NOT_FOUND', 'Question not found');
  if (found[0]?.subjectId !== found[1]?.subjectId) {
    throw new AppError(
      'VALIDATION',
      'These questions belong to different subjects, so they are never compared',
    );
  }
  const [firstId, secondId] = a < b ? [a, b] : [b, a];
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(questionDistinctPairs)
      .values({ firstId, secondId, markedBy: actor.userId })
      .onConflictDoNothing()
      .returning({ firstId: questionDistinctPairs.firstId });
    // Marking a known pair again changes nothing, and records nothing.
    if (!added.length) return;
    await recordAudit(tx, actor, {
      action: 'question.mark_distinct',
      targetType: 'question_pair',
      targetId: `${firstId}/${secondId}`,
      after: { firstId, secondId, distinct: true },
    });
  });
  return { firstId, secondId };
}
