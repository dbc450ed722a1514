import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, type ChartFrameOptions } from './chart-frame';
import {
  AXIS_LABEL,
  AXIS_LINE,
  AXIS_TICK,
  ChartTooltip,
  CURSOR_LINE,
  formatNumber,
  GRID_STROKE,
  useChartAnimation,
} from './chart-parts';
import { useChartWidth } from './use-chart-width';

export type TimePoint = {
  key: string;
  /** Full name of the period, for the table and tooltips ("Week of 3 Mar 2025"). */
  label: string;
  /** Short tick label ("3 Mar"). */
  tick: string;
  value: number;
};

export type TimeSeriesChartProps = ChartFrameOptions & {
  ariaLabel: string;
  /** Title of the time axis, e.g. "Date". */
  xLabel: string;
  /** Title of the value axis, e.g. "Confirmations". */
  yLabel: string;
  points: TimePoint[];
  emptyText?: string;
};

const HEIGHT = 260;
const COLOR = 'var(--color-primary-600)';

/** A line over a shaded area: one value per day or week, evenly spaced. */
export function TimeSeriesChart({
  ariaLabel,
  xLabel,
  yLabel,
  points,
  emptyText,
  ...frame
}: TimeSeriesChartProps) {
  const { t, i18n } = useTranslation();
  const [ref, width] = useChartWidth();
  const animate = useChartAnimation();
  const gradientId = `area-${useId().replace(/:/g, '')}`;
  const format = (value: number) => formatNumber(value, i18n.language);
  const longest = Math.max(1, ...points.map((p) => format(p.value).length));
  // About one date label per 72 px.
  const interval = Math.max(0, Math.ceil(points.length / Math.max(1, (width - 80) / 72)) - 1);
  const table = {
    columns: [xLabel, yLabel],
    rows: points.map((p) => ({ key: p.key, cells: [p.label, format(p.value)] })),
  };

  return (
    <ChartFrame
      {...frame}
      table={table}
      emptyText={points.length === 0 ? (emptyText ?? t('ui.chart.noData')) : undefined}
    >
      <div ref={ref} dir="ltr" className="w-full">
        <AreaChart
          width={width}
          height={HEIGHT}
          data={points}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
          role="img"
          aria-label={ariaLabel}
          aria-describedby={frame.tableId}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={COLOR} stopOpacity={0.28} />
              <stop offset="100%" stopColor={COLOR} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} strokeDasharray="3 3" />
          <XAxis
            dataKey="tick"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={AXIS_LINE}
            interval={interval}
            padding={{ left: 8, right: 8 }}
            height={44}
            label={{ value: xLabel, position: 'insideBottom', offset: 0, ...AXIS_LABEL }}
          />
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tickFormatter={format}
            width={Math.min(88, 40 + longest * 7)}
            label={{ value: yLabel, angle: -90, position: 'insideLeft', offset: 10, ...AXIS_LABEL }}
          />
          <Tooltip
            cursor={CURSOR_LINE}
            isAnimationActive={false}
            content={(props) => (
              <ChartTooltip<TimePoint>
                active={props.active}
                payload={props.payload}
                heading={(p) => p.label}
                rows={(p) => [
                  { key: 'value', label: yLabel, color: COLOR, value: format(p.value) },
                ]}
              />
            )}
          />
          <Area
            type="monotone"
            dataKey="value"
            name={yLabel}
            stroke={COLOR}
            strokeWidth={2}
            fill={`url(#${gradientId})`}
            dot={
              points.length <= 60
                ? (props: { cx?: number; cy?: number; index?: number; payload?: TimePoint }) => (
                    <circle
                      key={props.index}
                      cx={props.cx}
                      cy={props.cy}
                      r={(props.payload?.value ?? 0) > 0 ? 3.5 : 2}
                      fill={(props.payload?.value ?? 0) > 0 ? COLOR : 'var(--color-slate-300)'}
                    />
                  )
                : false
            }
            activeDot={{ r: 5, fill: COLOR, stroke: 'var(--color-surface)', strokeWidth: 2 }}
            isAnimationActive={animate}
          />
        </AreaChart>
      </div>
    </ChartFrame>
  );
}
