import i18n from '@/i18n';
import '@/i18n/questionInsights';
import type {
  DIFFICULTIES,
  QUESTION_SOURCES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
} from '@common/contracts/content';
import {
  type CountRow,
  ITEM_SORTS,
  type ItemSort,
  type ItemStatistic,
  type StatisticsQuery,
} from '@common/contracts/question-insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  BarChart3,
  CircleAlert,
  Library,
  MessagesSquare,
  Users,
} from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RichText } from '@/components/rich-text';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { getStatistics, statisticsQueryKey } from '@/features/question-insights/api';
import { CountBreakdown } from '@/features/question-insights/count-breakdown';
import { ItemFlags } from '@/features/question-insights/item-flags';
import { SummaryCard } from '@/features/question-insights/summary-card';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

const ALL = 'all';
type QuestionType = (typeof QUESTION_TYPES)[number];
type Difficulty = (typeof DIFFICULTIES)[number];
type QuestionStatus = (typeof QUESTION_STATUSES)[number];
type QuestionSource = (typeof QUESTION_SOURCES)[number];

/** The page's state lives in the address, so a view can be reloaded or shared. */
function useStatisticsQuery(): [StatisticsQuery, (patch: Partial<StatisticsQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<StatisticsQuery>(() => {
    const sort = params.get('sort');
    const order = params.get('order');
    return {
      subject: params.get('subject') || undefined,
      sort:
        sort && (ITEM_SORTS as readonly string[]).includes(sort) ? (sort as ItemSort) : undefined,
      order: order === 'asc' || order === 'desc' ? order : undefined,
      flagged: params.get('flagged') === 'true' ? 'true' : undefined,
      page: Math.max(1, Number(params.get('page')) || 1),
    };
  }, [params]);
  const update = useCallback(
    (patch: Partial<StatisticsQuery>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [query, update];
}

const pct = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** Bank counts and Moodle-style item analysis (facility, discrimination, exposure, time). */
export function Component() {
  const { t } = useTranslation('questionInsights');
  useDocumentTitle(t('statistics.pageTitle'));
  const [query, update] = useStatisticsQuery();
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const stats = useQuery({
    queryKey: statisticsQueryKey(query),
    queryFn: () => getStatistics(query),
    placeholderData: keepPreviousData,
  });
  const data = stats.data;
  const percent = (value: number | null) =>
    value === null ? t('common.none') : t('common.percent', { value: pct(value) });

  const sortHeader = (key: ItemSort, label: string) => {
    const active = (query.sort ?? 'attempts') === key;
    const order = query.order ?? 'desc';
    const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase hover:text-ink"
        aria-label={t('statistics.sortBy', { column: label })}
        aria-pressed={active}
        onClick={() => update({ sort: key, order: active && order === 'desc' ? 'asc' : 'desc' })}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    );
  };

  const columns: DataTableColumn<ItemStatistic>[] = [
    {
      id: 'question',
      header: t('statistics.question'),
      rowHeader: true,
      className: 'min-w-72',
      cell: (row) => (
        <Link
          to={paths.admin.questionEdit.href({ id: row.id })}
          className="line-clamp-2 font-normal text-primary-800 hover:underline"
          title={t('statistics.openQuestion')}
        >
          <RichText inline text={row.stem} />
        </Link>
      ),
    },
    {
      id: 'subject',
      header: t('statistics.subjectTopic'),
      className: 'min-w-44',
      cell: (row) => (
        <span className="grid">
          <span className="font-medium">{row.subject.name}</span>
          <span className="text-ink-muted text-xs">{row.topic.name}</span>
        </span>
      ),
    },
    {
      id: 'attempts',
      header: sortHeader('attempts', t('statistics.attempts')),
      className: 'text-end tabular-nums',
      cell: (row) => row.attempts.toLocaleString(i18n.language),
    },
    {
      id: 'facility',
      header: sortHeader('facility', t('statistics.facility')),
      className: 'text-end tabular-nums',
      cell: (row) => percent(row.facility),
    },
    {
      id: 'discrimination',
      header: sortHeader('discrimination', t('statistics.discrimination')),
      className: 'text-end tabular-nums',
      cell: (row) => percent(row.discrimination),
    },
    {
      id: 'exposure',
      header: sortHeader('exposure', t('statistics.exposure')),
      className: 'text-end tabular-nums',
      cell: (row) => percent(row.exposure),
    },
    {
      id: 'time',
      header: sortHeader('time', t('statistics.meanTime')),
      className: 'text-end tabular-nums whitespace-nowrap',
      cell: (row) => t('common.seconds', { value: Math.round(row.meanTimeMs / 100) / 10 }),
    },
    {
      id: 'flags',
      header: t('statistics.flags'),
      className: 'min-w-44',
      cell: (row) => <ItemFlags flags={row.flags} />,
    },
  ];

  const label = (rows: CountRow[], name: (key: string) => string) =>
    rows.map((row) => ({ ...row, display: name(row.key) }));
  const names = {
    type: (key: string) => t(`common.types.${key as QuestionType}`),
    difficulty: (key: string) => t(`common.difficulties.${key as Difficulty}`),
    status: (key: string) => t(`common.statuses.${key as QuestionStatus}`),
    source: (key: string) => t(`common.sources.${key as QuestionSource}`),
  };
  const named = (rows: CountRow[]) => rows.map((row) => ({ ...row, display: row.label }));
  const breakdown = {
    nameLabel: t('statistics.nameColumn'),
    countLabel: t('statistics.countColumn'),
  };

  return (
    <>
      <PageHeader title={t('statistics.title')} description={t('statistics.subtitle')}>
        <div className="w-full sm:w-72">
          <Select
            aria-label={t('common.subject')}
            value={query.subject ?? ALL}
            onValueChange={(value) => update({ subject: value === ALL ? undefined : value })}
            options={[
              { value: ALL, label: t('common.allSubjects') },
              ...(subjects.data?.subjects ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
            className="w-full"
          />
        </div>
      </PageHeader>

      {stats.isError ? (
        <FormAlert>{errorMessage(stats.error, t('common.loadFailed'))}</FormAlert>
      ) : !data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-24 rounded-card" />
          ))}
        </div>
      ) : (
        <div className="grid gap-8">
          <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <SummaryCard
              icon={Library}
              label={t('statistics.questions')}
              value={data.totals.questions.toLocaleString(i18n.language)}
              hint={t('statistics.confirmedHint', { count: data.totals.confirmed })}
            />
            <SummaryCard
              icon={MessagesSquare}
              tone="neutral"
              label={t('statistics.responses')}
              value={data.totals.responses.toLocaleString(i18n.language)}
              hint={t('statistics.attemptsHint', { count: data.totals.attempts })}
            />
            <SummaryCard
              icon={Users}
              tone="accent"
              label={t('statistics.analysed')}
              value={data.totals.analysed.toLocaleString(i18n.language)}
              hint={
                data.totals.meanFacility === null
                  ? t('statistics.noFacilityHint')
                  : t('statistics.meanFacilityHint', { value: pct(data.totals.meanFacility) })
              }
            />
            <SummaryCard
              icon={CircleAlert}
              tone="danger"
              label={t('statistics.flagged')}
              value={data.totals.flagged.toLocaleString(i18n.language)}
              hint={t('statistics.flaggedHint', { count: data.minResponses })}
            />
          </section>

          <section aria-labelledby="bank-counts" className="grid gap-4">
            <h2 id="bank-counts" className="font-semibold text-ink text-lg">
              {t('statistics.countsTitle')}
            </h2>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              <CountBreakdown
                title={t('statistics.bySubject')}
                rows={named(data.counts.subject)}
                {...breakdown}
              />
              <CountBreakdown
                title={t('statistics.byTopic')}
                rows={named(data.counts.topic)}
                emptyText={t('statistics.noTopics')}
                {...breakdown}
              />
              <CountBreakdown
                title={t('statistics.byType')}
                rows={label(data.counts.type, names.type)}
                {...breakdown}
              />
              <CountBreakdown
                title={t('statistics.byDifficulty')}
                rows={label(data.counts.difficulty, names.difficulty)}
                {...breakdown}
              />
              <CountBreakdown
                title={t('statistics.byStatus')}
                rows={label(data.counts.status, names.status)}
                {...breakdown}
              />
              <CountBreakdown
                title={t('statistics.bySource')}
                rows={label(data.counts.source, names.source)}
                {...breakdown}
              />
            </div>
          </section>

          <section aria-labelledby="item-analysis" className="grid gap-4">
            <Card>
              <CardHeader>
                <CardTitle level={2} id="item-analysis" className="text-lg">
                  {t('statistics.itemsTitle')}
                </CardTitle>
                <CardDescription>{t('statistics.itemsText')}</CardDescription>
                <CardDescription>
                  {t('statistics.minResponses', { count: data.minResponses })}
                </CardDescription>
              </CardHeader>
              <CardContent className="flex items-center gap-2">
                <Checkbox
                  id="flagged-only"
                  checked={query.flagged === 'true'}
                  onCheckedChange={(checked) =>
                    update({ flagged: checked === true ? 'true' : undefined })
                  }
                />
                <Label htmlFor="flagged-only">{t('statistics.flaggedOnly')}</Label>
              </CardContent>
            </Card>
            <DataTable
              caption={t('statistics.caption')}
              columns={columns}
              rows={data.items.rows}
              getRowId={(row) => row.id}
              page={data.items.page}
              pageSize={data.items.pageSize}
              total={data.items.total}
              onPageChange={(page) => update({ page })}
              loading={stats.isFetching && stats.isPlaceholderData}
              emptyIcon={BarChart3}
              emptyTitle={
                query.flagged === 'true'
                  ? t('statistics.emptyFlaggedTitle')
                  : t('statistics.emptyTitle')
              }
              emptyDescription={
                query.flagged === 'true'
                  ? t('statistics.emptyFlaggedText')
                  : t('statistics.emptyText')
              }
            />
          </section>
        </div>
      )}
    </>
  );
}
