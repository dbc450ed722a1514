import { and, asc, eq, sql } from 'drizzle-orm';
import type { QuestionAnswer } from '../../../common/contracts/content';
import type { ItemAnswer } from '../../../common/contracts/exams';
import type { DbOrTx } from '../../db/client';
import { type ExamBand, examItems, exams, itemResponses, questions } from '../../db/schema';
import { learnFromExam } from '../learning/learn-from-exam';
import { gradeAnswer } from './grade-answer';
import { abilityBand, formBand, scaledFor } from './score-exam';

type ExamRow = typeof exams.$inferSelect;

/**
 * Scores an exam and closes it (`submitted`, or `expired` when its time ran out): grades every
 * saved answer not yet graded, computes raw, percent, the scaled score through the template's cut
 * points, θ and SE (EAP over the answered items) and the band (score-exam.ts: θ-based for
 * adaptive exams, anchored on the percent for fixed forms); writes one `item_responses` row per
 * answered item (attempt = the exam) and adds them to the questions' statistics. Unanswered items
 * score 0. Adaptive exams count only the items given (scored, or answered and pending). Runs
 * inside the caller's transaction, which holds the exam row.
 */
export async function finaliseExam(
  tx: DbOrTx,
  exam: ExamRow,
  status: 'submitted' | 'expired',
  at: Date,
): Promise<ExamRow> {
  const rows = await tx
    .select({
      position: examItems.position,
      questionId: examItems.questionId,
      answer: examItems.answer,
      isCorrect: examItems.isCorrect,
      score: examItems.score,
      locked: examItems.locked,
      timeSpentMs: examItems.timeSpentMs,
      answeredAt: examItems.answeredAt,
      key: questions.answer,
      a: questions.irtA,
      b: questions.irtB,
      c: questions.irtC,
      topicId: questions.topicId,
    })
    .from(examItems)
    .innerJoin(questions, eq(questions.id, examItems.questionId))
    .where(eq(examItems.examId, exam.id))
    .orderBy(asc(examItems.position));

  const counted = exam.mode === 'adaptive' ? rows.filter((r) => r.locked || r.answer) : rows;
  const graded: ((typeof rows)[number] & { correct: boolean; credit: number })[] = [];
  for (const r of counted) {
    let correct = r.isCorrect;
    let credit = r.score;
    if (correct === null || credit === null) {
      const grade = await gradeAnswer(r.key as QuestionAnswer, r.answer as ItemAnswer | null);
      correct = grade.correct;
      credit = grade.score;
      await tx
        .update(examItems)
        .set({ isCorrect: r.answer ? correct : null, score: credit })
        .where(and(eq(examItems.examId, exam.id), eq(examItems.position, r.position)));
    }
    graded.push({ ...r, correct, credit });
  }

  const raw = graded.reduce((n, r) => n + r.credit, 0);
  const max = graded.length;
  const percent = max > 0 ? (raw / max) * 100 : 0;
  const answered = graded.filter((r) => r.answer !== null || r.locked);
  const scored = answered.map((r) => ({ a: r.a, b: r.b, c: r.c, correct: r.correct }));
  const scoring = exam.settings.scoring;
  let band: ExamBand | null;
  let scaled: string | null;
  if (exam.mode === 'adaptive') {
    // θ is the score: the expected percent on the bank of the exam's topics puts it on the scale.
    const topicIds = [...new Set(exam.sections.flatMap((s) => s.topicIds))];
    const reference = await tx
      .select({ a: questions.irtA, b: questions.irtB, c: questions.irtC })
      .from(questions)
      .where(
        and(
          eq(questions.subjectId, exam.subjectId),
          eq(questions.status, 'confirmed'),
          sql`${questions.topicId} in (select jsonb_array_elements_text(${JSON.stringify(topicIds)}::jsonb)::uuid)`,
        ),
      )
      .limit(2000);
    band = abilityBand(scored, reference, scoring);
    scaled = band && scoring.scale !== 'percent' ? band.label : scaledFor(scoring, percent);
  } else {
    // The percent is the score; the band is θ ± 1.96 SE around it on the form's own items.
    const form = rows.map((r) => ({ a: r.a, b: r.b, c: r.c }));
    band = formBand(scored, form, percent, scoring);
    scaled = scaledFor(scoring, percent);
  }

  const responses = graded.filter((r) => r.answer !== null);
  if (responses.length > 0) {
    const itemScore = (credit: number) => Math.max(0, Math.min(1, credit));
    const attemptScore = responses.reduce((n, r) => n + itemScore(r.credit), 0);
    const inserted = await tx
      .insert(itemResponses)
      .values(
        responses.map((r) => ({
          questionId: r.questionId,
          attemptId: exam.id,
          userId: exam.userId,
          score: itemScore(r.credit),
          attemptScore,
          timeMs: r.timeSpentMs,
          answeredAt: r.answeredAt ?? at,
        })),
      )
      .onConflictDoNothing()
      .returning({ questionId: itemResponses.questionId });
    const fresh = new Set(inserted.map((r) => r.questionId));
    const stats = responses
      .filter((r) => fresh.has(r.questionId))
      .map((r) => ({ id: r.questionId, ok: r.correct ? 1 : 0, ms: r.timeSpentMs }));
    if (stats.length > 0) {
      await tx.execute(sql`
        update questions q
           set times_seen = q.times_seen + 1,
               times_correct = q.times_correct + s.ok,
               total_time_ms = q.total_time_ms + s.ms
          from jsonb_to_recordset(${JSON.stringify(stats)}::jsonb) as s(id uuid, ok int, ms int)
         where q.id = s.id`);
    }
  }

  const sections = exam.sections.map((s, i) =>
    i === exam.currentSection && !s.finishedAt && s.startedAt
      ? { ...s, finishedAt: at.toISOString() }
      : s,
  );
  const [updated] = await tx
    .update(exams)
    .set({
      status,
      submittedAt: at,
      sections,
      rawScore: raw,
      maxScore: max,
      percent,
      scaled,
      theta: band?.theta ?? null,
      thetaSe: band?.se ?? null,
      band,
      timeSpentMs: rows.reduce((n, r) => n + r.timeSpentMs, 0),
    })
    .where(eq(exams.id, exam.id))
    .returning();
  if (!updated) throw new Error('exam vanished while being scored');
  await learnFromExam(
    tx,
    updated,
    graded.map((r) => ({
      questionId: r.questionId,
      topicId: r.topicId,
      answered: r.answer !== null || r.locked,
      correct: r.correct,
      credit: r.credit,
    })),
    at,
  );
  return updated;
}
