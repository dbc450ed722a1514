import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Templates are never deleted (exams will refer to them): deactivating hides a template from
 * students and keeps it for history.
 */
export async function setTemplateActive(db: Db, id: string, isActive: boolean): Promise<void> {
  const rows = await db
    .update(examTemplates)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(examTemplates.id, id))
    .returning({ id: examTemplates.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Exam template not found');
}
