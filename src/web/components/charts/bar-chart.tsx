import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  LabelList,
  BarChart as RechartsBarChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFrame, type ChartFrameOptions, type LegendItem } from './chart-frame';
import {
  AXIS_LABEL,
  AXIS_LINE,
  AXIS_TICK,
  ChartTooltip,
  CURSOR_FILL,
  fitLabel,
  formatNumber,
  GRID_STROKE,
  useChartAnimation,
} from './chart-parts';
import { useChartWidth } from './use-chart-width';

export type BarSeries = {
  key: string;
  label: string;
  /** CSS colour of the bars and the legend swatch, e.g. 'var(--color-primary-600)'. */
  color: string;
};

export type BarDatum = { key: string; label: string; values: Record<string, number> };

export type BarChartProps = ChartFrameOptions & {
  /** What the drawing shows, for screen readers (the table follows it). */
  ariaLabel: string;
  /** Title of the category axis (the bars' names), e.g. "Subject". */
  categoryLabel: string;
  /** Title of the value axis, e.g. "Questions". */
  valueLabel: string;
  series: BarSeries[];
  data: BarDatum[];
  emptyText?: string;
};

const ROW = 34;
const TOP = 28;
const BOTTOM = 44;

type Row = BarDatum & { total: number };

/**
 * Horizontal bars, one per category; several series stack within a bar. Category names on the
 * start side, the value axis with round ticks below, the total at the end of each bar.
 */
export function StackedBarChart({
  ariaLabel,
  categoryLabel,
  valueLabel,
  series,
  data,
  emptyText,
  ...frame
}: BarChartProps) {
  const { t, i18n } = useTranslation();
  const [ref, width] = useChartWidth();
  const animate = useChartAnimation();
  const stacked = series.length > 1;
  const format = (value: number) => formatNumber(value, i18n.language);
  const rows: Row[] = data.map((d) => ({
    ...d,
    total: series.reduce((sum, s) => sum + (d.values[s.key] ?? 0), 0),
  }));
  const labels = new Map(data.map((d) => [d.key, d.label]));
  const labelWidth = Math.round(Math.min(180, Math.max(104, width * 0.34)));
  const height = TOP + data.length * ROW + BOTTOM;
  const lastVisible = (row: Row) =>
    series.findLast((s) => (row.values[s.key] ?? 0) > 0)?.key ?? series[0]?.key;

  const legend: LegendItem[] | undefined = stacked
    ? series.map((s) => ({ label: s.label, color: s.color }))
    : undefined;
  const columns = [categoryLabel, ...series.map((s) => s.label)];
  const table = {
    columns: stacked ? [...columns, t('ui.chart.total')] : columns,
    rows: rows.map((d) => ({
      key: d.key,
      cells: [
        d.label,
        ...series.map((s) => format(d.values[s.key] ?? 0)),
        ...(stacked ? [format(d.total)] : []),
      ],
    })),
  };

  return (
    <ChartFrame
      {...frame}
      legend={legend}
      table={table}
      emptyText={data.length === 0 ? (emptyText ?? t('ui.chart.noData')) : undefined}
    >
      <div ref={ref} dir="ltr" className="w-full">
        <RechartsBarChart
          width={width}
          height={height}
          data={rows}
          layout="vertical"
          margin={{ top: TOP, right: 40, bottom: 0, left: 0 }}
          barCategoryGap={8}
          accessibilityLayer={false}
          role="img"
          aria-label={ariaLabel}
          aria-describedby={frame.tableId}
        >
          <CartesianGrid horizontal={false} stroke={GRID_STROKE} strokeDasharray="3 3" />
          <XAxis
            type="number"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={AXIS_LINE}
            allowDecimals={false}
            tickFormatter={format}
            height={BOTTOM}
            label={{ value: valueLabel, position: 'insideBottom', offset: 0, ...AXIS_LABEL }}
          />
          <YAxis
            type="category"
            dataKey="key"
            width={labelWidth}
            tickLine={false}
            axisLine={AXIS_LINE}
            tick={(props: {
              x: number | string;
              y: number | string;
              payload: { value: unknown };
            }) => {
              const label = labels.get(String(props.payload.value)) ?? '';
              return (
                <text
                  x={Number(props.x)}
                  y={Number(props.y)}
                  dy={4}
                  textAnchor="end"
                  fill="var(--color-ink)"
                  fontSize={12}
                >
                  <title>{label}</title>
                  {fitLabel(label, labelWidth - 12)}
                </text>
              );
            }}
            label={() => (
              <text
                x={labelWidth - 8}
                y={TOP - 12}
                textAnchor="end"
                fill={AXIS_LABEL.fill}
                fontSize={AXIS_LABEL.fontSize}
                fontWeight={AXIS_LABEL.fontWeight}
              >
                {categoryLabel}
              </text>
            )}
          />
          <Tooltip
            cursor={CURSOR_FILL}
            isAnimationActive={false}
            content={(props) => (
              <ChartTooltip<Row>
                active={props.active}
                payload={props.payload}
                heading={(d) => d.label}
                rows={(d) => [
                  ...series.map((s) => ({
                    key: s.key,
                    label: s.label,
                    color: s.color,
                    value: format(d.values[s.key] ?? 0),
                  })),
                  ...(stacked
                    ? [
                        {
                          key: '__total',
                          label: t('ui.chart.total'),
                          color: 'transparent',
                          value: format(d.total),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          />
          {series.map((s) => (
            <Bar
              key={s.key}
              name={s.label}
              dataKey={(d: Row) => d.values[s.key] ?? 0}
              stackId="stack"
              fill={s.color}
              stroke="var(--color-surface)"
              strokeWidth={stacked ? 1 : 0}
              maxBarSize={22}
              radius={stacked ? 0 : [0, 3, 3, 0]}
              isAnimationActive={animate}
            >
              <LabelList
                dataKey={(d: Row) => d.total}
                content={(props) => {
                  // The total follows the row's last visible segment, whichever series it is.
                  const row = rows[Number(props.index)];
                  const box = props.viewBox as
                    | { x?: number; y?: number; width?: number; height?: number }
                    | undefined;
                  if (!row || lastVisible(row) !== s.key || !box) return null;
                  return (
                    <text
                      x={(box.x ?? 0) + (box.width ?? 0) + 6}
                      y={(box.y ?? 0) + (box.height ?? 0) / 2}
                      dy={4}
                      fill="var(--color-ink)"
                      fontSize={11}
                      fontWeight={600}
                    >
                      {format(row.total)}
                    </text>
                  );
                }}
              />
            </Bar>
          ))}
        </RechartsBarChart>
      </div>
    </ChartFrame>
  );
}

/** Horizontal bars of a single series. */
export function BarChart(
  props: Omit<BarChartProps, 'series' | 'data'> & {
    data: { key: string; label: string; value: number }[];
    /** CSS colour of the bars; the theme's primary by default. */
    color?: string;
  },
) {
  const { data, color = 'var(--color-primary-600)', ...rest } = props;
  return (
    <StackedBarChart
      {...rest}
      series={[{ key: 'value', label: rest.valueLabel, color }]}
      data={data.map((d) => ({ key: d.key, label: d.label, values: { value: d.value } }))}
    />
  );
}
