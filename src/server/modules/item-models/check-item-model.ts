import type { ItemModelProblem } from '../../../common/contracts/item-models';
import { AppError } from '../../lib/errors';
import { questionProblems } from '../questions/check-question';
import {
  type CompiledItemModel,
  compileItemModel,
  type ItemModelDefinition,
} from './compile-item-model';
import { instantiate } from './instantiate';

/** Draws checked at save time: each must make a usable question. */
export const CHECK_INSTANCES = 200;
/** Instances whose LaTeX is rendered by KaTeX (slow): the text around the values is the same. */
const LATEX_CHECKS = 5;

/** Problems of a question's fields, under the model field that produced them. */
function modelField(questionField: string): string {
  if (questionField === 'stem' || questionField === 'explanation') return questionField;
  return questionField.startsWith('choices') ? 'answer.unit' : 'answer.expression';
}

/**
 * The save-time check of an item model: every expression parses and uses only its variables,
 * and each of 200 draws (seeds 1–200) meets the constraints within the draw limit, has finite
 * values that fit the answer's format, exactly one correct choice and choices that stay
 * distinct once written, and LaTeX that renders. One problem per field (the first draw that
 * shows it), in words naming the draw: "Distractor 'Forgot the chain rule' equals the answer
 * when a = 2, b = 4 (both 16)".
 */
export async function checkItemModel(
  definition: ItemModelDefinition,
  instances = CHECK_INSTANCES,
): Promise<{ model: CompiledItemModel | null; problems: ItemModelProblem[] }> {
  const compiled = await compileItemModel(definition);
  if (!compiled.ok) return { model: null, problems: firstPerField(compiled.problems) };
  const { model } = compiled;
  const problems: ItemModelProblem[] = [];
  for (let seed = 1; seed <= instances; seed++) {
    const { instance, problems: found } = instantiate(model, seed);
    problems.push(...found);
    // Unmet constraints fail every draw alike: one is enough to say so.
    if (found.some((p) => p.field.startsWith('constraints'))) break;
    if (!instance || seed > LATEX_CHECKS) continue;
    const checked = await questionProblems({
      type: definition.questionType,
      stem: instance.stem,
      explanation: instance.explanation,
      choices: instance.choices.map(({ id, text }) => ({ id, text })),
      answer: instance.answer,
    });
    problems.push(...checked.map((p) => ({ field: modelField(p.field), message: p.message })));
  }
  const unique = firstPerField(problems);
  return { model: unique.length ? null : model, problems: unique };
}

function firstPerField(problems: ItemModelProblem[]): ItemModelProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.field) && seen.add(p.field));
}

/** 400 with every problem under its field, the first one as the message. */
export function invalidModel(problems: ItemModelProblem[]): AppError {
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.field] ??= p.message;
  return new AppError('VALIDATION', problems[0]?.message ?? 'Invalid item model', fields);
}

/** The compiled model when it passes the check; otherwise a 400 listing the problems. */
export async function requireValidModel(
  definition: ItemModelDefinition,
): Promise<CompiledItemModel> {
  const { model, problems } = await checkItemModel(definition);
  if (!model) throw invalidModel(problems);
  return model;
}
