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
  const re = /\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g;
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

/**
 * Problems that make a question unusable, in words an administrator understands: an answer key
 * that does not fit the type, duplicate choices, LaTeX that does not parse. Empty when fine.
 */
export async function checkQuestion(q: QuestionDraft): Promise<string[]> {
  const problems: string[] = [];
  if (!q.stem.trim()) problems.push('The question has no text');
  if (q.answer.type !== q.type) problems.push(`The answer is for a ${q.answer.type} question`);

  const ids = q.choices.map((c) => c.id);
  const texts = q.choices.map((c) => normalizeText(c.text));
  if (new Set(ids).size !== ids.length) problems.push('Two choices have the same id');
  if (new Set(texts).size !== texts.length) problems.push('Two choices are the same');
  if (texts.some((t) => !t)) problems.push('A choice is empty');

  const answer = q.answer;
  if (answer.type === 'single' || answer.type === 'multiple') {
    if (q.choices.length < 2) problems.push('A choice question needs at least 2 choices');
    const correct = answer.type === 'single' ? [answer.correct] : answer.correct;
    if (correct.some((id) => !ids.includes(id)))
      problems.push('The correct answer is not one of the choices');
    if (answer.type === 'single' && correct.length !== 1)
      problems.push('Exactly one choice must be correct');
    if (answer.type === 'multiple' && correct.length < 1)
      problems.push('At least one choice must be correct');
    if (new Set(correct).size !== correct.length) problems.push('A correct choice is listed twice');
  } else if (q.choices.length > 0) {
    problems.push('Only choice questions have choices');
  }
  if (
    answer.type === 'numeric' &&
    !(Number.isFinite(answer.value) && Number.isFinite(answer.tolerance))
  ) {
    problems.push('The numeric answer is not a number');
  }
  if (answer.type === 'text' && !answer.accepted.some((a) => normalizeText(a))) {
    problems.push('A text question needs at least one accepted answer');
  }
  if (answer.type === 'expression') {
    const parsed = (await computeEngine()).parse(answer.expression);
    if (!answer.expression.trim() || !parsed.isValid) {
      problems.push(`The answer expression does not parse: ${answer.expression}`);
    }
  }

  const texParts = [q.stem, q.explanation, ...q.choices.map((c) => c.text)].flatMap(latexSpans);
  for (const tex of texParts) {
    const error = await latexError(tex);
    if (error) problems.push(`LaTeX does not parse ($${tex}$): ${error}`);
  }
  return problems;
}
