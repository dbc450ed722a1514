import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ExamReport, ItemAnswer } from '../../../common/contracts/exams';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { loadExamItems, orderChoices, passageOf } from './exam-state';
import { examSummary } from './list-exams';
import { loadSettledExam } from './load-exam';
import { toResult } from './take-exam';

/** Topics under this percent are "weak" (what practise-weak-topics draws from). */
export const WEAK_TOPIC_PERCENT = 60;

type Group = { correct: number; total: number; timeSpentMs: number };
const percentOf = (g: Group) => (g.total > 0 ? (g.correct / g.total) * 100 : 0);

/**
 * GET /:id/report (finished exams only): the result, per section and per topic, every question
 * with the student's answer, the key and the explanation, and the percentile among everyone's
 * finished exams of the same template.
 */
export async function getExamReport(db: Db, userId: string, examId: string): Promise<ExamReport> {
  const exam = await loadSettledExam(db, userId, examId);
  if (exam.status !== 'submitted' && exam.status !== 'expired') {
    throw new AppError('CONFLICT', 'The report is ready once the exam is submitted');
  }
  const rows = await loadExamItems(db, exam.id);
  const counted = exam.mode === 'adaptive' ? rows.filter((r) => r.locked || r.answer) : rows;
  const sections = exam.sections.map(() => ({ correct: 0, total: 0, timeSpentMs: 0 }));
  const topicGroups = new Map<string, Group & { name: string }>();
  for (const r of counted) {
    const credit = r.score ?? 0;
    const s = sections[r.section];
    if (s) {
      s.correct += credit;
      s.total += 1;
      s.timeSpentMs += r.timeSpentMs;
    }
    const t = topicGroups.get(r.topicId) ?? {
      name: r.topicName,
      correct: 0,
      total: 0,
      timeSpentMs: 0,
    };
    t.correct += credit;
    t.total += 1;
    t.timeSpentMs += r.timeSpentMs;
    topicGroups.set(r.topicId, t);
  }
  const topics = [...topicGroups.entries()].map(([id, g]) => ({
    id,
    name: g.name,
    correct: g.correct,
    total: g.total,
    percent: percentOf(g),
    timeSpentMs: g.timeSpentMs,
  }));

  let percentile: number | null = null;
  let takers = 1;
  if (exam.templateId) {
    const finished = and(
      eq(exams.templateId, exam.templateId),
      inArray(exams.status, ['submitted', 'expired']),
    );
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(exams).where(finished);
    const [below] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(exams)
      .where(and(finished, lt(exams.percent, exam.percent ?? 0)));
    takers = Number(all?.n ?? 1);
    percentile = takers > 1 ? Math.round((Number(below?.n ?? 0) / takers) * 100) : null;
  }

  return {
    exam: await examSummary(db, exam),
    result: toResult(exam),
    sections: sections.map((g, index) => ({
      index,
      title: exam.sections[index]?.title ?? '',
      correct: g.correct,
      total: g.total,
      percent: percentOf(g),
      timeSpentMs: g.timeSpentMs,
    })),
    topics,
    questions: counted.map((r) => ({
      position: r.position,
      section: r.section,
      questionId: r.questionId,
      topic: { id: r.topicId, name: r.topicName },
      type: r.type as ExamReport['questions'][number]['type'],
      difficulty: r.difficulty,
      stem: r.stem,
      choices: orderChoices(r.choices, r.choiceOrder),
      passage: passageOf(r),
      answer: (r.answer as ItemAnswer | null) ?? null,
      correctAnswer: r.key,
      isCorrect: r.answer ? (r.isCorrect ?? false) : null,
      score: r.score ?? 0,
      explanation: r.explanation,
      timeSpentMs: r.timeSpentMs,
      flagged: r.flagged,
    })),
    percentile,
    takers,
    weakTopicIds: topics.filter((t) => t.percent < WEAK_TOPIC_PERCENT).map((t) => t.id),
    incorrectCount: counted.filter((r) => (r.score ?? 0) < 1).length,
  };
}
