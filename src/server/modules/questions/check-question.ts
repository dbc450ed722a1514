import type {
  QuestionAnswer,
  QuestionChoice,
  QuestionType,
} from '../../../common/contracts/content';
import { normalizeText } from './normalize';

export type QuestionDraft = {
  type: QuestionType;
  stem: string;
  explanation: string;
  choices: QuestionChoice[];
  answer: QuestionAnswer;
};

/** `$…$` and `$$…$$` spans of Markdown text. */
export function latexSpans(text: string): string[] {
  const spans: string[] = [];
  // `\$` is a literal dollar (as in the web's RichText).
  const re = /(?<!\\)\$\$([\s\S]+?)(?<!\\)\$\$|(?<!\\)\$([^$\n]+?)(?<!\\)\$/g;
  for (let m = re.exec(text); m; m = re.exec(text)) spans.push((m[1] ?? m[2] ?? '').trim());
  return spans;
}

// Loaded on first use: a running server that never checks a question never pays for them.
let katexModule: Promise<typeof import('katex')> | null = null;
let engine: Promise<import('@cortex-js/compute-engine').ComputeEngine> | null = null;

async function latexError(tex: string): Promise<string | null> {
  katexModule ??= import('katex');
  const katex = (await katexModule).default;
  try {
    katex.renderToString(tex, { throwOnError: true, strict: 'ignore' });
    return null;
  } catch (err) {
    return (err as Error).message.replace(/^KaTeX parse error: /, '');
  }
}

export async function computeEngine() {
  engine ??= import('@cortex-js/compute-engine').then((m) => new m.ComputeEngine());
  return engine;
}

/** A problem with one field of a question; `field` is the input's path (`choices.2.text`). */
export type QuestionProblem = { field: string; message: string };

/**
 * Problems that make a question unusable, in words an administrator understands: an answer key
 * that does not fit the type, duplicate choices, LaTeX that does not parse. Empty when fine.
 */
export async function checkQuestion(q: QuestionDraft): Promise<string[]> {
  return (await questionProblems(q)).map((p) => p.message);
}

/** The same checks as `checkQuestion`, each problem under the field it concerns. */
export async function questionProblems(q: QuestionDraft): Promise<QuestionProblem[]> {
  const problems: QuestionProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (!q.stem.trim()) add('stem', 'The question has no text');
  if (q.answer.type !== q.type) add('answer', `The answer is for a ${q.answer.type} question`);

  const ids = q.choices.map((c) => c.id);
  const texts = q.choices.map((c) => normalizeText(c.text));
  if (new Set(ids).size !== ids.length) add('choices', 'Two choices have the same id');
  texts.forEach((t, i) => {
    if (!t) add(`choices.${i}.text`, 'A choice is empty');
    else if (texts.indexOf(t) < i) add(`choices.${i}.text`, 'Two choices are the same');
  });

  const answer = q.answer;
  if (answer.type === 'single' || answer.type === 'multiple') {
    if (q.choices.length < 2) add('choices', 'A choice question needs at least 2 choices');
    const correct = answer.type === 'single' ? [answer.correct].filter(Boolean) : answer.correct;
    if (correct.some((id) => !ids.includes(id)))
      add('answer', 'The correct answer is not one of the choices');
    if (answer.type === 'single' && correct.length !== 1)
      add('answer', 'Exactly one choice must be correct');
    if (answer.type === 'multiple' && correct.length < 1)
      add('answer', 'At least one choice must be correct');
    if (new Set(correct).size !== correct.length) add('answer', 'A correct choice is listed twice');
  } else if (q.choices.length > 0) {
    add('choices', 'Only choice questions have choices');
  }
  if (
    answer.type === 'numeric' &&
    !(Number.isFinite(answer.value) && Number.isFinite(answer.tolerance))
  ) {
    add('answer.value', 'The numeric answer is not a number');
  }
  if (answer.type === 'text' && !answer.accepted.some((a) => normalizeText(a))) {
    add('answer.accepted', 'A text question needs at least one accepted answer');
  }
  if (answer.type === 'expression') {
    const parsed = (await computeEngine()).parse(answer.expression);
    if (!answer.expression.trim() || !parsed.isValid) {
      add('answer.expression', `The answer expression does not parse: ${answer.expression}`);
    }
  }

  const texFields: [string, string][] = [
    ['stem', q.stem],
    ['explanation', q.explanation],
    ...q.choices.map((c, i): [string, string] => [`choices.${i}.text`, c.text]),
  ];
  for (const [field, text] of texFields) {
    for (const tex of latexSpans(text)) {
      const error = await latexError(tex);
      if (error) add(field, `LaTeX does not parse ($${tex}$): ${error}`);
    }
  }
  return problems;
}
