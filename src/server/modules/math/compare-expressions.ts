import type { BoxedExpression, ComputeEngine } from '@cortex-js/compute-engine';
import type { EquivalenceResult } from '../../../common/contracts/math';
import { parseLatex } from './parse-expression';

type Method = EquivalenceResult['method'];
type Verdict = { equivalent: boolean; method: Method };

/** What the engine decides about two LaTeX strings: a verdict, or why a side does not parse. */
export type EquivalenceOutcome =
  | { kind: 'result'; result: EquivalenceResult }
  | { kind: 'invalid'; message: string; fields: Record<string, string> };

/** Sample points wanted for an expression with variables, and the fewest that must agree. */
const SAMPLES = 10;
const MIN_AGREEING = 3;
/** Attempts before giving up on finding points where both sides are defined. */
const MAX_ATTEMPTS = 30;
/**
 * Evaluation is synchronous; an expression such as `100000!` or an integral takes seconds per
 * point. Sampling stops once this much time has gone and decides on the points it has (too few:
 * no numeric verdict). The worker's own timeout (expression-worker.ts) bounds the whole check.
 */
const TIME_BUDGET_MS = 1_000;
const RELATIVE_TOLERANCE = 1e-9;

/**
 * Fixed-seed generator (mulberry32): the same two answers always get the same verdict, so a
 * student's mark never depends on luck.
 */
function sampler(seed = 0x5eed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value in ±[0.2, 3.2): both signs, away from 0 and from the integers' special cases. */
function samplePoint(random: () => number): number {
  const magnitude = 0.2 + random() * 3;
  return random() < 0.5 ? -magnitude : magnitude;
}

type Complex = { re: number; im: number };

function numericValue(expr: BoxedExpression): Complex | null {
  try {
    const value = expr.N();
    const re = value.re;
    const im = value.im ?? 0;
    return Number.isFinite(re) && Number.isFinite(im) ? { re, im } : null;
  } catch {
    return null;
  }
}

function close(x: Complex, y: Complex): boolean {
  const scale = Math.max(1, Math.hypot(x.re, x.im), Math.hypot(y.re, y.im));
  return Math.hypot(x.re - y.re, x.im - y.im) <= RELATIVE_TOLERANCE * scale;
}

/**
 * Compares values: once for constants, at several points (the same values for both sides) for
 * expressions with variables. Null when the values cannot be compared (not numbers, or too few
 * points where both sides are defined).
 */
function numericVerdict(ce: ComputeEngine, a: BoxedExpression, b: BoxedExpression) {
  const variables = [...new Set([...a.unknowns, ...b.unknowns])];
  if (variables.length === 0) {
    const x = numericValue(a);
    const y = numericValue(b);
    return x && y ? close(x, y) : null;
  }
  const random = sampler();
  const started = performance.now();
  let agreeing = 0;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && agreeing < SAMPLES; attempt++) {
    if (performance.now() - started > TIME_BUDGET_MS) break;
    const values = Object.fromEntries(variables.map((v) => [v, ce.number(samplePoint(random))]));
    const x = numericValue(a.subs(values));
    const y = numericValue(b.subs(values));
    // A point where one side is undefined (a removable singularity, a domain edge) says nothing.
    if (!x || !y) continue;
    if (!close(x, y)) return false;
    agreeing += 1;
  }
  return agreeing >= MIN_AGREEING ? true : null;
}

function isEqualSafe(a: BoxedExpression, b: BoxedExpression): boolean | undefined {
  try {
    return a.isEqual(b);
  } catch {
    return undefined;
  }
}

function compare(ce: ComputeEngine, a: BoxedExpression, b: BoxedExpression): Verdict {
  // Equations: the same relation whichever side each term is on (y = 2x + 1 ≡ y - 2x = 1).
  if (a.operator === 'Equal' && b.operator === 'Equal' && a.op1 && a.op2 && b.op1 && b.op2) {
    const da = a.op1.sub(a.op2);
    const db = b.op1.sub(b.op2);
    const direct = compare(ce, da, db);
    return direct.equivalent ? direct : compare(ce, da, db.neg());
  }
  if (a.operator === 'Equal' || b.operator === 'Equal') {
    return { equivalent: false, method: 'structural' };
  }
  if (a.isSame(b) || a.simplify().isSame(b.simplify())) {
    return { equivalent: true, method: 'structural' };
  }
  const symbolic = isEqualSafe(a, b);
  if (symbolic === true) return { equivalent: true, method: 'symbolic' };
  const numeric = numericVerdict(ce, a, b);
  if (numeric !== null) return { equivalent: numeric, method: 'numeric' };
  return { equivalent: false, method: symbolic === false ? 'symbolic' : 'structural' };
}

/**
 * The same simplified form or the engine's own equality decide first; otherwise the values are
 * compared (at fixed pseudo-random points, both signs, when there are variables). Synchronous
 * and unbounded in time: only the expression worker calls it.
 */
export async function compareExpressions(a: string, b: string): Promise<EquivalenceOutcome> {
  const left = await parseLatex(a);
  const right = await parseLatex(b);
  const fields: Record<string, string> = {};
  if (left.problems.length > 0) fields.a = left.problems.join('; ');
  if (right.problems.length > 0) fields.b = right.problems.join('; ');
  const [first] = Object.entries(fields);
  if (first) {
    const which = first[0] === 'a' ? 'first' : 'second';
    return {
      kind: 'invalid',
      message: `The ${which} expression does not parse: ${first[1]}`,
      fields,
    };
  }
  const verdict = compare(left.ce, left.expr, right.expr);
  return {
    kind: 'result',
    result: { ...verdict, aCanonical: left.expr.latex, bCanonical: right.expr.latex },
  };
}
