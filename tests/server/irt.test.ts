// The adaptive engine's IRT module (pure: no database). Reference numbers from domain.md
// ("Adaptive engine and learning model"), checked to 1e-3.
import { describe, expect, it } from 'vitest';
import {
  AdaptiveSessionError,
  type AdaptiveState,
  type BankItem,
  chooseTopic,
  createAdaptiveEngine,
  estimateAbility,
  estimateEap,
  estimateMap,
  estimateMl,
  informationPeak,
  itemInformation,
  logLikelihood,
  logLikelihoodDerivatives,
  mulberry32,
  NORMAL_OGIVE_D,
  probabilityCorrect,
  type Random,
  randomNormal,
  type ScoredResponse,
  selectNextItem,
  stopReason,
  testInformation,
} from '../../src/server/modules/exams/irt';

const near = (actual: number, expected: number, tolerance = 1e-3) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);

// domain.md reference test: 2PL, D = 1, responses 1, 0, 1.
const REF_ITEMS = [
  { a: 1.0, b: -1, c: 0 },
  { a: 1.2, b: 0, c: 0 },
  { a: 0.8, b: 1, c: 0 },
];
const REF_RESPONSES: ScoredResponse[] = REF_ITEMS.map((item, i) => ({ item, correct: i !== 1 }));

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 through erf), for the D = 1.702 check. */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function makeBank(
  size: number,
  random: Random,
  topics: readonly string[] = ['t1'],
  aMedian = 1.2,
): BankItem[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `q${i}`,
    topic: topics[i % topics.length] as string,
    a: aMedian * Math.exp(randomNormal(random, 0, 0.25)),
    b: randomNormal(random),
    c: 0.15 + 0.1 * random(),
  }));
}

describe('3PL model: the domain.md reference numbers', () => {
  it('gives the item information of the three reference items at θ = 0', () => {
    const expected = [0.1966, 0.36, 0.1369];
    REF_ITEMS.forEach((item, i) => {
      near(itemInformation(item, 0), expected[i] as number);
    });
    near(testInformation(REF_ITEMS, 0), 0.1966 + 0.36 + 0.1369);
  });

  it('gives P = 0.7433 and information 0.3584 for a = 1.5, b = 0, c = 0.2 at θ = 0.5', () => {
    const item = { a: 1.5, b: 0, c: 0.2 };
    near(probabilityCorrect(item, 0.5), 0.7433);
    near(itemInformation(item, 0.5), 0.3584);
  });

  it('uses D: with D = 1.702 the 2PL curve stays within 0.01 of the normal ogive', () => {
    const item = { a: 1.3, b: 0.4, c: 0 };
    for (let theta = -3; theta <= 3; theta += 0.25) {
      const p = probabilityCorrect(item, theta, NORMAL_OGIVE_D);
      expect(Math.abs(p - normalCdf(item.a * (theta - item.b)))).toBeLessThan(0.01);
    }
    // …and D = 1 does not (the default is the logistic metric).
    expect(Math.abs(probabilityCorrect(item, 1.4) - normalCdf(1.3))).toBeGreaterThan(0.05);
  });

  it('has the guessing floor c and ceiling 1', () => {
    const item = { a: 1.5, b: 0, c: 0.2 };
    near(probabilityCorrect(item, -40), 0.2, 1e-9);
    near(probabilityCorrect(item, 40), 1, 1e-9);
    near(probabilityCorrect(item, 0), 0.6, 1e-12);
  });
});

