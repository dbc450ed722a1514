// Adaptive engine simulation (`npx tsx bench/adaptive-simulation.ts`, also a step of
// `npm run bench`): 1,000 simulated students with θ ~ N(0, 1) take an adaptive test on a
// calibrated 500-item 3PL bank (a ~ lognormal around 1.2, b ~ N(0, 1), c ~ U(0.15, 0.25), five
// topics with blueprint weights), answering at random with the model's own probabilities.
// Targets (issue 7): RMSE of θ ≤ 0.35 with at most 25 items, highest item exposure ≤ 0.30, and
// the next-item step p95 ≤ 5 ms. Exits non-zero when one is missed.
// `--compare` also runs the tuning alternatives (pure maximum information, randomesque without a
// ceiling…) on the same bank and students, for information; `--seed=N` changes every draw.
import { pathToFileURL } from 'node:url';
import {
  type AdaptiveConfig,
  type BankItem,
  type Blueprint,
  createAdaptiveEngine,
  mulberry32,
  probabilityCorrect,
  type Random,
  randomNormal,
} from '../src/server/modules/exams/irt';

const STUDENTS = 1_000;
const BANK_SIZE = 500;
const SEED = Number(
  process.argv.find((a) => a.startsWith('--seed='))?.slice('--seed='.length) ?? 20_260_507,
);
const BLUEPRINT: Blueprint = {
  algebra: 0.3,
  functions: 0.25,
  geometry: 0.2,
  statistics: 0.15,
  probability: 0.1,
};

/** The engine's parameters for the run (tuned until the targets hold; see docs/adaptive-engine.md). */
const TUNED: Tuning = { label: 'tuned', randomesqueK: 5, maxExposureRate: 0.25 };
const ALTERNATIVES: Tuning[] = [
  { label: 'max information only', randomesqueK: 1, maxExposureRate: null },
  { label: 'randomesque k = 5', randomesqueK: 5, maxExposureRate: null },
  { label: 'randomesque k = 10', randomesqueK: 10, maxExposureRate: null },
  { label: 'k = 1, ceiling 0.25', randomesqueK: 1, maxExposureRate: 0.25 },
  { label: 'k = 5, ceiling 0.20', randomesqueK: 5, maxExposureRate: 0.2 },
];
const STOPPING = { minItems: 5, maxItems: 25, targetSe: 0.3 };

const BUDGET = { rmse: 0.35, maxItems: 25, exposure: 0.3, nextItemP95Us: 5_000 };

interface Tuning {
  readonly label: string;
  readonly randomesqueK: number;
  readonly maxExposureRate: number | null;
}

interface Figures {
  readonly tuning: Tuning;
  readonly rmse: number;
  readonly bias: number;
  readonly meanLength: number;
  readonly medianLength: number;
  readonly longest: number;
  readonly reachedTargetSe: number;
  readonly highestExposure: number;
  readonly itemsNeverUsed: number;
  /** Microseconds per engine.next() call that chose an item. */
  readonly selectionUs: number[];
  /** Microseconds from an answer to the next item: engine.record() + engine.next(). */
  readonly answerToNextUs: number[];
}

export function buildBank(random: Random): BankItem[] {
  const weightSum = Object.values(BLUEPRINT).reduce((s, w) => s + w, 0);
  const bank: BankItem[] = [];
  for (const [topic, weight] of Object.entries(BLUEPRINT)) {
    const count = Math.round((BANK_SIZE * weight) / weightSum);
    for (let i = 0; i < count; i++) {
      bank.push({
        id: `item-${bank.length + 1}`,
        topic,
        a: 1.2 * Math.exp(randomNormal(random, 0, 0.25)),
        b: randomNormal(random),
        c: 0.15 + 0.1 * random(),
      });
    }
  }
  return bank;
}

