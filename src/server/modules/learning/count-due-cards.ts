import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { questions, reviewCards } from '../../db/schema';

const DAY_MS = 86_400_000;
/** "Coming up": cards falling due within this many days after now. */
export const DUE_SOON_DAYS = 7;

/**
 * Cards that can go into a review exam: the student's, of questions still in the bank
 * (confirmed), so the count on the dashboard is what "Review" can actually build.
 */
export const reviewableCard = (userId: string, subjectId?: string) =>
  and(
    eq(reviewCards.userId, userId),
    eq(questions.status, 'confirmed'),
    subjectId ? eq(reviewCards.subjectId, subjectId) : undefined,
  );

/** Cards due now (due ≤ now) and due within the next 7 days after now. */
export async function countDueCards(
  db: DbOrTx,
  userId: string,
  { subjectId, now }: { subjectId?: string; now: Date },
): Promise<{ due: number; dueSoon: number }> {
  const soon = new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS);
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${lte(reviewCards.due, now)})::int`,
      dueSoon: sql<number>`count(*) filter (where ${and(gt(reviewCards.due, now), lte(reviewCards.due, soon))})::int`,
    })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(and(reviewableCard(userId, subjectId), lte(reviewCards.due, soon)));
  return { due: Number(row?.due ?? 0), dueSoon: Number(row?.dueSoon ?? 0) };
}
