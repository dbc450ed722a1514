import '@/i18n/learningAnalytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleCheckBig, Clock, PlayCircle, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { PageHeader } from '@/components/page-header';
import { PeriodFilter } from '@/components/period-filter';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { getUserBehavior, userBehaviorQueryKey } from '@/features/learning-analytics/api';
import { FigureCard } from '@/features/learning-analytics/figure-card';
import { JourneyFunnel } from '@/features/learning-analytics/journey-funnel';
import { RetentionTable } from '@/features/learning-analytics/retention-table';
import { TableCard } from '@/features/learning-analytics/table-card';
import { useDayFormat } from '@/features/learning-analytics/use-day-format';
import { errorMessage } from '@/lib/api';
import { formatCount, formatRatio } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePeriod } from '@/lib/use-period';

/**
 * User behaviour analytics (issue 17): active students per day and week, exams started against
 * finished, time spent, the exam journey of the period's sign-ups and retention by cohort.
 */
export function Component() {
  const { t, i18n } = useTranslation('learningAnalytics');
  useDocumentTitle(t('behavior.pageTitle'));
  const [period, setPeriod] = usePeriod();
  const day = useDayFormat();
  const query = useQuery({
    queryKey: userBehaviorQueryKey(period),
    queryFn: () => getUserBehavior(period),
    placeholderData: keepPreviousData,
  });
  const data = query.isError ? undefined : query.data;
  const count = (n: number) => formatCount(n, i18n.language);
  const minutes = (n: number) =>
    t('behavior.minutesValue', { value: n.toLocaleString(i18n.language) });

  const header = (
    <PageHeader title={t('behavior.title')} description={t('behavior.subtitle')}>
      <PeriodFilter value={period} onChange={setPeriod} />
    </PageHeader>
  );
  if (query.isError) {
    return (
      <>
        {header}
        <FormAlert>{errorMessage(query.error, t('common.loadFailed'))}</FormAlert>
      </>
    );
  }
  if (!data) {
    return (
      <>
        {header}
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-busy="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} className="h-24 rounded-card" />
          ))}
        </div>
      </>
    );
  }

  const { totals } = data;
  const range = t('common.range', {
    from: day.full(data.period.from),
    to: day.full(data.period.to),
  });
  const peak = data.activeByDay.reduce<(typeof data.activeByDay)[number] | undefined>(
    (best, d) => (!best || d.students > best.students ? d : best),
    undefined,
  );
  const completion =
    totals.examsStarted.current > 0
      ? totals.examsFinished.current / totals.examsStarted.current
      : null;

  return (
    <>
      {header}
      <div className="grid gap-6">
        <p className="text-ink-muted text-sm" aria-live="polite">
          {t('common.showing', { range })}
        </p>
        <section
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5"
          aria-label={t('behavior.figures')}
        >
          <FigureCard
            icon={Users}
            label={t('behavior.activeStudents')}
            value={count(totals.activeStudents.current)}
            change={totals.activeStudents}
          />
          <FigureCard
            icon={PlayCircle}
            tone="accent"
            label={t('behavior.examsStarted')}
            value={count(totals.examsStarted.current)}
            change={totals.examsStarted}
          />
          <FigureCard
            icon={CircleCheckBig}
            label={t('behavior.examsFinished')}
            value={count(totals.examsFinished.current)}
            hint={
              completion === null
                ? undefined
                : t('behavior.completion', { value: formatRatio(completion, i18n.language) })
            }
            change={totals.examsFinished}
          />
          <FigureCard
            icon={Clock}
            tone="neutral"
            label={t('behavior.timeSpent')}
            value={minutes(totals.minutesSpent.current)}
            change={totals.minutesSpent}
          />
          <FigureCard
            icon={UserPlus}
            tone="accent"
            label={t('behavior.signUps')}
            value={count(totals.signUps.current)}
            change={totals.signUps}
          />
        </section>

        <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2">
          <TimeSeriesChart
            title={t('behavior.activeDayTitle')}
            description={t('behavior.activeText')}
            ariaLabel={t('behavior.activeDayChart', {
              from: day.full(data.period.from),
              to: day.full(data.period.to),
              max: peak?.students ?? 0,
              peak: peak ? day.full(peak.date) : '',
            })}
            xLabel={t('behavior.date')}
            yLabel={t('behavior.students')}
            csvName="active-students-per-day"
            points={data.activeByDay.map((d) => ({
              key: d.date,
              label: day.full(d.date),
              tick: day.short(d.date),
              value: d.students,
            }))}
          />
          <MultiSeriesChart
            title={t('behavior.activeWeekTitle')}
            description={t('behavior.activeWeekText')}
            ariaLabel={t('behavior.activeWeekChart', { count: data.activeByWeek.length })}
            xLabel={t('behavior.week')}
            csvName="active-students-per-week"
            series={[
              {
                key: 'students',
                label: t('behavior.students'),
                kind: 'bar',
                color: 'var(--color-primary-600)',
              },
            ]}
            points={data.activeByWeek.map((w) => ({
              key: w.weekStart,
              label: `${t('behavior.weekOf', { date: day.full(w.weekStart) })}${w.partial ? ` ${t('behavior.partial')}` : ''}`,
              tick: day.short(w.weekStart),
              values: { students: w.students },
            }))}
          />
        </div>

        <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2">
          <MultiSeriesChart
            title={t('behavior.examsTitle')}
            description={t('behavior.examsText')}
            ariaLabel={t('behavior.examsChart', {
              started: totals.examsStarted.current,
              finished: totals.examsFinished.current,
            })}
            xLabel={t('behavior.date')}
            csvName="exams-started-finished"
            series={[
              {
                key: 'started',
                label: t('behavior.started'),
                kind: 'bar',
                color: 'var(--color-accent-400)',
              },
              {
                key: 'finished',
                label: t('behavior.finished'),
                kind: 'bar',
                color: 'var(--color-primary-600)',
              },
            ]}
            points={data.examsByDay.map((d) => ({
              key: d.date,
              label: day.full(d.date),
              tick: day.short(d.date),
              values: { started: d.started, finished: d.finished },
            }))}
          />
          <MultiSeriesChart
            title={t('behavior.timeDayTitle')}
            description={t('behavior.timeDayText')}
            ariaLabel={t('behavior.timeDayChart', { minutes: totals.minutesSpent.current })}
            xLabel={t('behavior.date')}
            csvName="time-spent-per-day"
            series={[
              {
                key: 'minutes',
                label: t('behavior.minutes'),
                kind: 'bar',
                color: 'var(--color-primary-600)',
              },
              {
                key: 'exams',
                label: t('behavior.finished'),
                kind: 'line',
                color: 'var(--color-accent-500)',
                axis: 'end',
              },
            ]}
            points={data.timeByDay.map((d) => ({
              key: d.date,
              label: day.full(d.date),
              tick: day.short(d.date),
              values: { minutes: d.minutes, exams: d.exams },
            }))}
          />
        </div>

        <TableCard
          title={t('behavior.timeExamTitle')}
          description={t('behavior.timeExamText')}
          csvName="time-per-exam"
          columns={[
            { header: t('behavior.mode') },
            { header: t('behavior.finished'), numeric: true },
            { header: t('behavior.average'), numeric: true },
            { header: t('behavior.median'), numeric: true },
          ]}
          rows={data.timeByMode.map((m) => ({
            key: m.mode,
            cells: [
              t(`behavior.modes.${m.mode}`),
              count(m.exams),
              m.averageMinutes === null ? '—' : minutes(m.averageMinutes),
              m.medianMinutes === null ? '—' : minutes(m.medianMinutes),
            ],
            csv: [m.mode, m.exams, m.averageMinutes, m.medianMinutes],
          }))}
          emptyText={t('behavior.noExams')}
        />

        <JourneyFunnel journey={data.journey} />
        <RetentionTable retention={data.retention} />
        <p className="text-ink-muted text-xs">{t('behavior.activeDefinition')}</p>
      </div>
    </>
  );
}
