// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/databaseTools';
import {
  INDEX_FILTERS,
  type IndexStat,
  type StatementStat,
  type TableStat,
} from '@common/contracts/database-tools';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/charts/bar-chart';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsQueryKey, getDatabaseAnalytics } from '@/features/database-tools/api';
import { formatBytes, formatMs } from '@/features/database-tools/format';
import { WholeTable } from '@/features/database-tools/whole-table';
import { errorMessage } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { oneOfParam, pageParam, textParam, useListParams } from '@/lib/use-list-params';

const PAGE_SIZE = 25;
const parse = (params: URLSearchParams) => ({
  search: textParam(params, 'search'),
  indexes: oneOfParam(params, 'indexes', INDEX_FILTERS),
  page: pageParam(params),
});
const CHART_TABLES = 10;

/** Rows and sizes per table and index, index usage, and the slowest statements when known. */
export function Component() {
  const { t, i18n } = useTranslation('databaseTools');
  useDocumentTitle(t('analytics.pageTitle'));
  const lang = i18n.language;
  const [query, update] = useListParams(parse, { replace: true });
  const search = query.search ?? '';
  const filter = query.indexes ?? 'all';
  const stats = useQuery({
    queryKey: analyticsQueryKey(search, filter, query.page),
    queryFn: () =>
      getDatabaseAnalytics({ search, indexes: filter, page: query.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const data = stats.data;
  const loading = stats.isPending;

  return (
    <>
      <PageHeader title={t('analytics.title')} description={t('analytics.subtitle')} />
      <div className="grid gap-6">
        <SearchInput
          className="max-w-md"
          label={t('analytics.search')}
          placeholder={t('analytics.searchPlaceholder')}
          value={search}
          onSearch={(value) => update({ search: value })}
        />
        {stats.isError ? (
          <FormAlert>{errorMessage(stats.error, t('analytics.loadFailed'))}</FormAlert>
        ) : null}

        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Stat
            label={t('analytics.databaseSize')}
            value={data && formatBytes(data.databaseBytes, lang)}
          />
          <Stat
            label={t('analytics.tablesCount')}
            value={data && formatCount(data.tables.length, lang)}
          />
          <Stat
            label={t('analytics.indexesCount')}
            value={data && formatCount(data.indexCount, lang)}
          />
          <Stat
            label={t('analytics.unusedCount')}
            value={data && formatCount(data.unusedIndexCount, lang)}
          />
        </dl>

        {data ? (
          <BarChart
            title={t('analytics.chartTitle')}
            description={t('analytics.chartText')}
            ariaLabel={t('analytics.chartLabel', {
              count: Math.min(CHART_TABLES, data.tables.length),
            })}
            categoryLabel={t('analytics.table')}
            valueLabel={t('analytics.sizeKb')}
            data={data.tables.slice(0, CHART_TABLES).map((row) => ({
              key: row.name,
              label: row.name,
              value: Math.round(row.totalBytes / 1024),
            }))}
            emptyText={t('analytics.noTables')}
          />
        ) : null}

        <Section
          id="db-tables"
          title={t('analytics.tablesTitle')}
          text={t('analytics.tablesText', {
            limit: formatCount(data?.exactCountLimit ?? 10_000, lang),
          })}
        >
          <WholeTable<TableStat>
            caption={t('analytics.tablesCaption')}
            loading={loading}
            rows={data?.tables ?? []}
            getRowId={(r) => r.name}
            emptyTitle={t('analytics.noTables')}
            columns={[
              {
                id: 'name',
                header: t('analytics.table'),
                rowHeader: true,
                cell: (r) => <span className="whitespace-nowrap font-mono text-xs">{r.name}</span>,
              },
              {
                id: 'rows',
                header: t('analytics.rows'),
                className: 'whitespace-nowrap text-end tabular-nums',
                cell: (r) =>
                  r.exactRows !== null
                    ? formatCount(r.exactRows, lang)
                    : r.estimatedRows !== null
                      ? t('analytics.estimate', { formatted: formatCount(r.estimatedRows, lang) })
                      : t('analytics.notAnalysed'),
              },
              {
                id: 'total',
                header: t('analytics.total'),
                className: 'whitespace-nowrap text-end tabular-nums',
                cell: (r) => formatBytes(r.totalBytes, lang),
              },
              {
                id: 'data',
                header: t('analytics.data'),
                className: 'whitespace-nowrap text-end tabular-nums',
                cell: (r) => formatBytes(r.tableBytes, lang),
              },
              {
                id: 'indexes',
                header: t('analytics.indexSize'),
                className: 'whitespace-nowrap text-end tabular-nums',
                cell: (r) =>
                  `${formatBytes(r.indexBytes, lang)} (${formatCount(r.indexCount, lang)})`,
              },
            ]}
          />
        </Section>

        <Section
          id="db-indexes"
          title={t('analytics.indexesTitle')}
          text={t('analytics.indexesText')}
        >
          <Select
            className="w-full sm:w-56"
            aria-label={t('analytics.indexFilter')}
            value={filter}
            onValueChange={(value) => update({ indexes: value === 'all' ? undefined : value })}
            options={INDEX_FILTERS.map((value) => ({
              value,
              label: t(`analytics.indexFilters.${value}`),
            }))}
          />
          <DataTable<IndexStat>
            caption={t('analytics.indexesCaption')}
            loading={loading}
            rows={data?.indexes.items ?? []}
            page={data?.indexes.page ?? query.page}
            pageSize={PAGE_SIZE}
            total={data?.indexes.total ?? 0}
            onPageChange={(page) => update({ page })}
            getRowId={(r) => r.name}
            emptyTitle={t('analytics.noIndexes')}
            columns={[
              {
                id: 'name',
                header: t('analytics.index'),
                rowHeader: true,
                cell: (r) => <span className="whitespace-nowrap font-mono text-xs">{r.name}</span>,
              },
              {
                id: 'table',
                header: t('analytics.table'),
                cell: (r) => <span className="whitespace-nowrap font-mono text-xs">{r.table}</span>,
              },
              {
                id: 'kind',
                header: t('analytics.kind'),
                cell: (r) => (
                  <span className="flex flex-wrap gap-1">
                    <Badge variant="neutral">
                      {t(
                        r.primary
                          ? 'analytics.primary'
                          : r.unique
                            ? 'analytics.unique'
                            : 'analytics.plain',
                      )}
                    </Badge>
                    {r.unused ? <Badge variant="accent">{t('analytics.unused')}</Badge> : null}
                  </span>
                ),
              },
              {
                id: 'size',
                header: t('analytics.size'),
                className: 'whitespace-nowrap text-end tabular-nums',
                cell: (r) => formatBytes(r.bytes, lang),
              },
              {
                id: 'scans',
                header: t('analytics.scans'),
                className: 'whitespace-nowrap text-end tabular-nums',
                cell: (r) => formatCount(r.scans, lang),
              },
            ]}
          />
        </Section>

        <Section
          id="db-statements"
          title={t('analytics.statementsTitle')}
          text={t('analytics.statementsText')}
        >
          {!data ? (
            <Skeleton className="h-24 w-full" />
          ) : !data.statements.available ? (
            <Card>
              <CardContent className="flex items-start gap-3 pt-6 text-ink-muted">
                <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <p role="note">
                  {data.statements.reason === 'notReadable'
                    ? t('analytics.notReadable', { detail: data.statements.detail ?? '' })
                    : t('analytics.notInstalled')}
                </p>
              </CardContent>
            </Card>
          ) : (
            <WholeTable<StatementStat>
              caption={t('analytics.statementsCaption')}
              rows={data.statements.items}
              getRowId={(r) => r.query}
              emptyTitle={t('analytics.noStatements')}
              columns={[
                {
                  id: 'query',
                  header: t('analytics.statement'),
                  cell: (r) => (
                    <code className="line-clamp-3 break-all font-mono text-xs">{r.query}</code>
                  ),
                  className: 'min-w-64',
                },
                {
                  id: 'calls',
                  header: t('analytics.calls'),
                  className: 'whitespace-nowrap text-end tabular-nums',
                  cell: (r) => formatCount(r.calls, lang),
                },
                {
                  id: 'mean',
                  header: t('analytics.mean'),
                  className: 'whitespace-nowrap text-end tabular-nums',
                  cell: (r) => formatMs(r.meanMs, lang),
                },
                {
                  id: 'total',
                  header: t('analytics.totalTime'),
                  className: 'whitespace-nowrap text-end tabular-nums',
                  cell: (r) => formatMs(r.totalMs, lang),
                },
              ]}
            />
          )}
        </Section>
      </div>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="min-w-0 rounded-card border border-border bg-surface p-4">
      <dt className="text-ink-muted text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-ink text-xl tabular-nums">
        {value ?? <Skeleton className="h-7 w-20" />}
      </dd>
    </div>
  );
}

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <div>
        <h2 id={id} className="font-semibold text-ink text-lg">
          {title}
        </h2>
        <p className="mt-1 max-w-prose text-ink-muted text-sm">{text}</p>
      </div>
      {children}
    </section>
  );
}
