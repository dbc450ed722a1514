// An adaptive test as a pure state machine. The state is plain data (JSON-serialisable) that a
// caller can store and resume; the engine holds the item bank and the configuration.
//
//   const engine = createAdaptiveEngine(bank, { blueprint, stopping });
//   let state = engine.start();
//   ({ state, item } = engine.next(state, random));   // item to show (the same one until answered)
//   state = engine.record(state, item.id, correct);    // new θ and SE, and whether it is done
//
// States: 'select' (an item must be chosen) → 'await-response' (item shown) → 'select' … →
// 'done' (stopReason says why). During the test θ is estimated with the configured method; when
// ML has no finite estimate yet (all answers right or all wrong) EAP stands in for it.
import {
  type AbilityEstimate,
  type AbilityMethod,
  CATR_QUADRATURE,
  DEFAULT_THETA_RANGE,
  estimateAbility,
  estimateEap,
  type NormalPrior,
  type QuadratureGrid,
  type ScoredResponse,
  STANDARD_NORMAL_PRIOR,
} from './ability';
import type { Random } from './random';
import {
  type BankItem,
  type Blueprint,
  DEFAULT_RANDOMESQUE_K,
  type Selection,
  selectNextItem,
} from './select-item';
import {
  assertValidStoppingRule,
  DEFAULT_STOPPING_RULE,
  type StoppingRule,
  type StopReason,
  stopReason,
} from './stopping';
import { LOGISTIC_D } from './three-pl';

export interface AdaptiveConfig {
  readonly D: number;
  readonly estimator: AbilityMethod;
  readonly prior: NormalPrior;
  readonly grid: QuadratureGrid;
  readonly range: { readonly min: number; readonly max: number };
  /** θ used to choose the first item (default: the prior mean). */
  readonly startTheta: number;
  readonly randomesqueK: number;
  /** Exposure ceiling, applied when the engine is given exposure rates; null = none. */
  readonly maxExposureRate: number | null;
  readonly blueprint?: Blueprint;
  readonly stopping: StoppingRule;
}

export const DEFAULT_ADAPTIVE_CONFIG: AdaptiveConfig = {
  D: LOGISTIC_D,
  estimator: 'EAP',
  prior: STANDARD_NORMAL_PRIOR,
  grid: CATR_QUADRATURE,
  range: DEFAULT_THETA_RANGE,
  startTheta: STANDARD_NORMAL_PRIOR.mean,
  randomesqueK: DEFAULT_RANDOMESQUE_K,
  maxExposureRate: 0.25,
  stopping: DEFAULT_STOPPING_RULE,
};

/** One answered item, with the parameters it had when it was given. */
export interface AdaptiveResponse {
  readonly itemId: string;
  readonly topic: string | null;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly correct: boolean;
}

export type AdaptiveStatus = 'select' | 'await-response' | 'done';

export interface AdaptiveState {
  readonly status: AdaptiveStatus;
  readonly responses: readonly AdaptiveResponse[];
  readonly pendingItemId: string | null;
  readonly theta: number;
  readonly se: number;
  /** The method behind theta/se (EAP when ML had no finite estimate). */
  readonly estimator: AbilityMethod;
  readonly stopReason: StopReason | null;
}

export interface NextItem {
  readonly state: AdaptiveState;
  /** The item to show; null when the test is done. */
  readonly item: BankItem | null;
  /** How it was chosen (null when it was already pending or the test is done). */
  readonly selection: Selection | null;
}

/** A call that does not fit the session's state (answering an item that is not pending…). */
export class AdaptiveSessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdaptiveSessionError';
  }
}

export interface AdaptiveEngine {
  readonly config: AdaptiveConfig;
  start(): AdaptiveState;
  next(state: AdaptiveState, random: Random): NextItem;
  record(state: AdaptiveState, itemId: string, correct: boolean): AdaptiveState;
  estimate(responses: readonly AdaptiveResponse[]): AbilityEstimate;
  isDone(state: AdaptiveState): boolean;
}

export interface AdaptiveEngineOptions {
  /** Items this student may not get (e.g. seen in earlier exams). */
  readonly exclude?: ReadonlySet<string>;
  /** Item id → share of earlier exams that gave the item, for the exposure ceiling. */
  readonly exposureRates?: ReadonlyMap<string, number>;
}

