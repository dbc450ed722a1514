import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';

/**
 * Templates are never deleted (exams will refer to them): deactivating hides a template from
 * students and keeps it for history.
 */
export async function setTemplateActive(
  db: Db,
  id: string,
  isActive: boolean,
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isActive: examTemplates.isActive })
      .from(examTemplates)
      .where(eq(examTemplates.id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Exam template not found');
    await tx
      .update(examTemplates)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(examTemplates.id, id));
    // Activating an active template changes nothing, and records nothing.
    if (current.isActive === isActive) return;
    await recordAudit(tx, actor, {
      action: `exam_template.${isActive ? 'activate' : 'deactivate'}`,
      targetType: 'exam_template',
      targetId: id,
      before: { isActive: current.isActive },
      after: { isActive },
    });
  });
}
