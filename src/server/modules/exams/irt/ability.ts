// Ability (θ) estimation from a response pattern under the 3PL model.
//  - EAP: the posterior mean over a quadrature grid with a normal prior; its SE is the posterior
//    SD. Always finite, shrinks toward the prior mean when there are few responses.
//  - MAP: the posterior mode (Newton–Raphson on the log posterior, with a grid search and
//    golden-section fallback); SE = 1 / √(test information + 1/σ²).
//  - ML: the likelihood maximum (same maximiser, no prior); SE = 1 / √(test information).
//    An all-correct or all-wrong pattern has no finite maximum (the likelihood only grows toward
//    ±∞): ML then reports `divergence`, returns the end of the θ range and SE = ∞ rather than a
//    number that looks like an estimate. A mixed 3PL pattern whose maximum lies at an end of the
//    range is reported the same way ('boundary').
import { type ItemParameters, LOGISTIC_D, logisticPart, testInformation } from './three-pl';

export interface ScoredResponse {
  readonly item: ItemParameters;
  readonly correct: boolean;
}

export type AbilityMethod = 'EAP' | 'MAP' | 'ML';

/** Why ML found no interior maximum. */
export type MlDivergence = 'no-responses' | 'all-correct' | 'all-wrong' | 'boundary';

export interface AbilityEstimate {
  readonly method: AbilityMethod;
  readonly theta: number;
  /** Standard error (EAP: posterior SD). Infinity when ML has no finite estimate. */
  readonly se: number;
  /** ML only: set when the likelihood has no maximum inside the θ range. */
  readonly divergence?: MlDivergence;
}

export interface NormalPrior {
  readonly mean: number;
  readonly sd: number;
}

export interface QuadratureGrid {
  readonly min: number;
  readonly max: number;
  readonly points: number;
}

export const STANDARD_NORMAL_PRIOR: NormalPrior = { mean: 0, sd: 1 };
/** 33 equally spaced points over [−4, 4]: catR's default. */
export const CATR_QUADRATURE: QuadratureGrid = { min: -4, max: 4, points: 33 };
/** Where MAP and ML look for their maximum. */
export const DEFAULT_THETA_RANGE = { min: -4, max: 4 } as const;

export interface EstimationOptions {
  readonly D?: number;
  readonly prior?: NormalPrior;
  readonly grid?: QuadratureGrid;
  readonly range?: { readonly min: number; readonly max: number };
}

/** Log-likelihood of the pattern at θ. */
export function logLikelihood(
  responses: readonly ScoredResponse[],
  theta: number,
  D = LOGISTIC_D,
): number {
  let sum = 0;
  for (const { item, correct } of responses) {
    const l = logisticPart(item, theta, D);
    // Both branches are written from L so that neither rounds to log(0) far from b.
    sum += correct ? Math.log(item.c + (1 - item.c) * l) : Math.log(1 - item.c) + Math.log1p(-l);
  }
  return sum;
}

/**
 * First and second derivatives of the log-likelihood at θ. With P' = D·a·(P − c)(1 − P)/(1 − c):
 *   ℓ'  = Σ D·a·(P − c)(u − P) / (P·(1 − c))
 *   ℓ'' = Σ (D·a)²·(P − c)(1 − P)(c·u − P²) / ((1 − c)²·P²)
 */
export function logLikelihoodDerivatives(
  responses: readonly ScoredResponse[],
  theta: number,
  D = LOGISTIC_D,
): { first: number; second: number } {
  let first = 0;
  let second = 0;
  for (const { item, correct } of responses) {
    const l = logisticPart(item, theta, D);
    const p = item.c + (1 - item.c) * l;
    const u = correct ? 1 : 0;
    const da = D * item.a;
    // (P − c)/(1 − c) = L and 1 − P = (1 − c)(1 − L)
    first += (da * l * (u - p)) / p;
    second += (da * da * l * (1 - l) * (item.c * u - p * p)) / (p * p);
  }
  return { first, second };
}

const gridCache = new Map<string, Float64Array>();

/** The quadrature nodes of a grid (cached). */
export function quadratureNodes(grid: QuadratureGrid = CATR_QUADRATURE): Float64Array {
  const key = `${grid.min}:${grid.max}:${grid.points}`;
  let nodes = gridCache.get(key);
  if (!nodes) {
    if (grid.points < 2 || !(grid.max > grid.min)) {
      throw new RangeError('A quadrature grid needs at least 2 points and max > min');
    }
    nodes = new Float64Array(grid.points);
    const step = (grid.max - grid.min) / (grid.points - 1);
    for (let i = 0; i < grid.points; i++) nodes[i] = grid.min + i * step;
    gridCache.set(key, nodes);
  }
  return nodes;
}

/** Expected a posteriori: posterior mean and SD over the quadrature grid. */
export function estimateEap(
  responses: readonly ScoredResponse[],
  options: EstimationOptions = {},
): AbilityEstimate {
  const D = options.D ?? LOGISTIC_D;
  const prior = options.prior ?? STANDARD_NORMAL_PRIOR;
  const nodes = quadratureNodes(options.grid);
  // Log posterior (up to a constant) at each node, then normalised weights.
  const logPost = new Float64Array(nodes.length);
  let maxLog = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < nodes.length; i++) {
    const x = nodes[i] as number;
    const z = (x - prior.mean) / prior.sd;
    const value = -0.5 * z * z + logLikelihood(responses, x, D);
    logPost[i] = value;
    if (value > maxLog) maxLog = value;
  }
  let total = 0;
  let mean = 0;
  for (let i = 0; i < nodes.length; i++) {
    const w = Math.exp((logPost[i] as number) - maxLog);
    logPost[i] = w;
    total += w;
    mean += w * (nodes[i] as number);
  }
  mean /= total;
  let variance = 0;
  for (let i = 0; i < nodes.length; i++) {
    const d = (nodes[i] as number) - mean;
    variance += (logPost[i] as number) * d * d;
  }
  return { method: 'EAP', theta: mean, se: Math.sqrt(variance / total) };
}

