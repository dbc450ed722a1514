import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { QuestionAnswer } from '../../../common/contracts/content';
import type { ItemAnswer } from '../../../common/contracts/exams';
import type { DbOrTx } from '../../db/client';
import { examItems, exams, itemResponses, questions, topics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { shuffle } from './assemble-items';
import { gradeAnswer } from './grade-answer';
import {
  type AdaptiveState,
  type BankItem,
  createAdaptiveEngine,
  mulberry32,
  seedFromString,
} from './irt';
import type { ExamRow } from './load-exam';

/** Target standard error: stop once θ is this precise (domain.md). */
const TARGET_SE = 0.3;

async function loadBank(tx: DbOrTx, exam: ExamRow) {
  const topicIds = [...new Set(exam.sections.flatMap((s) => s.topicIds))];
  return tx
    .select({
      id: questions.id,
      topic: questions.topicId,
      a: questions.irtA,
      b: questions.irtB,
      c: questions.irtC,
    })
    .from(questions)
    .where(
      and(
        eq(questions.subjectId, exam.subjectId),
        eq(questions.status, 'confirmed'),
        sql`${questions.topicId} in (select jsonb_array_elements_text(${JSON.stringify(topicIds)}::jsonb)::uuid)`,
      ),
    );
}

/**
 * Share of this subject's finished adaptive exams that gave each item (from item_responses of
 * adaptive exams), for the engine's exposure ceiling.
 */
async function exposureRates(tx: DbOrTx, exam: ExamRow): Promise<Map<string, number>> {
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(exams)
    .where(
      and(
        eq(exams.subjectId, exam.subjectId),
        eq(exams.mode, 'adaptive'),
        sql`${exams.status} in ('submitted', 'expired')`,
      ),
    );
  const n = Number(total?.n ?? 0);
  if (n === 0) return new Map();
  const rows = await tx
    .select({ id: itemResponses.questionId, k: sql<number>`count(*)::int` })
    .from(itemResponses)
    .innerJoin(exams, eq(exams.id, itemResponses.attemptId))
    .where(and(eq(exams.subjectId, exam.subjectId), eq(exams.mode, 'adaptive')))
    .groupBy(itemResponses.questionId);
  return new Map(rows.map((r) => [r.id, Number(r.k) / n]));
}

/** Items the student had in earlier exams of the subject: avoided while enough others remain. */
async function seenBefore(tx: DbOrTx, exam: ExamRow): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ id: examItems.questionId })
    .from(examItems)
    .innerJoin(exams, eq(exams.id, examItems.examId))
    .where(
      and(
        eq(exams.userId, exam.userId),
        eq(exams.subjectId, exam.subjectId),
        ne(exams.id, exam.id),
        sql`${exams.createdAt} <= ${exam.createdAt}`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

async function engineFor(tx: DbOrTx, exam: ExamRow) {
  const bank: BankItem[] = await loadBank(tx, exam);
  const maxItems = exam.settings.maxItems ?? exam.questionCount;
  const weights = new Map<string, number>();
  const names = exam.sections.flatMap((s) => s.topicIds);
  const topicRows = await tx
    .select({ id: topics.id, w: topics.blueprintWeight })
    .from(topics)
    .where(
      sql`${topics.id} in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb)::uuid)`,
    );
  for (const t of topicRows) weights.set(t.id, t.w);
  const anyWeight = [...weights.values()].some((w) => w > 0);
  const blueprint = Object.fromEntries(
    [...weights.entries()].map(([id, w]) => [id, anyWeight ? w : 1]),
  );
  const seen = await seenBefore(tx, exam);
  const unseen = bank.filter((b) => !seen.has(b.id)).length;
  return createAdaptiveEngine(
    bank,
    {
      blueprint,
      stopping: { minItems: Math.min(5, maxItems), maxItems, targetSe: TARGET_SE },
    },
    {
      exclude: unseen >= maxItems ? seen : undefined,
      exposureRates: await exposureRates(tx, exam),
    },
  );
}

/**
 * One adaptive step inside the caller's transaction (exam row locked): the item waiting for an
 * answer is scored with what was saved (nothing saved = wrong) and locked, θ and SE are updated,
 * and unless the test is done (SE ≤ 0.30 after the minimum, the most items, or the bank is
 * exhausted) the next item is chosen (maximum information, randomesque, content balanced,
 * exposure ceiling) and added to the exam. The engine's state is stored on the exam as JSON.
 */
export async function adaptiveStep(tx: DbOrTx, exam: ExamRow): Promise<ExamRow> {
  const engine = await engineFor(tx, exam);
  let state = (exam.adaptiveState as AdaptiveState | null) ?? engine.start();
  if (state.status === 'done') return exam;
  const [last] = await tx
    .select({
      position: examItems.position,
      questionId: examItems.questionId,
      answer: examItems.answer,
      locked: examItems.locked,
      key: questions.answer,
    })
    .from(examItems)
    .innerJoin(questions, eq(questions.id, examItems.questionId))
    .where(eq(examItems.examId, exam.id))
    .orderBy(desc(examItems.position))
    .limit(1);
  if (state.status === 'await-response' && state.pendingItemId) {
    if (!last || last.questionId !== state.pendingItemId) {
      throw new AppError('CONFLICT', 'The adaptive exam is out of step: reload the exam');
    }
    const grade = await gradeAnswer(last.key as QuestionAnswer, last.answer as ItemAnswer | null);
    await tx
      .update(examItems)
      .set({ locked: true, isCorrect: last.answer ? grade.correct : false, score: grade.score })
      .where(and(eq(examItems.examId, exam.id), eq(examItems.position, last.position)));
    state = engine.record(state, state.pendingItemId, grade.correct);
  }
  const position = (last?.position ?? 0) + 1;
  const random = mulberry32(seedFromString(`${exam.id}:${position}`));
  const next = engine.next(state, random);
  state = next.state;
  if (next.item) {
    const [q] = await tx
      .select({ choices: questions.choices })
      .from(questions)
      .where(eq(questions.id, next.item.id));
    await tx.insert(examItems).values({
      examId: exam.id,
      position,
      section: 0,
      questionId: next.item.id,
      choiceOrder: shuffle(
        (q?.choices ?? []).map((c) => c.id),
        random,
      ),
    });
  }
  const [updated] = await tx
    .update(exams)
    .set({ adaptiveState: state })
    .where(eq(exams.id, exam.id))
    .returning();
  return updated ?? exam;
}
