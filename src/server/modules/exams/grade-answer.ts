import type { QuestionAnswer } from '../../../common/contracts/content';
import type { ItemAnswer } from '../../../common/contracts/exams';
import { AppError } from '../../lib/errors';
import { expressionsEquivalent } from '../math/expressions-equivalent';
import { normalizeText } from '../questions/normalize';

export type Grade = { correct: boolean; score: number };

const WRONG: Grade = { correct: false, score: 0 };
const RIGHT: Grade = { correct: true, score: 1 };

/** Text answers match after normalising case, spaces, Markdown emphasis and punctuation. */
export function normalizeTextAnswer(text: string): string {
  return normalizeText(text)
    .replace(/[.,;:!?'"()[\]{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Verdicts already reached, oldest first: an expression can take the worker seconds. */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 2_000;

/**
 * Whether `given` is equivalent to `key`, remembered: the check is deterministic, so an exam's
 * expression answers graded before its scoring transaction (pregradeExpressions) are not graded
 * again while that transaction holds the exam.
 */
async function expressionCorrect(given: string, key: string): Promise<boolean> {
  const id = `${key}\u0000${given}`;
  const known = verdicts.get(id);
  if (known !== undefined) return known;
  let correct: boolean;
  try {
    correct = (await expressionsEquivalent(given, key)).equivalent;
  } catch (err) {
    // The student's expression does not parse or is too complex: wrong. Anything else is our
    // failure and must not quietly cost the student the mark.
    if (!(err instanceof AppError)) throw err;
    correct = false;
  }
  if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value as string);
  verdicts.set(id, correct);
  return correct;
}

/**
 * Scores one answer against the question's key. Single: the right choice. Multiple: exactly the
 * right set is correct; partial credit (right picks − wrong picks) / number right, never below 0.
 * Numeric: within the tolerance. Expression: mathematically equivalent (an answer that does not
 * parse, or is too complex to check in time, is wrong). Text: one of the accepted answers after
 * normalising. No answer, or an answer of another type, is wrong.
 */
export async function gradeAnswer(key: QuestionAnswer, answer: ItemAnswer | null): Promise<Grade> {
  if (!answer || answer.type !== key.type) return WRONG;
  switch (key.type) {
    case 'single':
      return answer.type === 'single' && answer.choice === key.correct ? RIGHT : WRONG;
    case 'multiple': {
      if (answer.type !== 'multiple') return WRONG;
      const right = new Set(key.correct);
      const picked = new Set(answer.choices);
      let hits = 0;
      let misses = 0;
      for (const c of picked) {
        if (right.has(c)) hits += 1;
        else misses += 1;
      }
      const correct = hits === right.size && misses === 0;
      if (correct) return RIGHT;
      const score = right.size > 0 ? Math.max(0, (hits - misses) / right.size) : 0;
      return { correct: false, score };
    }
    case 'numeric': {
      if (answer.type !== 'numeric' || !Number.isFinite(answer.value)) return WRONG;
      const slack = key.tolerance + 1e-9 * Math.max(1, Math.abs(key.value));
      return Math.abs(answer.value - key.value) <= slack ? RIGHT : WRONG;
    }
    case 'expression': {
      if (answer.type !== 'expression' || answer.expression.trim() === '') return WRONG;
      return (await expressionCorrect(answer.expression, key.expression)) ? RIGHT : WRONG;
    }
    case 'text': {
      if (answer.type !== 'text') return WRONG;
      const given = normalizeTextAnswer(answer.text);
      if (given === '') return WRONG;
      return key.accepted.some((a) => normalizeTextAnswer(a) === given) ? RIGHT : WRONG;
    }
  }
}
