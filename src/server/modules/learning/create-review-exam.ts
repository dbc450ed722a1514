import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { ReviewInput } from '../../../common/contracts/learning';
import type { Db, DbOrTx } from '../../db/client';
import { questions, reviewCards, subjects, topics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { PERCENT_SCORING, storeExam } from '../exams/create-exam';
import { assertSubjectUnlocked } from '../exams/exam-allowance';
import { examTitlesFor } from '../exams/exam-titles';
import { reviewableCard } from './count-due-cards';

/** Cards in a review exam unless the student asks for another number. */
export const DEFAULT_REVIEW_COUNT = 20;

/** 404 for a subject that does not exist or is not offered (contract: learning.ts). */
export async function assertSubjectExists(db: DbOrTx, subjectId: string) {
  const [row] = await db
    .select({ id: subjects.id, name: subjects.name, isActive: subjects.isActive })
    .from(subjects)
    .where(eq(subjects.id, subjectId))
    .limit(1);
  if (!row?.isActive) throw new AppError('NOT_FOUND', 'This subject does not exist');
  return row;
}

/**
 * POST /api/student/learning/review: a practice exam (untimed, origin `review`) of the due cards
 * of one subject, the longest overdue first; without a subject, of the unlocked subject with most
 * due cards. Finalising it grades the cards back (update-review-cards.ts). The exam goes through
 * the exam module's storeExam, so unlock and allowance rules are the same as for any exam.
 */
export async function createReviewExam(
  db: Db,
  userId: string,
  input: ReviewInput,
  now = new Date(),
): Promise<string> {
  const count = input.count ?? DEFAULT_REVIEW_COUNT;
  let subjectId = input.subjectId ?? null;
  if (subjectId) {
    await assertSubjectExists(db, subjectId);
    await assertSubjectUnlocked(db, userId, subjectId, now);
  } else {
    subjectId = await busiestSubject(db, userId, now);
  }

  const due = await db
    .select({ questionId: reviewCards.questionId, topicId: topics.id, topicName: topics.name })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(and(reviewableCard(userId, subjectId), lte(reviewCards.due, now)))
    .orderBy(asc(reviewCards.due), asc(reviewCards.id))
    .limit(count);
  if (due.length === 0) throw nothingDue();

  const subject = await assertSubjectExists(db, subjectId);
  const topicList = [...new Map(due.map((d) => [d.topicId, d.topicName])).entries()];
  const titles = await examTitlesFor(db, userId);
  return storeExam(
    db,
    userId,
    {
      subjectId,
      templateId: null,
      title: titles.review(subject.name, due.length),
      mode: 'practice',
      origin: 'review',
      timed: false,
      difficulty: null,
      scoring: PERCENT_SCORING,
      fixedQuestionIds: due.map((d) => d.questionId),
      sections: [
        {
          title: titles.reviewSection,
          directions: '',
          calculator: true,
          questionCount: due.length,
          durationMinutes: null,
          topics: topicList.map(([id, name]) => ({ id, name, weight: 1 })),
        },
      ],
    },
    now,
  );
}

const nothingDue = () =>
  new AppError(
    'NOTHING_DUE',
    'No review questions are due yet: questions you miss come back here when it is time to review them',
  );

/**
 * The subject with most due cards among those the student can still use; when every such subject
 * is locked, the busiest one's SUBJECT_LOCKED error says what to do.
 */
async function busiestSubject(db: Db, userId: string, now: Date): Promise<string> {
  const rows = await db
    .select({ subjectId: reviewCards.subjectId, n: sql<number>`count(*)::int` })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(and(reviewableCard(userId), lte(reviewCards.due, now)))
    .groupBy(reviewCards.subjectId)
    .orderBy(sql`count(*) desc`, sql`min(${reviewCards.due})`);
  if (rows.length === 0) throw nothingDue();
  for (const row of rows) {
    try {
      await assertSubjectUnlocked(db, userId, row.subjectId, now);
      return row.subjectId;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  await assertSubjectUnlocked(db, userId, (rows[0] as { subjectId: string }).subjectId, now);
  return (rows[0] as { subjectId: string }).subjectId;
}
