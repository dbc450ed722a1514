// Item calibration under the 3PL model, as pure functions (no I/O): marginal maximum likelihood
// by EM (Bock & Aitkin 1981) over the same quadrature grid and N(0, 1) prior the exam scoring
// uses. Each attempt's θ is not taken as a point: its posterior over the grid (from all of the
// attempt's responses under the current parameters) spreads the attempt across the nodes, so an
// item's own response does not pull "its" θ towards it, and a short attempt counts as uncertain.
// c stays fixed (seeded from the number of choices); b is always re-estimated; a only when the
// joint fit is stable (ADR 0024).
import {
  CATR_QUADRATURE,
  type ItemParameters,
  LOGISTIC_D,
  type QuadratureGrid,
  quadratureNodes,
} from '../exams/irt';

export const A_BOUNDS = { min: 0.2, max: 3 } as const;
export const B_BOUNDS = { min: -4, max: 4 } as const;
/** a is estimated only when its standard error is at most this. */
export const MAX_A_STANDARD_ERROR = 0.2;
/** … and the takers' abilities (posterior means) spread at least this much (SD). */
export const MIN_THETA_SPREAD = 0.5;

/**
 * Expected takers (`n`) and expected correct answers (`r`) at each quadrature node for one
 * item: the E-step's sufficient statistics.
 */
export interface NodeCounts {
  readonly nodes: ArrayLike<number>;
  readonly n: ArrayLike<number>;
  readonly r: ArrayLike<number>;
}

export interface ItemFit {
  readonly a: number;
  readonly b: number;
  /** null when a was held fixed. */
  readonly seA: number | null;
  readonly seB: number;
  readonly converged: boolean;
  readonly iterations: number;
}

const MAX_ITERATIONS = 100;
/** EM cycles before a failed joint fit is taken as final (early cycles start from rough θs). */
const WARM_UP_CYCLES = 10;
const STEP_TOLERANCE = 1e-6;
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

/** P, and its derivatives by a and b, at θ (written from the logistic part L to stay finite). */
function curve(a: number, b: number, c: number, theta: number, D: number) {
  const l = 1 / (1 + Math.exp(-D * a * (theta - b)));
  const p = clamp(c + (1 - c) * l, 1e-12, 1 - 1e-12);
  const slope = (1 - c) * l * (1 - l) * D;
  return { p, dA: slope * (theta - b), dB: -slope * a };
}

/** Expected-data log-likelihood Σ r·log P + (n − r)·log(1 − P). */
export function countsLogLikelihood(
  counts: NodeCounts,
  item: ItemParameters,
  D = LOGISTIC_D,
): number {
  let sum = 0;
  for (let q = 0; q < counts.nodes.length; q++) {
    const n = counts.n[q] as number;
    if (n <= 0) continue;
    const r = counts.r[q] as number;
    const { p } = curve(item.a, item.b, item.c, counts.nodes[q] as number, D);
    sum += r * Math.log(p) + (n - r) * Math.log(1 - p);
  }
  return sum;
}

/** Gradient and Fisher information (expected, so always positive definite) over the nodes. */
function scoreAndInformation(counts: NodeCounts, a: number, b: number, c: number, D: number) {
  let gA = 0;
  let gB = 0;
  let iAA = 0;
  let iAB = 0;
  let iBB = 0;
  for (let q = 0; q < counts.nodes.length; q++) {
    const n = counts.n[q] as number;
    if (n <= 0) continue;
    const r = counts.r[q] as number;
    const { p, dA, dB } = curve(a, b, c, counts.nodes[q] as number, D);
    const w = 1 / (p * (1 - p));
    const residual = (r - n * p) * w;
    gA += residual * dA;
    gB += residual * dB;
    iAA += n * w * dA * dA;
    iAB += n * w * dA * dB;
    iBB += n * w * dB * dB;
  }
  return { gA, gB, iAA, iAB, iBB };
}

/**
 * Maximum likelihood for b with a and c fixed: Newton–Raphson with the expected information
 * (Fisher scoring), steps capped at 1 logit, b kept in {@link B_BOUNDS}. SE = 1/√I(b).
 */
export function fitDifficulty(counts: NodeCounts, start: ItemParameters, D = LOGISTIC_D): ItemFit {
  let b = clamp(start.b, B_BOUNDS.min, B_BOUNDS.max);
  let converged = false;
  let iterations = 0;
  while (iterations < MAX_ITERATIONS) {
    iterations++;
    const { gB, iBB } = scoreAndInformation(counts, start.a, b, start.c, D);
    if (!(iBB > 0)) break;
    const step = clamp(gB / iBB, -1, 1);
    const next = clamp(b + step, B_BOUNDS.min, B_BOUNDS.max);
    const moved = Math.abs(next - b);
    b = next;
    if (moved < STEP_TOLERANCE) {
      converged = true;
      break;
    }
  }
  const { iBB } = scoreAndInformation(counts, start.a, b, start.c, D);
  return {
    a: start.a,
    b,
    seA: null,
    seB: iBB > 0 ? 1 / Math.sqrt(iBB) : Number.POSITIVE_INFINITY,
    converged,
    iterations,
  };
}

