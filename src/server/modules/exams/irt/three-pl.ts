// The three-parameter logistic (3PL) item response model:
//   P(θ) = c + (1 − c) / (1 + e^(−D·a·(θ − b)))
// a = discrimination, b = difficulty, c = pseudo-guessing. D is the scaling constant: 1 (the
// logistic metric, our default) or 1.702 (close to the normal-ogive metric). With c = 0 it is the
// 2PL model, with a = 1 and c = 0 the 1PL (Rasch) model.

/** D = 1: the logistic metric (the default). */
export const LOGISTIC_D = 1;
/** D = 1.702: the logistic curve then stays within 0.01 of the normal ogive. */
export const NORMAL_OGIVE_D = 1.702;

export interface ItemParameters {
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/** The logistic part 1 / (1 + e^(−D·a·(θ − b))), i.e. the 2PL probability. */
export function logisticPart(item: ItemParameters, theta: number, D = LOGISTIC_D): number {
  return 1 / (1 + Math.exp(-D * item.a * (theta - item.b)));
}

/** Probability of a correct answer at ability θ. */
export function probabilityCorrect(item: ItemParameters, theta: number, D = LOGISTIC_D): number {
  return item.c + (1 - item.c) * logisticPart(item, theta, D);
}

/**
 * Fisher information of one item at θ:
 *   I(θ) = (D·a)² · (Q / P) · ((P − c) / (1 − c))²
 * written with the logistic part L = (P − c)/(1 − c) so that it stays finite far from b.
 */
export function itemInformation(item: ItemParameters, theta: number, D = LOGISTIC_D): number {
  const l = logisticPart(item, theta, D);
  const p = item.c + (1 - item.c) * l;
  if (p <= 0) return 0;
  const q = (1 - item.c) * (1 - l);
  const da = D * item.a;
  return (da * da * q * l * l) / p;
}

/** Test information: the sum of the items' information at θ. */
export function testInformation(
  items: readonly ItemParameters[],
  theta: number,
  D = LOGISTIC_D,
): number {
  let sum = 0;
  for (const item of items) sum += itemInformation(item, theta, D);
  return sum;
}

/**
 * The θ where an item's information peaks (Birnbaum):
 *   θmax = b + ln((1 + √(1 + 8c)) / 2) / (D·a)
 * — exactly b for 2PL items, a little above b when guessing is possible.
 */
export function informationPeak(item: ItemParameters, D = LOGISTIC_D): number {
  return item.b + Math.log((1 + Math.sqrt(1 + 8 * item.c)) / 2) / (D * item.a);
}
