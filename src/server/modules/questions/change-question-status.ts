import { eq, sql } from 'drizzle-orm';
import type { QuestionStatus } from '../../../common/contracts/question-editor';
import type { Db } from '../../db/client';
import { questionRevisions, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { assertLoadedVersion } from './question-version';
import { moveRefusal } from './status-move';

/** The history's name for each move. */
function actionFor(from: QuestionStatus, to: QuestionStatus): string {
  if (to === 'pending_review') return 'submit';
  if (to === 'confirmed') return 'confirm';
  if (to === 'archived') return 'archive';
  return from === 'archived' ? 'restore' : 'return';
}

/**
 * Moves one question along draft → pending_review → confirmed → archived (or back to draft from
 * review or the archive). Confirming records who and when; a question only reaches review or
 * confirmation when its content passes the checks. Other moves are refused with 409, and so is a
 * move from a screen that shows an older version than the stored one (`loadedVersion`).
 */
export async function changeQuestionStatus(
  db: Db,
  id: string,
  to: QuestionStatus,
  actor: AuditActor,
  loadedVersion?: number,
): Promise<void> {
  const actorId = actor.userId;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Question not found');
    assertLoadedVersion(row.version, loadedVersion);
    const from = row.status as QuestionStatus;
    const refusal = await moveRefusal(row, to);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const now = new Date();
    // A confirmation stands while the question is confirmed or archived.
    const confirmation =
      to === 'confirmed'
        ? { confirmedBy: actorId, confirmedAt: now }
        : to === 'archived'
          ? {}
          : { confirmedBy: null, confirmedAt: null };
    await tx
      .update(questions)
      .set({
        status: to,
        updatedAt: now,
        version: sql`${questions.version} + 1`,
        ...confirmation,
      })
      .where(eq(questions.id, id));
    const before: Record<string, unknown> = { status: from };
    if ('confirmedBy' in confirmation)
      Object.assign(before, { confirmedBy: row.confirmedBy, confirmedAt: row.confirmedAt });
    const action = actionFor(from, to);
    await tx.insert(questionRevisions).values({
      questionId: id,
      changedBy: actorId,
      action,
      before,
      after: { status: to, ...confirmation },
    });
    await recordAudit(tx, actor, {
      action: `question.${action}`,
      targetType: 'question',
      targetId: id,
      before: { status: from },
      after: { status: to },
    });
  });
}
