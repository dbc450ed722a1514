import { createHash } from 'node:crypto';
import type { QuestionAnswer } from '../../../common/contracts/content';
import type {
  ItemInstance,
  ItemModelProblem,
  ItemModelVariable,
} from '../../../common/contracts/item-models';
import { normalizeText } from '../questions/normalize';
import type {
  CompiledItemModel,
  NumericValues,
  PlaceholderFormat,
  TemplatePart,
} from './compile-item-model';
import { formatValue } from './format-value';

/** Draws tried for one instance before the constraints are declared unmet. */
export const MAX_DRAWS = 1000;
const CHOICE_IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawValue(v: ItemModelVariable, random: () => number): number | string {
  if (v.kind === 'choice') {
    const values = v.values ?? [];
    return values[Math.floor(random() * values.length)] ?? '';
  }
  const places = v.kind === 'decimal' ? (v.step ?? 1) : 0;
  const scale = 10 ** places;
  const lo = Math.ceil((v.min ?? 0) * scale - 1e-9);
  const hi = Math.floor((v.max ?? 0) * scale + 1e-9);
  const k = lo + Math.floor(random() * (hi - lo + 1));
  return Number((k / scale).toFixed(places));
}

function variableText(v: ItemModelVariable | undefined, value: number | string): string {
  if (typeof value === 'string') return value;
  if (v?.kind === 'decimal') return value.toFixed(v.step ?? 1);
  return String(value);
}

/** "a = 2, b = 4": the draw behind a problem. */
export function describeValues(values: Record<string, number | string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k} = ${v}`)
    .join(', ');
}

const answerFormat = (model: CompiledItemModel): PlaceholderFormat => {
  const { format, places } = model.definition.answer;
  return format === 'integer' ? 'int' : format === 'fraction' ? 'frac' : places;
};

/** A formatted value as a choice: fractions in math mode, the unit after it. */
function choiceText(text: string, format: PlaceholderFormat, unit: string): string {
  const value = format === 'frac' && text.includes('\\frac') ? `$${text}$` : text;
  return unit ? `${value} ${unit}` : value;
}

/** The seed of a question's choice order: the same question always lists them the same way. */
function orderSeed(stem: string): number {
  return createHash('sha256').update(stem).digest().readUInt32LE(0);
}

export type Instantiation = { instance: ItemInstance | null; problems: ItemModelProblem[] };

/**
 * One question from a model and a seed (domain.md: Generation): draws the variables until every
 * constraint holds, computes the answer and each misconception's value, renders the stem and
 * explanation, and shuffles the choices. Deterministic: the same seed gives the same question
 * (the choice order follows from the rendered stem, so equal questions hash equally and the bank
 * catches them as duplicates). Problems name the draw that shows them.
 */
export function instantiate(model: CompiledItemModel, seed: number): Instantiation {
  const random = seededRandom(seed);
  const problems: ItemModelProblem[] = [];
  const failures = model.constraints.map(() => 0);
  let values: Record<string, number | string> | null = null;
  for (let draw = 0; draw < MAX_DRAWS && !values; draw++) {
    const candidate = Object.fromEntries(
      model.variables.map((v) => [v.name, drawValue(v, random)]),
    );
    const failed = model.constraints.findIndex((c) => c.evaluate(numericOnly(candidate)) !== true);
    if (failed === -1) values = candidate;
    else failures[failed] = (failures[failed] ?? 0) + 1;
  }
  if (!values) {
    const worst = failures.indexOf(Math.max(...failures));
    const constraint = model.constraints[worst]?.latex ?? '';
    problems.push({
      field: worst >= 0 ? `constraints.${worst}` : 'constraints',
      message: `The constraints cannot be met: no values in ${MAX_DRAWS} draws satisfied them ($${constraint}$ failed most often)`,
    });
    return { instance: null, problems };
  }
  const numeric = numericOnly(values);
  const when = describeValues(values);
  const byName = new Map(model.variables.map((v) => [v.name, v]));
  const { unit } = model.definition.answer;
  const format = answerFormat(model);

  const render = (parts: TemplatePart[], field: string, label: string): string =>
    parts
      .map((part) => {
        if (part.kind === 'text') return part.text;
        if (part.kind === 'variable')
          return variableText(byName.get(part.name), values?.[part.name] ?? '');
        const raw = part.expression.evaluate(numeric);
        const written = formatValue(typeof raw === 'number' ? raw : Number.NaN, part.format);
        if (written.ok) return written.text;
        problems.push({
          field,
          message: `${label}: {{= ${part.source}}} ${written.reason} when ${when}`,
        });
        return '?';
      })
      .join('')
      .trim();
  const stem = render(model.stem, 'stem', 'The stem');
  const explanation = render(model.explanation, 'explanation', 'The explanation');

  const value = (raw: number | boolean) => (typeof raw === 'number' ? raw : Number.NaN);
  const answerValue = value(model.answer.evaluate(numeric));
  const answerWritten = formatValue(answerValue, format);
  if (!answerWritten.ok) {
    problems.push({
      field: 'answer.expression',
      message: `The answer ${answerWritten.reason} when ${when}`,
    });
    return { instance: null, problems };
  }
  const answerText = choiceText(answerWritten.text, format, unit);
  const options: { text: string; correct: boolean; misconception: string | null }[] = [
    { text: answerText, correct: true, misconception: null },
  ];
  model.distractors.forEach((d, i) => {
    const name = model.definition.distractors[i]?.misconception ?? `${i + 1}`;
    const field = `distractors.${i}.expression`;
    const written = formatValue(value(d.evaluate(numeric)), format);
    if (!written.ok) {
      problems.push({ field, message: `Distractor '${name}' ${written.reason} when ${when}` });
      return;
    }
    const text = choiceText(written.text, format, unit);
    const key = normalizeText(text);
    const same = options.find((o) => normalizeText(o.text) === key);
    if (same?.correct) {
      problems.push({
        field,
        message: `Distractor '${name}' equals the answer when ${when} (both ${text})`,
      });
    } else if (same) {
      problems.push({
        field,
        message: `Distractors '${same.misconception}' and '${name}' give the same choice (${text}) when ${when}`,
      });
    }
    options.push({ text, correct: false, misconception: name });
  });
  if (problems.length) return { instance: null, problems };

  let answer: QuestionAnswer;
  let choices: ItemInstance['choices'] = [];
  if (model.definition.questionType === 'single') {
    const order = seededRandom(orderSeed(stem));
    const shuffled = [...options];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(order() * (i + 1));
      [shuffled[i], shuffled[j]] = [
        shuffled[j] as (typeof options)[0],
        shuffled[i] as (typeof options)[0],
      ];
    }
    choices = shuffled.map((o, i) => ({ id: CHOICE_IDS[i] ?? `c${i}`, ...o }));
    answer = { type: 'single', correct: choices.find((c) => c.correct)?.id ?? 'a' };
  } else {
    const { format: kind, places, tolerance } = model.definition.answer;
    const stored =
      kind === 'integer'
        ? Math.round(answerValue)
        : kind === 'decimal'
          ? Number(answerValue.toFixed(places))
          : answerValue;
    const fallback = kind === 'integer' ? 0 : kind === 'decimal' ? 0.5 * 10 ** -places : 0.001;
    answer = { type: 'numeric', value: stored, tolerance: tolerance ?? fallback };
  }
  return {
    instance: { seed, values, stem, explanation, choices, answer, answerText },
    problems,
  };
}

function numericOnly(values: Record<string, number | string>): NumericValues {
  const out: NumericValues = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'number') out[k] = v;
  return out;
}
