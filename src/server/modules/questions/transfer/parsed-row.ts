import type {
  Difficulty,
  QuestionAnswer,
  QuestionChoice,
  QuestionType,
} from '../../../../common/contracts/content';
import type { QuestionFileItem } from '../../../../common/contracts/question-transfer';
import { AppError } from '../../../lib/errors';

/** A question read from a file, before its subject, topic and passage are looked up. */
export type ParsedQuestion = {
  /** Subject slug or name as the file writes it; null: the subject chosen in the request. */
  subject: string | null;
  topic: string | null;
  passage: { key: string; title: string; body: string } | null;
  type: QuestionType;
  stem: string;
  explanation: string;
  choices: QuestionChoice[];
  answer: QuestionAnswer;
  difficulty: Difficulty;
  /** Null: seeded from the difficulty and the number of choices. */
  irt: { a: number; b: number; c: number } | null;
  calibratedAt: Date | null;
  source: QuestionFileItem['source'];
  status: QuestionFileItem['status'];
};

/** One question of a file as the parser saw it: what it could read and what is wrong. */
export type ParsedRow = {
  /** Position in the file, from 1. */
  row: number;
  line: number | null;
  /** Null when the row could not be read into a question at all. */
  question: ParsedQuestion | null;
  /** What the report shows of a row whose question could not be read. */
  preview: {
    type: QuestionType | null;
    stem: string;
    subject: string | null;
    topic: string | null;
  };
  errors: string[];
};

/** A problem with the whole file (not one row): 400 with the message on `content`. */
export function fileError(message: string): AppError {
  return new AppError('VALIDATION', message, { content: message });
}

/** Choice ids by position: a, b, c… (as the seeded questions have them). */
export function choiceId(index: number): string {
  return index < 26 ? String.fromCharCode(97 + index) : `c${index}`;
}

/** A choice's letter by position: A, B, C… */
export function choiceLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** domain.md: b from difficulty, c = 1/number of choices, a = 1 until calibrated. */
export function defaultIrt(difficulty: Difficulty, choiceCount: number) {
  const b = { easy: -1, medium: 0, hard: 1 }[difficulty];
  return { a: 1, b, c: choiceCount ? 1 / choiceCount : 0 };
}

/** A strict decimal number ("3.14", "-2", "1e-3"); null for anything else. */
export function parseNumber(text: string): number | null {
  const t = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Line number (from 1) of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
