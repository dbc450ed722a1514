import { ChartFrame } from './chart-frame';
import { niceTicks } from './scale';
import { useChartWidth } from './use-chart-width';

export type TimePoint = {
  key: string;
  /** Full name of the period, for the table and tooltips ("Week of 3 Mar 2025"). */
  label: string;
  /** Short tick label ("3 Mar"). */
  tick: string;
  value: number;
};

type TimeSeriesChartProps = {
  title: string;
  description?: string;
  ariaLabel: string;
  /** Title of the time axis, e.g. "Date". */
  xLabel: string;
  /** Title of the value axis, e.g. "Confirmations". */
  yLabel: string;
  points: TimePoint[];
  emptyText?: string;
  headingLevel?: 2 | 3;
  className?: string;
};

const HEIGHT = 260;
const TOP = 16;
const BOTTOM = 48;
const START = 52;
const END = 16;

/** A line over a shaded area: one value per day or week, evenly spaced. */
export function TimeSeriesChart({
  title,
  description,
  ariaLabel,
  xLabel,
  yLabel,
  points,
  emptyText,
  headingLevel,
  className,
}: TimeSeriesChartProps) {
  const [ref, width] = useChartWidth();
  const ticks = niceTicks(Math.max(0, ...points.map((p) => p.value)));
  const max = ticks.at(-1) ?? 1;
  const plotWidth = Math.max(40, width - START - END);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  const x = (i: number) => START + (points.length > 1 ? i * step : plotWidth / 2);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i)},${y(p.value)}`).join(' ');
  const area = points.length ? `${line} L${x(points.length - 1)},${y(0)} L${x(0)},${y(0)} Z` : '';
  // About one date label per 80 px.
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / 80))));
  const table = {
    columns: [xLabel, yLabel],
    rows: points.map((p) => ({ key: p.key, cells: [p.label, p.value] })),
  };

  return (
    <ChartFrame
      title={title}
      description={description}
      headingLevel={headingLevel}
      table={table}
      emptyText={points.length === 0 ? emptyText : undefined}
      className={className}
    >
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-label={ariaLabel}
          width="100%"
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          direction="ltr"
          className="block max-w-full overflow-visible"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={START}
                x2={START + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-slate-200"
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text
                x={START - 8}
                y={y(tick) + 4}
                textAnchor="end"
                className="fill-ink-muted text-[11px] tabular-nums"
              >
                {tick}
              </text>
            </g>
          ))}
          <text
            transform={`translate(12 ${TOP + plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
            className="fill-ink-muted font-semibold text-[11px]"
          >
            {yLabel}
          </text>
          <path d={area} className="fill-primary-100" />
          <path
            d={line}
            className="fill-none stroke-primary-600"
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {points.map((p, i) =>
            (i % every === 0 && points.length - 1 - i >= every / 2) || i === points.length - 1 ? (
              <text
                key={p.key}
                x={x(i)}
                y={TOP + plotHeight + 18}
                textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
                className="fill-ink-muted text-[11px]"
              >
                {p.tick}
              </text>
            ) : null,
          )}
          {points.length <= 60
            ? points.map((p, i) => (
                <circle
                  key={p.key}
                  cx={x(i)}
                  cy={y(p.value)}
                  r={p.value > 0 ? 3.5 : 2}
                  className={p.value > 0 ? 'fill-primary-600' : 'fill-slate-300'}
                >
                  <title>{`${p.label}: ${p.value}`}</title>
                </circle>
              ))
            : null}
          <text
            x={START + plotWidth / 2}
            y={HEIGHT - 6}
            textAnchor="middle"
            className="fill-ink-muted font-semibold text-[11px]"
          >
            {xLabel}
          </text>
        </svg>
      </div>
    </ChartFrame>
  );
}
