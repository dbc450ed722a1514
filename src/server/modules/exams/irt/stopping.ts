// When an adaptive test ends: never before `minItems`; then as soon as the standard error is at
// or below the target; always at `maxItems` (the template's length) or when no eligible item is
// left in the bank.

export interface StoppingRule {
  readonly minItems: number;
  readonly maxItems: number;
  /** Stop once SE ≤ this; null = fixed length (maxItems). */
  readonly targetSe: number | null;
}

export type StopReason = 'target-se' | 'max-items' | 'bank-exhausted';

export const DEFAULT_STOPPING_RULE: StoppingRule = { minItems: 5, maxItems: 25, targetSe: 0.3 };

export interface TestProgress {
  readonly itemsGiven: number;
  readonly se: number;
  /** Eligible items still in the bank. */
  readonly itemsLeft: number;
}

export function assertValidStoppingRule(rule: StoppingRule): void {
  const { minItems, maxItems, targetSe } = rule;
  if (!Number.isInteger(minItems) || !Number.isInteger(maxItems) || minItems < 0 || maxItems < 1) {
    throw new RangeError('minItems and maxItems must be whole numbers, maxItems at least 1');
  }
  if (minItems > maxItems) throw new RangeError('minItems cannot exceed maxItems');
  if (targetSe !== null && !(targetSe > 0)) throw new RangeError('targetSe must be positive');
}

/** The reason to stop now, or null to give another item. */
export function stopReason(progress: TestProgress, rule: StoppingRule): StopReason | null {
  if (progress.itemsGiven >= rule.maxItems) return 'max-items';
  if (progress.itemsLeft <= 0) return 'bank-exhausted';
  if (progress.itemsGiven < rule.minItems) return null;
  if (rule.targetSe !== null && progress.se <= rule.targetSe) return 'target-se';
  return null;
}
