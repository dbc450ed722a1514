import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemModels } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';

/**
 * Deletes a model. Its questions stay in the bank with their source and drawn values; the audit
 * entry keeps the whole definition, so their provenance is still readable.
 */
export async function deleteItemModel(db: DbOrTx, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(itemModels).where(eq(itemModels.id, id)).returning();
    if (!removed) throw new AppError('NOT_FOUND', 'Item model not found');
    const { createdAt: _c, updatedAt: _u, createdBy: _b, ...definition } = removed;
    await recordAudit(tx, actor, {
      action: 'item_model.delete',
      targetType: 'item_model',
      targetId: id,
      before: definition,
    });
  });
}
