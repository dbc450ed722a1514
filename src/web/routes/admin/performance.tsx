import '@/i18n/system';
import type { Performance, PerformanceMinute, RouteStats } from '@common/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartPoint, MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { getPerformance, systemKeys } from '@/features/system/api';
import { errorMessage } from '@/lib/api';
import { formatCount, formatPercent } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

const REFRESH_MS = 15_000;
const ROUTES_PAGE = 10;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="grid gap-1 p-3 sm:p-4">
        <span className="text-ink-muted text-sm">{label}</span>
        <span className="break-words font-semibold text-base text-ink tabular-nums sm:text-xl">
          {value}
        </span>
      </CardContent>
    </Card>
  );
}

function duration(seconds: number, lng: string): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(lng, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (seconds >= 86_400) return unit(Math.floor(seconds / 86_400), 'day');
  if (seconds >= 3600) return unit(Math.floor(seconds / 3600), 'hour');
  return unit(Math.max(1, Math.floor(seconds / 60)), 'minute');
}

/** The server's own figures over the last hour: traffic, latency, event loop, memory, database. */
export function Component() {
  const { t, i18n } = useTranslation('system');
  useDocumentTitle(t('performance.pageTitle'));
  const lng = i18n.language;
  const [routesPage, setRoutesPage] = useState(1);
  const data = useQuery({
    queryKey: systemKeys.performance,
    queryFn: getPerformance,
    refetchInterval: REFRESH_MS,
  });

  if (data.isError) {
    return (
      <>
        <PageHeader title={t('performance.title')} description={t('performance.subtitle')} />
        <FormAlert>{errorMessage(data.error, t('performance.loadFailed'))}</FormAlert>
      </>
    );
  }
  const p = data.data;
  return (
    <>
      <PageHeader title={t('performance.title')} description={t('performance.subtitle')} />
      {p ? (
        <PerformanceView p={p} lng={lng} routesPage={routesPage} setRoutesPage={setRoutesPage} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      )}
    </>
  );
}

