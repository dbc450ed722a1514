import type { QuestionAnswer, QuestionType } from '../../../../../common/contracts/content';
import { choiceId, type ParsedQuestion, type ParsedRow, parseNumber } from '../parsed-row';

/**
 * Moodle GIFT: questions separated by blank lines, `// comments`, `::title::`, an answer block
 * in braces: `{=right ~wrong}` (one answer), `{~%50%a ~%50%b ~c}` (several answers),
 * `{#3.14:0.01}` / `{#1..5}` (numeric), `{=a =b}` (short answer), `{T}` / `{FALSE}`, and
 * `####general feedback` (becomes the explanation). `\~ \= \# \{ \} \: \\` escape the control
 * characters and `\n` is a line break. LaTeX between `$…$` is kept as written: braces, `=`, `~`
 * and `#` inside it are text, and `\n…` stays a LaTeX command (`$\neq$`).
 */

const ESCAPED: Record<string, string> = {
  ':': '\uE000',
  '#': '\uE001',
  '=': '\uE002',
  '{': '\uE003',
  '}': '\uE004',
  '~': '\uE005',
  '\\': '\uE006',
  n: '\uE007',
};
const RESTORED: Record<string, string> = {
  '\uE000': ':',
  '\uE001': '#',
  '\uE002': '=',
  '\uE003': '{',
  '\uE004': '}',
  '\uE005': '~',
  '\uE006': '\\',
};
/** LaTeX spans, as the rest of the app finds them (`\$` is a literal dollar). */
const MATH = /(?<!\\)\$\$[\s\S]+?(?<!\\)\$\$|(?<!\\)\$[^$\n]+?(?<!\\)\$/g;
const MASK = '\uE010';

/** Text with escapes replaced by placeholders (`t`) and the same text with LaTeX masked (`m`). */
type Piece = { t: string; m: string };

