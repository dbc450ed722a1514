import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passages, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { reassignQuestions } from './reassign-questions';

/**
 * Makes `questionIds` exactly the questions attached to the passage: the others lose it, and a
 * question attached to another passage moves here (a question has one passage). Every question
 * must be of the passage's subject; otherwise nothing changes.
 */
export async function setPassageQuestions(
  db: DbOrTx,
  id: string,
  questionIds: string[],
  actor: AuditActor,
): Promise<void> {
  const wanted = [...new Set(questionIds)];
  await db.transaction(async (tx) => {
    const [passage] = await tx.select().from(passages).where(eq(passages.id, id)).for('update');
    if (!passage) throw new AppError('NOT_FOUND', 'Passage not found');
    // The wanted questions and those attached now, locked so a concurrent edit waits.
    const rows = await tx
      .select({
        id: questions.id,
        subjectId: questions.subjectId,
        passageId: questions.passageId,
      })
      .from(questions)
      .where(
        wanted.length
          ? or(eq(questions.passageId, id), inArray(questions.id, wanted))
          : eq(questions.passageId, id),
      )
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const unknown = wanted.filter((q) => !byId.has(q));
    if (unknown.length) {
      const message =
        unknown.length === 1
          ? `Unknown question: ${unknown[0]}`
          : `${unknown.length} of these questions do not exist`;
      throw new AppError('VALIDATION', message, { questionIds: message });
    }
    const foreign = wanted.filter((q) => byId.get(q)?.subjectId !== passage.subjectId);
    if (foreign.length) {
      const message =
        foreign.length === 1
          ? 'This question is of another subject than the passage'
          : `${foreign.length} of these questions are of another subject than the passage`;
      throw new AppError('VALIDATION', message, { questionIds: message });
    }
    const keep = new Set(wanted);
    const before = rows.filter((r) => r.passageId === id).map((r) => r.id);
    const detach = new Map(
      rows.filter((r) => r.passageId === id && !keep.has(r.id)).map((r) => [r.id, id]),
    );
    const attach = new Map(
      rows.filter((r) => keep.has(r.id) && r.passageId !== id).map((r) => [r.id, r.passageId]),
    );
    if (!detach.size && !attach.size) return;
    await reassignQuestions(tx, actor, detach, null);
    await reassignQuestions(tx, actor, attach, id);
    const movedFrom = Object.fromEntries(
      [...attach].filter(([, from]) => from !== null).map(([q, from]) => [q, from]),
    );
    await recordAudit(tx, actor, {
      action: 'passage.questions',
      targetType: 'passage',
      targetId: id,
      before: { questionIds: before },
      after: {
        questionIds: wanted,
        ...(Object.keys(movedFrom).length ? { movedFrom } : {}),
      },
    });
  });
}
