import { eq } from 'drizzle-orm';
import { ACCOMMODATION_MSG } from '../../../common/contracts/accommodations';
import type { ExamState } from '../../../common/contracts/exams';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { onBreak, resumeClock } from './exam-clock';
import { buildExamState } from './exam-state';
import { loadOwnExam, lockExam, settleLocked } from './load-exam';
import { assertOpen } from './take-exam';

/**
 * POST /:id/resume: the student ends their break (ADR 0029) and the waiting section opens now,
 * with its full time. When there is no break going on (resumed already, or the break ended by
 * itself and the server's clock opened the section at the break's end) it answers the state as
 * it is, so a retried or late resume never moves a running clock; an exam without extra breaks
 * answers 409.
 */
export async function resumeExam(
  db: Db,
  userId: string,
  examId: string,
  now = new Date(),
): Promise<ExamState> {
  await loadOwnExam(db, userId, examId);
  const exam = await db.transaction(async (tx) => {
    const locked = await settleLocked(tx, await lockExam(tx, examId), now);
    assertOpen(locked);
    if (!locked.settings.timed || !locked.settings.accommodations?.extraBreaks) {
      throw new AppError('CONFLICT', ACCOMMODATION_MSG.notOnBreak);
    }
    // Resumed already, or the break ended by itself meanwhile: the clock stays as it is.
    if (!onBreak(locked.sections[locked.currentSection])) return locked;
    const clock = resumeClock(locked, now);
    const [moved] = await tx
      .update(exams)
      .set({ sections: clock.sections, deadlineAt: clock.deadlineAt })
      .where(eq(exams.id, examId))
      .returning();
    return moved ?? locked;
  });
  return buildExamState(db, exam, now);
}