/**
 * Joint maximum likelihood for a and b with c fixed (Fisher scoring, steps capped at 0.5 for a
 * and 1 for b, kept inside the bounds). SEs from the inverse information matrix.
 */
export function fitDiscriminationAndDifficulty(
  counts: NodeCounts,
  start: ItemParameters,
  D = LOGISTIC_D,
): ItemFit {
  let a = clamp(start.a, A_BOUNDS.min, A_BOUNDS.max);
  let b = clamp(start.b, B_BOUNDS.min, B_BOUNDS.max);
  let converged = false;
  let iterations = 0;
  while (iterations < MAX_ITERATIONS) {
    iterations++;
    const { gA, gB, iAA, iAB, iBB } = scoreAndInformation(counts, a, b, start.c, D);
    const det = iAA * iBB - iAB * iAB;
    if (!(det > 0)) break;
    const stepA = clamp((iBB * gA - iAB * gB) / det, -0.5, 0.5);
    const stepB = clamp((iAA * gB - iAB * gA) / det, -1, 1);
    const nextA = clamp(a + stepA, A_BOUNDS.min, A_BOUNDS.max);
    const nextB = clamp(b + stepB, B_BOUNDS.min, B_BOUNDS.max);
    const moved = Math.max(Math.abs(nextA - a), Math.abs(nextB - b));
    a = nextA;
    b = nextB;
    if (moved < STEP_TOLERANCE) {
      converged = true;
      break;
    }
  }
  const { iAA, iAB, iBB } = scoreAndInformation(counts, a, b, start.c, D);
  const det = iAA * iBB - iAB * iAB;
  return {
    a,
    b,
    seA: det > 0 ? Math.sqrt(iBB / det) : Number.POSITIVE_INFINITY,
    seB: det > 0 ? Math.sqrt(iAA / det) : Number.POSITIVE_INFINITY,
    converged,
    iterations,
  };
}

const atBound = (x: number, bounds: { min: number; max: number }) =>
  Math.abs(x - bounds.min) < 1e-9 || Math.abs(x - bounds.max) < 1e-9;

/**
 * Whether a joint (a, b) fit can be trusted: it converged, inside the bounds, with a small
 * enough SE of a, on takers whose abilities spread enough to show the curve's slope.
 */
export function isStableJointFit(fit: ItemFit, thetaSpread: number): boolean {
  return (
    fit.converged &&
    fit.seA !== null &&
    fit.seA <= MAX_A_STANDARD_ERROR &&
    thetaSpread >= MIN_THETA_SPREAD &&
    !atBound(fit.a, A_BOUNDS) &&
    !atBound(fit.b, B_BOUNDS)
  );
}

/** One scored answer of an attempt: the item and its score in [0, 1] (partial credit allowed). */
export interface AttemptResponse {
  readonly item: string;
  readonly score: number;
}

export interface CalibrationInput {
  /** Current parameters of every item that appears in the attempts. */
  readonly items: ReadonlyMap<string, ItemParameters>;
  /** The items to re-estimate (the others stay as they are and only inform θ). */
  readonly targets: ReadonlySet<string>;
  readonly attempts: readonly (readonly AttemptResponse[])[];
}

export interface CalibrationOptions {
  readonly D?: number;
  readonly grid?: QuadratureGrid;
  readonly maxCycles?: number;
  /** EM stops when no parameter moved more than this in a cycle. */
  readonly tolerance?: number;
}

export interface ItemCalibration {
  readonly a: number;
  readonly b: number;
  readonly seA: number | null;
  readonly seB: number;
  /** a was re-estimated (a stable joint fit); otherwise it kept its value. */
  readonly aEstimated: boolean;
  /** The M-step and the EM cycles both converged. */
  readonly converged: boolean;
  readonly responses: number;
  /** SD of the takers' posterior mean θ. */
  readonly thetaSpread: number;
}

export interface CalibrationResult {
  readonly items: Map<string, ItemCalibration>;
  readonly cycles: number;
  readonly converged: boolean;
}

/**
 * EM calibration of `targets`. E-step: each attempt's posterior over the grid (N(0, 1) prior ×
 * the likelihood of all its responses under the current parameters) adds expected takers and
 * expected correct answers at each node for each of its target items. M-step: each target is
 * refitted from those counts — a and b jointly when that fit is stable, else b alone.
 */
