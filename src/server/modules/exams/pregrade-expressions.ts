import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { QuestionAnswer } from '../../../common/contracts/content';
import type { ItemAnswer } from '../../../common/contracts/exams';
import type { Db } from '../../db/client';
import { examItems, questions } from '../../db/schema';
import { gradeAnswer } from './grade-answer';

/**
 * Grades an exam's saved expression answers not yet graded, before the caller opens the
 * transaction that scores the exam: checking an expression can take the worker up to its time
 * limit, and that transaction holds the exam row (on the embedded database, the only connection).
 * The verdicts are remembered by gradeAnswer, so scoring finds them at once; an answer changed in
 * between is simply graded there.
 */
export async function pregradeExpressions(db: Db, examId: string): Promise<void> {
  const pending = await db
    .select({ answer: examItems.answer, key: questions.answer })
    .from(examItems)
    .innerJoin(questions, eq(questions.id, examItems.questionId))
    .where(
      and(
        eq(examItems.examId, examId),
        eq(questions.type, 'expression'),
        isNotNull(examItems.answer),
        isNull(examItems.isCorrect),
      ),
    );
  for (const item of pending) {
    await gradeAnswer(item.key as QuestionAnswer, item.answer as ItemAnswer);
  }
}
