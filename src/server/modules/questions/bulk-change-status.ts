import { inArray } from 'drizzle-orm';
import type { BulkAction } from '../../../common/contracts/questions';
import type { Db } from '../../db/client';
import { questionRevisions, questions } from '../../db/schema';
import { type AuditActor, recordAudits } from '../audit/record-audit';

/** Which statuses each bulk action may start from (draft → pending_review → confirmed → archived). */
const ALLOWED_FROM: Record<BulkAction['action'], string[]> = {
  confirm: ['draft', 'pending_review'],
  archive: ['draft', 'pending_review', 'confirmed'],
};
const TARGET = { confirm: 'confirmed', archive: 'archived' } as const;

/**
 * Confirms or archives many questions at once; each change is recorded in its history and in the
 * audit log (one entry per question changed, `question.bulk_confirm` / `question.bulk_archive`).
 */
export async function bulkChangeStatus(db: Db, input: BulkAction, actor: AuditActor) {
  const actorId = actor.userId;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: questions.id, status: questions.status })
      .from(questions)
      .where(inArray(questions.id, input.ids))
      .for('update');
    const found = new Map(rows.map((r) => [r.id, r.status]));
    const skipped: { id: string; reason: string }[] = [];
    const changeable: { id: string; status: string }[] = [];
    for (const id of new Set(input.ids)) {
      const status = found.get(id);
      if (!status) skipped.push({ id, reason: 'Question not found' });
      else if (!ALLOWED_FROM[input.action].includes(status)) {
        const label = status.replace('_', ' ');
        const article = /^[aeiou]/.test(label) ? 'An' : 'A';
        skipped.push({
          id,
          reason: `${article} ${label} question cannot be ${TARGET[input.action]}`,
        });
      } else changeable.push({ id, status });
    }
    if (changeable.length) {
      const now = new Date();
      const target = TARGET[input.action];
      await tx
        .update(questions)
        .set({
          status: target,
          updatedAt: now,
          ...(input.action === 'confirm' ? { confirmedBy: actorId, confirmedAt: now } : {}),
        })
        .where(
          inArray(
            questions.id,
            changeable.map((c) => c.id),
          ),
        );
      await tx.insert(questionRevisions).values(
        changeable.map((c) => ({
          questionId: c.id,
          changedBy: actorId,
          action: input.action,
          before: { status: c.status },
          after: { status: target },
        })),
      );
      await recordAudits(
        tx,
        actor,
        changeable.map((c) => ({
          action: `question.bulk_${input.action}`,
          targetType: 'question',
          targetId: c.id,
          before: { status: c.status },
          after: { status: target },
        })),
      );
    }
    return { changed: changeable.length, skipped };
  });
}
