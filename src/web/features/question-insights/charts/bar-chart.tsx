import { ChartFrame, type LegendItem } from './chart-frame';
import { clip, niceTicks } from './scale';
import { useChartWidth } from './use-chart-width';

export type BarSeries = {
  key: string;
  label: string;
  /** Fill of the bars (an SVG `fill-*` class). */
  barClassName: string;
  /** Background of the legend swatch (a `bg-*` class of the same colour). */
  swatchClassName: string;
};

export type BarDatum = { key: string; label: string; values: Record<string, number> };

export type BarChartProps = {
  title: string;
  description?: string;
  /** What the drawing shows, for screen readers (the table follows it). */
  ariaLabel: string;
  /** Title of the category axis (the bars' names), e.g. "Subject". */
  categoryLabel: string;
  /** Title of the value axis, e.g. "Questions". */
  valueLabel: string;
  series: BarSeries[];
  data: BarDatum[];
  emptyText?: string;
  headingLevel?: 2 | 3;
  className?: string;
};

const ROW = 30;
const BAR = 18;
const TOP = 24;
const BOTTOM = 44;
const END = 36;

/**
 * Horizontal bars, one per category; several series stack within a bar. Category names on the
 * start side, the value axis with round ticks below, the total at the end of each bar.
 */
export function StackedBarChart({
  title,
  description,
  ariaLabel,
  categoryLabel,
  valueLabel,
  series,
  data,
  emptyText,
  headingLevel,
  className,
}: BarChartProps) {
  const [ref, width] = useChartWidth();
  const totals = data.map((d) => series.reduce((sum, s) => sum + (d.values[s.key] ?? 0), 0));
  const ticks = niceTicks(Math.max(0, ...totals));
  const max = ticks.at(-1) ?? 1;
  const labelWidth = Math.round(Math.min(180, Math.max(104, width * 0.36)));
  const plotWidth = Math.max(40, width - labelWidth - END);
  const height = TOP + data.length * ROW + BOTTOM;
  const x = (value: number) => labelWidth + (value / max) * plotWidth;
  const maxChars = Math.floor((labelWidth - 14) / 6.4);

  const legend: LegendItem[] | undefined =
    series.length > 1
      ? series.map((s) => ({ label: s.label, swatchClassName: s.swatchClassName }))
      : undefined;
  const columns = [categoryLabel, ...series.map((s) => s.label)];
  const table = {
    columns: series.length > 1 ? [...columns, valueLabel] : columns,
    rows: data.map((d, i) => ({
      key: d.key,
      cells: [
        d.label,
        ...series.map((s) => d.values[s.key] ?? 0),
        ...(series.length > 1 ? [totals[i] ?? 0] : []),
      ],
    })),
  };

  return (
    <ChartFrame
      title={title}
      description={description}
      headingLevel={headingLevel}
      legend={legend}
      table={table}
      emptyText={data.length === 0 ? emptyText : undefined}
      className={className}
    >
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-label={ariaLabel}
          width="100%"
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          direction="ltr"
          className="block max-w-full overflow-visible"
        >
          <text
            x={labelWidth - 10}
            y={14}
            textAnchor="end"
            className="fill-ink-muted font-semibold text-[11px]"
          >
            {categoryLabel}
          </text>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={x(tick)}
                x2={x(tick)}
                y1={TOP - 4}
                y2={TOP + data.length * ROW}
                className="stroke-slate-200"
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text
                x={x(tick)}
                y={TOP + data.length * ROW + 16}
                textAnchor="middle"
                className="fill-ink-muted text-[11px] tabular-nums"
              >
                {tick}
              </text>
            </g>
          ))}
          <text
            x={labelWidth + plotWidth / 2}
            y={height - 6}
            textAnchor="middle"
            className="fill-ink-muted font-semibold text-[11px]"
          >
            {valueLabel}
          </text>
          {data.map((d, row) => {
            const y = TOP + row * ROW + (ROW - BAR) / 2;
            let start = 0;
            return (
              <g key={d.key}>
                <text
                  x={labelWidth - 10}
                  y={y + BAR / 2 + 4}
                  textAnchor="end"
                  className="fill-ink text-xs"
                >
                  <title>{d.label}</title>
                  {clip(d.label, maxChars)}
                </text>
                {series.map((s) => {
                  const value = d.values[s.key] ?? 0;
                  const from = start;
                  start += value;
                  if (value <= 0) return null;
                  return (
                    <rect
                      key={s.key}
                      x={x(from)}
                      y={y}
                      width={Math.max(1, x(from + value) - x(from))}
                      height={BAR}
                      rx={3}
                      className={s.barClassName}
                    >
                      <title>{`${d.label} · ${s.label}: ${value}`}</title>
                    </rect>
                  );
                })}
                <text
                  x={x(totals[row] ?? 0) + 6}
                  y={y + BAR / 2 + 4}
                  className="fill-ink font-semibold text-[11px] tabular-nums"
                >
                  {totals[row] ?? 0}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </ChartFrame>
  );
}

/** Horizontal bars of a single series. */
export function BarChart(
  props: Omit<BarChartProps, 'series' | 'data'> & {
    data: { key: string; label: string; value: number }[];
    barClassName?: string;
  },
) {
  const { data, barClassName = 'fill-primary-600', ...rest } = props;
  return (
    <StackedBarChart
      {...rest}
      series={[
        { key: 'value', label: rest.valueLabel, barClassName, swatchClassName: 'bg-primary-600' },
      ]}
      data={data.map((d) => ({ key: d.key, label: d.label, values: { value: d.value } }))}
    />
  );
}
