import type { DbOrTx } from '../../db/client';
import type { exams } from '../../db/schema';
import type { LearnedItem } from './learn-from-exam';

export async function updateReviewCards(
  _tx: DbOrTx,
  _exam: typeof exams.$inferSelect,
  _items: LearnedItem[],
  _at: Date,
): Promise<void> {}
