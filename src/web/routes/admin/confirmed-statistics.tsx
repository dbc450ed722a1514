import appI18n from '@/i18n';
import '@/i18n/questionInsights';
import type { ConfirmedStatisticsQuery } from '@common/contracts/question-insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarCheck, CircleCheckBig, Clock, FilePen } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BarChart, StackedBarChart } from '@/components/charts/bar-chart';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { PageHeader } from '@/components/page-header';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import {
  confirmedStatisticsQueryKey,
  getConfirmedStatistics,
} from '@/features/question-insights/api';
import { SummaryCard } from '@/features/question-insights/summary-card';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { errorMessage, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

const ALL = 'all';
const INTERVALS = ['auto', 'day', 'week'] as const;

function useConfirmedQuery(): [
  ConfirmedStatisticsQuery,
  (patch: Partial<ConfirmedStatisticsQuery>) => void,
] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<ConfirmedStatisticsQuery>(() => {
    const interval = params.get('interval');
    return {
      from: params.get('from') || undefined,
      to: params.get('to') || undefined,
      subject: params.get('subject') || undefined,
      interval: (INTERVALS as readonly string[]).includes(interval ?? '')
        ? (interval as (typeof INTERVALS)[number])
        : undefined,
    };
  }, [params]);
  const update = useCallback(
    (patch: Partial<ConfirmedStatisticsQuery>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );
  return [query, update];
}

/** Review progress with charts: confirmed against pending by subject, by reviewer, over time. */
export function Component() {
  const { t, i18n } = useTranslation('questionInsights');
  useDocumentTitle(t('confirmed.pageTitle'));
  const [query, update] = useConfirmedQuery();
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const stats = useQuery({
    queryKey: confirmedStatisticsQueryKey(query),
    queryFn: () => getConfirmedStatistics(query),
    placeholderData: keepPreviousData,
  });
  const fields = isApiError(stats.error, 400) ? stats.error.fields : {};
  const data = stats.isError ? undefined : stats.data;

  const dateFormat = useMemo(() => {
    const full = new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return {
      full: (day: string) => full.format(new Date(`${day}T00:00:00Z`)),
      short: (day: string) => short.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [i18n.language]);

  const series = data
    ? [
        {
          key: 'confirmed',
          label: t('confirmed.confirmed'),
          color: 'var(--color-primary-600)',
        },
        {
          key: 'pendingReview',
          label: t('confirmed.pendingReview'),
          color: 'var(--color-accent-400)',
        },
        {
          key: 'draft',
          label: t('confirmed.draft'),
          color: 'var(--color-slate-400)',
        },
      ]
    : [];
  const points =
    data?.overTime.map((p) => ({
      key: p.date,
      label:
        data.interval === 'week'
          ? t('confirmed.weekOf', { date: dateFormat.full(p.date) })
          : dateFormat.full(p.date),
      tick: dateFormat.short(p.date),
      value: p.count,
    })) ?? [];
  const peak = points.reduce<(typeof points)[number] | undefined>(
    (best, p) => (!best || p.value > best.value ? p : best),
    undefined,
  );

  return (
    <>
      <PageHeader title={t('confirmed.title')} description={t('confirmed.subtitle')} />
      <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t('confirmed.from')} error={fields.from}>
          <Input
            type="date"
            value={query.from ?? data?.from ?? ''}
            max={query.to ?? data?.to}
            onChange={(e) => update({ from: e.target.value || undefined })}
          />
        </FormField>
        <FormField label={t('confirmed.to')} error={fields.to}>
          <Input
            type="date"
            value={query.to ?? data?.to ?? ''}
            min={query.from ?? data?.from}
            onChange={(e) => update({ to: e.target.value || undefined })}
          />
        </FormField>
        <FormField label={t('common.subject')} error={fields.subject}>
          <Select
            value={query.subject ?? ALL}
            onValueChange={(value) => update({ subject: value === ALL ? undefined : value })}
            options={[
              { value: ALL, label: t('common.allSubjects') },
              ...(subjects.data?.subjects ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
            className="w-full"
          />
        </FormField>
        <FormField label={t('confirmed.interval')} error={fields.interval}>
          <Select
            value={query.interval ?? 'auto'}
            onValueChange={(value) =>
              update({ interval: value === 'auto' ? undefined : (value as 'day' | 'week') })
            }
            options={INTERVALS.map((value) => ({
              value,
              label: t(`confirmed.intervals.${value}`),
            }))}
            className="w-full"
          />
        </FormField>
      </div>

      {stats.isError ? (
        <FormAlert>{errorMessage(stats.error, t('common.loadFailed'))}</FormAlert>
      ) : !data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-24 rounded-card" />
          ))}
        </div>
      ) : (
        <div className="grid gap-6">
          <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <SummaryCard
              icon={CircleCheckBig}
              label={t('confirmed.confirmed')}
              value={data.totals.confirmed.toLocaleString(appI18n.language)}
              hint={t('confirmed.nowHint')}
            />
            <SummaryCard
              icon={Clock}
              tone="accent"
              label={t('confirmed.pendingReview')}
              value={data.totals.pendingReview.toLocaleString(appI18n.language)}
              hint={t('confirmed.nowHint')}
            />
            <SummaryCard
              icon={FilePen}
              tone="neutral"
              label={t('confirmed.draft')}
              value={data.totals.draft.toLocaleString(appI18n.language)}
              hint={t('confirmed.nowHint')}
            />
            <SummaryCard
              icon={CalendarCheck}
              label={t('confirmed.confirmedInRange')}
              value={data.totals.confirmedInRange.toLocaleString(appI18n.language)}
              hint={t('confirmed.rangeHint', {
                from: dateFormat.full(data.from),
                to: dateFormat.full(data.to),
              })}
            />
          </section>

          <TimeSeriesChart
            title={
              data.interval === 'week'
                ? t('confirmed.overTimeWeekTitle')
                : t('confirmed.overTimeDayTitle')
            }
            description={t('confirmed.overTimeText')}
            ariaLabel={t('confirmed.timeChartLabel', {
              total: data.totals.confirmedInRange,
              from: dateFormat.full(data.from),
              to: dateFormat.full(data.to),
              max: peak?.value ?? 0,
              peak: peak?.label ?? '',
            })}
            xLabel={t('confirmed.date')}
            yLabel={t('confirmed.confirmations')}
            points={points}
            emptyText={t('confirmed.noData')}
          />

          <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2">
            <StackedBarChart
              title={t('confirmed.bySubjectTitle')}
              description={t('confirmed.bySubjectText')}
              ariaLabel={t('confirmed.subjectChartLabel', { count: data.bySubject.length })}
              categoryLabel={t('confirmed.subject')}
              valueLabel={t('confirmed.questions')}
              series={series}
              data={data.bySubject.map((row) => ({
                key: row.subject.id,
                label: row.subject.name,
                values: {
                  confirmed: row.confirmed,
                  pendingReview: row.pendingReview,
                  draft: row.draft,
                },
              }))}
              emptyText={t('confirmed.noData')}
            />
            <BarChart
              title={t('confirmed.byReviewerTitle')}
              description={t('confirmed.byReviewerText')}
              ariaLabel={t('confirmed.reviewerChartLabel', { count: data.byReviewer.length })}
              categoryLabel={t('confirmed.reviewer')}
              valueLabel={t('confirmed.confirmations')}
              data={data.byReviewer.map((row) => ({
                key: row.reviewer?.id ?? 'none',
                label: row.reviewer?.name ?? t('confirmed.noReviewer'),
                value: row.count,
              }))}
              emptyText={t('confirmed.noData')}
            />
          </div>
        </div>
      )}
    </>
  );
}
