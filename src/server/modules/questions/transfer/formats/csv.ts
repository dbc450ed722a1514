import {
  DIFFICULTIES,
  type Difficulty,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  type QuestionAnswer,
  type QuestionChoice,
  type QuestionType,
} from '../../../../../common/contracts/content';
import type { QuestionFileItem } from '../../../../../common/contracts/question-transfer';
import {
  choiceId,
  choiceLetter,
  fileError,
  type ParsedQuestion,
  type ParsedRow,
  parseNumber,
} from '../parsed-row';

/**
 * CSV (RFC 4180): one question per record, a header naming the columns. Quoted fields may hold
 * commas, quotes (doubled) and line breaks. docs/question-formats.md lists the columns.
 */

export type CsvRecord = { line: number; fields: string[] };

class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Counts line breaks (CRLF, LF or a lone CR) in a piece of text. */
function countLineBreaks(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) count++;
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) count++;
  }
  return count;
}

/** Splits CSV text into records of fields, with the line each record starts on. */
export function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < n) {
    const recordLine = line;
    const fields: string[] = [];
    for (;;) {
      if (text.charCodeAt(i) === 34) {
        // A quoted field: up to the quote that is not doubled.
        const openLine = line;
        let value = '';
        i++;
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote === -1) {
            throw new CsvSyntaxError(openLine, 'a quoted field is never closed');
          }
          const chunk = text.slice(i, quote);
          line += countLineBreaks(chunk);
          value += chunk;
          if (text.charCodeAt(quote + 1) === 34) {
            value += '"';
            i = quote + 2;
          } else {
            i = quote + 1;
            break;
          }
        }
        fields.push(value);
        const next = text.charCodeAt(i);
        if (i < n && next !== 44 && next !== 10 && next !== 13) {
          throw new CsvSyntaxError(
            line,
            'text follows a closing quote (write "" for a quote inside a quoted field)',
          );
        }
      } else {
        let j = i;
        while (j < n) {
          const c = text.charCodeAt(j);
          if (c === 44 || c === 10 || c === 13) break;
          j++;
        }
        fields.push(text.slice(i, j));
        i = j;
      }
      if (i >= n) break;
      if (text.charCodeAt(i) === 44) {
        i++;
        continue;
      }
      // End of the record: CRLF, LF or CR.
      i += text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      line++;
      break;
    }
    records.push({ line: recordLine, fields });
  }
  return records;
}

const FIXED_COLUMNS = [
  'subject',
  'topic',
  'type',
  'difficulty',
  'stem',
  'correct',
  'tolerance',
  'explanation',
  'status',
] as const;
type FixedColumn = (typeof FIXED_COLUMNS)[number];
const CHOICE_COLUMN = /^choice_([a-z])$/;

const headerName = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const STATUS_WORDS: Record<string, QuestionFileItem['status']> = Object.fromEntries(
  QUESTION_STATUSES.map((s) => [s, s]),
);

/** Reads a question from one record; `errors` collects what is wrong. */
function readRecord(
  get: (column: FixedColumn) => string,
  choiceCells: string[],
  errors: string[],
): ParsedQuestion | null {
  const typeText = get('type').trim().toLowerCase();
  const stem = get('stem').trim();
  if (!typeText) errors.push('The type is missing (single, multiple, numeric, expression or text)');
  else if (!(QUESTION_TYPES as readonly string[]).includes(typeText)) {
    errors.push(`Unknown type "${typeText}" (use single, multiple, numeric, expression or text)`);
  }
  const difficultyText = get('difficulty').trim().toLowerCase() || 'medium';
  if (!(DIFFICULTIES as readonly string[]).includes(difficultyText)) {
    errors.push(`Unknown difficulty "${difficultyText}" (use easy, medium or hard)`);
  }
  const statusText = headerName(get('status')) || 'draft';
  const status = STATUS_WORDS[statusText];
  if (!status) {
    errors.push(
      `Unknown status "${get('status').trim()}" (use draft, pending_review, confirmed or archived)`,
    );
  }

  // Choices fill choice_a, choice_b… in order; trailing empty cells are not choices.
  let last = choiceCells.length - 1;
  while (last >= 0 && !choiceCells[last]?.trim()) last--;
  const choices: QuestionChoice[] = [];
  for (let i = 0; i <= last; i++) {
    const text = choiceCells[i]?.trim() ?? '';
    if (!text) {
      errors.push(
        `choice_${choiceId(i)} is empty but a later choice is filled: fill the choices in order`,
      );
    }
    choices.push({ id: choiceId(i), text });
  }

  const type = typeText as QuestionType;
  const correct = get('correct').trim();
  let answer: QuestionAnswer | null = null;
  if (errors.length === 0) {
    switch (type) {
      case 'single':
      case 'multiple': {
        const letters = correct
          .split(/[\s;,]+/)
          .filter(Boolean)
          .map((l) => l.toUpperCase());
        const bad = letters.find((l) => !/^[A-Z]$/.test(l));
        if (!letters.length) {
          errors.push(
            type === 'single'
              ? 'No correct answer: put the letter of the right choice in "correct", e.g. B'
              : 'No correct answer: put the letters of the right choices in "correct", e.g. A;C',
          );
        } else if (bad) {
          errors.push(`"${bad}" in "correct" is not a choice letter (A to F)`);
        } else if (type === 'single' && letters.length > 1) {
          errors.push(
            `A single-choice question has one correct letter, not ${letters.join(';')} (use type multiple)`,
          );
        } else {
          const ids = letters.map((l) => choiceId(l.charCodeAt(0) - 65));
          answer =
            type === 'single'
              ? { type, correct: ids[0] as string }
              : { type, correct: [...new Set(ids)] };
          if (new Set(ids).size !== ids.length) errors.push('A correct letter is listed twice');
        }
        break;
      }
      case 'numeric': {
        const value = parseNumber(correct);
        const toleranceText = get('tolerance').trim();
        const tolerance = toleranceText ? parseNumber(toleranceText) : 0;
        if (!correct) errors.push('No correct answer: put the number in "correct"');
        else if (value === null) errors.push(`The correct answer "${correct}" is not a number`);
        if (tolerance === null || tolerance < 0) {
          errors.push(`The tolerance "${toleranceText}" is not a number of 0 or more`);
        }
        if (value !== null && tolerance !== null && tolerance >= 0) {
          answer = { type, value, tolerance };
        }
        break;
      }
      case 'expression':
        if (!correct) errors.push('No correct answer: put the LaTeX expression in "correct"');
        else answer = { type, expression: correct };
        break;
      case 'text': {
        const accepted = correct
          .split('|')
          .map((a) => a.trim())
          .filter(Boolean);
        if (!accepted.length) {
          errors.push('No correct answer: put the accepted answers in "correct", separated by |');
        } else answer = { type, accepted };
        break;
      }
    }
  }
  if (!answer || errors.length) return null;
  return {
    subject: get('subject').trim() || null,
    topic: get('topic').trim() || null,
    passage: null,
    type,
    stem,
    explanation: get('explanation').trim(),
    choices,
    answer,
    difficulty: difficultyText as Difficulty,
    irt: null,
    calibratedAt: null,
    source: 'import',
    status: status ?? 'draft',
  };
}

