import '@/i18n/revenueAnalytics';
import type { RevenueInsights } from '@common/contracts/business-analytics-revenue';
import { Handshake, Repeat, ShoppingCart, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AnalyticsPage } from '@/components/analytics-page';
import { MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { FigureCard, FigureGrid } from '@/components/figure-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getRevenueInsights, revenueKeys } from '@/features/revenue-analytics/api';
import { Definitions } from '@/features/revenue-analytics/definitions';
import { cn } from '@/lib/cn';
import { formatCount, formatMoney, formatMonth, formatRatio } from '@/lib/format';

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * Administrators' Revenue Analytics (spec route `revenue-analytics`): average order value,
 * trial → paid conversion, repeat purchases, revenue per referred student and sign-up cohorts.
 * The period lives in the address.
 */
export function Component() {
  const { t, i18n } = useTranslation('revenueAnalytics');
  return (
    <AnalyticsPage
      title={t('insights.title')}
      description={t('insights.subtitle')}
      queryKey={revenueKeys.insights}
      queryFn={getRevenueInsights}
      figures={4}
      intro={
        <Definitions
          items={[
            t('insights.definitions.kept'),
            t('insights.definitions.aov'),
            t('insights.definitions.trial'),
            t('insights.definitions.repeat'),
            t('insights.definitions.referral'),
            t('insights.definitions.cohorts'),
          ]}
        />
      }
    >
      {(data) => <InsightsBody data={data} lang={i18n.language} />}
    </AnalyticsPage>
  );
}

function InsightsBody({ data, lang }: { data: RevenueInsights; lang: string }) {
  const { t } = useTranslation('revenueAnalytics');
  const money = (value: number) => formatMoney(value, lang);
  const count = (value: number) => formatCount(value, lang);
  const ratio = (value: number | null) => (value === null ? '—' : formatRatio(value, lang));
  const { averageOrder, trial, repeat, cohorts, period } = data;
  const referred = data.referral.find((r) => r.group === 'referred');
  const direct = data.referral.find((r) => r.group === 'direct');
  const suffix = `${period.from}_${period.to}`;
  const countSeries = (label: string) => [
    { key: 'n', label, kind: 'bar' as const, color: 'var(--color-primary-600)', format: count },
  ];
  const moneyFormat = { format: money };

  const monthName = (month: string) => formatMonth(month, lang, 'medium');
  const monthHeader = (n: number) => t('insights.cohorts.month', { n });
  const offsets = Array.from({ length: cohorts.offsets }, (_, n) => n);

  return (
    <>
      <FigureGrid columns={4}>
        <FigureCard
          icon={ShoppingCart}
          label={t('insights.tiles.aov')}
          value={averageOrder.value === null ? '—' : money(averageOrder.value)}
          hint={t('insights.tiles.aovHint', { count: averageOrder.orders })}
          change={{
            current: averageOrder.value ?? 0,
            previous: averageOrder.previousValue ?? 0,
            change: averageOrder.change,
          }}
          previous={
            averageOrder.previousValue === null ? undefined : money(averageOrder.previousValue)
          }
        />
        <FigureCard
          icon={UserCheck}
          label={t('insights.tiles.trial')}
          value={ratio(trial.rate)}
          hint={t('insights.tiles.trialHint', {
            converted: count(trial.converted),
            started: count(trial.started),
          })}
        />
        <FigureCard
          icon={Repeat}
          label={t('insights.tiles.repeat')}
          value={ratio(repeat.rate)}
          hint={t('insights.tiles.repeatHint', {
            repeat: count(repeat.repeatBuyers),
            buyers: count(repeat.buyers),
          })}
        />
        <FigureCard
          icon={Handshake}
          label={t('insights.tiles.referred')}
          value={referred?.perStudent == null ? '—' : money(referred.perStudent)}
          hint={t('insights.tiles.referredHint', {
            direct: direct?.perStudent == null ? '—' : money(direct.perStudent),
          })}
        />
      </FigureGrid>

      <div className="grid gap-6 xl:grid-cols-2">
        <MultiSeriesChart
          title={t('insights.trial.title')}
          ariaLabel={t('insights.trial.aria')}
          xLabel={t('insights.trial.stage')}
          series={countSeries(t('insights.trial.students'))}
          points={(
            [
              ['started', trial.started],
              ['used', trial.used],
              ['paid', trial.converted],
            ] as const
          ).map(([key, n]) => ({
            key,
            label: t(`insights.trial.${key}`),
            tick: t(`insights.trial.${key}`),
            values: { n },
          }))}
          csvName={`trial-conversion_${suffix}`}
        />
        <MultiSeriesChart
          title={t('insights.repeat.title')}
          ariaLabel={t('insights.repeat.aria')}
          xLabel={t('insights.repeat.kind')}
          series={[
            {
              key: 'orders',
              label: t('insights.repeat.orders'),
              kind: 'bar',
              color: 'var(--color-primary-600)',
              format: count,
            },
            {
              key: 'revenue',
              label: t('insights.repeat.revenue'),
              kind: 'bar',
              color: 'var(--color-accent-500)',
              axis: 'end',
              ...moneyFormat,
            },
          ]}
          points={[
            {
              key: 'first',
              label: t('insights.repeat.first'),
              tick: t('insights.repeat.first'),
              values: {
                orders: repeat.orders - repeat.repeatOrders,
                revenue: Math.max(0, averageOrder.revenue - repeat.repeatRevenue),
              },
            },
            {
              key: 'repeat',
              label: t('insights.repeat.repeat'),
              tick: t('insights.repeat.repeat'),
              values: { orders: repeat.repeatOrders, revenue: repeat.repeatRevenue },
            },
          ]}
          csvName={`repeat-purchases_${suffix}`}
        />
      </div>

      <MultiSeriesChart
        title={t('insights.referral.title')}
        ariaLabel={t('insights.referral.aria')}
        xLabel={t('insights.referral.group')}
        series={[
          {
            key: 'perStudent',
            label: t('insights.referral.perStudent'),
            kind: 'bar',
            color: 'var(--color-primary-600)',
            ...moneyFormat,
          },
          {
            key: 'perPaying',
            label: t('insights.referral.perPaying'),
            kind: 'bar',
            color: 'var(--color-accent-500)',
            ...moneyFormat,
          },
        ]}
        points={data.referral.map((r) => {
          const label = t('insights.referral.groupLabel', {
            group: t(`insights.referral.${r.group}`),
            count: r.students,
          });
          return {
            key: r.group,
            label,
            tick: label,
            values: { perStudent: r.perStudent ?? 0, perPaying: r.perPayingStudent ?? 0 },
          };
        })}
        csvName={`revenue-per-referred-student_${suffix}`}
      />

      <MultiSeriesChart
        title={t('insights.cohorts.chartTitle')}
        ariaLabel={t('insights.cohorts.aria')}
        xLabel={t('insights.cohorts.cohort')}
        series={[
          {
            key: 'revenue',
            label: t('insights.cohorts.revenue'),
            kind: 'bar',
            color: 'var(--color-primary-600)',
            ...moneyFormat,
          },
          {
            key: 'share',
            label: t('insights.cohorts.payingShare'),
            kind: 'line',
            color: 'var(--color-accent-500)',
            axis: 'end',
            format: (v) => formatRatio(v, lang),
          },
        ]}
        points={cohorts.rows.map((row) => ({
          key: row.month,
          label: formatMonth(row.month, lang),
          tick: formatMonth(row.month, lang, 'short'),
          values: { revenue: row.revenue, share: share(row.payingStudents, row.students) },
        }))}
        emptyText={t('insights.cohorts.empty')}
        csvName={`revenue-by-cohort_${suffix}`}
      />

      <Card className="min-w-0">
        <CardHeader className="flex flex-row flex-wrap items-start gap-2">
          <div className="grid min-w-0 flex-1 gap-1">
            <CardTitle>{t('insights.cohorts.title')}</CardTitle>
            <CardDescription>{t('insights.definitions.cohorts')}</CardDescription>
          </div>
          {cohorts.rows.length > 0 ? (
            <CsvDownloadButton
              filename={`${t('insights.cohorts.csv')}_${suffix}`}
              label={t('ui.csv.downloadNamed', { ns: 'common', name: t('insights.cohorts.title') })}
              rows={() => [
                [
                  t('insights.cohorts.cohort'),
                  t('insights.cohorts.students'),
                  t('insights.cohorts.revenue'),
                  t('insights.cohorts.payingShare'),
                  ...offsets.flatMap((n) => [
                    `${monthHeader(n)} ${t('insights.cohorts.revenue')}`,
                    `${monthHeader(n)} ${t('insights.cohorts.payingShare')}`,
                  ]),
                ],
                ...cohorts.rows.map((row) => [
                  row.month,
                  row.students,
                  row.revenue.toFixed(2),
                  share(row.payingStudents, row.students).toFixed(4),
                  ...offsets.flatMap((n) => {
                    const cell = row.cells[n];
                    return cell
                      ? [
                          cell.revenue.toFixed(2),
                          share(cell.payingStudents, row.students).toFixed(4),
                        ]
                      : ['', ''];
                  }),
                ]),
              ]}
            />
          ) : null}
        </CardHeader>
        <CardContent>
          {cohorts.rows.length === 0 ? (
            <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-ink-muted text-sm">
              {t('insights.cohorts.empty')}
            </p>
          ) : (
            // biome-ignore lint/a11y/useSemanticElements: a scroll box, not a form group
            <div
              role="group"
              aria-label={t('insights.cohorts.title')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll it
              tabIndex={0}
              className="relative overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
            >
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t('insights.cohorts.title')}</caption>
                <thead className="bg-slate-50 text-ink-muted text-xs">
                  <tr>
                    <th scope="col" className="sticky start-0 bg-slate-50 px-3 py-2 text-start">
                      {t('insights.cohorts.cohort')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-end">
                      {t('insights.cohorts.students')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-end">
                      {t('insights.cohorts.revenue')}
                    </th>
                    {offsets.map((n) => (
                      <th key={n} scope="col" className="whitespace-nowrap px-3 py-2 text-end">
                        {monthHeader(n)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {cohorts.rows.map((row) => (
                    <tr key={row.month} className="border-border border-t">
                      <th
                        scope="row"
                        className="sticky start-0 whitespace-nowrap bg-surface px-3 py-2 text-start font-semibold text-ink"
                      >
                        {monthName(row.month)}
                      </th>
                      <td className="px-3 py-2 text-end tabular-nums">{count(row.students)}</td>
                      <td className="px-3 py-2 text-end font-semibold tabular-nums">
                        {money(row.revenue)}
                      </td>
                      {offsets.map((n) => {
                        const cell = row.cells[n];
                        if (!cell) return <td key={n} className="px-3 py-2" />;
                        const paid = share(cell.payingStudents, row.students);
                        return (
                          <td
                            key={n}
                            className={cn(
                              'px-3 py-2 text-end tabular-nums',
                              paid >= 0.25
                                ? 'bg-primary-100'
                                : paid >= 0.1
                                  ? 'bg-primary-50'
                                  : undefined,
                            )}
                          >
                            <span className="block text-ink">{money(cell.revenue)}</span>
                            <span className="block text-ink-muted text-xs">
                              {formatRatio(paid, lang)}
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </>
  );
}