export function createAdaptiveEngine(
  bank: readonly BankItem[],
  config: Partial<AdaptiveConfig> = {},
  options: AdaptiveEngineOptions = {},
): AdaptiveEngine {
  const cfg: AdaptiveConfig = { ...DEFAULT_ADAPTIVE_CONFIG, ...config };
  assertValidStoppingRule(cfg.stopping);
  const byId = new Map<string, BankItem>();
  for (const item of bank) {
    if (byId.has(item.id)) throw new RangeError(`Item ${item.id} appears twice in the bank`);
    byId.set(item.id, item);
  }
  const exclude = options.exclude;
  const exposure =
    options.exposureRates && cfg.maxExposureRate !== null
      ? { rates: options.exposureRates, maxRate: cfg.maxExposureRate }
      : undefined;
  const estimationOptions = { D: cfg.D, prior: cfg.prior, grid: cfg.grid, range: cfg.range };

  const administered = (state: AdaptiveState) =>
    state.responses.map((r) => ({ id: r.itemId, topic: r.topic }));

  const itemsLeft = (responses: readonly AdaptiveResponse[]) => {
    const given = new Set(responses.map((r) => r.itemId));
    let left = 0;
    for (const item of bank) if (!given.has(item.id) && !exclude?.has(item.id)) left++;
    return left;
  };

  const estimate = (responses: readonly AdaptiveResponse[]): AbilityEstimate => {
    const scored: ScoredResponse[] = responses.map((r) => ({ item: r, correct: r.correct }));
    const result = estimateAbility(cfg.estimator, scored, estimationOptions);
    return result.divergence ? estimateEap(scored, estimationOptions) : result;
  };

  return {
    config: cfg,
    estimate,

    start() {
      const initial = estimate([]);
      const state: AdaptiveState = {
        status: 'select',
        responses: [],
        pendingItemId: null,
        theta: cfg.startTheta,
        se: initial.se,
        estimator: initial.method,
        stopReason: null,
      };
      const reason = stopReason(
        { itemsGiven: 0, se: state.se, itemsLeft: itemsLeft([]) },
        {
          ...cfg.stopping,
          targetSe: null,
        },
      );
      return reason ? { ...state, status: 'done', stopReason: reason } : state;
    },

    next(state, random) {
      if (state.status === 'done') return { state, item: null, selection: null };
      if (state.status === 'await-response' && state.pendingItemId !== null) {
        const pending = byId.get(state.pendingItemId);
        if (!pending)
          throw new AdaptiveSessionError(`Pending item ${state.pendingItemId} is not in the bank`);
        return { state, item: pending, selection: null };
      }
      const selection = selectNextItem({
        bank,
        theta: state.theta,
        administered: administered(state),
        random,
        k: cfg.randomesqueK,
        blueprint: cfg.blueprint,
        exclude,
        exposure,
        D: cfg.D,
      });
      if (!selection) {
        return {
          state: { ...state, status: 'done', stopReason: 'bank-exhausted' },
          item: null,
          selection: null,
        };
      }
      return {
        state: { ...state, status: 'await-response', pendingItemId: selection.item.id },
        item: selection.item,
        selection,
      };
    },

    record(state, itemId, correct) {
      if (state.status !== 'await-response' || state.pendingItemId !== itemId) {
        throw new AdaptiveSessionError(
          state.status === 'done'
            ? 'The adaptive test is over: no more answers are taken'
            : `Item ${itemId} is not the item waiting for an answer`,
        );
      }
      const item = byId.get(itemId);
      if (!item) throw new AdaptiveSessionError(`Item ${itemId} is not in the bank`);
      const responses = [
        ...state.responses,
        { itemId, topic: item.topic ?? null, a: item.a, b: item.b, c: item.c, correct },
      ];
      const result = estimate(responses);
      const reason = stopReason(
        { itemsGiven: responses.length, se: result.se, itemsLeft: itemsLeft(responses) },
        cfg.stopping,
      );
      return {
        status: reason ? 'done' : 'select',
        responses,
        pendingItemId: null,
        theta: result.theta,
        se: result.se,
        estimator: result.method,
        stopReason: reason,
      };
    },

    isDone: (state) => state.status === 'done',
  };
}
