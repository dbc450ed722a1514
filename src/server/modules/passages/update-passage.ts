import { eq, sql } from 'drizzle-orm';
import type { PassageInputParsed } from '../../../common/contracts/passages';
import type { DbOrTx } from '../../db/client';
import { passages, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';
import { assertSubject } from './create-passage';

/**
 * Edits title, body or subject. A passage with questions attached keeps its subject: its
 * questions would otherwise show a text of another subject.
 */
export async function updatePassage(
  db: DbOrTx,
  id: string,
  input: PassageInputParsed,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(passages).where(eq(passages.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Passage not found');
    if (input.subjectId !== current.subjectId) {
      await assertSubject(tx, input.subjectId);
      const [attached] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(questions)
        .where(eq(questions.passageId, id));
      if ((attached?.n ?? 0) > 0) {
        const message =
          'Questions are attached to this passage: detach them before moving it to another subject';
        throw new AppError('VALIDATION', message, { subjectId: message });
      }
    }
    const next = { title: input.title, body: input.body, subjectId: input.subjectId };
    const change = changedFields(current, next);
    if (!change) return;
    await tx.update(passages).set(next).where(eq(passages.id, id));
    await recordAudit(tx, actor, {
      action: 'passage.update',
      targetType: 'passage',
      targetId: id,
      ...change,
    });
  });
}
