import type { BoxedExpression, ComputeEngine } from '@cortex-js/compute-engine';
import type { ParsedExpression } from '../../../common/contracts/math';
import { computeEngine } from '../questions/check-question';

/** The compute engine's parse error codes, in words an administrator or a student understands. */
const ERROR_TEXT: Record<string, string> = {
  'expected-closing-delimiter': 'A closing brace or bracket is missing',
  'unexpected-closing-delimiter': 'There is a closing brace or bracket too many',
  'unexpected-delimiter': 'A bracket is not matched',
  'unexpected-operator': 'An operator is missing a number or variable next to it',
  'unexpected-command': 'Unknown or misplaced command',
  'unknown-command': 'Unknown command',
  'unexpected-token': 'Unexpected character',
  'unexpected-superscript': 'A superscript (^) has nothing to apply to',
  'unexpected-subscript': 'A subscript (_) has nothing to apply to',
  'expected-argument': 'A command is missing its argument',
  'unexpected-argument': 'A command has an argument too many',
  'expected-expression': 'Something is missing',
  missing: 'Something is missing',
  'syntax-error': 'Syntax error',
};

function unquote(value: unknown): string {
  return typeof value === 'string' ? value.replace(/^'(.*)'$/s, '$1') : '';
}

/**
 * Walks MathJSON and describes every `["Error", code, ["LatexString", text]]` node, e.g.
 * "A closing brace or bracket is missing: {".
 */
export function describeErrors(json: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!Array.isArray(node)) return;
    if (node[0] === 'Error') {
      // The code is a string, or ["ErrorCode", code, ...details].
      const codeNode = node[1];
      const code = unquote(Array.isArray(codeNode) ? codeNode[1] : codeNode);
      const where =
        Array.isArray(node[2]) && node[2][0] === 'LatexString' ? unquote(node[2][1]) : '';
      const text = ERROR_TEXT[code] ?? (code ? code.replaceAll('-', ' ') : 'Invalid expression');
      const message = where ? `${text}: ${where}` : text;
      if (!found.includes(message)) found.push(message);
      return;
    }
    for (const child of node) visit(child);
  };
  visit(json);
  return found;
}

/** Problems of a parsed expression, empty when it is a usable expression. */
export function expressionProblems(latex: string, expr: BoxedExpression): string[] {
  const problems = describeErrors(expr.json);
  if (!expr.isValid && problems.length === 0) problems.push('Invalid expression');
  // MathLive writes \placeholder{} for a box left empty; the engine would quietly drop it.
  if (/\\placeholder\b/.test(latex)) problems.push('A box of the expression is empty');
  if (expr.symbol === 'Nothing' && problems.length === 0) problems.push('Enter an expression');
  return problems;
}

/** Parses LaTeX with the shared engine (canonical form). */
export async function parseLatex(
  latex: string,
): Promise<{ ce: ComputeEngine; expr: BoxedExpression; problems: string[] }> {
  const ce = await computeEngine();
  const expr = ce.parse(latex);
  return { ce, expr, problems: expressionProblems(latex, expr) };
}

/** What the compute engine reads in `latex`: MathJSON, canonical LaTeX and errors in words. */
export async function parseExpression(latex: string): Promise<ParsedExpression> {
  const { expr, problems } = await parseLatex(latex);
  return {
    valid: problems.length === 0,
    mathJson: expr.json as ParsedExpression['mathJson'],
    canonical: expr.latex,
    errors: problems,
  };
}
