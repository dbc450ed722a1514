import type { QuestionChoice } from '../../../../../common/contracts/content';
import { choiceId, type ParsedRow } from '../parsed-row';

/**
 * Aiken: the question text, its choices `A.` or `A)` one per line, then `ANSWER: B`. Blank lines
 * between questions are optional. Extension: `ANSWER: A, C` makes a multiple-answer question.
 */

const CHOICE = /^([A-Z])[.)]\s+(\S.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

type Draft = {
  line: number;
  stem: string[];
  choices: QuestionChoice[];
  letters: string[];
  /** Lines after the choices that are neither a choice nor the answer. */
  broken: boolean;
  errors: string[];
};

function finish(d: Draft, answer: string | null, row: number): ParsedRow {
  const stem = d.stem.join('\n').trim();
  const errors = [...d.errors];
  let question: ParsedRow['question'] = null;
  if (answer === null) {
    errors.push('No "ANSWER:" line after the choices');
  } else if (!errors.length) {
    const letters = answer
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((l) => l.toUpperCase());
    const bad = letters.find((l) => !/^[A-Z]$/.test(l));
    const unknown = letters.find((l) => !d.letters.includes(l));
    if (!letters.length) errors.push('"ANSWER:" names no choice');
    else if (bad) errors.push(`"ANSWER: ${answer.trim()}" is not a choice letter`);
    else if (!d.choices.length) errors.push('The question has no choices (A. …, B. …)');
    else if (unknown) errors.push(`The answer ${unknown} is not one of the choices`);
    else {
      const ids = letters.map((l) => choiceId(d.letters.indexOf(l)));
      question = {
        subject: null,
        topic: null,
        passage: null,
        type: ids.length > 1 ? 'multiple' : 'single',
        stem,
        explanation: '',
        choices: d.choices,
        answer:
          ids.length > 1
            ? { type: 'multiple', correct: [...new Set(ids)] }
            : { type: 'single', correct: ids[0] as string },
        difficulty: 'medium',
        irt: null,
        calibratedAt: null,
        source: 'import',
        status: 'draft',
      };
    }
  }
  return {
    row,
    line: d.line,
    question,
    preview: { type: question?.type ?? null, stem, subject: null, topic: null },
    errors,
  };
}

/** Questions of an Aiken file; each row's line is where its question text starts. */
export function parseAikenQuestions(content: string): ParsedRow[] {
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const rows: ParsedRow[] = [];
  let draft: Draft | null = null;
  let blankBefore = false;
  const start = (text: string, line: number): Draft => ({
    line,
    stem: [text],
    choices: [],
    letters: [],
    broken: false,
    errors: [],
  });

  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    const text = raw.trim();
    if (!text) {
      blankBefore = true;
      continue;
    }
    const afterBlank = blankBefore;
    blankBefore = false;
    const answer = ANSWER.exec(text);
    if (answer) {
      if (draft) rows.push(finish(draft, answer[1] ?? '', rows.length + 1));
      else {
        rows.push({
          row: rows.length + 1,
          line,
          question: null,
          preview: { type: null, stem: '', subject: null, topic: null },
          errors: [`Line ${line}: "ANSWER:" without a question before it`],
        });
      }
      draft = null;
      continue;
    }
    if (!draft) {
      draft = start(text, line);
      continue;
    }
    const choice = CHOICE.exec(text);
    const expected = String.fromCharCode(65 + draft.choices.length);
    if (!draft.broken && choice && choice[1] === expected) {
      draft.letters.push(expected);
      draft.choices.push({ id: choiceId(draft.choices.length), text: (choice[2] ?? '').trim() });
      continue;
    }
    if (!draft.choices.length && !draft.broken) {
      // Still the question text (it may run over several lines).
      if (afterBlank) draft.stem.push('');
      draft.stem.push(text);
      continue;
    }
    if (afterBlank) {
      // The previous question ended without its answer; this line starts the next one.
      rows.push(finish(draft, null, rows.length + 1));
      draft = start(text, line);
      continue;
    }
    if (!draft.broken) {
      draft.errors.push(`Line ${line}: expected choice ${expected} or "ANSWER: …"`);
      draft.broken = true;
    }
  }
  if (draft) rows.push(finish(draft, null, rows.length + 1));
  return rows;
}
