import '@/i18n/learningAnalytics';
import type { UserBehavior } from '@common/contracts/business-analytics-learning';
import { CircleCheckBig, Clock, PlayCircle, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AnalyticsPage } from '@/components/analytics-page';
import { MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { FigureGrid, PeriodFigureCard, type PeriodFigureCardProps } from '@/components/figure-card';
import { getUserBehavior, userBehaviorQueryKey } from '@/features/learning-analytics/api';
import { JourneyFunnel } from '@/features/learning-analytics/journey-funnel';
import { RetentionTable } from '@/features/learning-analytics/retention-table';
import { TableCard } from '@/features/learning-analytics/table-card';
import { useDayFormat } from '@/features/learning-analytics/use-day-format';
import { formatCount, formatRatio } from '@/lib/format';

/**
 * User behaviour analytics (issue 17): active students per day and week, exams started against
 * finished, time spent, the exam journey of the period's sign-ups and retention by cohort.
 */
export function Component() {
  const { t } = useTranslation('learningAnalytics');
  return (
    <AnalyticsPage
      title={t('behavior.title')}
      description={t('behavior.subtitle')}
      queryKey={userBehaviorQueryKey}
      queryFn={getUserBehavior}
      figures={5}
    >
      {(data) => <BehaviorFigures data={data} />}
    </AnalyticsPage>
  );
}

function BehaviorFigures({ data }: { data: UserBehavior }) {
  const { t, i18n } = useTranslation('learningAnalytics');
  const day = useDayFormat();
  const count = (n: number) => formatCount(n, i18n.language);
  const minutes = (n: number) =>
    t('behavior.minutesValue', { value: n.toLocaleString(i18n.language) });
  const { totals } = data;
  const bar = (key: string, label: string, color: string) => ({
    key,
    label,
    kind: 'bar' as const,
    color,
  });
  const dayPoint = (date: string, values: Record<string, number>) => ({
    key: date,
    label: day.full(date),
    tick: day.short(date),
    values,
  });
  const peak = data.activeByDay.reduce<(typeof data.activeByDay)[number] | undefined>(
    (best, d) => (!best || d.students > best.students ? d : best),
    undefined,
  );
  const completion =
    totals.examsStarted.current > 0
      ? totals.examsFinished.current / totals.examsStarted.current
      : null;
  const finishedHint =
    completion === null
      ? undefined
      : t('behavior.completion', { value: formatRatio(completion, i18n.language) });
  const cards: PeriodFigureCardProps[] = [
    { icon: Users, label: t('behavior.activeStudents'), figure: totals.activeStudents },
    { icon: PlayCircle, label: t('behavior.examsStarted'), figure: totals.examsStarted },
    {
      icon: CircleCheckBig,
      label: t('behavior.examsFinished'),
      figure: totals.examsFinished,
      hint: finishedHint,
    },
    { icon: Clock, label: t('behavior.timeSpent'), figure: totals.minutesSpent, format: minutes },
    { icon: UserPlus, label: t('behavior.signUps'), figure: totals.signUps, tone: 'accent' },
  ];

  return (
    <>
      <FigureGrid columns={5}>
        {cards.map((card) => (
          <PeriodFigureCard key={card.label} {...card} />
        ))}
      </FigureGrid>

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
          series={[bar('students', t('behavior.students'), 'var(--color-primary-600)')]}
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
            bar('started', t('behavior.started'), 'var(--color-accent-400)'),
            bar('finished', t('behavior.finished'), 'var(--color-primary-600)'),
          ]}
          points={data.examsByDay.map((d) =>
            dayPoint(d.date, { started: d.started, finished: d.finished }),
          )}
        />
        <MultiSeriesChart
          title={t('behavior.timeDayTitle')}
          description={t('behavior.timeDayText')}
          ariaLabel={t('behavior.timeDayChart', { minutes: totals.minutesSpent.current })}
          xLabel={t('behavior.date')}
          csvName="time-spent-per-day"
          series={[
            bar('minutes', t('behavior.minutes'), 'var(--color-primary-600)'),
            {
              ...bar('exams', t('behavior.finished'), 'var(--color-accent-500)'),
              kind: 'line' as const,
              axis: 'end' as const,
            },
          ]}
          points={data.timeByDay.map((d) =>
            dayPoint(d.date, { minutes: d.minutes, exams: d.exams }),
          )}
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
    </>
  );
}