interface Objective {
  value(theta: number): number;
  derivatives(theta: number): { first: number; second: number };
}

const GRID_STEP = 0.1;
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * Maximises a smooth objective on [min, max]: a coarse grid finds the best region (so that a
 * multi-modal 3PL likelihood does not trap Newton–Raphson in a poor local maximum), then
 * Newton–Raphson refines it; when NR fails (non-concave region, leaves the bracket, does not
 * converge) golden-section search on the bracket takes over.
 */
function maximise(
  objective: Objective,
  min: number,
  max: number,
): { theta: number; atBoundary: boolean } {
  const steps = Math.max(2, Math.ceil((max - min) / GRID_STEP));
  const step = (max - min) / steps;
  let best = min;
  let bestValue = objective.value(min);
  for (let i = 1; i <= steps; i++) {
    const x = min + i * step;
    const v = objective.value(x);
    if (v > bestValue) {
      best = x;
      bestValue = v;
    }
  }
  // A maximum at an end of the range, with the slope pointing outward: no interior maximum.
  if (best === min && objective.derivatives(min).first <= 0)
    return { theta: min, atBoundary: true };
  if (best === max && objective.derivatives(max).first >= 0)
    return { theta: max, atBoundary: true };

  const lo = Math.max(min, best - step);
  const hi = Math.min(max, best + step);
  const newton = newtonRaphson(objective, best, lo, hi);
  if (newton !== null && objective.value(newton) >= bestValue - 1e-12) {
    return { theta: newton, atBoundary: false };
  }
  return { theta: goldenSection(objective, lo, hi), atBoundary: false };
}

function newtonRaphson(objective: Objective, start: number, lo: number, hi: number): number | null {
  let theta = start;
  for (let iteration = 0; iteration < 50; iteration++) {
    const { first, second } = objective.derivatives(theta);
    if (!(second < 0)) return null;
    const delta = -first / second;
    theta += delta;
    if (!(theta >= lo && theta <= hi)) return null;
    if (Math.abs(delta) < 1e-10) return theta;
  }
  return null;
}

function goldenSection(objective: Objective, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  let x1 = b - GOLDEN * (b - a);
  let x2 = a + GOLDEN * (b - a);
  let f1 = objective.value(x1);
  let f2 = objective.value(x2);
  while (b - a > 1e-10) {
    if (f1 < f2) {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + GOLDEN * (b - a);
      f2 = objective.value(x2);
    } else {
      b = x2;
      x2 = x1;
      f2 = f1;
      x1 = b - GOLDEN * (b - a);
      f1 = objective.value(x1);
    }
  }
  return (a + b) / 2;
}

/** Maximum a posteriori (Bayes modal) with a normal prior. */
export function estimateMap(
  responses: readonly ScoredResponse[],
  options: EstimationOptions = {},
): AbilityEstimate {
  const D = options.D ?? LOGISTIC_D;
  const prior = options.prior ?? STANDARD_NORMAL_PRIOR;
  const range = options.range ?? DEFAULT_THETA_RANGE;
  const precision = 1 / (prior.sd * prior.sd);
  const { theta } = maximise(
    {
      value: (t) => logLikelihood(responses, t, D) - 0.5 * precision * (t - prior.mean) ** 2,
      derivatives: (t) => {
        const d = logLikelihoodDerivatives(responses, t, D);
        return {
          first: d.first - precision * (t - prior.mean),
          second: d.second - precision,
        };
      },
    },
    range.min,
    range.max,
  );
  const info = testInformation(
    responses.map((r) => r.item),
    theta,
    D,
  );
  return { method: 'MAP', theta, se: 1 / Math.sqrt(info + precision) };
}

/** Maximum likelihood; see the top of this file for patterns without a finite estimate. */
export function estimateMl(
  responses: readonly ScoredResponse[],
  options: EstimationOptions = {},
): AbilityEstimate {
  const D = options.D ?? LOGISTIC_D;
  const range = options.range ?? DEFAULT_THETA_RANGE;
  if (responses.length === 0) {
    return {
      method: 'ML',
      theta: (range.min + range.max) / 2,
      se: Number.POSITIVE_INFINITY,
      divergence: 'no-responses',
    };
  }
  const correct = responses.filter((r) => r.correct).length;
  if (correct === responses.length || correct === 0) {
    return {
      method: 'ML',
      theta: correct === 0 ? range.min : range.max,
      se: Number.POSITIVE_INFINITY,
      divergence: correct === 0 ? 'all-wrong' : 'all-correct',
    };
  }
  const { theta, atBoundary } = maximise(
    {
      value: (t) => logLikelihood(responses, t, D),
      derivatives: (t) => logLikelihoodDerivatives(responses, t, D),
    },
    range.min,
    range.max,
  );
  if (atBoundary) {
    return { method: 'ML', theta, se: Number.POSITIVE_INFINITY, divergence: 'boundary' };
  }
  const info = testInformation(
    responses.map((r) => r.item),
    theta,
    D,
  );
  return { method: 'ML', theta, se: 1 / Math.sqrt(info) };
}

export function estimateAbility(
  method: AbilityMethod,
  responses: readonly ScoredResponse[],
  options: EstimationOptions = {},
): AbilityEstimate {
  if (method === 'EAP') return estimateEap(responses, options);
  if (method === 'MAP') return estimateMap(responses, options);
  return estimateMl(responses, options);
}
