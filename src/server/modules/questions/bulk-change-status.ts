import { asc, inArray, sql } from 'drizzle-orm';
import type { BulkAction, BulkResult } from '../../../common/contracts/questions';
import type { Db } from '../../db/client';
import { questionRevisions, questions } from '../../db/schema';
import { type AuditActor, recordAudits } from '../audit/record-audit';
import { moveRefusal } from './status-move';

const TARGET = { confirm: 'confirmed', archive: 'archived' } as const;

/**
 * Confirms or archives many questions at once by the rules of a single move (`moveRefusal`):
 * a question the rules do not let move is left as it was and listed with the reason. Each change
 * is recorded in its history and in the audit log (one entry per question changed,
 * `question.bulk_confirm` / `question.bulk_archive`) and raises the question's version.
 */
export async function bulkChangeStatus(
  db: Db,
  input: BulkAction,
  actor: AuditActor,
): Promise<BulkResult> {
  const actorId = actor.userId;
  const target = TARGET[input.action];
  return db.transaction(async (tx) => {
    // Locked in id order, so that two bulk actions over the same questions cannot deadlock.
    const rows = await tx
      .select()
      .from(questions)
      .where(inArray(questions.id, input.ids))
      .orderBy(asc(questions.id))
      .for('update');
    const found = new Map(rows.map((r) => [r.id, r]));
    const skipped: BulkResult['skipped'] = [];
    const changeable: typeof rows = [];
    for (const id of new Set(input.ids)) {
      const row = found.get(id);
      if (!row) {
        skipped.push({ id, stem: null, reason: 'Question not found' });
        continue;
      }
      const reason = await moveRefusal(row, target);
      if (reason) skipped.push({ id, stem: row.stem, reason });
      else changeable.push(row);
    }
    if (changeable.length) {
      const now = new Date();
      await tx
        .update(questions)
        .set({
          status: target,
          updatedAt: now,
          version: sql`${questions.version} + 1`,
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
