import type { DbOrTx } from '../../db/client';
import type { exams } from '../../db/schema';
import { updateReviewCards } from './update-review-cards';
import { updateTopicMastery } from './update-topic-mastery';

/** One graded item of a closed exam, as the learning model needs it. */
export type LearnedItem = {
  questionId: string;
  topicId: string;
  /** null: not answered. */
  answered: boolean;
  correct: boolean;
  credit: number;
};

/**
 * What the learning model learns when an exam closes (issue 18): the topics' mastery from all the
 * student's responses, and the review queue (missed questions become FSRS cards; a review exam
 * grades its cards). Runs inside finaliseExam's transaction, after the item responses are written.
 */
export async function learnFromExam(
  tx: DbOrTx,
  exam: typeof exams.$inferSelect,
  items: LearnedItem[],
  at: Date,
): Promise<void> {
  await updateTopicMastery(tx, exam, items, at);
  await updateReviewCards(tx, exam, items, at);
}
