import type { BoxedExpression } from '@cortex-js/compute-engine';
import type {
  ItemModelInputParsed,
  ItemModelProblem,
  ItemModelVariable,
} from '../../../common/contracts/item-models';
import { describeErrors } from '../math/parse-expression';
import { computeEngine } from '../questions/check-question';

/** What instantiating needs of a model (saved or still in the editor). */
export type ItemModelDefinition = Pick<
  ItemModelInputParsed,
  'questionType' | 'variables' | 'constraints' | 'stem' | 'explanation' | 'answer' | 'distractors'
>;

export type NumericValues = Record<string, number>;

export type CompiledExpression = {
  latex: string;
  /** A number, or for a relation true/false; NaN when it cannot be computed. */
  evaluate(values: NumericValues): number | boolean;
};

/** `auto`: whole or up to 4 decimals; `int`; `frac`; a number: that many fixed decimals. */
export type PlaceholderFormat = 'auto' | 'int' | 'frac' | number;

export type TemplatePart =
  | { kind: 'text'; text: string }
  | { kind: 'variable'; name: string }
  | { kind: 'value'; source: string; expression: CompiledExpression; format: PlaceholderFormat };

export type CompiledItemModel = {
  definition: ItemModelDefinition;
  variables: ItemModelVariable[];
  constraints: CompiledExpression[];
  answer: CompiledExpression;
  distractors: CompiledExpression[];
  stem: TemplatePart[];
  explanation: TemplatePart[];
};

const RELATIONS = new Set(['Equal', 'NotEqual', 'Less', 'LessEqual', 'Greater', 'GreaterEqual']);

/** Variables usable in calculations: numbers, and choices whose values are all numbers. */
function numericNames(variables: ItemModelVariable[]): Set<string> {
  return new Set(
    variables
      .filter((v) => v.kind !== 'choice' || (v.values ?? []).every((x) => typeof x === 'number'))
      .map((v) => v.name),
  );
}

/**
 * Parses one LaTeX expression with the compute engine (the one that marks students' answers)
 * and compiles it to a JavaScript function once, so that 200 draws cost microseconds, not the
 * engine's symbolic evaluation each time.
 */
async function compileExpression(
  latex: string,
  ctx: {
    field: string;
    label: string;
    relation: boolean;
    variables: ItemModelVariable[];
    problems: ItemModelProblem[];
  },
): Promise<CompiledExpression | null> {
  const ce = await computeEngine();
  const add = (message: string) => ctx.problems.push({ field: ctx.field, message });
  let expr: BoxedExpression;
  try {
    expr = ce.parse(latex);
  } catch {
    add(`${ctx.label} does not parse: ${latex}`);
    return null;
  }
  if (!expr.isValid) {
    const why = describeErrors(expr.json).join('; ') || 'invalid expression';
    add(`${ctx.label} does not parse (${why}): ${latex}`);
    return null;
  }
  const isRelation = RELATIONS.has(expr.operator);
  if (ctx.relation && !isRelation) {
    add(`${ctx.label} is not a condition (use =, \\ne, <, \\le, >, \\ge): ${latex}`);
    return null;
  }
  if (!ctx.relation && isRelation) {
    add(`${ctx.label} is a condition, not a value: ${latex}`);
    return null;
  }
  const numeric = numericNames(ctx.variables);
  const declared = new Set(ctx.variables.map((v) => v.name));
  for (const name of expr.unknowns) {
    if (!declared.has(name)) {
      add(`${ctx.label} uses '${name}', which is not a variable: ${latex}`);
      return null;
    }
    if (!numeric.has(name)) {
      add(`${ctx.label} uses '${name}', which holds text and cannot be calculated with`);
      return null;
    }
  }
  let compiled: (values: NumericValues) => unknown;
  try {
    compiled = expr.compile() as unknown as (values: NumericValues) => unknown;
  } catch {
    // The engine's own evaluation is not a fallback: `a!` for a = 10⁶ would hold the server's
    // event loop for minutes. What does not compile is refused.
    add(`${ctx.label} uses an operation item models cannot compute: ${latex}`);
    return null;
  }
  return {
    latex,
    evaluate(values) {
      try {
        const result = compiled(values);
        return typeof result === 'number' || typeof result === 'boolean' ? result : Number.NaN;
      } catch {
        return Number.NaN;
      }
    },
  };
}

const FORMAT_SUFFIX = /#\s*(int|frac|\d)\s*$/;
const VARIABLE_PLACEHOLDER = /\{\{\s*([A-Za-z])\s*\}\}/g;
const LEFTOVER_PLACEHOLDER = /\{\{\s*([^{}=]*?)\s*\}\}/;

