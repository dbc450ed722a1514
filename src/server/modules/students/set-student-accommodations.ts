import { eq } from 'drizzle-orm';
import {
  ACCOMMODATION_MSG,
  type Accommodations,
  type AccommodationsInput,
} from '../../../common/contracts/accommodations';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { toAccommodations } from './get-student-accommodations';
import { loadStudent } from './student-account';

/**
 * An administrator grants (or takes back) a student's testing accommodations, audited
 * (`student_accommodations.update`, before and after). Only students: any other account answers
 * 404, as if it did not exist. Exams already created keep the accommodations they were created
 * with (ADR 0029); the next exam takes the new ones.
 */
export async function setStudentAccommodations(
  db: Db,
  actor: AuditActor,
  studentId: string,
  input: AccommodationsInput,
): Promise<Accommodations> {
  return db.transaction(async (tx) => {
    const profile = await loadStudent(tx, studentId, { lock: true });
    const before = toAccommodations(profile);
    const after: Accommodations = {
      extraTimePercent: input.extraTimePercent,
      extraBreaks: input.extraBreaks,
    };
    if (
      before.extraTimePercent === after.extraTimePercent &&
      before.extraBreaks === after.extraBreaks
    ) {
      throw new AppError('VALIDATION', ACCOMMODATION_MSG.nothingToChange);
    }
    await tx
      .update(profiles)
      .set({ extraTimePercent: after.extraTimePercent, extraBreaks: after.extraBreaks })
      .where(eq(profiles.id, studentId));
    await recordAudit(tx, actor, {
      action: 'student_accommodations.update',
      targetType: 'user',
      targetId: studentId,
      before,
      after,
    });
    return after;
  });
}
