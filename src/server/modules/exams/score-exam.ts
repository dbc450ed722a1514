import type { TemplateScoring } from '../../../common/contracts/content';
import type { ExamBand } from '../../db/schema';
import { estimateEap, type ItemParameters, probabilityCorrect } from './irt';

/** The band label a percent earns: the first cut point (highest first) it reaches. */
export function labelFor(scoring: TemplateScoring, percent: number): string {
  if (scoring.scale === 'percent' || scoring.cutPoints.length === 0) {
    return `${Math.round(Math.max(0, Math.min(100, percent)))}%`;
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

/**
 * θ and SE by EAP over the answered items, and the band: θ ± 1.96 SE mapped to the scale
 * through the expected percent on `reference` items (the exam's own items for fixed forms, the
 * bank of its topics for adaptive exams). Null when nothing was answered.
 */
export function abilityBand(
  answered: readonly (ItemParameters & { correct: boolean })[],
  reference: readonly ItemParameters[],
  scoring: TemplateScoring,
): ExamBand | null {
  if (answered.length === 0) return null;
  const estimate = estimateEap(answered.map((item) => ({ item, correct: item.correct })));
  const theta = estimate.theta;
  const se = estimate.se;
  const at = (t: number) => labelFor(scoring, expectedPercent(reference, t));
  return {
    theta,
    se,
    low: at(theta - 1.96 * se),
    high: at(theta + 1.96 * se),
    label: at(theta),
  };
}
