import type { SCORING_SCALES } from '@common/contracts/content';
import type { TrendPoint } from '@common/contracts/learning';
import { useTranslation } from 'react-i18next';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  ErrorBar,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFrame, type LegendItem } from '@/components/charts/chart-frame';
import {
  AXIS_LABEL,
  AXIS_LINE,
  AXIS_TICK,
  ChartTooltip,
  CURSOR_LINE,
  GRID_STROKE,
  useChartAnimation,
} from '@/components/charts/chart-parts';
import { useChartWidth } from '@/components/charts/use-chart-width';
import { formatDate } from '@/lib/format';
import { formatWholePercent, scoreWithBand } from './labels';

type ScoringScale = (typeof SCORING_SCALES)[number];

/** IGCSE grades lowest first: their position is the value the chart draws. */
const IGCSE_GRADES = ['U', 'G', 'F', 'E', 'D', 'C', 'B', 'A', 'A*'];

const DOMAINS: Record<ScoringScale, [number, number]> = {
  ap_1_5: [1, 5],
  est_200_800: [200, 800],
  igcse_grade: [0, IGCSE_GRADES.length - 1],
  percent: [0, 100],
};

/** A label of the scale as a number the chart can place, or null when it is not on the scale. */
function scaleValue(scale: ScoringScale, label: string | null): number | null {
  if (label === null) return null;
  const value =
    scale === 'igcse_grade' && IGCSE_GRADES.includes(label.trim().toUpperCase())
      ? IGCSE_GRADES.indexOf(label.trim().toUpperCase())
      : Number.parseFloat(label);
  const [low, high] = DOMAINS[scale];
  return Number.isFinite(value) && value >= low && value <= high ? value : null;
}

/** How far the band reaches below and above the drawn value: [down, up] (0 without a band). */
function bandReach(value: number | null, band: [number, number] | null): [number, number] {
  if (value === null || band === null) return [0, 0];
  return [Math.max(0, value - band[0]), Math.max(0, band[1] - value)];
}

type Datum = {
  key: string;
  label: string;
  tick: string;
  point: TrendPoint;
  percent: number;
  scaled: number | null;
  band: [number, number] | null;
};

const PERCENT_COLOR = 'var(--color-primary-600)';
const SCALED_COLOR = 'var(--color-accent-600)';
const BAND_COLOR = 'var(--color-accent-300)';
const HEIGHT = 280;

/**
 * Scores of the submitted exams, oldest first: the percent, and the scaled score with its band
 * (θ ± 1.96 SE) where the exam has one on the subject's scale. The table holds every exam.
 */
