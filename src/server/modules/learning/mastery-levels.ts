import type { MasteryLevel, MasteryThreshold } from '../../../common/contracts/learning';

/**
 * The rules that earn each mastery level (ADR 0017), lowest first. θ is the EAP estimate over all
 * the student's responses on the topic (N(0, 1) prior), so a topic with little evidence sits near
 * 0 whatever the answers: the higher levels also ask for a small SE and a minimum number of
 * responses, so that two lucky answers never read "Mastered".
 */
export const MASTERY_THRESHOLDS: readonly MasteryThreshold[] = [
  { level: 'attempted', minTheta: null, maxSe: null, minResponses: 1 },
  { level: 'familiar', minTheta: -0.5, maxSe: null, minResponses: 2 },
  { level: 'proficient', minTheta: 0.5, maxSe: 0.75, minResponses: 5 },
  { level: 'mastered', minTheta: 1.5, maxSe: 0.65, minResponses: 10 },
];

// θ and SE are stored as doubles: a value printed as the threshold must earn it.
const EPS = 1e-9;

/** The highest level whose every condition holds; `not_started` without a response. */
export function masteryLevel(
  theta: number | null,
  se: number | null,
  responses: number,
): MasteryLevel {
  if (responses <= 0 || theta === null || se === null) return 'not_started';
  for (let i = MASTERY_THRESHOLDS.length - 1; i >= 0; i--) {
    const t = MASTERY_THRESHOLDS[i] as MasteryThreshold;
    if (responses < t.minResponses) continue;
    if (t.minTheta !== null && theta + EPS < t.minTheta) continue;
    if (t.maxSe !== null && se - EPS > t.maxSe) continue;
    return t.level;
  }
  return 'not_started';
}