export function calibrateItems(
  input: CalibrationInput,
  options: CalibrationOptions = {},
): CalibrationResult {
  const D = options.D ?? LOGISTIC_D;
  const nodes = quadratureNodes(options.grid ?? CATR_QUADRATURE);
  const maxCycles = options.maxCycles ?? 200;
  const tolerance = options.tolerance ?? 1e-4;
  const Q = nodes.length;
  const logPrior = Float64Array.from(nodes, (x) => -0.5 * x * x);

  const params = new Map(input.items);
  const original = input.items;
  const targets = [...input.targets].filter((id) => params.has(id));
  const fits = new Map<string, { fit: ItemFit; aEstimated: boolean }>();
  // Items whose joint fit failed after the warm-up keep a fixed from then on, so that EM does
  // not swing between the two models from one cycle to the next.
  const held = new Set<string>();
  let cycles = 0;
  let emConverged = false;
  let stats = new Map<
    string,
    { n: Float64Array; r: Float64Array; m: number; s: number; k: number }
  >();

  while (cycles < maxCycles) {
    cycles++;
    // log P and log(1 − P) of every item at every node, under this cycle's parameters.
    const logP = new Map<string, { yes: Float64Array; no: Float64Array }>();
    for (const [id, item] of params) {
      const yes = new Float64Array(Q);
      const no = new Float64Array(Q);
      for (let q = 0; q < Q; q++) {
        const { p } = curve(item.a, item.b, item.c, nodes[q] as number, D);
        yes[q] = Math.log(p);
        no[q] = Math.log(1 - p);
      }
      logP.set(id, { yes, no });
    }
    stats = new Map(
      targets.map((id) => [
        id,
        { n: new Float64Array(Q), r: new Float64Array(Q), m: 0, s: 0, k: 0 },
      ]),
    );
    const post = new Float64Array(Q);
    for (const attempt of input.attempts) {
      post.set(logPrior);
      let touches = false;
      for (const { item, score } of attempt) {
        const curveLog = logP.get(item);
        if (!curveLog) continue;
        if (stats.has(item)) touches = true;
        for (let q = 0; q < Q; q++) {
          post[q] =
            (post[q] as number) +
            score * (curveLog.yes[q] as number) +
            (1 - score) * (curveLog.no[q] as number);
        }
      }
      if (!touches) continue;
      let max = Number.NEGATIVE_INFINITY;
      for (let q = 0; q < Q; q++) max = Math.max(max, post[q] as number);
      let total = 0;
      for (let q = 0; q < Q; q++) {
        const w = Math.exp((post[q] as number) - max);
        post[q] = w;
        total += w;
      }
      let mean = 0;
      for (let q = 0; q < Q; q++) {
        post[q] = (post[q] as number) / total;
        mean += (post[q] as number) * (nodes[q] as number);
      }
      for (const { item, score } of attempt) {
        const s = stats.get(item);
        if (!s) continue;
        for (let q = 0; q < Q; q++) {
          const w = post[q] as number;
          s.n[q] = (s.n[q] as number) + w;
          s.r[q] = (s.r[q] as number) + score * w;
        }
        s.k += 1;
        s.m += mean;
        s.s += mean * mean;
      }
    }

    let moved = 0;
    for (const id of targets) {
      const s = stats.get(id);
      const current = params.get(id);
      if (!s || !current || s.k === 0) continue;
      const counts = { nodes, n: s.n, r: s.r };
      const spread = thetaSpreadOf(s);
      const joint = held.has(id) ? null : fitDiscriminationAndDifficulty(counts, current, D);
      const stable = joint !== null && isStableJointFit(joint, spread);
      if (!stable && cycles > WARM_UP_CYCLES) held.add(id);
      // Unstable: a goes back to its stored value rather than keeping a half-trusted estimate.
      const fixedA = { a: original.get(id)?.a ?? current.a, b: current.b, c: current.c };
      const fit = stable ? joint : fitDifficulty(counts, fixedA, D);
      fits.set(id, { fit, aEstimated: stable });
      moved = Math.max(moved, Math.abs(fit.a - current.a), Math.abs(fit.b - current.b));
      params.set(id, { a: fit.a, b: fit.b, c: current.c });
    }
    if (moved < tolerance) {
      emConverged = true;
      break;
    }
  }

  const items = new Map<string, ItemCalibration>();
  for (const id of targets) {
    const found = fits.get(id);
    const s = stats.get(id);
    if (!found || !s) continue;
    items.set(id, {
      a: found.fit.a,
      b: found.fit.b,
      seA: found.fit.seA,
      seB: found.fit.seB,
      aEstimated: found.aEstimated,
      converged: emConverged && found.fit.converged,
      responses: s.k,
      thetaSpread: thetaSpreadOf(s),
    });
  }
  return { items, cycles, converged: emConverged };
}

function thetaSpreadOf(s: { m: number; s: number; k: number }): number {
  if (s.k < 2) return 0;
  const mean = s.m / s.k;
  return Math.sqrt(Math.max(0, s.s / s.k - mean * mean));
}
