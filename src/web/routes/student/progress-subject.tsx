import '@/i18n/learning';
import type { SubjectProgress } from '@common/contracts/learning';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, Gauge, Lock, Timer, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { FigureCard } from '@/components/figure-card';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { getSubjectProgress, learningKeys } from '@/features/learning/api';
import { formatSeconds, formatWholePercent, scoreWithBand } from '@/features/learning/labels';
import { MasteryLegend, TopicMap } from '@/features/learning/mastery';
import { NextActionCard } from '@/features/learning/next-action-card';
import { ReviewCard } from '@/features/learning/review-card';
import { ScoreTrendChart } from '@/features/learning/score-trend-chart';
import { StudyPlanSection } from '@/features/learning/study-plan-section';
import { errorMessage, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** /student/progress/:subjectId: mastery, analytics, review and the study plan of one subject. */
export function Component() {
  const { t } = useTranslation('learning');
  const { subjectId = '' } = useParams();
  const progress = useQuery({
    queryKey: learningKeys.subject(subjectId),
    queryFn: () => getSubjectProgress(subjectId),
  });
  useDocumentTitle(
    progress.data
      ? t('subject.pageTitle', { subject: progress.data.subject.name })
      : t('overview.pageTitle'),
  );

  return (
    <>
      <Button variant="link" size="sm" asChild className="mb-3">
        <Link to={paths.student.progress.href()}>
          <ArrowLeft className="rtl:rotate-180" />
          {t('subject.back')}
        </Link>
      </Button>
      {progress.isPending ? (
        <div className="grid gap-4" data-testid="subject-loading">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-32 rounded-card" />
          <Skeleton className="h-64 rounded-card" />
        </div>
      ) : progress.isError ? (
        <FormAlert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {isApiError(progress.error, 404)
                ? t('subject.notFound')
                : errorMessage(progress.error, t('subject.loadFailed'))}
            </span>
            {isApiError(progress.error, 404) ? null : (
              <Button size="sm" variant="secondary" onClick={() => progress.refetch()}>
                {t('subject.retry')}
              </Button>
            )}
          </div>
        </FormAlert>
      ) : (
        <SubjectPage progress={progress.data} />
      )}
    </>
  );
}

function SubjectPage({ progress }: { progress: SubjectProgress }) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language;
  const { subject, predicted, percentile } = progress;
  const scale = predicted?.scale ?? progress.plan?.scale ?? progress.planTargets[0]?.scale ?? null;
  const hasExams = progress.examsTaken > 0;

  return (
    <>
      <PageHeader
        title={t('subject.title', { subject: subject.name })}
        description={t('subject.subtitle', { board: subject.board })}
      />
      <div className="grid gap-8">
        {!progress.unlocked ? (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-3">
              <Lock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div className="grid gap-0.5">
                <p className="font-semibold">{t('subject.lockedTitle')}</p>
                <p className="text-sm">{t('subject.lockedText')}</p>
              </div>
            </div>
            <Button asChild className="self-start sm:self-center">
              <Link to={paths.student.unlockedSubjects.href()}>{t('subject.lockedAction')}</Link>
            </Button>
          </div>
        ) : null}

        <NextActionCard action={progress.nextAction} />

        <section
          aria-label={t('subject.figures')}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        >
          <FigureCard
            icon={Trophy}
            label={
              predicted
                ? t('predicted.label', { scale: t(`scales.${predicted.scale}`) })
                : t('predicted.title')
            }
            value={
              predicted
                ? scoreWithBand(predicted.label, predicted.low, predicted.high)
                : t('predicted.notYet')
            }
            hint={
              predicted
                ? t('predicted.basedOn', {
                    count: predicted.basedOnExams,
                    template: predicted.templateName,
                  })
                : t('predicted.none')
            }
          />
          <FigureCard
            icon={Users}
            tone="accent"
            label={t('percentile.title')}
            value={
              percentile
                ? t('percentile.value', {
                    percent: formatWholePercent(percentile.percentile, lang),
                  })
                : '—'
            }
            hint={
              percentile
                ? t('percentile.text', {
                    percent: formatWholePercent(percentile.percentile, lang),
                    count: percentile.peers,
                    template: percentile.templateName,
                  })
                : t('percentile.none')
            }
          />
          <FigureCard
            icon={ClipboardList}
            tone="neutral"
            label={t('subject.examsTaken')}
            value={new Intl.NumberFormat(lang).format(progress.examsTaken)}
            hint={t('subject.examsTakenHint')}
          />
          <FigureCard
            icon={Timer}
            tone="neutral"
            label={t('subject.meanTime')}
            value={progress.averageMs === null ? '—' : formatSeconds(progress.averageMs, lang)}
            hint={t('subject.meanTimeHint')}
          />
        </section>

        {hasExams ? (
          <>
            <section aria-labelledby="topic-map-title">
              <Card>
                <CardHeader>
                  <CardTitle level={2} id="topic-map-title">
                    {t('topicMap.title')}
                  </CardTitle>
                  <CardDescription>{t('topicMap.description')}</CardDescription>
                </CardHeader>
                <CardContent className="grid gap-5">
                  <TopicMap topics={progress.topics} />
                  <div className="grid gap-2 rounded-xl bg-slate-50 p-4">
                    <h3 className="font-semibold text-ink text-sm">{t('topicMap.legendTitle')}</h3>
                    <MasteryLegend thresholds={progress.thresholds} />
                  </div>
                </CardContent>
              </Card>
            </section>

            <div className="grid gap-4 xl:grid-cols-2">
              <ScoreTrendChart
                trend={progress.trend}
                scale={scale}
                scaleName={t(`scales.${scale ?? 'percent'}`)}
              />
              <DifficultyChart progress={progress} />
            </div>
          </>
        ) : (
          <EmptyState
            icon={Gauge}
            headingLevel={2}
            title={t('subject.noExamsTitle')}
            description={t('subject.noExamsText')}
            action={
              progress.unlocked ? (
                <Button asChild>
                  <Link
                    to={`${paths.student.createExam.href()}?subject=${encodeURIComponent(subject.id)}`}
                  >
                    {t('subject.noExamsAction')}
                  </Link>
                </Button>
              ) : undefined
            }
          />
        )}

        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <StudyPlanSection
              subjectId={subject.id}
              subjectName={subject.name}
              plan={progress.plan}
              options={progress.planTargets}
              unlocked={progress.unlocked}
            />
          </div>
          <section aria-labelledby="review-title" className="grid content-start gap-3">
            <h2 id="review-title" className="font-semibold text-ink text-lg">
              {t('review.sectionTitle')}
            </h2>
            <ReviewCard
              dueCards={progress.unlocked ? progress.dueCards : 0}
              subjectId={subject.id}
              subjectName={subject.name}
              headingLevel={3}
            />
          </section>
        </div>
      </div>
    </>
  );
}

/** Accuracy and mean time on each difficulty the student has answered. */
function DifficultyChart({ progress }: { progress: SubjectProgress }) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language;
  const answered = progress.byDifficulty.filter((d) => d.responses > 0);
  return (
    <MultiSeriesChart
      title={t('difficulty.title')}
      description={t('difficulty.description')}
      ariaLabel={t('difficulty.ariaLabel')}
      xLabel={t('difficulty.xLabel')}
      csvName="by-difficulty"
      emptyText={t('difficulty.empty')}
      series={[
        {
          key: 'accuracy',
          label: t('difficulty.accuracy'),
          kind: 'bar',
          color: 'var(--color-primary-600)',
          format: (value) => formatWholePercent(value, lang),
        },
        {
          key: 'time',
          label: t('difficulty.time'),
          kind: 'bar',
          color: 'var(--color-accent-400)',
          axis: 'end',
          format: (value) =>
            new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value),
        },
      ]}
      points={answered.map((d) => ({
        key: d.difficulty,
        label: t(`difficulties.${d.difficulty}`),
        tick: t(`difficulties.${d.difficulty}`),
        values: { accuracy: d.accuracy ?? 0, time: (d.averageMs ?? 0) / 1000 },
      }))}
    />
  );
}
