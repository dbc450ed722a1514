import '@/i18n/learning';
import type { LearningOverview, SubjectSummary } from '@common/contracts/learning';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/paths';
import { getLearningOverview, learningKeys } from './api';
import { formatWholePercent, predictedText } from './labels';
import { MasteryBar } from './mastery';
import { NextActionCard } from './next-action-card';
import { ReviewCard } from './review-card';
import { TodayPlanCard } from './today-plan-card';

/**
 * The learning half of the student's dashboard: the next step, the review queue, today's plans
 * and a progress line per subject, or, before any exam, what to do first.
 */
export function DashboardLearning() {
  const { t } = useTranslation('learning');
  const overview = useQuery({ queryKey: learningKeys.overview, queryFn: getLearningOverview });

  if (overview.isPending) {
    return (
      <div className="mt-8 grid gap-4 md:grid-cols-3" data-testid="learning-loading">
        <Skeleton className="h-32 rounded-card md:col-span-2" />
        <Skeleton className="h-32 rounded-card" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <FormAlert className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('dashboard.loadFailed')}</span>
          <Button size="sm" variant="secondary" onClick={() => overview.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      </FormAlert>
    );
  }
  return <Overview overview={overview.data} />;
}

function Overview({ overview }: { overview: LearningOverview }) {
  const { t } = useTranslation('learning');
  const examsTaken = overview.subjects.reduce((sum, s) => sum + s.examsTaken, 0);
  const planned = overview.subjects.filter((s) => s.plan && s.plan.status !== 'past');

  return (
    <>
      <section aria-labelledby="learning-next-title" className="mt-8">
        <h2 id="learning-next-title" className="sr-only">
          {t('next.sectionTitle')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <NextActionCard action={overview.nextAction} headingLevel={3} />
          </div>
          <ReviewCard dueCards={overview.dueCards} dueSoon={overview.dueSoon} headingLevel={3} />
        </div>
      </section>

      {planned.length > 0 ? (
        <section aria-labelledby="today-title" className="mt-8">
          <h2 id="today-title" className="mb-3 font-semibold text-ink text-lg">
            {t('today.title')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {planned.map((subject) =>
              subject.plan ? (
                <TodayPlanCard
                  key={subject.subjectId}
                  plan={subject.plan}
                  subjectName={subject.name}
                />
              ) : null,
            )}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="progress-title" className="mt-8">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="progress-title" className="font-semibold text-ink text-lg">
            {t('dashboard.progressTitle')}
          </h2>
          {examsTaken > 0 ? (
            <Button variant="link" size="sm" asChild>
              <Link to={paths.student.progress.href()}>{t('dashboard.allProgress')}</Link>
            </Button>
          ) : null}
        </div>
        {examsTaken === 0 ? (
          <FirstVisit overview={overview} />
        ) : (
          <Card>
            <ul className="divide-y divide-border">
              {overview.subjects.map((subject) => (
                <SubjectProgressLine key={subject.subjectId} subject={subject} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </>
  );
}

/** Before any exam: three steps, the ones done ticked, instead of empty charts. */
function FirstVisit({ overview }: { overview: LearningOverview }) {
  const { t } = useTranslation('learning');
  const unlocked = overview.subjects.find((s) => s.unlocked);
  const steps = [
    {
      key: 'unlock',
      done: Boolean(unlocked),
      title: t('firstVisit.unlockTitle'),
      text: t('firstVisit.unlockText'),
      to: paths.student.unlockedSubjects.href(),
      action: t('firstVisit.unlockAction'),
    },
    {
      key: 'exam',
      done: false,
      title: t('firstVisit.examTitle'),
      text: t('firstVisit.examText'),
      to: unlocked
        ? `${paths.student.createExam.href()}?subject=${encodeURIComponent(unlocked.subjectId)}`
        : paths.student.createExam.href(),
      action: t('firstVisit.examAction'),
    },
    {
      key: 'plan',
      done: Boolean(unlocked?.plan),
      title: t('firstVisit.planTitle'),
      text: t('firstVisit.planText'),
      to: unlocked
        ? paths.student.progressSubject.href({ subjectId: unlocked.subjectId })
        : paths.student.progress.href(),
      action: t('firstVisit.planAction'),
    },
  ];
  const current = steps.findIndex((step) => !step.done);
  return (
    <Card className="p-5 sm:p-6" data-testid="first-visit">
      <h3 className="font-semibold text-ink">{t('firstVisit.title')}</h3>
      <p className="mt-1 text-ink-muted text-sm">{t('firstVisit.text')}</p>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.key}
            className={cn(
              'flex flex-col gap-2 rounded-xl border p-4',
              index === current ? 'border-primary-300 bg-primary-50' : 'border-border',
            )}
          >
            <p className="flex items-center gap-2 font-semibold text-ink text-sm">
              {step.done ? (
                <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
              ) : (
                <Circle className="size-5 text-slate-400" aria-hidden="true" />
              )}
              <span>
                {t('firstVisit.step', { n: index + 1 })} {step.title}
                {step.done ? <span className="sr-only"> {t('firstVisit.done')}</span> : null}
              </span>
            </p>
            <p className="text-ink-muted text-sm">{step.text}</p>
            {step.done ? null : (
              <Button
                asChild
                size="sm"
                variant={index === current ? 'primary' : 'secondary'}
                className="mt-auto self-start"
              >
                <Link to={step.to}>{step.action}</Link>
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** One subject in a line: prediction with band, topics per level, a link to its page. */
export function SubjectProgressLine({ subject }: { subject: SubjectSummary }) {
  const { t, i18n } = useTranslation('learning');
  const href = paths.student.progressSubject.href({ subjectId: subject.subjectId });
  return (
    <li
      className="grid gap-3 px-4 py-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center sm:px-5"
      data-testid="subject-progress"
    >
      <div className="grid min-w-0 gap-0.5">
        <Link
          to={href}
          className="break-words font-semibold text-ink underline-offset-4 hover:text-primary-700 hover:underline"
        >
          {subject.name}
        </Link>
        <span className="text-ink-muted text-xs">
          {subject.predicted
            ? predictedText(t, subject.predicted)
            : subject.examsTaken > 0
              ? t('predicted.notYet')
              : t('dashboard.noExamsYet')}
        </span>
        <span className="text-ink-muted text-xs">
          {t('dashboard.examsTaken', { count: subject.examsTaken })}
          {subject.lastPercent !== null
            ? ` · ${t('dashboard.lastScore', { score: formatWholePercent(subject.lastPercent, i18n.language) })}`
            : ''}
        </span>
      </div>
      <MasteryBar levels={subject.levels} />
      <Button
        asChild
        size="sm"
        variant="secondary"
        className="self-start sm:self-center"
        aria-label={t('dashboard.viewSubject', { subject: subject.name })}
      >
        <Link to={href}>
          {t('dashboard.view')}
          <ChevronRight className="rtl:rotate-180" />
        </Link>
      </Button>
    </li>
  );
}