/** Splits literal text around `{{a}}` placeholders. */
function variableParts(
  text: string,
  names: Set<string>,
  field: string,
  problems: ItemModelProblem[],
) {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const m of text.matchAll(VARIABLE_PLACEHOLDER)) {
    const name = m[1] ?? '';
    if (!names.has(name)) {
      problems.push({ field, message: `{{${name}}} names no variable` });
      continue;
    }
    parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'variable', name });
    last = m.index + m[0].length;
  }
  const rest = text.slice(last);
  parts.push({ kind: 'text', text: rest });
  const leftover = parts
    .filter((p): p is { kind: 'text'; text: string } => p.kind === 'text')
    .map((p) => LEFTOVER_PLACEHOLDER.exec(p.text))
    .find(Boolean);
  if (leftover && /^[A-Za-z_][\w ]*$/.test(leftover[1] ?? ''))
    problems.push({
      field,
      message: `${leftover[0]} is not a placeholder: use {{a}} for a variable or {{= expression}}`,
    });
  return parts;
}

/** Parses a stem or explanation template into text, variables and computed values. */
async function compileTemplate(
  text: string,
  field: string,
  label: string,
  variables: ItemModelVariable[],
  problems: ItemModelProblem[],
): Promise<TemplatePart[]> {
  const names = new Set(variables.map((v) => v.name));
  const parts: TemplatePart[] = [];
  let at = 0;
  for (let start = text.indexOf('{{=', at); start !== -1; start = text.indexOf('{{=', at)) {
    parts.push(...variableParts(text.slice(at, start), names, field, problems));
    // The expression may hold braces (\frac{a}{b}): its end is the first `}}` outside them.
    let depth = 0;
    let end = -1;
    for (let i = start + 3; i < text.length; i++) {
      const ch = text[i];
      if (ch === '{') depth += 1;
      else if (ch === '}') {
        if (depth === 0 && text[i + 1] === '}') {
          end = i;
          break;
        }
        depth -= 1;
      }
    }
    if (end === -1) {
      problems.push({ field, message: `${label}: a {{= …}} placeholder is not closed with }}` });
      return parts;
    }
    const inner = text.slice(start + 3, end);
    const suffix = FORMAT_SUFFIX.exec(inner);
    const source = (suffix ? inner.slice(0, suffix.index) : inner).trim();
    const format: PlaceholderFormat = !suffix
      ? 'auto'
      : suffix[1] === 'int' || suffix[1] === 'frac'
        ? suffix[1]
        : Number(suffix[1]);
    if (!source) {
      problems.push({ field, message: `${label}: a {{= …}} placeholder is empty` });
    } else {
      const expression = await compileExpression(source, {
        field,
        label: `${label}: {{= ${source}}}`,
        relation: false,
        variables,
        problems,
      });
      if (expression) parts.push({ kind: 'value', source, expression, format });
    }
    at = end + 2;
  }
  parts.push(...variableParts(text.slice(at), names, field, problems));
  return parts.filter((p) => p.kind !== 'text' || p.text !== '');
}

/**
 * Reads every expression and template of a model: the model, or every problem found (an
 * expression that does not parse, an unknown variable, a constraint that is not a condition).
 */
export async function compileItemModel(
  definition: ItemModelDefinition,
): Promise<{ ok: true; model: CompiledItemModel } | { ok: false; problems: ItemModelProblem[] }> {
  const problems: ItemModelProblem[] = [];
  const { variables } = definition;
  const constraints: CompiledExpression[] = [];
  for (const [i, latex] of definition.constraints.entries()) {
    const c = await compileExpression(latex, {
      field: `constraints.${i}`,
      label: `Constraint ${i + 1}`,
      relation: true,
      variables,
      problems,
    });
    if (c) constraints.push(c);
  }
  const answer = await compileExpression(definition.answer.expression, {
    field: 'answer.expression',
    label: 'The answer',
    relation: false,
    variables,
    problems,
  });
  const distractors: CompiledExpression[] = [];
  for (const [i, d] of definition.distractors.entries()) {
    const c = await compileExpression(d.expression, {
      field: `distractors.${i}.expression`,
      label: `Distractor '${d.misconception}'`,
      relation: false,
      variables,
      problems,
    });
    if (c) distractors.push(c);
  }
  const stem = await compileTemplate(definition.stem, 'stem', 'The stem', variables, problems);
  const explanation = await compileTemplate(
    definition.explanation,
    'explanation',
    'The explanation',
    variables,
    problems,
  );
  if (problems.length || !answer) return { ok: false, problems };
  return {
    ok: true,
    model: { definition, variables, constraints, answer, distractors, stem, explanation },
  };
}
