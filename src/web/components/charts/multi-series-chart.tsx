import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, type ChartFrameOptions, type LegendItem } from './chart-frame';
import {
  AXIS_LABEL,
  AXIS_LINE,
  AXIS_TICK,
  ChartTooltip,
  CURSOR_FILL,
  formatNumber,
  GRID_STROKE,
  useChartAnimation,
} from './chart-parts';
import { useChartWidth } from './use-chart-width';

export type ChartSeries = {
  key: string;
  label: string;
  kind: 'bar' | 'line';
  /** CSS colour, e.g. 'var(--color-primary-600)' */
  color: string;
  /** which value axis; default 'start' */
  axis?: 'start' | 'end';
  format?: (value: number) => string;
};

export type ChartPoint = {
  key: string;
  /** full name for the table/tooltip */
  label: string;
  /** short axis tick */
  tick: string;
  values: Record<string, number>;
};

export type MultiSeriesChartProps = ChartFrameOptions & {
  ariaLabel: string;
  xLabel: string;
  series: ChartSeries[];
  points: ChartPoint[];
  emptyText?: string;
};

const HEIGHT = 280;

/**
 * Bars and lines over one category axis (days, weeks, months…). Series on `axis: 'end'` read
 * against a second value axis on the end side, e.g. money beside counts.
 */
export function MultiSeriesChart({
  ariaLabel,
  xLabel,
  series,
  points,
  emptyText,
  ...frame
}: MultiSeriesChartProps) {
  const { t, i18n } = useTranslation();
  const [ref, width] = useChartWidth();
  const animate = useChartAnimation();
  const format = (s: ChartSeries, value: number) =>
    s.format ? s.format(value) : formatNumber(value, i18n.language);
  const pointValue = (p: ChartPoint, s: ChartSeries) => p.values[s.key] ?? 0;

  const startSeries = series.filter((s) => s.axis !== 'end');
  const endSeries = series.filter((s) => s.axis === 'end');
  const axisFormat = (list: ChartSeries[]) => (value: number) =>
    list[0] ? format(list[0], value) : formatNumber(value, i18n.language);
  const axisWidth = (list: ChartSeries[]) => {
    const longest = Math.max(
      1,
      ...points.flatMap((p) => list.map((s) => format(s, pointValue(p, s)).length)),
    );
    return Math.min(88, 16 + longest * 7);
  };
  // About one tick per 72 px of the category axis.
  const interval = Math.max(0, Math.ceil(points.length / Math.max(1, (width - 80) / 72)) - 1);

  const legend: LegendItem[] = series.map((s) => ({
    label: s.label,
    color: s.color,
    kind: s.kind,
  }));
  const table = {
    columns: [xLabel, ...series.map((s) => s.label)],
    rows: points.map((p) => ({
      key: p.key,
      cells: [p.label, ...series.map((s) => format(s, pointValue(p, s)))],
    })),
  };

  return (
    <ChartFrame
      {...frame}
      legend={series.length > 1 ? legend : undefined}
      table={table}
      emptyText={points.length === 0 ? (emptyText ?? t('ui.chart.noData')) : undefined}
    >
      <div ref={ref} dir="ltr" className="w-full">
        <ComposedChart
          width={width}
          height={HEIGHT}
          data={points}
          margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          accessibilityLayer={false}
          role="img"
          aria-label={ariaLabel}
          aria-describedby={frame.tableId}
          barCategoryGap="20%"
        >
          <CartesianGrid vertical={false} stroke={GRID_STROKE} strokeDasharray="3 3" />
          <XAxis
            dataKey="tick"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={AXIS_LINE}
            interval={interval}
            height={44}
            label={{ value: xLabel, position: 'insideBottom', offset: 0, ...AXIS_LABEL }}
          />
          <YAxis
            yAxisId="start"
            orientation="left"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            width={axisWidth(startSeries)}
            tickFormatter={axisFormat(startSeries)}
          />
          {endSeries.length ? (
            <YAxis
              yAxisId="end"
              orientation="right"
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              width={axisWidth(endSeries)}
              tickFormatter={axisFormat(endSeries)}
            />
          ) : null}
          <Tooltip
            cursor={CURSOR_FILL}
            isAnimationActive={false}
            content={(props) => (
              <ChartTooltip<ChartPoint>
                active={props.active}
                payload={props.payload}
                heading={(p) => p.label}
                rows={(p) =>
                  series.map((s) => ({
                    key: s.key,
                    label: s.label,
                    color: s.color,
                    value: format(s, pointValue(p, s)),
                  }))
                }
              />
            )}
          />
          {series.map((s) =>
            s.kind === 'bar' ? (
              <Bar
                key={s.key}
                name={s.label}
                dataKey={(p: ChartPoint) => pointValue(p, s)}
                yAxisId={s.axis ?? 'start'}
                fill={s.color}
                radius={[3, 3, 0, 0]}
                maxBarSize={40}
                isAnimationActive={animate}
              />
            ) : (
              <Line
                key={s.key}
                name={s.label}
                type="monotone"
                dataKey={(p: ChartPoint) => pointValue(p, s)}
                yAxisId={s.axis ?? 'start'}
                stroke={s.color}
                strokeWidth={2}
                dot={points.length <= 40 ? { r: 3, fill: s.color, strokeWidth: 0 } : false}
                activeDot={{ r: 5, strokeWidth: 2, stroke: 'var(--color-surface)' }}
                isAnimationActive={animate}
              />
            ),
          )}
        </ComposedChart>
      </div>
    </ChartFrame>
  );
}
