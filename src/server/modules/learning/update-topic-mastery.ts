import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type exams, itemResponses, questions, topicMastery, topics } from '../../db/schema';
import { estimateEap, type ScoredResponse } from '../exams/irt';
import type { LearnedItem } from './learn-from-exam';

/** A response counts as correct for θ only with full credit, as the exam's own grading does. */
export const isCorrectCredit = (score: number) => score >= 1 - 1e-9;

/**
 * Recomputes θ and SE (EAP, N(0, 1) prior, the questions' 3PL parameters) of every topic the exam
 * touched from ALL the student's responses on it, not just this exam's: an estimate updated only
 * from the latest exam would forget the evidence before it. Runs inside finaliseExam's
 * transaction, after this exam's responses are written, so they are part of the pattern.
 */
export async function updateTopicMastery(
  tx: DbOrTx,
  exam: typeof exams.$inferSelect,
  items: LearnedItem[],
  at: Date,
): Promise<void> {
  const topicIds = [...new Set(items.map((i) => i.topicId))];
  if (topicIds.length === 0) return;
  const rows = await tx
    .select({
      topicId: questions.topicId,
      subjectId: topics.subjectId,
      score: itemResponses.score,
      a: questions.irtA,
      b: questions.irtB,
      c: questions.irtC,
    })
    .from(itemResponses)
    .innerJoin(questions, eq(questions.id, itemResponses.questionId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(and(eq(itemResponses.userId, exam.userId), inArray(questions.topicId, topicIds)))
    .orderBy(asc(itemResponses.answeredAt));

  const byTopic = new Map<
    string,
    { subjectId: string; pattern: ScoredResponse[]; credit: number }
  >();
  for (const r of rows) {
    let t = byTopic.get(r.topicId);
    if (!t) {
      t = { subjectId: r.subjectId, pattern: [], credit: 0 };
      byTopic.set(r.topicId, t);
    }
    t.pattern.push({ item: { a: r.a, b: r.b, c: r.c }, correct: isCorrectCredit(r.score) });
    t.credit += r.score;
  }
  const values = [...byTopic].map(([topicId, t]) => {
    const { theta, se } = estimateEap(t.pattern);
    return {
      userId: exam.userId,
      topicId,
      subjectId: t.subjectId,
      theta,
      se,
      responses: t.pattern.length,
      correct: t.credit,
      updatedAt: at,
    };
  });
  if (values.length === 0) return;
  await tx
    .insert(topicMastery)
    .values(values)
    .onConflictDoUpdate({
      target: [topicMastery.userId, topicMastery.topicId],
      set: {
        subjectId: sql`excluded.subject_id`,
        theta: sql`excluded.theta`,
        se: sql`excluded.se`,
        responses: sql`excluded.responses`,
        correct: sql`excluded.correct`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
