import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studyPlans } from '../../db/schema';

/** DELETE /api/student/learning/plans/:subjectId: idempotent, so a repeated click is harmless. */
export async function deleteStudyPlan(db: Db, userId: string, subjectId: string): Promise<void> {
  await db
    .delete(studyPlans)
    .where(and(eq(studyPlans.userId, userId), eq(studyPlans.subjectId, subjectId)));
}
