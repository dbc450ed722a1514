/**
 * The application's own Prometheus series (counters, histograms, gauges), kept as plain numbers
 * from the process's start. They cost a map look-up per observation and load nothing: prom-client
 * is imported only on the first scrape of /metrics, which registers these families in its registry
 * through `get()` — the shape prom-client's own metrics answer — and formats them with its own.
 */

type Labels = Record<string, string>;

/** One sample as prom-client's registry formats it. */
export type SeriesValue = { value: number; labels: Labels; metricName?: string };

export type SeriesFamily = {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'gauge' | 'histogram';
  readonly aggregator: 'sum';
  get(): Promise<{
    name: string;
    help: string;
    type: 'counter' | 'gauge' | 'histogram';
    aggregator: 'sum';
    values: SeriesValue[];
  }>;
};

/** Label order is fixed by the family, so one label set has one key. */
const keyOf = (labelNames: readonly string[], labels: Labels) =>
  labelNames.map((n) => labels[n] ?? '').join('\u0000');

function family(
  name: string,
  help: string,
  type: SeriesFamily['type'],
  values: () => SeriesValue[],
): SeriesFamily {
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
  };
}

export function createCounter<L extends string>(opts: {
  name: string;
  help: string;
  labelNames: readonly L[];
}) {
  const series = new Map<string, { labels: Labels; value: number }>();
  return {
    family: family(opts.name, opts.help, 'counter', () =>
      [...series.values()].map((s) => ({ labels: s.labels, value: s.value })),
    ),
    inc(labels: Record<L, string>, by = 1) {
      const key = keyOf(opts.labelNames, labels);
      const found = series.get(key);
      if (found) found.value += by;
      else series.set(key, { labels: { ...labels }, value: by });
    },
  };
}

export function createHistogram<L extends string = never>(opts: {
  name: string;
  help: string;
  labelNames?: readonly L[];
  /** Upper bounds in increasing order; +Inf is added. */
  buckets: readonly number[];
}) {
  const labelNames = opts.labelNames ?? [];
  const { buckets } = opts;
  type Series = { labels: Labels; counts: Float64Array; sum: number; count: number };
  const series = new Map<string, Series>();
  return {
    family: family(opts.name, opts.help, 'histogram', () => {
      const values: SeriesValue[] = [];
      for (const s of series.values()) {
        let cumulative = 0;
        buckets.forEach((le, i) => {
          cumulative += s.counts[i] as number;
          values.push({
            metricName: `${opts.name}_bucket`,
            labels: { ...s.labels, le: String(le) },
            value: cumulative,
          });
        });
        values.push({
          metricName: `${opts.name}_bucket`,
          labels: { ...s.labels, le: '+Inf' },
          value: s.count,
        });
        values.push({ metricName: `${opts.name}_sum`, labels: s.labels, value: s.sum });
        values.push({ metricName: `${opts.name}_count`, labels: s.labels, value: s.count });
      }
      return values;
    }),
    observe(labels: Record<L, string>, value: number) {
      const key = keyOf(labelNames, labels);
      let s = series.get(key);
      if (!s) {
        s = { labels: { ...labels }, counts: new Float64Array(buckets.length), sum: 0, count: 0 };
        series.set(key, s);
      }
      const i = buckets.findIndex((le) => value <= le);
      if (i >= 0) s.counts[i] = (s.counts[i] as number) + 1;
      s.sum += value;
      s.count += 1;
    },
  };
}

/** A gauge read when scraped. */
export function createGauge(opts: { name: string; help: string; read: () => SeriesValue[] }) {
  return { family: family(opts.name, opts.help, 'gauge', opts.read) };
}
