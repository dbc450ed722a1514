import '@/i18n/learning';
import { useQuery } from '@tanstack/react-query';
import { ChartSpline, Lock, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { getLearningOverview, learningKeys } from '@/features/learning/api';
import { formatWholePercent, predictedText } from '@/features/learning/labels';
import { MasteryBar } from '@/features/learning/mastery';
import { NextActionCard } from '@/features/learning/next-action-card';
import { PlanStatusBadge } from '@/features/learning/study-plan-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** /student/progress: each subject of the student with its prediction and mastery, linking on. */
export function Component() {
  const { t, i18n } = useTranslation('learning');
  useDocumentTitle(t('overview.pageTitle'));
  const overview = useQuery({ queryKey: learningKeys.overview, queryFn: getLearningOverview });
  const lang = i18n.language;

  return (
    <>
      <PageHeader title={t('overview.title')} description={t('overview.subtitle')} />
      {overview.isPending ? (
        <div className="grid gap-4" data-testid="progress-loading">
          <Skeleton className="h-28 rounded-card" />
          <Skeleton className="h-40 rounded-card" />
        </div>
      ) : overview.isError ? (
        <FormAlert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('overview.loadFailed')}</span>
            <Button size="sm" variant="secondary" onClick={() => overview.refetch()}>
              {t('overview.retry')}
            </Button>
          </div>
        </FormAlert>
      ) : (
        <div className="grid gap-6">
          <NextActionCard action={overview.data.nextAction} />
          {overview.data.subjects.length === 0 ? (
            <EmptyState
              icon={ChartSpline}
              headingLevel={2}
              title={t('overview.emptyTitle')}
              description={t('overview.emptyText')}
              action={
                <Button asChild>
                  <Link to={paths.student.unlockedSubjects.href()}>
                    {t('overview.emptyAction')}
                  </Link>
                </Button>
              }
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" aria-label={t('overview.title')}>
              {overview.data.subjects.map((subject) => (
                <li key={subject.subjectId}>
                  <Card className="flex h-full flex-col gap-3 p-5">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h2 className="min-w-0 font-semibold text-ink text-lg">
                        <Link
                          to={paths.student.progressSubject.href({ subjectId: subject.subjectId })}
                          className="break-words underline-offset-4 hover:text-primary-700 hover:underline"
                        >
                          {subject.name}
                        </Link>
                      </h2>
                      <span className="flex flex-wrap gap-1.5">
                        <Badge variant="outline">{subject.board}</Badge>
                        {subject.unlocked ? null : (
                          <Badge variant="neutral">
                            <Lock className="size-3" aria-hidden="true" />
                            {t('overview.locked')}
                          </Badge>
                        )}
                        {subject.plan ? <PlanStatusBadge status={subject.plan.status} /> : null}
                      </span>
                    </div>
                    <p className="font-semibold text-ink">
                      {subject.predicted
                        ? predictedText(t, subject.predicted)
                        : subject.examsTaken > 0
                          ? t('predicted.notYet')
                          : t('dashboard.noExamsYet')}
                    </p>
                    <p className="flex flex-wrap gap-x-3 gap-y-1 text-ink-muted text-sm">
                      <span>{t('dashboard.examsTaken', { count: subject.examsTaken })}</span>
                      {subject.lastPercent !== null ? (
                        <span>
                          {t('dashboard.lastScore', {
                            score: formatWholePercent(subject.lastPercent, lang),
                          })}
                        </span>
                      ) : null}
                      {subject.dueCards > 0 ? (
                        <span className="inline-flex items-center gap-1">
                          <Repeat className="size-3.5" aria-hidden="true" />
                          {t('overview.dueCards', { count: subject.dueCards })}
                        </span>
                      ) : null}
                    </p>
                    <MasteryBar levels={subject.levels} className="mt-auto" />
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
