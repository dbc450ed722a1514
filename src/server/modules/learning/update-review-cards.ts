import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type exams, reviewCards } from '../../db/schema';
import { cardOf, firstMiss, gradeCard, rowOf } from './fsrs-scheduler';
import type { LearnedItem } from './learn-from-exam';

/**
 * The review queue learns from a closed exam. A normal exam: every answered question the student
 * got wrong becomes a card (a miss is its first review, graded Again), or, when it already is
 * one, is graded Again — forgetting it again is a lapse. A review exam: every card among its
 * questions is graded back (right: Good; wrong or left blank: Again), since skipping a review
 * question means the student could not recall it.
 */
export async function updateReviewCards(
  tx: DbOrTx,
  exam: typeof exams.$inferSelect,
  items: LearnedItem[],
  at: Date,
): Promise<void> {
  const review = exam.settings.origin === 'review';
  const relevant = review ? items : items.filter((i) => i.answered && !i.correct);
  if (relevant.length === 0) return;

  const existing = await tx
    .select()
    .from(reviewCards)
    .where(
      and(
        eq(reviewCards.userId, exam.userId),
        inArray(
          reviewCards.questionId,
          relevant.map((i) => i.questionId),
        ),
      ),
    );
  const byQuestion = new Map(existing.map((c) => [c.questionId, c]));

  const fresh: (typeof reviewCards.$inferInsert)[] = [];
  for (const item of relevant) {
    const row = byQuestion.get(item.questionId);
    const missed = !(item.answered && item.correct);
    if (row) {
      const next = gradeCard(cardOf(row), at, !missed);
      await tx.update(reviewCards).set(rowOf(next)).where(eq(reviewCards.id, row.id));
    } else if (missed && (item.answered || review)) {
      fresh.push({
        userId: exam.userId,
        questionId: item.questionId,
        subjectId: exam.subjectId,
        createdAt: at,
        ...rowOf(firstMiss(at)),
      });
    }
  }
  // Another exam closing at the same moment may have made the card already: its miss counts.
  if (fresh.length > 0) await tx.insert(reviewCards).values(fresh).onConflictDoNothing();
}
