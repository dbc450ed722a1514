import type { TemplateScoring } from '../../../common/contracts/content';
import type { ExamBand } from '../../db/schema';
import { estimateEap, type ItemParameters, probabilityCorrect } from './irt';

/** 1.96: the two-sided 95 % normal quantile of the band θ ± 1.96 SE. */
const Z95 = 1.96;

const clampPercent = (p: number) => Math.max(0, Math.min(100, p));

/** The band label a percent earns: the first cut point (highest first) it reaches. */
export function labelFor(scoring: TemplateScoring, percent: number): string {
  if (scoring.scale === 'percent' || scoring.cutPoints.length === 0) {
    return `${Math.round(clampPercent(percent))}%`;
  }
  const sorted = [...scoring.cutPoints].sort((a, b) => b.minPercent - a.minPercent);
  for (const band of sorted) if (percent + 1e-9 >= band.minPercent) return band.label;
  return sorted[sorted.length - 1]?.label ?? '';
}

/** Scaled score for a percent: null on the plain percent scale. */
export function scaledFor(scoring: TemplateScoring, percent: number): string | null {
  return scoring.scale === 'percent' ? null : labelFor(scoring, percent);
}

/** Expected percent correct at θ over a set of items (the test characteristic curve). */
export function expectedPercent(items: readonly ItemParameters[], theta: number): number {
  if (items.length === 0) return 0;
  let sum = 0;
  for (const item of items) sum += probabilityCorrect(item, theta);
  return (sum / items.length) * 100;
}

type Answered = ItemParameters & { correct: boolean };

/**
 * Adaptive exams: θ and SE by EAP over the answered items, and the band θ ± 1.96 SE mapped to the
 * scale through the expected percent on `reference` (the bank of the exam's topics): an adaptive
 * exam's percent depends on which items it chose, so θ is the score and `label` (the label at θ)
 * is the scaled score. Null when nothing was answered.
 */
export function abilityBand(
  answered: readonly Answered[],
  reference: readonly ItemParameters[],
  scoring: TemplateScoring,
): ExamBand | null {
  if (answered.length === 0) return null;
  const { theta, se } = estimateEap(answered.map((item) => ({ item, correct: item.correct })));
  const at = (t: number) => labelFor(scoring, expectedPercent(reference, t));
  return {
    theta,
    se,
    low: at(theta - Z95 * se),
    high: at(theta + Z95 * se),
    label: at(theta),
  };
}

/**
 * The percent interval for θ ± 1.96 SE on a fixed form, anchored on the observed percent: the
 * form's test characteristic curve shifted to pass through (θ, observed), i.e. the observed
 * percent moved by TCC(θ ± 1.96 SE) − TCC(θ), clamped to [0, 100].
 *
 * Why not TCC(θ ± 1.96 SE) itself: on a short form EAP pulls θ towards the prior mean and the
 * 3PL guessing floor keeps the expected percent high, so the unshifted interval can leave out the
 * score the student actually got (0/5 used to read "55 % (35–82 %)"). The curve's slope still
 * carries the measurement error — how far the percent moves across θ ± 1.96 SE — so a longer
 * form (smaller SE) gives a narrower interval, while the observed score fixes where it sits and
 * is always inside it.
 */
export function observedPercentBand(
  form: readonly ItemParameters[],
  theta: number,
  se: number,
  observed: number,
): { low: number; high: number } {
  const mid = expectedPercent(form, theta);
  const down = expectedPercent(form, theta - Z95 * se) - mid;
  const up = expectedPercent(form, theta + Z95 * se) - mid;
  // min/max keep the observed percent inside even for an item with a negative slope.
  return {
    low: clampPercent(observed + Math.min(0, down, up)),
    high: clampPercent(observed + Math.max(0, down, up)),
  };
}

/**
 * Fixed forms (practice, simulation): the scaled score is the observed percent through the cut
 * points, so the band is built around it: θ and SE by EAP over the answered items, both ends
 * from {@link observedPercentBand} over the form's items, each through the cut points. `label`
 * is the label of the observed percent (the scaled score, or the rounded percent on the percent
 * scale). Null when nothing was answered.
 */
export function formBand(
  answered: readonly Answered[],
  form: readonly ItemParameters[],
  percent: number,
  scoring: TemplateScoring,
): ExamBand | null {
  if (answered.length === 0) return null;
  const { theta, se } = estimateEap(answered.map((item) => ({ item, correct: item.correct })));
  const { low, high } = observedPercentBand(form, theta, se, percent);
  return {
    theta,
    se,
    low: labelFor(scoring, low),
    high: labelFor(scoring, high),
    label: labelFor(scoring, percent),
  };
}