function simulate(bank: readonly BankItem[], tuning: Tuning): Figures {
  // Separate streams, so that every tuning meets the same students giving the same draws.
  const abilities = mulberry32(SEED + 1);
  const answers = mulberry32(SEED + 2);
  const selection = mulberry32(SEED + 3);
  const config: Partial<AdaptiveConfig> = {
    blueprint: BLUEPRINT,
    randomesqueK: tuning.randomesqueK,
    maxExposureRate: tuning.maxExposureRate,
    stopping: STOPPING,
  };
  const timesGiven = new Map<string, number>();
  const exposureRates = new Map<string, number>();
  const errors: number[] = [];
  const lengths: number[] = [];
  const selectionUs: number[] = [];
  const answerToNextUs: number[] = [];
  let reached = 0;

  for (let student = 0; student < STUDENTS; student++) {
    const theta = randomNormal(abilities);
    // As the server would: exposure = share of the earlier exams that gave the item.
    exposureRates.clear();
    for (const [id, n] of timesGiven) exposureRates.set(id, n / student);
    const engine = createAdaptiveEngine(bank, config, { exposureRates });
    let state = engine.start();
    let answeredAt: number | null = null;
    for (;;) {
      const started = performance.now();
      const next = engine.next(state, selection);
      const ended = performance.now();
      state = next.state;
      if (!next.item) break;
      selectionUs.push((ended - started) * 1000);
      if (answeredAt !== null) answerToNextUs.push((ended - answeredAt) * 1000);
      timesGiven.set(next.item.id, (timesGiven.get(next.item.id) ?? 0) + 1);
      const correct = answers() < probabilityCorrect(next.item, theta, engine.config.D);
      answeredAt = performance.now();
      state = engine.record(state, next.item.id, correct);
      if (engine.isDone(state)) break;
    }
    errors.push(state.theta - theta);
    lengths.push(state.responses.length);
    if (state.se <= STOPPING.targetSe) reached++;
  }

  const sortedLengths = [...lengths].sort((a, b) => a - b);
  const mid = sortedLengths.length / 2;
  return {
    tuning,
    rmse: Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length),
    bias: errors.reduce((s, e) => s + e, 0) / errors.length,
    meanLength: lengths.reduce((s, n) => s + n, 0) / lengths.length,
    medianLength:
      sortedLengths.length % 2
        ? (sortedLengths[Math.floor(mid)] as number)
        : ((sortedLengths[mid - 1] as number) + (sortedLengths[mid] as number)) / 2,
    longest: sortedLengths[sortedLengths.length - 1] ?? 0,
    reachedTargetSe: reached / STUDENTS,
    highestExposure: Math.max(...timesGiven.values()) / STUDENTS,
    itemsNeverUsed: bank.length - timesGiven.size,
    selectionUs,
    answerToNextUs,
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function printTable(headers: string[], rows: (string | number)[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const figureRow = (f: Figures) => [
  f.tuning.label,
  f.tuning.randomesqueK,
  f.tuning.maxExposureRate ?? '-',
  f.rmse.toFixed(3),
  f.meanLength.toFixed(1),
  f.medianLength,
  `${(100 * f.reachedTargetSe).toFixed(1)}%`,
  f.highestExposure.toFixed(3),
  f.itemsNeverUsed,
];
const FIGURE_HEADERS = [
  'engine',
  'k',
  'ceiling',
  'RMSE θ',
  'mean items',
  'median',
  'SE ≤ 0.30',
  'max exposure',
  'unused items',
];

interface Metric {
  metric: string;
  value: number;
  unit: string;
  budget: number | null;
  ceiling: null;
  ok: boolean;
  note?: string;
}

export async function run({ compare = false } = {}) {
  const bank = buildBank(mulberry32(SEED));
  const f = simulate(bank, TUNED);
  const selectionP95 = percentile(f.selectionUs, 95);
  const answerP95 = percentile(f.answerToNextUs, 95);

  console.log(
    `\nAdaptive engine simulation: ${STUDENTS} students θ ~ N(0,1), ${bank.length}-item 3PL bank ` +
      `(a ~ 1.2·e^N(0,0.25), b ~ N(0,1), c ~ U(0.15,0.25)), seed ${SEED}`,
  );
  console.log(
    `parameters: D = 1, EAP with N(0,1) prior on 33 points over [−4, 4], randomesque k = ` +
      `${TUNED.randomesqueK}, exposure ceiling ${TUNED.maxExposureRate} (share of earlier exams), ` +
      `content balancing ${Object.entries(BLUEPRINT)
        .map(([t, w]) => `${t} ${w}`)
        .join(', ')}; stop at SE ≤ ${STOPPING.targetSe} (after ${STOPPING.minItems}) or ` +
      `${STOPPING.maxItems} items`,
  );
  const runs = [f];
  if (compare) for (const t of ALTERNATIVES) runs.push(simulate(bank, t));
  printTable(FIGURE_HEADERS, runs.map(figureRow));
  console.log(
    `bias ${f.bias.toFixed(3)}, longest test ${f.longest} items; next-item selection p95 ` +
      `${selectionP95.toFixed(1)} µs over ${f.selectionUs.length} selections ` +
      `(answer → next item incl. EAP update: p95 ${answerP95.toFixed(1)} µs)`,
  );

  const metrics: Metric[] = [
    {
      metric: 'adaptive: RMSE of θ',
      value: f.rmse,
      unit: '',
      budget: BUDGET.rmse,
      note: `bias ${f.bias.toFixed(3)}`,
    },
    {
      metric: 'adaptive: longest test',
      value: f.longest,
      unit: 'items',
      budget: BUDGET.maxItems,
      note: `mean ${f.meanLength.toFixed(1)}, median ${f.medianLength}`,
    },
    {
      metric: 'adaptive: tests reaching SE ≤ 0.30',
      value: 100 * f.reachedTargetSe,
      unit: '%',
      budget: null,
    },
    {
      metric: 'adaptive: highest item exposure',
      value: f.highestExposure,
      unit: '',
      budget: BUDGET.exposure,
      note: `k = ${TUNED.randomesqueK}, ceiling ${TUNED.maxExposureRate}`,
    },
    {
      metric: 'adaptive: next-item selection p95',
      value: selectionP95,
      unit: 'µs',
      budget: BUDGET.nextItemP95Us,
      note: `answer → next item p95 ${answerP95.toFixed(0)} µs`,
    },
  ].map((m) => ({ ...m, ceiling: null, ok: m.budget === null || m.value <= m.budget }));

  for (const m of metrics) {
    const value = m.unit === '' ? m.value.toFixed(3) : m.value.toFixed(1);
    const budget = m.budget === null ? 'no budget' : `budget ${m.budget} ${m.unit}`.trim();
    console.log(`${m.metric}: ${value} ${m.unit} (${budget}) ${m.ok ? 'OK' : 'MISSED'}`);
  }
  return { name: 'adaptive-simulation', metrics, ok: metrics.every((m) => m.ok) };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await run({ compare: process.argv.includes('--compare') });
  if (!result.ok) process.exitCode = 1;
}