/** Questions of a CSV file, one row per record after the header. */
export function parseCsvQuestions(text: string): ParsedRow[] {
  let records: CsvRecord[];
  try {
    records = parseCsvRecords(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw fileError(`Line ${err.line}: ${err.message}`);
    throw err;
  }
  const nonEmpty = records.filter((r) => r.fields.some((f) => f.trim()));
  const [header, ...body] = nonEmpty;
  if (!header) throw fileError('The file is empty');

  const index = new Map<string, number>();
  const choiceColumns: { letter: number; column: number }[] = [];
  header.fields.forEach((raw, column) => {
    const name = headerName(raw);
    const choice = CHOICE_COLUMN.exec(name);
    if (choice) choiceColumns.push({ letter: (choice[1] as string).charCodeAt(0) - 97, column });
    else if (!index.has(name)) index.set(name, column);
  });
  const missing = (['type', 'stem', 'correct'] as const).filter((c) => !index.has(c));
  if (missing.length) {
    throw fileError(
      `Line ${header.line}: the header has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''} (see the CSV columns in the import help)`,
    );
  }
  const choiceCount = choiceColumns.reduce((max, c) => Math.max(max, c.letter + 1), 0);

  return body.map((record, i) => {
    const cell = (column: number | undefined) =>
      column === undefined ? '' : (record.fields[column] ?? '');
    const get = (name: FixedColumn) => cell(index.get(name));
    const choiceCells = Array.from({ length: choiceCount }, () => '');
    for (const c of choiceColumns) choiceCells[c.letter] = cell(c.column);
    const errors: string[] = [];
    if (record.fields.length > header.fields.length) {
      errors.push(
        `Line ${record.line}: ${record.fields.length} fields but the header has ${header.fields.length} (quote text that holds commas)`,
      );
    }
    const question = errors.length ? null : readRecord(get, choiceCells, errors);
    const typeText = get('type').trim().toLowerCase();
    return {
      row: i + 1,
      line: record.line,
      question,
      preview: {
        type: (QUESTION_TYPES as readonly string[]).includes(typeText)
          ? (typeText as QuestionType)
          : null,
        stem: get('stem').trim(),
        subject: get('subject').trim() || null,
        topic: get('topic').trim() || null,
      },
      errors,
    };
  });
}

/** One CSV field, quoted when it holds a comma, quote, line break or outer spaces. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The header of an export whose questions have at most `choiceCount` choices (6 at least). */
export function csvHeader(choiceCount: number): string[] {
  const letters = Array.from({ length: Math.max(6, choiceCount) }, (_, i) => choiceId(i));
  return [
    'subject',
    'topic',
    'type',
    'difficulty',
    'stem',
    ...letters.map((l) => `choice_${l}`),
    'correct',
    'tolerance',
    'explanation',
    'status',
  ];
}

/** The CSV cells of one exported question (same order as csvHeader). */
export function csvCells(q: QuestionFileItem, choiceCount: number): string[] {
  const choiceCells = Array.from({ length: Math.max(6, choiceCount) }, (_, i) =>
    i < q.choices.length ? (q.choices[i]?.text ?? '') : '',
  );
  const letterOf = (id: string) => {
    const i = q.choices.findIndex((c) => c.id === id);
    return i === -1 ? '?' : choiceLetter(i);
  };
  let correct = '';
  let tolerance = '';
  const a = q.answer;
  if (a.type === 'single') correct = letterOf(a.correct);
  else if (a.type === 'multiple') correct = a.correct.map(letterOf).join(';');
  else if (a.type === 'numeric') {
    correct = String(a.value);
    tolerance = String(a.tolerance);
  } else if (a.type === 'expression') correct = a.expression;
  else correct = a.accepted.join('|');
  return [
    q.subject,
    q.topic,
    q.type,
    q.difficulty,
    q.stem,
    ...choiceCells,
    correct,
    tolerance,
    q.explanation,
    q.status,
  ];
}

export const csvLine = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;
