// Next-item selection: maximum Fisher information at the current θ, with
//  - content balancing: the topic furthest below its blueprint share is served first, and the
//    item comes from that topic;
//  - randomesque exposure control: the item is drawn at random among the k most informative
//    eligible items of that topic (k = 1 is pure maximum information);
//  - exposure ceiling (optional): items already given in at least `maxRate` of the exams so far
//    are passed over while the topic has other eligible items (restricted maximum information,
//    Revuelta & Ponsoda 1998); randomesque alone cannot bound exposure, because every test starts
//    at the same θ and draws its first items from the same few;
//  - no repeats: administered items, and any the caller excludes, are never eligible.
import type { Random } from './random';
import { randomInt } from './random';
import { type ItemParameters, itemInformation, LOGISTIC_D } from './three-pl';

export interface BankItem extends ItemParameters {
  readonly id: string;
  readonly topic?: string | null;
}

/** Topic → blueprint weight (any positive scale; normalised to shares). */
export type Blueprint = Readonly<Record<string, number>>;

export interface AdministeredItem {
  readonly id: string;
  readonly topic?: string | null;
}

/** k = 5: catR's and domain.md's randomesque default. */
export const DEFAULT_RANDOMESQUE_K = 5;

export interface SelectionRequest {
  readonly bank: readonly BankItem[];
  readonly theta: number;
  readonly administered: readonly AdministeredItem[];
  readonly random: Random;
  /** Randomesque: draw among the k most informative items (default 5; 1 = pure max info). */
  readonly k?: number;
  /** Content balancing toward these topic weights; none = choose from the whole bank. */
  readonly blueprint?: Blueprint;
  /** Further item ids that may not be chosen (seen in earlier exams, over-exposed…). */
  readonly exclude?: ReadonlySet<string>;
  /** Exposure ceiling: items whose rate ≥ maxRate are used only when nothing else is left. */
  readonly exposure?: ExposureCeiling;
  readonly D?: number;
}

export interface ExposureCeiling {
  /** Item id → share of the exams so far that gave the item (missing = 0). */
  readonly rates: ReadonlyMap<string, number>;
  readonly maxRate: number;
}

export interface Candidate {
  readonly item: BankItem;
  readonly information: number;
}

export interface Selection extends Candidate {
  /** The topic content balancing asked for (null without a blueprint or once it is exhausted). */
  readonly topic: string | null;
  /** The top-k the item was drawn from, most informative first. */
  readonly candidates: readonly Candidate[];
}

/**
 * The blueprint topic furthest below its target share: gap = share − given/total (at the start
 * every gap is the share itself, so the heaviest topic comes first). Ties go to the larger share,
 * then to blueprint order. Only topics in `available` (with an eligible item left) compete; null
 * when none does.
 */
export function chooseTopic(
  blueprint: Blueprint,
  givenPerTopic: ReadonlyMap<string, number>,
  totalGiven: number,
  available: ReadonlySet<string>,
): string | null {
  let weightSum = 0;
  for (const weight of Object.values(blueprint)) if (weight > 0) weightSum += weight;
  if (weightSum <= 0) return null;
  let chosen: string | null = null;
  let chosenGap = Number.NEGATIVE_INFINITY;
  let chosenShare = 0;
  for (const [topic, weight] of Object.entries(blueprint)) {
    if (!(weight > 0) || !available.has(topic)) continue;
    const share = weight / weightSum;
    const gap = share - (givenPerTopic.get(topic) ?? 0) / Math.max(totalGiven, 1);
    if (gap > chosenGap + 1e-12 || (Math.abs(gap - chosenGap) <= 1e-12 && share > chosenShare)) {
      chosen = topic;
      chosenGap = gap;
      chosenShare = share;
    }
  }
  return chosen;
}

/** Picks the next item, or null when no eligible item is left. */
export function selectNextItem(request: SelectionRequest): Selection | null {
  const { bank, theta, administered, random, blueprint, exclude } = request;
  const D = request.D ?? LOGISTIC_D;
  const k = Math.max(1, Math.floor(request.k ?? DEFAULT_RANDOMESQUE_K));

  const given = new Set<string>();
  const givenPerTopic = new Map<string, number>();
  for (const item of administered) {
    given.add(item.id);
    if (item.topic != null) givenPerTopic.set(item.topic, (givenPerTopic.get(item.topic) ?? 0) + 1);
  }
  const isEligible = (item: BankItem) => !given.has(item.id) && !exclude?.has(item.id);

  let topic: string | null = null;
  if (blueprint) {
    const available = new Set<string>();
    for (const item of bank) if (item.topic != null && isEligible(item)) available.add(item.topic);
    topic = chooseTopic(blueprint, givenPerTopic, administered.length, available);
  }

  const inPool = (item: BankItem) => isEligible(item) && (topic === null || item.topic === topic);
  const exposure = request.exposure;
  let top = mostInformative(
    bank,
    theta,
    D,
    k,
    (item) => inPool(item) && !(exposure && (exposure.rates.get(item.id) ?? 0) >= exposure.maxRate),
  );
  // Every item left in the pool is over-exposed: the ceiling gives way rather than end the test.
  if (top.length === 0 && exposure) top = mostInformative(bank, theta, D, k, inPool);
  if (top.length === 0) return null;
  const pick = top[randomInt(random, top.length)] as Candidate;
  return { ...pick, topic, candidates: top };
}

/** The k most informative items that pass `keep`, best first. */
function mostInformative(
  bank: readonly BankItem[],
  theta: number,
  D: number,
  k: number,
  keep: (item: BankItem) => boolean,
): Candidate[] {
  const top: Candidate[] = [];
  for (const item of bank) {
    if (!keep(item)) continue;
    const information = itemInformation(item, theta, D);
    if (top.length === k && information <= (top[k - 1] as Candidate).information) continue;
    let at = top.length;
    while (at > 0 && (top[at - 1] as Candidate).information < information) at--;
    top.splice(at, 0, { item, information });
    if (top.length > k) top.pop();
  }
  return top;
}