describe('item information', () => {
  const items = [
    { a: 1, b: 0, c: 0 },
    { a: 2, b: -1, c: 0 },
    { a: 1.5, b: 0.5, c: 0.2 },
    { a: 0.7, b: 1.5, c: 0.25 },
  ];

  it('peaks at b for 2PL items (value (D·a)²/4) and above b when c > 0', () => {
    near(informationPeak(items[0] as BankItem), 0, 1e-12);
    near(itemInformation(items[1] as BankItem, -1), 1, 1e-12);
    near(itemInformation(items[1] as BankItem, -1, 1.702), (1.702 * 2) ** 2 / 4, 1e-9);
    expect(informationPeak(items[2] as BankItem)).toBeGreaterThan(0.5);
    for (const item of items) {
      let argmax = -4;
      for (let t = -4; t <= 4; t += 0.001) {
        if (itemInformation(item, t) > itemInformation(item, argmax)) argmax = t;
      }
      near(informationPeak(item), argmax, 2e-3);
    }
  });

  it('equals P′² / (P·Q) (checked by finite differences)', () => {
    for (const item of items) {
      for (const theta of [-2, -0.3, 0.8, 2.5]) {
        const h = 1e-5;
        const slope =
          (probabilityCorrect(item, theta + h) - probabilityCorrect(item, theta - h)) / (2 * h);
        const p = probabilityCorrect(item, theta);
        near(itemInformation(item, theta), (slope * slope) / (p * (1 - p)), 1e-6);
      }
    }
  });

  it('stays finite and non-negative far from b', () => {
    for (const theta of [-500, -40, 40, 500]) {
      const value = itemInformation({ a: 2, b: 0, c: 0 }, theta);
      expect(Number.isFinite(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('ability estimation', () => {
  it('reproduces the domain.md ML, EAP and MAP estimates and their SEs', () => {
    const ml = estimateMl(REF_RESPONSES);
    near(ml.theta, 0.3248);
    near(ml.se, 1.2296);
    expect(ml.divergence).toBeUndefined();
    const eap = estimateEap(REF_RESPONSES);
    near(eap.theta, 0.1447);
    near(eap.se, 0.7885);
    const map = estimateMap(REF_RESPONSES);
    near(map.theta, 0.1308);
    near(map.se, 0.7705);
    near(estimateAbility('EAP', REF_RESPONSES).theta, 0.1447);
    near(estimateAbility('MAP', REF_RESPONSES).theta, 0.1308);
    near(estimateAbility('ML', REF_RESPONSES).theta, 0.3248);
  });

  it('has log-likelihood derivatives that match finite differences (3PL)', () => {
    const responses: ScoredResponse[] = [
      { item: { a: 1.5, b: 0, c: 0.2 }, correct: true },
      { item: { a: 0.9, b: 1, c: 0.25 }, correct: false },
      { item: { a: 2, b: -0.5, c: 0.15 }, correct: true },
    ];
    for (const theta of [-1.5, 0, 0.7, 2]) {
      const h = 1e-4;
      const d = logLikelihoodDerivatives(responses, theta);
      const f = (t: number) => logLikelihood(responses, t);
      near(d.first, (f(theta + h) - f(theta - h)) / (2 * h), 1e-6);
      near(d.second, (f(theta + h) - 2 * f(theta) + f(theta - h)) / (h * h), 1e-4);
    }
  });

  it('puts ML at the likelihood maximum and MAP at the posterior mode of a 3PL pattern', () => {
    const random = mulberry32(7);
    const responses = makeBank(15, random).map((item, i) => ({ item, correct: i % 3 !== 0 }));
    const ml = estimateMl(responses);
    near(logLikelihoodDerivatives(responses, ml.theta).first, 0, 1e-6);
    for (const t of [ml.theta - 0.05, ml.theta + 0.05]) {
      expect(logLikelihood(responses, t)).toBeLessThan(logLikelihood(responses, ml.theta));
    }
    const map = estimateMap(responses, { prior: { mean: 0.5, sd: 0.8 } });
    near(logLikelihoodDerivatives(responses, map.theta).first - (map.theta - 0.5) / 0.64, 0, 1e-6);
  });

  it('EAP and MAP shrink toward the prior, less as responses accumulate', () => {
    const ml = estimateMl(REF_RESPONSES);
    const eap = estimateEap(REF_RESPONSES);
    expect(Math.abs(eap.theta)).toBeLessThan(Math.abs(ml.theta));
    // A prior centred at 1 pulls the same pattern up, at −1 down.
    expect(estimateEap(REF_RESPONSES, { prior: { mean: 1, sd: 1 } }).theta).toBeGreaterThan(
      eap.theta + 0.2,
    );
    expect(estimateMap(REF_RESPONSES, { prior: { mean: -1, sd: 1 } }).theta).toBeLessThan(
      estimateMap(REF_RESPONSES).theta - 0.2,
    );
    // A nearly flat prior gives (almost) ML.
    near(estimateMap(REF_RESPONSES, { prior: { mean: 0, sd: 100 } }).theta, ml.theta, 1e-3);

    // Long test of a θ = 1.5 student: the gap between EAP and ML shrinks.
    const random = mulberry32(11);
    const bank = makeBank(80, random);
    const pattern = bank.map((item) => ({
      item,
      correct: random() < probabilityCorrect(item, 1.5),
    }));
    const gap = (n: number) =>
      Math.abs(estimateMl(pattern.slice(0, n)).theta - estimateEap(pattern.slice(0, n)).theta);
    expect(gap(80)).toBeLessThan(gap(10) / 2);
    for (const n of [10, 20, 40, 80]) {
      // EAP lies between the prior mean (0) and ML.
      const eapTheta = estimateEap(pattern.slice(0, n)).theta;
      expect(eapTheta).toBeGreaterThan(0);
      expect(eapTheta).toBeLessThan(estimateMl(pattern.slice(0, n)).theta);
    }
    expect(estimateEap(pattern).se).toBeLessThan(estimateEap(pattern.slice(0, 10)).se);
  });

  it('EAP with no responses returns the prior', () => {
    const none = estimateEap([], { prior: { mean: 0.4, sd: 0.5 } });
    near(none.theta, 0.4, 1e-9);
    near(none.se, 0.5, 1e-3);
  });

  it('ML reports all-correct and all-wrong patterns as diverging, not as estimates', () => {
    const allRight = REF_ITEMS.map((item) => ({ item, correct: true }));
    const allWrong = REF_ITEMS.map((item) => ({ item, correct: false }));
    // The likelihood of an all-correct pattern only grows with θ: no finite maximum.
    expect(logLikelihood(allRight, 10)).toBeGreaterThan(logLikelihood(allRight, 4));

    const up = estimateMl(allRight);
    expect(up).toMatchObject({ divergence: 'all-correct', theta: 4, se: Infinity });
    expect(estimateMl(allRight, { range: { min: -6, max: 6 } }).theta).toBe(6);
    expect(estimateMl(allWrong)).toMatchObject({
      divergence: 'all-wrong',
      theta: -4,
      se: Infinity,
    });
    expect(estimateMl([])).toMatchObject({ divergence: 'no-responses', se: Infinity });

    // EAP and MAP stay finite on the same patterns.
    const eap = estimateEap(allRight);
    expect(eap.theta).toBeGreaterThan(0.5);
    expect(eap.theta).toBeLessThan(3);
    expect(estimateMap(allWrong).theta).toBeLessThan(-0.3);
    expect(estimateMap(allWrong).theta).toBeGreaterThan(-3);
  });

  it('ML reports a mixed 3PL pattern whose maximum is at the end of the range', () => {
    // Wrong on an easy item, right on a hard one: guessing explains both best as θ → −∞.
    const responses = [
      { item: { a: 2, b: -2, c: 0.25 }, correct: false },
      { item: { a: 2, b: 3, c: 0.25 }, correct: true },
    ];
    expect(estimateMl(responses)).toMatchObject({ divergence: 'boundary', theta: -4 });
  });
});

describe('item selection', () => {
  const bank = makeBank(60, mulberry32(3), ['alg', 'geo', 'stat']);

  const topByInformation = (items: readonly BankItem[], theta: number, k: number) =>
    [...items]
      .sort((x, y) => itemInformation(y, theta) - itemInformation(x, theta))
      .slice(0, k)
      .map((i) => i.id);

  it('with k = 1 and no blueprint picks the most informative item at θ', () => {
    for (const theta of [-1.5, 0, 0.8, 2]) {
      const pick = selectNextItem({ bank, theta, administered: [], random: mulberry32(1), k: 1 });
      expect(pick?.item.id).toBe(topByInformation(bank, theta, 1)[0]);
    }
  });

  it('randomesque: draws among exactly the k most informative items, each about equally', () => {
    const random = mulberry32(5);
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const pick = selectNextItem({ bank, theta: 0.3, administered: [], random, k: 5 });
      if (pick) counts.set(pick.item.id, (counts.get(pick.item.id) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(topByInformation(bank, 0.3, 5).sort());
    for (const n of counts.values()) expect(n).toBeGreaterThan(300);
    const pick = selectNextItem({ bank, theta: 0.3, administered: [], random, k: 5 });
    expect(pick?.candidates.map((c) => c.item.id)).toEqual(topByInformation(bank, 0.3, 5));
  });

  it('never repeats an item, honours exclusions and returns null when the bank is used up', () => {
    const random = mulberry32(9);
    const exclude = new Set(['q0', 'q1', 'q2']);
    const given: BankItem[] = [];
    for (let n = 0; n <= bank.length; n++) {
      const pick = selectNextItem({
        bank,
        theta: randomNormal(random),
        administered: given,
        random,
        k: 5,
        blueprint: { alg: 2, geo: 1, stat: 1 },
        exclude,
      });
      if (!pick) break;
      given.push(pick.item);
    }
    const ids = given.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(bank.length - exclude.size);
    expect(ids.some((id) => exclude.has(id))).toBe(false);
  });

  it('content balancing serves the topic furthest below its blueprint share', () => {
    const all = new Set(['alg', 'geo', 'stat']);
    const blueprint = { alg: 0.5, geo: 0.3, stat: 0.2 };
    expect(chooseTopic(blueprint, new Map(), 0, all)).toBe('alg');
    expect(chooseTopic(blueprint, new Map([['alg', 1]]), 1, all)).toBe('geo');
    // 10 given: alg 6 (−0.1), geo 2 (+0.1), stat 2 (0)
    expect(
      chooseTopic(
        blueprint,
        new Map([
          ['alg', 6],
          ['geo', 2],
          ['stat', 2],
        ]),
        10,
        all,
      ),
    ).toBe('geo');
    // A topic with no eligible item left is skipped.
    expect(chooseTopic(blueprint, new Map(), 0, new Set(['geo', 'stat']))).toBe('geo');
    expect(chooseTopic(blueprint, new Map(), 0, new Set())).toBeNull();
  });

  it('content balancing keeps a test on the blueprint even when one topic is far more informative', () => {
    const random = mulberry32(13);
    // 'easy' items are much more discriminating: pure max information would take only them.
    const skewed: BankItem[] = [
      ...makeBank(40, random, ['sharp'], 2.5),
      ...makeBank(40, random, ['flat'], 0.6).map((i) => ({ ...i, id: `f-${i.id}` })),
    ];
    const run = (blueprint?: Record<string, number>) => {
      const given: BankItem[] = [];
      for (let n = 0; n < 20; n++) {
        const pick = selectNextItem({
          bank: skewed,
          theta: 0,
          administered: given,
          random,
          k: 1,
          blueprint,
        });
        if (pick) given.push(pick.item);
      }
      return given.filter((i) => i.topic === 'flat').length;
    };
    expect(run()).toBe(0);
    expect(run({ sharp: 0.7, flat: 0.3 })).toBe(6);
    expect(run({ sharp: 0.5, flat: 0.5 })).toBe(10);
  });

  it('uses any eligible item once every blueprint topic is used up', () => {
    const small: BankItem[] = [
      { id: 'x1', topic: 'alg', a: 1, b: 0, c: 0.2 },
      { id: 'x2', topic: 'other', a: 1, b: 0, c: 0.2 },
    ];
    const pick = selectNextItem({
      bank: small,
      theta: 0,
      administered: [small[0] as BankItem],
      random: mulberry32(1),
      blueprint: { alg: 1 },
    });
    expect(pick?.item.id).toBe('x2');
    expect(pick?.topic).toBeNull();
  });

  it('exposure ceiling: passes over over-exposed items unless nothing else is left', () => {
    const theta = 0.2;
    const best = topByInformation(bank, theta, 3);
    const rates = new Map(best.map((id) => [id, 0.4]));
    const pick = selectNextItem({
      bank,
      theta,
      administered: [],
      random: mulberry32(1),
      k: 1,
      exposure: { rates, maxRate: 0.25 },
    });
    expect(pick?.item.id).toBe(topByInformation(bank, theta, 4)[3]);
    const allHot = new Map(bank.map((i) => [i.id, 0.9]));
    const fallback = selectNextItem({
      bank,
      theta,
      administered: [],
      random: mulberry32(1),
      k: 1,
      exposure: { rates: allHot, maxRate: 0.25 },
    });
    expect(fallback?.item.id).toBe(best[0]);
  });

  it('is deterministic for a given seed', () => {
    const sequence = (seed: number) => {
      const random = mulberry32(seed);
      return Array.from(
        { length: 20 },
        () => selectNextItem({ bank, theta: 0, administered: [], random })?.item.id,
      );
    };
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(42)).not.toEqual(sequence(43));
  });
});

describe('stopping rule', () => {
  const rule = { minItems: 5, maxItems: 25, targetSe: 0.3 };

  it('stops at SE ≤ target only after the minimum, and always at the maximum', () => {
    expect(stopReason({ itemsGiven: 3, se: 0.2, itemsLeft: 100 }, rule)).toBeNull();
    expect(stopReason({ itemsGiven: 5, se: 0.3, itemsLeft: 100 }, rule)).toBe('target-se');
    expect(stopReason({ itemsGiven: 12, se: 0.31, itemsLeft: 100 }, rule)).toBeNull();
    expect(stopReason({ itemsGiven: 25, se: 0.9, itemsLeft: 100 }, rule)).toBe('max-items');
    expect(stopReason({ itemsGiven: 7, se: 0.9, itemsLeft: 0 }, rule)).toBe('bank-exhausted');
    const fixed = { ...rule, targetSe: null };
    expect(stopReason({ itemsGiven: 24, se: 0.01, itemsLeft: 100 }, fixed)).toBeNull();
    expect(stopReason({ itemsGiven: 25, se: 0.01, itemsLeft: 100 }, fixed)).toBe('max-items');
  });

  it('refuses an impossible rule', () => {
    expect(() =>
      createAdaptiveEngine([], { stopping: { minItems: 10, maxItems: 5, targetSe: 0.3 } }),
    ).toThrow(/minItems/);
  });
});

describe('adaptive session', () => {
  const bank = makeBank(200, mulberry32(21), ['alg', 'geo']);
  const blueprint = { alg: 0.6, geo: 0.4 };

  function takeTest(
    engine: ReturnType<typeof createAdaptiveEngine>,
    theta: number,
    seed: number,
  ): AdaptiveState {
    const random = mulberry32(seed);
    const answers = mulberry32(seed + 1000);
    let state = engine.start();
    while (!engine.isDone(state)) {
      const next = engine.next(state, random);
      state = next.state;
      if (!next.item) break;
      state = engine.record(state, next.item.id, answers() < probabilityCorrect(next.item, theta));
    }
    return state;
  }

  it('walks select → await-response → select … → done, and resumes a pending item', () => {
    const engine = createAdaptiveEngine(bank, {
      blueprint,
      stopping: { minItems: 1, maxItems: 3, targetSe: 0.3 },
    });
    const random = mulberry32(1);
    let state = engine.start();
    expect(state).toMatchObject({ status: 'select', theta: 0, responses: [] });
    near(state.se, 1, 1e-3);

    const first = engine.next(state, random);
    expect(first.state.status).toBe('await-response');
    expect(first.item).not.toBeNull();
    // Asking again (a reload) gives the same item, also from a JSON round trip of the state.
    const stored = JSON.parse(JSON.stringify(first.state)) as AdaptiveState;
    expect(engine.next(stored, random).item?.id).toBe(first.item?.id);
    expect(() => engine.record(stored, 'not-pending', true)).toThrow(AdaptiveSessionError);

    state = engine.record(stored, first.item?.id as string, true);
    expect(state.status).toBe('select');
    expect(state.theta).toBeGreaterThan(0);
    expect(state.se).toBeLessThan(1);
    expect(() => engine.record(state, first.item?.id as string, true)).toThrow(
      AdaptiveSessionError,
    );

    for (let i = 0; i < 2; i++) {
      const next = engine.next(state, random);
      state = engine.record(next.state, next.item?.id as string, false);
    }
    expect(state).toMatchObject({ status: 'done', stopReason: 'max-items' });
    expect(state.responses).toHaveLength(3);
    expect(engine.next(state, random).item).toBeNull();
    expect(() => engine.record(state, 'q1', true)).toThrow(/over/);
  });

  it('stops at SE ≤ 0.30 on an informative bank and at the maximum on a weak one', () => {
    const sharp = createAdaptiveEngine(makeBank(200, mulberry32(2), ['alg'], 3), {
      stopping: { minItems: 5, maxItems: 40, targetSe: 0.3 },
    });
    const quick = takeTest(sharp, 0.5, 1);
    expect(quick.stopReason).toBe('target-se');
    expect(quick.se).toBeLessThanOrEqual(0.3);
    expect(quick.responses.length).toBeLessThan(40);

    const weak = createAdaptiveEngine(makeBank(200, mulberry32(2), ['alg'], 0.5), {
      stopping: { minItems: 5, maxItems: 10, targetSe: 0.3 },
    });
    const long = takeTest(weak, 0.5, 1);
    expect(long.stopReason).toBe('max-items');
    expect(long.responses).toHaveLength(10);
  });

  it('ends when the bank is used up', () => {
    const engine = createAdaptiveEngine(bank.slice(0, 4), {
      stopping: { minItems: 1, maxItems: 25, targetSe: 0.01 },
    });
    const state = takeTest(engine, 0, 3);
    expect(state).toMatchObject({ status: 'done', stopReason: 'bank-exhausted' });
    expect(state.responses).toHaveLength(4);
  });

  it('is reproducible from its seed, never repeats and follows the blueprint', () => {
    const engine = createAdaptiveEngine(bank, {
      blueprint,
      stopping: { minItems: 5, maxItems: 20, targetSe: null },
    });
    const a = takeTest(engine, 0.7, 5);
    const b = takeTest(engine, 0.7, 5);
    expect(a).toEqual(b);
    const ids = a.responses.map((r) => r.itemId);
    expect(new Set(ids).size).toBe(20);
    expect(a.responses.filter((r) => r.topic === 'alg')).toHaveLength(12);
  });

  it('applies the exposure ceiling to the rates it is given', () => {
    const first = (rates?: ReadonlyMap<string, number>, maxExposureRate: number | null = 0.25) =>
      createAdaptiveEngine(
        bank,
        { randomesqueK: 1, maxExposureRate },
        { exposureRates: rates },
      ).next(createAdaptiveEngine(bank).start(), mulberry32(1)).item?.id as string;
    const favourite = first();
    const hot = new Map([[favourite, 0.3]]);
    expect(first(hot)).not.toBe(favourite);
    expect(first(hot, 0.35)).toBe(favourite);
    expect(first(hot, null)).toBe(favourite);
  });

  it('with ML, EAP stands in until the pattern has a finite estimate', () => {
    const engine = createAdaptiveEngine(bank, { estimator: 'ML' });
    let state = engine.start();
    const next = engine.next(state, mulberry32(1));
    state = engine.record(next.state, next.item?.id as string, true);
    expect(state.estimator).toBe('EAP');
    expect(Number.isFinite(state.theta)).toBe(true);
    const again = engine.next(state, mulberry32(2));
    state = engine.record(again.state, again.item?.id as string, false);
    expect(state.estimator).toBe('ML');
  });

  it('recovers simulated abilities', () => {
    const random = mulberry32(99);
    const simBank = makeBank(300, random, ['alg', 'geo', 'stat']);
    const engine = createAdaptiveEngine(simBank, {
      blueprint: { alg: 0.5, geo: 0.3, stat: 0.2 },
      stopping: { minItems: 5, maxItems: 25, targetSe: 0.3 },
    });
    const truth: number[] = [];
    const estimates: number[] = [];
    for (let s = 0; s < 150; s++) {
      const theta = randomNormal(random);
      truth.push(theta);
      estimates.push(takeTest(engine, theta, 500 + s).theta);
    }
    const rmse = Math.sqrt(
      truth.reduce((sum, t, i) => sum + (t - (estimates[i] as number)) ** 2, 0) / truth.length,
    );
    const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
    const mt = mean(truth);
    const me = mean(estimates);
    let cov = 0;
    let vt = 0;
    let ve = 0;
    truth.forEach((t, i) => {
      const e = estimates[i] as number;
      cov += (t - mt) * (e - me);
      vt += (t - mt) ** 2;
      ve += (e - me) ** 2;
    });
    expect(rmse).toBeLessThan(0.4);
    expect(cov / Math.sqrt(vt * ve)).toBeGreaterThan(0.9);
  });
});

describe('seeded randomness', () => {
  it('mulberry32 repeats for a seed and is spread over [0, 1)', () => {
    const a = mulberry32(123);
    const b = mulberry32(123);
    const draws = Array.from({ length: 5000 }, () => a());
    expect(Array.from({ length: 5000 }, () => b())).toEqual(draws);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    near(draws.reduce((s, x) => s + x, 0) / draws.length, 0.5, 0.02);
  });
});
