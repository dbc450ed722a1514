import { and, eq, lt } from 'drizzle-orm';
import { DEADLINE_GRACE_MS } from '../../../common/contracts/exams';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import { lockExam, settleLocked } from './load-exam';

/** Settles one student's overdue exams (before listing them). */
export async function expireOverdueExamsOf(db: Db, userId: string, now = new Date()) {
  const due = await db
    .select({ id: exams.id })
    .from(exams)
    .where(
      and(
        eq(exams.userId, userId),
        eq(exams.status, 'in_progress'),
        lt(exams.deadlineAt, new Date(now.getTime() - DEADLINE_GRACE_MS)),
      ),
    );
  for (const { id } of due) {
    await db.transaction(async (tx) => settleLocked(tx, await lockExam(tx, id), now));
  }
}