function PerformanceView({
  p,
  lng,
  routesPage,
  setRoutesPage,
}: {
  p: Performance;
  lng: string;
  routesPage: number;
  setRoutesPage: (page: number) => void;
}) {
  const { t } = useTranslation('system');
  const none = t('performance.none');
  const number = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 });
  const ms = (value: number | null) =>
    value === null ? none : t('performance.ms', { value: number.format(value) });
  const mb = (value: number) => t('performance.mb', { value: number.format(value) });
  const c = p.current;
  const pool = c.dbPool
    ? t('performance.poolValue', c.dbPool)
    : t('performance.embedded', { driver: p.driver });

  const timeFormat = new Intl.DateTimeFormat(lng, { hour: '2-digit', minute: '2-digit' });
  const point = (m: PerformanceMinute, values: Record<string, number | null>): ChartPoint => {
    const label = timeFormat.format(new Date(m.at));
    const clean: Record<string, number> = {};
    for (const [key, value] of Object.entries(values)) if (value !== null) clean[key] = value;
    return { key: m.at, label, tick: label, values: clean };
  };
  const hasTraffic = p.minutes.some((m) => m.requests > 0);
  const msFormat = (value: number) => ms(value);

  const routeColumns: DataTableColumn<RouteStats>[] = [
    {
      id: 'route',
      header: t('performance.routeColumns.route'),
      rowHeader: true,
      cell: (row) => (
        <span className="block min-w-48 break-all font-mono text-xs">{row.route}</span>
      ),
    },
    ...(['requests', 'errors'] as const).map((key) => ({
      id: key,
      header: t(`performance.routeColumns.${key}`),
      className: 'text-end tabular-nums',
      cell: (row: RouteStats) => formatCount(row[key], lng),
    })),
    ...(['p50', 'p95', 'p99'] as const).map((key) => ({
      id: key,
      header: t(`performance.routeColumns.${key}`),
      className: 'text-end tabular-nums whitespace-nowrap',
      cell: (row: RouteStats) => (row[key] === null ? none : number.format(row[key] as number)),
    })),
  ];

  return (
    <div className="grid gap-6">
      <section aria-labelledby="perf-now" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="perf-now" className="font-semibold text-ink text-lg">
            {t('performance.current')}
          </h2>
          <span className="text-ink-muted text-sm">
            {t('performance.uptime', { duration: duration(p.uptimeSeconds, lng) })}
          </span>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            label={t('performance.requestsPerSecond')}
            value={c.requestsPerSecond.toLocaleString(lng)}
          />
          <Stat label={t('performance.errorRate')} value={formatPercent(c.errorRate, lng)} />
          <Stat
            label={t('performance.latency')}
            value={[c.latency.p50, c.latency.p95, c.latency.p99]
              .map((v) => (v === null ? none : number.format(v)))
              .join(' / ')}
          />
          <Stat label={t('performance.eventLoop')} value={ms(c.eventLoopP99Ms)} />
          <Stat label={t('performance.memory')} value={mb(c.rssMb)} />
          <Stat
            label={t('performance.heap')}
            value={`${mb(c.heapUsedMb)} / ${mb(c.heapTotalMb)}`}
          />
          <Stat label={t('performance.dbLatency')} value={ms(c.dbLatencyMs)} />
          <Stat label={t('performance.dbPool')} value={pool} />
        </div>
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <MultiSeriesChart
          title={t('performance.trafficChart')}
          ariaLabel={t('performance.trafficAria')}
          xLabel={t('performance.time')}
          emptyText={hasTraffic ? undefined : t('performance.empty')}
          series={[
            {
              key: 'requests',
              label: t('performance.series.requests'),
              kind: 'bar',
              color: 'var(--color-primary-600)',
            },
            {
              key: 'errors',
              label: t('performance.series.errors'),
              kind: 'line',
              color: 'var(--color-red-600)',
            },
          ]}
          points={
            hasTraffic
              ? p.minutes.map((m) => point(m, { requests: m.requests, errors: m.errors }))
              : []
          }
        />
        <MultiSeriesChart
          title={t('performance.latencyChart')}
          ariaLabel={t('performance.latencyAria')}
          xLabel={t('performance.time')}
          emptyText={t('performance.empty')}
          series={(['p50', 'p95', 'p99'] as const).map((key, i) => ({
            key,
            label: t(`performance.series.${key}`),
            kind: 'line' as const,
            color: ['var(--color-primary-600)', 'var(--color-accent-600)', 'var(--color-red-600)'][
              i
            ] as string,
            format: msFormat,
          }))}
          points={p.minutes
            .filter((m) => m.requests > 0)
            .map((m) => point(m, { p50: m.p50, p95: m.p95, p99: m.p99 }))}
        />
        <MultiSeriesChart
          title={t('performance.processChart')}
          ariaLabel={t('performance.processAria')}
          xLabel={t('performance.time')}
          series={[
            {
              key: 'eventLoop',
              label: t('performance.series.eventLoop'),
              kind: 'line',
              color: 'var(--color-accent-600)',
            },
            {
              key: 'db',
              label: t('performance.series.db'),
              kind: 'line',
              color: 'var(--color-primary-600)',
            },
          ]}
          points={p.minutes
            .filter((m) => m.eventLoopP99Ms !== null || m.dbLatencyMs !== null)
            .map((m) => point(m, { eventLoop: m.eventLoopP99Ms, db: m.dbLatencyMs }))}
          emptyText={t('performance.emptySamples')}
        />
        <MultiSeriesChart
          title={t('performance.memoryChart')}
          ariaLabel={t('performance.memoryAria')}
          xLabel={t('performance.time')}
          series={[
            {
              key: 'rss',
              label: t('performance.series.rss'),
              kind: 'line',
              color: 'var(--color-primary-600)',
            },
          ]}
          points={p.minutes.filter((m) => m.rssMb !== null).map((m) => point(m, { rss: m.rssMb }))}
          emptyText={t('performance.emptySamples')}
        />
      </div>

      <section aria-labelledby="perf-routes" className="grid gap-3">
        <h2 id="perf-routes" className="font-semibold text-ink text-lg">
          {t('performance.routes')}
        </h2>
        <DataTable
          caption={t('performance.routesCaption')}
          columns={routeColumns}
          rows={p.routes.slice((routesPage - 1) * ROUTES_PAGE, routesPage * ROUTES_PAGE)}
          getRowId={(row) => row.route}
          page={routesPage}
          pageSize={ROUTES_PAGE}
          total={p.routes.length}
          onPageChange={setRoutesPage}
          emptyIcon={Gauge}
          emptyTitle={t('performance.routesEmpty')}
        />
      </section>
      <p className="text-ink-muted text-sm">{t('performance.scrape')}</p>
    </div>
  );
}
