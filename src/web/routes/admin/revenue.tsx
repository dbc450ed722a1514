import '@/i18n/revenueAnalytics';
import type { RevenueRefund, RevenueReport } from '@common/contracts/business-analytics-revenue';
import { BadgePercent, Banknote, ReceiptText, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AnalyticsPage } from '@/components/analytics-page';
import { MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { FigureCard, FigureGrid } from '@/components/figure-card';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { getRevenueReport, revenueKeys } from '@/features/revenue-analytics/api';
import { Definitions } from '@/features/revenue-analytics/definitions';
import { moneyPoint, moneySeries } from '@/features/revenue-analytics/money-series';
import { formatCount, formatDate, formatDateTime, formatMoney } from '@/lib/format';

/** Affiliates drawn one by one; the rest are added up in one bar. */
const TOP_AFFILIATES = 10;

const dayLabel = (day: string, language: string, short = false) =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(short ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * Administrators' Revenue Reports (spec route `revenue`): sales, refunds and net revenue by day,
 * package, subject board and referring affiliate, the refunds themselves and the discounts given.
 * The period and the refunds' page (`page`) live in the address.
 */
export function Component() {
  const { t, i18n } = useTranslation('revenueAnalytics');
  const [params, setParams] = useSearchParams();
  // A new period starts the refunds at their first page (usePeriod drops `page`).
  const refundsPage = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const setRefundsPage = (page: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <AnalyticsPage
      title={t('reports.title')}
      description={t('reports.subtitle')}
      queryKey={(period) => revenueKeys.report(period, refundsPage)}
      queryFn={(period) => getRevenueReport(period, refundsPage)}
      figures={4}
      intro={
        <Definitions
          items={[
            t('reports.definitions.sale'),
            t('reports.definitions.refund'),
            t('reports.definitions.board'),
            t('reports.definitions.affiliate'),
            t('reports.definitions.discounts'),
          ]}
        />
      }
    >
      {(data) => <ReportBody data={data} lang={i18n.language} onRefundsPage={setRefundsPage} />}
    </AnalyticsPage>
  );
}

function ReportBody({
  data,
  lang,
  onRefundsPage,
}: {
  data: RevenueReport;
  lang: string;
  onRefundsPage: (page: number) => void;
}) {
  const { t } = useTranslation('revenueAnalytics');
  const money = (value: number) => formatMoney(value, lang);
  const { totals, discounts, period } = data;
  const labels = { sales: t('common.sales'), refunds: t('common.refunds'), net: t('common.net') };
  const series = moneySeries(labels, lang);
  const barSeries = moneySeries(labels, lang, 'bar');
  const suffix = `${period.from}_${period.to}`;

  const top = data.byAffiliate.slice(0, TOP_AFFILIATES);
  const rest = data.byAffiliate.slice(TOP_AFFILIATES);
  const affiliateName = (row: RevenueReport['byAffiliate'][number]) =>
    row.affiliateId === null
      ? t('common.noAffiliate')
      : `${row.name ?? ''}${row.code ? ` (${row.code})` : ''}`;
  const affiliatePoints = top.map((row) =>
    moneyPoint(row.affiliateId ?? 'direct', affiliateName(row), affiliateName(row), row),
  );
  if (rest.length > 0) {
    const sum = (key: 'gross' | 'refunded' | 'net') => rest.reduce((s, r) => s + r[key], 0);
    const label = t('common.otherAffiliates', { count: rest.length });
    affiliatePoints.push(
      moneyPoint('others', label, label, {
        gross: sum('gross'),
        refunded: sum('refunded'),
        net: sum('net'),
      }),
    );
  }

  const refundColumns: DataTableColumn<RevenueRefund>[] = [
    {
      id: 'refundedAt',
      header: t('reports.refunds.refundedAt'),
      cell: (row) => formatDateTime(row.refundedAt, lang),
    },
    {
      id: 'student',
      header: t('reports.refunds.student'),
      rowHeader: true,
      cell: (row) => (
        <span className="grid">
          <span className="font-medium text-ink">{row.studentName}</span>
          <span className="text-ink-muted text-xs">{row.studentEmail}</span>
        </span>
      ),
    },
    { id: 'package', header: t('reports.refunds.package'), cell: (row) => row.packageName },
    {
      id: 'paidAt',
      header: t('reports.refunds.paidAt'),
      cell: (row) => (row.completedAt ? formatDate(row.completedAt, lang) : '—'),
    },
    {
      id: 'amount',
      header: t('reports.refunds.amount'),
      className: 'text-end tabular-nums',
      cell: (row) => money(row.amount),
    },
    { id: 'by', header: t('reports.refunds.by'), cell: (row) => row.refundedByName ?? '—' },
  ];

  return (
    <>
      <FigureGrid columns={4}>
        <FigureCard
          icon={Banknote}
          label={t('reports.tiles.net')}
          value={money(totals.net)}
          change={{ current: totals.net, previous: totals.previousNet, change: totals.netChange }}
          previous={money(totals.previousNet)}
        />
        <FigureCard
          icon={ReceiptText}
          label={t('reports.tiles.sales')}
          value={money(totals.gross)}
          hint={t('reports.tiles.salesHint', { count: totals.orders })}
        />
        <FigureCard
          icon={Undo2}
          label={t('reports.tiles.refunds')}
          value={money(totals.refunded)}
          hint={t('reports.tiles.refundsHint', { count: totals.refunds })}
        />
        <FigureCard
          icon={BadgePercent}
          label={t('reports.tiles.discounts')}
          value={money(discounts.total)}
          hint={t('reports.tiles.discountsHint', { count: discounts.discountedOrders })}
        />
      </FigureGrid>

      <MultiSeriesChart
        title={t('reports.byDay.title')}
        description={t('reports.byDay.description')}
        ariaLabel={t('reports.byDay.aria', {
          from: dayLabel(period.from, lang),
          to: dayLabel(period.to, lang),
        })}
        xLabel={t('common.day')}
        series={series}
        points={data.byDay.map((d) =>
          moneyPoint(d.day, dayLabel(d.day, lang), dayLabel(d.day, lang, true), d),
        )}
        csvName={`revenue-by-day_${suffix}`}
      />

      <div className="grid gap-6 xl:grid-cols-2">
        <MultiSeriesChart
          title={t('reports.byPackage.title')}
          ariaLabel={t('reports.byPackage.aria')}
          xLabel={t('common.package')}
          series={barSeries}
          points={data.byPackage.map((p) => moneyPoint(p.packageId, p.name, p.name, p))}
          emptyText={t('common.noData')}
          csvName={`revenue-by-package_${suffix}`}
        />
        <MultiSeriesChart
          title={t('reports.byBoard.title')}
          description={t('reports.byBoard.description')}
          ariaLabel={t('reports.byBoard.aria')}
          xLabel={t('common.board')}
          series={barSeries}
          points={data.byBoard.map((b) => {
            const label = t(`common.boards.${b.board}`);
            return moneyPoint(b.board, label, label, b);
          })}
          csvName={`revenue-by-board_${suffix}`}
        />
      </div>

      <MultiSeriesChart
        title={t('reports.byAffiliate.title')}
        description={rest.length > 0 ? t('reports.byAffiliate.description') : undefined}
        ariaLabel={t('reports.byAffiliate.aria')}
        xLabel={t('common.affiliate')}
        series={barSeries}
        points={affiliatePoints}
        emptyText={t('common.noData')}
        csvName={`revenue-by-affiliate_${suffix}`}
      />

      <div className="grid gap-6 xl:grid-cols-2">
        <MultiSeriesChart
          title={t('reports.discounts.title')}
          ariaLabel={t('reports.discounts.aria')}
          xLabel={t('reports.discounts.kind')}
          series={[
            {
              key: 'amount',
              label: t('reports.discounts.amount'),
              kind: 'bar',
              color: 'var(--color-primary-600)',
              format: money,
            },
          ]}
          points={(['package', 'affiliate', 'coupon'] as const).map((kind) => ({
            key: kind,
            label: t(`reports.discounts.${kind}`),
            tick: t(`reports.discounts.short.${kind}`),
            values: { amount: discounts[kind] },
          }))}
          csvName={`discounts_${suffix}`}
        />
        <Card className="min-w-0">
          <CardHeader className="flex flex-row flex-wrap items-start gap-2">
            <CardTitle className="flex-1">{t('reports.discounts.couponsTitle')}</CardTitle>
            {discounts.coupons.length > 0 ? (
              <CsvDownloadButton
                filename={`coupons_${suffix}`}
                label={t('ui.csv.downloadNamed', {
                  ns: 'common',
                  name: t('reports.discounts.couponsTitle'),
                })}
                rows={() => [
                  [
                    t('reports.discounts.code'),
                    t('reports.discounts.uses'),
                    t('reports.discounts.amount'),
                  ],
                  ...discounts.coupons.map((c) => [c.code, c.orders, c.amount.toFixed(2)]),
                ]}
              />
            ) : null}
          </CardHeader>
          <CardContent>
            {discounts.coupons.length === 0 ? (
              <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-ink-muted text-sm">
                {t('reports.discounts.noCoupons')}
              </p>
            ) : (
              <div className="relative overflow-x-auto rounded-lg border border-border">
                <table className="w-full border-collapse text-sm">
                  <caption className="sr-only">{t('reports.discounts.couponsTitle')}</caption>
                  <thead className="bg-slate-50 text-ink-muted text-xs">
                    <tr>
                      <th scope="col" className="px-3 py-2 text-start font-semibold">
                        {t('reports.discounts.code')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-end font-semibold">
                        {t('reports.discounts.uses')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-end font-semibold">
                        {t('reports.discounts.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {discounts.coupons.map((c) => (
                      <tr key={c.code} className="border-border border-t">
                        <th scope="row" className="px-3 py-2 text-start font-mono font-semibold">
                          {c.code}
                        </th>
                        <td className="px-3 py-2 text-end tabular-nums">
                          {formatCount(c.orders, lang)}
                        </td>
                        <td className="px-3 py-2 text-end tabular-nums">{money(c.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="revenue-refunds" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="min-w-0">
            <h2 id="revenue-refunds" className="font-semibold text-ink text-lg">
              {t('reports.refunds.title')}
            </h2>
            <p className="text-ink-muted text-sm">{t('reports.refunds.description')}</p>
          </div>
          {data.refundList.items.length > 0 ? (
            <CsvDownloadButton
              filename={`refunds_${suffix}_page-${data.refundList.page}`}
              label={t('ui.csv.downloadNamed', { ns: 'common', name: t('reports.refunds.title') })}
              rows={() => [
                [
                  t('reports.refunds.refundedAt'),
                  t('reports.refunds.student'),
                  t('reports.refunds.email'),
                  t('reports.refunds.package'),
                  t('reports.refunds.paidAt'),
                  t('reports.refunds.amount'),
                  t('reports.refunds.by'),
                ],
                ...data.refundList.items.map((r) => [
                  r.refundedAt,
                  r.studentName,
                  r.studentEmail,
                  r.packageName,
                  r.completedAt ?? '',
                  r.amount.toFixed(2),
                  r.refundedByName ?? '',
                ]),
              ]}
            />
          ) : null}
        </div>
        <DataTable
          caption={t('reports.refunds.title')}
          columns={refundColumns}
          rows={data.refundList.items}
          getRowId={(row) => row.paymentId}
          page={data.refundList.page}
          pageSize={data.refundList.pageSize}
          total={data.refundList.total}
          onPageChange={onRefundsPage}
          emptyTitle={t('reports.refunds.emptyTitle')}
          emptyDescription={t('reports.refunds.empty')}
          emptyIcon={Undo2}
        />
      </section>
    </>
  );
}
