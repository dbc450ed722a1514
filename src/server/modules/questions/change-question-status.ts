import { eq } from 'drizzle-orm';
import {
  canMoveTo,
  type QuestionStatus,
  STATUS_TRANSITIONS,
} from '../../../common/contracts/question-editor';
import type { Db } from '../../db/client';
import { questionRevisions, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { questionProblems } from './check-question';
import { statusLabel } from './save-question';

/** The history's name for each move. */
function actionFor(from: QuestionStatus, to: QuestionStatus): string {
  if (to === 'pending_review') return 'submit';
  if (to === 'confirmed') return 'confirm';
  if (to === 'archived') return 'archive';
  return from === 'archived' ? 'restore' : 'return';
}

const article = (label: string) => (/^[aeiou]/.test(label) ? 'An' : 'A');

/**
 * Moves one question along draft → pending_review → confirmed → archived (or back to draft from
 * review or the archive). Confirming records who and when; a question only reaches review or
 * confirmation when its content passes the checks. Other moves are refused with 409.
 */
export async function changeQuestionStatus(
  db: Db,
  id: string,
  to: QuestionStatus,
  actor: AuditActor,
): Promise<void> {
  const actorId = actor.userId;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Question not found');
    const from = row.status as QuestionStatus;
    if (from === to) throw new AppError('CONFLICT', `The question is already ${statusLabel(to)}`);
    if (!canMoveTo(from, to)) {
      const allowed = STATUS_TRANSITIONS[from].map(statusLabel).join(' or ');
      const label = statusLabel(from);
      throw new AppError(
        'CONFLICT',
        `${article(label)} ${label} question cannot be moved to ${statusLabel(to)}; it can be moved to ${allowed}`,
      );
    }
    if (to === 'pending_review' || to === 'confirmed') {
      const [problem] = await questionProblems(row as Parameters<typeof questionProblems>[0]);
      if (problem)
        throw new AppError(
          'CONFLICT',
          `Fix this question before it moves to ${statusLabel(to)}: ${problem.message}`,
        );
    }
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
      .set({ status: to, updatedAt: now, ...confirmation })
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