const protect = (text: string) =>
  text.replace(/\\([:#={}~\\n])/g, (_, c: string) => ESCAPED[c] ?? c);
const piece = (t: string): Piece => ({ t, m: t.replace(MATH, (s) => MASK.repeat(s.length)) });
const cut = (p: Piece, start: number, end?: number): Piece => ({
  t: p.t.slice(start, end),
  m: p.m.slice(start, end),
});
function trimPiece(p: Piece): Piece {
  const start = p.t.length - p.t.trimStart().length;
  const end = p.t.trimEnd().length;
  return start >= end ? { t: '', m: '' } : cut(p, start, end);
}

/** Placeholders back to characters; `\n` is a line break outside LaTeX and `\n` inside it. */
function restore(text: string): string {
  const back = (s: string, newline: string) =>
    s.replace(/[\uE000-\uE007]/g, (c) => (c === '\uE007' ? newline : (RESTORED[c] ?? c)));
  let out = '';
  let last = 0;
  for (const match of text.matchAll(MATH)) {
    out += back(text.slice(last, match.index), '\n') + back(match[0], '\\n');
    last = match.index + match[0].length;
  }
  return (out + back(text.slice(last), '\n')).trim();
}

/** Splits `p` before each character of `markers` (outside LaTeX); the marker leads its part. */
function splitBefore(p: Piece, markers: string): Piece[] {
  const parts: Piece[] = [];
  let start = 0;
  for (let i = 0; i < p.m.length; i++) {
    if (markers.includes(p.m[i] as string) && i > start) {
      parts.push(cut(p, start, i));
      start = i;
    } else if (markers.includes(p.m[i] as string)) start = i;
  }
  parts.push(cut(p, start));
  return parts.map(trimPiece).filter((x) => x.t);
}

/** `%50%` weight at the start of an answer, in percent; null when there is none. */
function takeWeight(p: Piece): { weight: number | null; rest: Piece } {
  const match = /^%(-?\d+(?:\.\d+)?)%/.exec(p.m);
  if (!match) return { weight: null, rest: p };
  return { weight: Number(match[1]), rest: trimPiece(cut(p, match[0].length)) };
}

/** An answer without its `#feedback`. */
function withoutFeedback(p: Piece): Piece {
  const hash = p.m.indexOf('#');
  return trimPiece(hash === -1 ? p : cut(p, 0, hash));
}

type Answer = { marker: string; weight: number | null; text: string; raw: Piece };

function readAnswers(p: Piece, markers: string): Answer[] {
  return splitBefore(p, markers).map((part) => {
    const marker = markers.includes(part.m[0] as string) ? (part.m[0] as string) : '';
    const { weight, rest } = takeWeight(trimPiece(cut(part, marker.length)));
    const bare = withoutFeedback(rest);
    return { marker, weight, text: restore(bare.t), raw: bare };
  });
}

const round = (n: number) => Number(n.toPrecision(15));

type Read = { type: QuestionType; choices: ParsedQuestion['choices']; answer: QuestionAnswer };

function readChoiceQuestion(body: Piece, errors: string[]): Read | null {
  const answers = readAnswers(body, '~=');
  const choices = answers.map((a, i) => ({ id: choiceId(i), text: a.text }));
  const marked = answers.flatMap((a, i) => (a.marker === '=' ? [i] : []));
  if (marked.length > 1) {
    errors.push(
      `${marked.length} answers are marked right with "="; mark one, or give each right answer a weight such as ~%50% for a multiple-answer question`,
    );
    return null;
  }
  if (marked.length === 1) {
    return {
      type: 'single',
      choices,
      answer: { type: 'single', correct: choiceId(marked[0] ?? 0) },
    };
  }
  const correct = answers.flatMap((a, i) => ((a.weight ?? 0) > 0 ? [choiceId(i)] : []));
  if (!correct.length) {
    errors.push('No answer is marked right (= for one answer, ~%50% weights for several)');
    return null;
  }
  return { type: 'multiple', choices, answer: { type: 'multiple', correct } };
}

function readNumeric(body: Piece, errors: string[]): Read | null {
  let rest = cut(body, 1);
  const wrong = rest.m.indexOf('~');
  if (wrong !== -1) rest = cut(rest, 0, wrong);
  const answers = readAnswers(rest, '=').filter((a) => a.text || a.marker);
  if (!answers.length) {
    errors.push('The numeric answer is missing, e.g. {#3.14:0.01}');
    return null;
  }
  const full = answers.filter((a) => (a.weight ?? 100) === 100);
  if (!full.length) {
    errors.push('No numeric answer has full credit');
    return null;
  }
  if (full.length > 1) {
    errors.push(`Only one right numeric answer can be imported; this question has ${full.length}`);
    return null;
  }
  const text = (full[0] as Answer).text;
  let value: number | null;
  let tolerance: number | null = 0;
  const range = text.indexOf('..');
  const colon = text.indexOf(':');
  if (range > 0) {
    const min = parseNumber(text.slice(0, range));
    const max = parseNumber(text.slice(range + 2));
    if (min === null || max === null || max < min) {
      errors.push(`The numeric range "${text}" is not two numbers, smallest first`);
      return null;
    }
    value = round((min + max) / 2);
    tolerance = round((max - min) / 2);
  } else if (colon > 0) {
    value = parseNumber(text.slice(0, colon));
    tolerance = parseNumber(text.slice(colon + 1));
  } else value = parseNumber(text);
  if (value === null) {
    errors.push(`The numeric answer "${text}" is not a number`);
    return null;
  }
  if (tolerance === null || tolerance < 0) {
    errors.push(`The margin of "${text}" is not a number of 0 or more`);
    return null;
  }
  return { type: 'numeric', choices: [], answer: { type: 'numeric', value, tolerance } };
}

function readShortAnswer(body: Piece, errors: string[]): Read | null {
  const accepted = readAnswers(body, '=')
    .filter((a) => (a.weight ?? 100) === 100 && a.text)
    .map((a) => a.text);
  if (!accepted.length) {
    errors.push('No accepted answer with full credit, e.g. {=Paris =paris}');
    return null;
  }
  return { type: 'text', choices: [], answer: { type: 'text', accepted } };
}

/** One question block (its lines without comments), or null for a `$CATEGORY:` line. */
function readBlock(
  text: string,
  line: number,
): { question: ParsedQuestion | null; stem: string; errors: string[] } | null {
  let p = trimPiece(piece(protect(text)));
  if (/^\$CATEGORY:/.test(p.t)) return null;
  const errors: string[] = [];
  if (p.m.startsWith('::')) {
    const end = p.m.indexOf('::', 2);
    if (end !== -1) p = trimPiece(cut(p, end + 2));
  }
  const format = /^\[(markdown|moodle|plain|html)\]/.exec(p.m);
  if (format) p = trimPiece(cut(p, format[0].length));

  const open = p.m.indexOf('{');
  const close = open === -1 ? p.m.indexOf('}') : p.m.indexOf('}', open);
  const fail = (message: string) => {
    errors.push(message);
    return { question: null, stem: restore(p.t), errors };
  };
  if (open === -1 && close === -1) {
    return fail('No answer in braces: a GIFT description is not a question');
  }
  if (open === -1) return fail(`Line ${line}: a } has no { before it (write \\} for a brace)`);
  if (close === -1) return fail(`Line ${line}: the { of the answers is never closed`);
  const nested = p.m.indexOf('{', open + 1);
  if (nested !== -1 && nested < close) {
    return fail(`Line ${line}: a { inside the answers (write \\{ for a brace)`);
  }
  const after = cut(p, close + 1);
  if (after.m.includes('{') || after.m.includes('}')) {
    return fail(`Line ${line}: more than one answer block in braces`);
  }
  const before = restore(cut(p, 0, open).t);
  const stem = after.t.trim() ? restore(`${cut(p, 0, open).t}_____${after.t}`) : before;

  let body = trimPiece(cut(p, open + 1, close));
  let explanation = '';
  const general = body.m.lastIndexOf('####');
  if (general !== -1) {
    explanation = restore(cut(body, general + 4).t);
    body = trimPiece(cut(body, 0, general));
  }

  let read: Read | null;
  const head = withoutFeedback(body).t;
  if (!body.t) {
    return fail('Essay questions ({}) cannot be imported: there is no answer to check');
  } else if (body.m.startsWith('#')) read = readNumeric(body, errors);
  else if (body.m.includes('~')) read = readChoiceQuestion(body, errors);
  else if (body.m.includes('=') && body.m.includes('->')) {
    return fail('Matching questions cannot be imported');
  } else if (/^(T|TRUE|F|FALSE)$/.test(head)) {
    read = {
      type: 'single',
      choices: [
        { id: 'a', text: 'True' },
        { id: 'b', text: 'False' },
      ],
      answer: { type: 'single', correct: head.startsWith('T') ? 'a' : 'b' },
    };
  } else read = readShortAnswer(body, errors);

  if (!read) return { question: null, stem, errors };
  return {
    question: {
      subject: null,
      topic: null,
      passage: null,
      ...read,
      stem,
      explanation,
      difficulty: 'medium',
      irt: null,
      calibratedAt: null,
      source: 'import',
      status: 'draft',
    },
    stem,
    errors,
  };
}

/** Questions of a GIFT file; each row's line is where its question starts. */
export function parseGiftQuestions(content: string): ParsedRow[] {
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const rows: ParsedRow[] = [];
  let block: string[] = [];
  let blockLine = 0;
  const flush = () => {
    if (block.length) {
      const read = readBlock(block.join('\n'), blockLine);
      if (read) {
        rows.push({
          row: rows.length + 1,
          line: blockLine,
          question: read.question,
          preview: {
            type: read.question?.type ?? null,
            stem: read.question?.stem ?? read.stem,
            subject: null,
            topic: null,
          },
          errors: read.errors,
        });
      }
    }
    block = [];
  };
  lines.forEach((text, i) => {
    const trimmed = text.trim();
    if (!trimmed) flush();
    else if (trimmed.startsWith('//')) return;
    else {
      if (!block.length) blockLine = i + 1;
      block.push(text);
    }
  });
  flush();
  return rows;
}