export function ScoreTrendChart({
  trend,
  scale,
  scaleName,
}: {
  trend: TrendPoint[];
  /** The subject's scale (of its prediction or plan); null: percent only. */
  scale: ScoringScale | null;
  scaleName: string;
}) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language;
  const [ref, width] = useChartWidth();
  const animate = useChartAnimation();

  const data: Datum[] = trend.map((point, index) => {
    const scaled = scale ? scaleValue(scale, point.scaled) : null;
    const low = scale ? scaleValue(scale, point.low) : null;
    const high = scale ? scaleValue(scale, point.high) : null;
    const date = formatDate(point.submittedAt, lang);
    return {
      key: point.examId,
      label: t('trend.pointLabel', { title: point.title, date }),
      tick: t('trend.tick', { n: index + 1 }),
      point,
      percent: point.percent,
      scaled,
      band: low !== null && high !== null ? [low, high] : null,
    };
  });
  const showScaled = scale !== null && scale !== 'percent' && data.some((d) => d.scaled !== null);
  // A percent scale's band reads against the percent axis itself.
  const bandAxis = scale === 'percent' ? 'percent' : showScaled ? 'scaled' : null;
  const showBand = bandAxis !== null && data.some((d) => d.band !== null);
  const formatScaled = (value: number) =>
    scale === 'igcse_grade'
      ? (IGCSE_GRADES[Math.round(value)] ?? '')
      : new Intl.NumberFormat(lang).format(value);
  const interval = Math.max(0, Math.ceil(data.length / Math.max(1, (width - 100) / 48)) - 1);

  const legend: LegendItem[] = [
    { label: t('trend.percent'), color: PERCENT_COLOR, kind: 'line' },
    ...(showScaled
      ? [{ label: t('trend.scaled', { scale: scaleName }), color: SCALED_COLOR, kind: 'line' }]
      : []),
    ...(showBand ? [{ label: t('trend.band'), color: BAND_COLOR }] : []),
  ] as LegendItem[];

  const table = {
    columns: [t('trend.exam'), t('trend.mode'), t('trend.percent'), t('trend.scaledColumn')],
    rows: data.map((d) => ({
      key: d.key,
      cells: [
        d.label,
        t(`modes.${d.point.mode}`),
        formatWholePercent(d.percent, lang),
        d.point.scaled ? scoreWithBand(d.point.scaled, d.point.low, d.point.high) : '—',
      ],
    })),
  };

  return (
    <ChartFrame
      title={t('trend.title')}
      description={t('trend.description')}
      legend={legend}
      table={table}
      emptyText={data.length === 0 ? t('trend.empty') : undefined}
      csvName="score-trend"
    >
      <div ref={ref} dir="ltr" className="w-full">
        <ComposedChart
          width={width}
          height={HEIGHT}
          data={data}
          margin={{ top: 8, right: showScaled ? 4 : 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
          role="img"
          aria-label={t('trend.ariaLabel', { count: data.length })}
        >
          <CartesianGrid vertical={false} stroke={GRID_STROKE} strokeDasharray="3 3" />
          <XAxis
            dataKey="tick"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={AXIS_LINE}
            interval={interval}
            padding={{ left: 12, right: 12 }}
            height={44}
            label={{ value: t('trend.xLabel'), position: 'insideBottom', offset: 0, ...AXIS_LABEL }}
          />
          <YAxis
            yAxisId="percent"
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={44}
            tickFormatter={(value: number) => formatWholePercent(value, lang)}
          />
          {showScaled && scale ? (
            <YAxis
              yAxisId="scaled"
              orientation="right"
              domain={DOMAINS[scale]}
              allowDecimals={false}
              tick={AXIS_TICK}
              tickLine={false}
              axisLine={false}
              width={40}
              tickFormatter={formatScaled}
            />
          ) : null}
          <Tooltip
            cursor={CURSOR_LINE}
            isAnimationActive={false}
            content={(props) => (
              <ChartTooltip<Datum>
                active={props.active}
                payload={props.payload}
                heading={(d) => d.label}
                rows={(d) => [
                  {
                    key: 'percent',
                    label: t('trend.percent'),
                    color: PERCENT_COLOR,
                    value: formatWholePercent(d.percent, lang),
                  },
                  ...(d.point.scaled
                    ? [
                        {
                          key: 'scaled',
                          label: scaleName,
                          color: SCALED_COLOR,
                          value: scoreWithBand(d.point.scaled, d.point.low, d.point.high),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          />
          {showBand && bandAxis ? (
            <Area
              yAxisId={bandAxis}
              dataKey="band"
              name={t('trend.band')}
              stroke="none"
              fill={BAND_COLOR}
              fillOpacity={0.35}
              connectNulls
              isAnimationActive={animate}
            />
          ) : null}
          <Line
            yAxisId="percent"
            dataKey="percent"
            name={t('trend.percent')}
            type="monotone"
            stroke={PERCENT_COLOR}
            strokeWidth={2}
            dot={{ r: 3, fill: PERCENT_COLOR, strokeWidth: 0 }}
            activeDot={{ r: 5, strokeWidth: 2, stroke: 'var(--color-surface)' }}
            isAnimationActive={animate}
          >
            {bandAxis === 'percent' && showBand ? (
              <ErrorBar
                dataKey={(d: Datum) => bandReach(d.percent, d.band)}
                width={6}
                stroke={SCALED_COLOR}
                direction="y"
              />
            ) : null}
          </Line>
          {showScaled ? (
            <Line
              yAxisId="scaled"
              dataKey="scaled"
              name={scaleName}
              type="monotone"
              stroke={SCALED_COLOR}
              strokeWidth={2}
              strokeDasharray="5 3"
              connectNulls
              dot={{ r: 3, fill: SCALED_COLOR, strokeWidth: 0 }}
              isAnimationActive={animate}
            >
              {/* Whiskers show the band of an exam alone too, where the shaded area cannot. */}
              <ErrorBar
                dataKey={(d: Datum) => bandReach(d.scaled, d.band)}
                width={6}
                stroke={SCALED_COLOR}
                direction="y"
              />
            </Line>
          ) : null}
        </ComposedChart>
      </div>
    </ChartFrame>
  );
}
