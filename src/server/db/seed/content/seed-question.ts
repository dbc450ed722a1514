import type { Difficulty } from '../../../../common/contracts/content';

/**
 * A hand-written reference question, as the seed files state it. Text is Markdown with LaTeX
 * between `$…$` (inline) or `$$…$$` (display); write backslashes doubled in TS strings
 * ('$\\frac{1}{2}$') or use String.raw.
 */
export type SeedQuestion = {
  /** A topic slug of the subject (subjects.ts). */
  topic: string;
  difficulty: Difficulty;
  stem: string;
  explanation: string;
  /** Key of a passage in the same file (EST Literacy reading questions). */
  passage?: string;
} & (
  | {
      type: 'single';
      /** 4 choices (5 allowed), all different. */
      choices: string[];
      /** Index of the one correct choice. */
      correct: number;
    }
  | {
      type: 'multiple';
      choices: string[];
      /** Indexes of every correct choice (at least 2, not all). */
      correct: number[];
    }
  | { type: 'numeric'; value: number; tolerance: number }
  /** LaTeX of the answer, e.g. '2x+1'; any equivalent expression is accepted. */
  | { type: 'expression'; expression: string }
  /** Accepted answers; case, spaces and punctuation are ignored when comparing. */
  | { type: 'text'; accepted: string[] }
);

export type SeedPassage = { key: string; title: string; body: string };

export type SeedQuestionFile = {
  subject: string;
  passages?: SeedPassage[];
  questions: SeedQuestion[];
};
