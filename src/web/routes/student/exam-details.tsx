import '@/i18n/exams';
import type { ExamDetails } from '@common/contracts/exams';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  BarChart3,
  Calculator,
  Clock,
  FileQuestion,
  Play,
  RotateCcw,
  TimerOff,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { examKeys, getExam } from '@/features/exams/api';
import {
  ExamModeLabel,
  ExamStatusBadge,
  formatPercent,
  formatRaw,
} from '@/features/exams/exam-labels';
import { errorMessage, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** One exam before, during or after it is taken: what it holds and the way in (or to the report). */
export function Component() {
  const { t } = useTranslation('exams');
  const { examId = '' } = useParams();
  const exam = useQuery({ queryKey: examKeys.details(examId), queryFn: () => getExam(examId) });
  useDocumentTitle(exam.data?.title ?? t('details.pageTitle'));

  if (exam.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-48" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (exam.isError) {
    return isApiError(exam.error, 404) ? (
      <NotFound />
    ) : (
      <FormAlert>{errorMessage(exam.error, t('details.loadFailed'))}</FormAlert>
    );
  }
  return <Details exam={exam.data} />;
}

export function NotFound() {
  const { t } = useTranslation('exams');
  return (
    <>
      <h1 className="sr-only">{t('details.pageTitle')}</h1>
      <EmptyState
        icon={FileQuestion}
        headingLevel={2}
        title={t('details.notFoundTitle')}
        description={t('details.notFoundText')}
        action={
          <Button asChild>
            <Link to={paths.student.myExams.href()}>{t('details.backToList')}</Link>
          </Button>
        }
      />
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-1 break-words rounded-lg bg-slate-50 px-3 py-2.5">
      <dt className="font-medium text-ink-muted text-xs uppercase tracking-wide">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Details({ exam }: { exam: ExamDetails }) {
  const { t, i18n } = useTranslation('exams');
  const lang = i18n.language;
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const done = exam.status === 'submitted' || exam.status === 'expired';

  return (
    <>
      <Link
        to={paths.student.myExams.href()}
        className="mb-3 inline-flex items-center gap-1.5 font-medium text-ink-muted text-sm hover:text-primary-700"
      >
        <ArrowLeft className="rtl-flip size-4" aria-hidden="true" />
        {t('details.backToList')}
      </Link>
      <PageHeader
        title={exam.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{exam.subject.name}</span>
            <Badge variant="outline">{exam.subject.board}</Badge>
            <ExamStatusBadge status={exam.status} />
          </span>
        }
      />

      <div className="grid gap-5 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle level={2}>{t('details.aboutTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 xl:grid-cols-3">
              <Fact label={t('details.subject')}>{exam.subject.name}</Fact>
              <Fact label={t('details.template')}>
                {exam.template ? (
                  <span className="grid">
                    {exam.template.name}
                    <span className="font-normal text-ink-muted text-xs">
                      {t(`kinds.${exam.template.kind}`)}
                    </span>
                  </span>
                ) : (
                  t('details.customExam')
                )}
              </Fact>
              <Fact label={t('details.questions')}>
                {exam.mode === 'adaptive'
                  ? t('details.upTo', { count: exam.questionCount })
                  : exam.questionCount}
              </Fact>
              <Fact label={t('details.duration')}>
                {exam.timed && exam.durationMinutes ? (
                  t('units.minutes', { count: exam.durationMinutes })
                ) : (
                  <span className="inline-flex items-center gap-1.5">
                    <TimerOff className="size-4 text-ink-muted" aria-hidden="true" />
                    {t('details.untimed')}
                  </span>
                )}
              </Fact>
              <Fact label={t('details.mode')}>
                <ExamModeLabel mode={exam.mode} />
              </Fact>
              <Fact label={t('details.status')}>
                <ExamStatusBadge status={exam.status} />
              </Fact>
              {exam.difficulty ? (
                <Fact label={t('details.difficulty')}>{t(`difficulties.${exam.difficulty}`)}</Fact>
              ) : null}
              <Fact label={t('details.created')}>{dateTime(exam.createdAt)}</Fact>
              {exam.startedAt ? (
                <Fact label={t('details.started')}>{dateTime(exam.startedAt)}</Fact>
              ) : null}
              {exam.submittedAt ? (
                <Fact label={t('details.submitted')}>{dateTime(exam.submittedAt)}</Fact>
              ) : null}
              {exam.status === 'in_progress' ? (
                <Fact label={t('details.progress')}>
                  {t('list.progress', { answered: exam.answeredCount, total: exam.questionCount })}
                </Fact>
              ) : null}
              {done && exam.score ? (
                <Fact label={t('details.score')}>
                  <span className="grid">
                    {formatPercent(exam.score.percent, lang)}
                    <span className="font-normal text-ink-muted text-xs">
                      {t('report.correctOf', {
                        correct: formatRaw(exam.score.raw, lang),
                        total: exam.score.max,
                      })}
                      {exam.score.scaled
                        ? ` · ${t('list.scaled', { scaled: exam.score.scaled })}`
                        : ''}
                    </span>
                  </span>
                </Fact>
              ) : null}
            </dl>
            <p className="mt-4 text-ink-muted text-sm">{t(`modeHints.${exam.mode}`)}</p>
          </CardContent>
        </Card>

        <Card className="order-first h-fit lg:order-none">
          <CardHeader>
            <CardTitle level={2}>{t('details.nextTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-ink-muted text-sm">
              {exam.status === 'ready' && !exam.timed
                ? t('details.next.readyUntimed')
                : t(`details.next.${exam.status}`)}
            </p>
            <PrimaryAction exam={exam} block />
          </CardContent>
        </Card>
      </div>

      {exam.sections.length ? (
        <section aria-labelledby="sections-title" className="mt-8">
          <h2 id="sections-title" className="mb-3 font-semibold text-ink text-lg">
            {t('details.sectionsTitle')}
          </h2>
          <ol className="grid gap-3">
            {exam.sections.map((section) => (
              <li key={section.index}>
                <Card className="grid gap-2 p-4 sm:p-5">
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                    <h3 className="font-semibold text-ink">{section.title}</h3>
                    <span className="text-ink-muted text-sm">
                      {t('units.questions', { count: section.questionCount })}
                    </span>
                    <span className="inline-flex items-center gap-1 text-ink-muted text-sm">
                      <Clock className="size-3.5" aria-hidden="true" />
                      {section.durationMinutes
                        ? t('units.minutes', { count: section.durationMinutes })
                        : t('details.untimed')}
                    </span>
                    {section.calculator ? (
                      <Badge variant="primary">
                        <Calculator className="size-3.5" aria-hidden="true" />
                        {t('create.calculator')}
                      </Badge>
                    ) : null}
                  </div>
                  {section.topics.length ? (
                    <p className="text-ink-muted text-sm">
                      {section.topics.map((topic) => topic.name).join(' · ')}
                    </p>
                  ) : null}
                  {section.directions.trim() ? (
                    <RichText text={section.directions} className="text-ink text-sm" />
                  ) : null}
                </Card>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

function PrimaryAction({ exam, block = false }: { exam: ExamDetails; block?: boolean }) {
  const { t } = useTranslation('exams');
  const className = block ? 'w-full' : undefined;
  if (exam.status === 'ready' || exam.status === 'in_progress') {
    const resume = exam.status === 'in_progress';
    return (
      <Button asChild size="lg" className={className}>
        <Link to={paths.student.examProcess.href({ examId: exam.id })}>
          {resume ? <RotateCcw /> : <Play />}
          {resume ? t('details.resume') : t('details.start')}
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="lg" className={className}>
      <Link to={paths.student.examReport.href({ examId: exam.id })}>
        <BarChart3 />
        {t('details.viewReport')}
      </Link>
    </Button>
  );
}
