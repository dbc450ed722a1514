import '@/i18n/exams';
import type { ExamReport, ReportQuestion } from '@common/contracts/exams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Award, Hourglass, Percent, Repeat, Target, Trophy, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  createFollowUp,
  examKeys,
  examsQueryKey,
  type FollowUp,
  getExamReport,
} from '@/features/exams/api';
import { ExamModeLabel, formatPercent, formatRaw } from '@/features/exams/exam-labels';
import { ExamRefusal } from '@/features/exams/exam-refusal';
import { ReportQuestionCard } from '@/features/exams/report-question';
import { ResultBars, TimeChart } from '@/features/exams/result-bars';
import { errorMessage, isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';
import { NotFound } from './exam-details';

/** The report of a finished exam: scores, where marks were lost, and every question explained. */
export function Component() {
  const { t } = useTranslation('exams');
  const { examId = '' } = useParams();
  const report = useQuery({
    queryKey: examKeys.report(examId),
    queryFn: () => getExamReport(examId),
  });
  useDocumentTitle(
    report.data ? t('report.pageTitle', { title: report.data.exam.title }) : t('report.title'),
  );

  if (report.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-12 w-2/3" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (report.isError) {
    if (isApiError(report.error, 404)) return <NotFound />;
    if (isApiError(report.error, 409)) return <NotFinished examId={examId} />;
    return <FormAlert>{errorMessage(report.error, t('report.loadFailed'))}</FormAlert>;
  }
  return <Report report={report.data} />;
}

function NotFinished({ examId }: { examId: string }) {
  const { t } = useTranslation('exams');
  return (
    <>
      <h1 className="sr-only">{t('report.title')}</h1>
      <EmptyState
        icon={Hourglass}
        headingLevel={2}
        title={t('report.notFinishedTitle')}
        description={t('report.notFinishedText')}
        action={
          <Button asChild>
            <Link to={paths.student.exam.href({ examId })}>{t('report.toExam')}</Link>
          </Button>
        }
      />
    </>
  );
}

function SummaryCard({
  icon: Icon,
  label,
  value,
  hint,
  tone = 'primary',
}: {
  icon: typeof Award;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'primary' | 'accent' | 'neutral';
}) {
  return (
    <Card className="flex items-start gap-4 p-4 sm:p-5">
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-xl',
          tone === 'primary' && 'bg-primary-50 text-primary-700',
          tone === 'accent' && 'bg-accent-50 text-accent-700',
          tone === 'neutral' && 'bg-slate-100 text-slate-700',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium text-ink-muted text-sm">{label}</p>
        <p className="font-bold text-2xl text-ink tabular-nums">{value}</p>
        {hint ? <p className="text-ink-muted text-xs">{hint}</p> : null}
      </div>
    </Card>
  );
}

const FILTERS = ['all', 'incorrect', 'correct', 'unanswered', 'flagged'] as const;
type Filter = (typeof FILTERS)[number];

function matches(question: ReportQuestion, filter: Filter) {
  if (filter === 'all') return true;
  if (filter === 'flagged') return question.flagged;
  if (filter === 'unanswered') return question.isCorrect === null;
  if (filter === 'correct') return question.isCorrect === true;
  return question.isCorrect === false;
}

function Report({ report }: { report: ExamReport }) {
  const { t, i18n } = useTranslation('exams');
  const lang = i18n.language;
  const { exam, result } = report;
  const [filter, setFilter] = useState<Filter>('all');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const followUp = useMutation({
    mutationFn: (kind: FollowUp) => createFollowUp(exam.id, kind),
    onSuccess: async (created) => {
      toast.success(t('create.created'));
      await queryClient.invalidateQueries({ queryKey: examsQueryKey });
      navigate(paths.student.exam.href({ examId: created.id }));
    },
  });

  const band = result.band;
  const adaptive = exam.mode === 'adaptive';
  // A fixed form's score is its percent, and its band is built around it: its label is the scaled
  // score (the rounded percent on the percent scale). Bands stored before that were centred on θ
  // and could leave the score out ("0 % (35–82 %)"), so a band whose label is not the score shown
  // is not shown. An adaptive exam's score is θ: its band label is the prediction.
  const shownLabel = result.score.scaled ?? `${Math.round(result.score.percent)}%`;
  const fits = band !== null && (adaptive || band.label === shownLabel);
  const spans = fits && (band.low !== band.label || band.high !== band.label);
  // A plain percent form already shows its percent: a prediction only adds to a scale, or to an
  // adaptive exam's ability estimate.
  const predicts = result.scale !== 'percent' || adaptive;
  const scaledLabel = predicts ? (adaptive && band ? band.label : result.score.scaled) : null;
  const scaledRange =
    spans && predicts ? t('report.bandRange', { low: band.low, high: band.high }) : null;
  // On the percent scale a fixed form's band goes with the percent itself.
  const percentBand = spans && !predicts ? band : null;
  const percentRange = percentBand
    ? t('report.bandRange', {
        low: formatPercent(Number.parseFloat(percentBand.low), lang),
        high: formatPercent(Number.parseFloat(percentBand.high), lang),
      })
    : null;
  const counts = Object.fromEntries(
    FILTERS.map((f) => [f, report.questions.filter((q) => matches(q, f)).length]),
  ) as Record<Filter, number>;
  const shown = report.questions.filter((q) => matches(q, filter));
  const sectionRows = report.sections.map((s) => ({
    id: String(s.index),
    label: s.title,
    correct: s.correct,
    total: s.total,
    percent: s.percent,
    timeSpentMs: s.timeSpentMs,
  }));
  const topicRows = [...report.topics]
    .sort((a, b) => a.percent - b.percent)
    .map((topic) => ({
      id: topic.id,
      label: topic.name,
      correct: topic.correct,
      total: topic.total,
      percent: topic.percent,
      timeSpentMs: topic.timeSpentMs,
    }));
  const weakNames = report.topics
    .filter((topic) => report.weakTopicIds.includes(topic.id))
    .map((topic) => topic.name);

  return (
    <>
      <Link
        to={paths.student.exam.href({ examId: exam.id })}
        className="mb-3 inline-flex items-center gap-1.5 font-medium text-ink-muted text-sm hover:text-primary-700"
      >
        <ArrowLeft className="rtl-flip size-4" aria-hidden="true" />
        {t('report.backToExam')}
      </Link>
      <PageHeader
        title={t('report.heading', { title: exam.title })}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{exam.subject.name}</span>
            <ExamModeLabel mode={exam.mode} />
            {exam.template && exam.template.name !== exam.title ? (
              <span>{exam.template.name}</span>
            ) : null}
          </span>
        }
      />
      {result.status === 'expired' ? (
        <p
          role="note"
          className="mb-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 text-sm"
        >
          {t('report.expiredNote')}
        </p>
      ) : null}

      <section aria-labelledby="summary-title" className="grid gap-4">
        <h2 id="summary-title" className="sr-only">
          {t('report.summaryTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <SummaryCard
            icon={Target}
            label={t('report.raw')}
            value={t('report.correctOf', {
              correct: formatRaw(result.score.raw, lang),
              total: result.score.max,
            })}
            hint={t('report.rawHint')}
          />
          <SummaryCard
            icon={Percent}
            label={t('report.percent')}
            value={
              percentRange ? (
                <span
                  data-testid="percent-score"
                  className="inline-flex flex-wrap items-baseline gap-x-2"
                >
                  {formatPercent(result.score.percent, lang)}
                  <span className="whitespace-nowrap font-semibold text-base text-ink-muted">
                    {percentRange}
                  </span>
                </span>
              ) : (
                formatPercent(result.score.percent, lang)
              )
            }
            hint={percentRange ? t('report.bandHint') : undefined}
          />
          {scaledLabel ? (
            <SummaryCard
              icon={Award}
              tone="accent"
              label={t(`scales.${result.scale}`)}
              value={
                <span
                  data-testid="scaled-score"
                  className="inline-flex flex-wrap items-baseline gap-x-2"
                >
                  {scaledLabel}
                  {scaledRange ? (
                    <span className="whitespace-nowrap font-semibold text-base text-ink-muted">
                      {scaledRange}
                    </span>
                  ) : null}
                </span>
              }
              hint={scaledRange ? t('report.bandHint') : undefined}
            />
          ) : null}
          <SummaryCard
            icon={report.percentile === null ? Users : Trophy}
            tone="neutral"
            label={t('report.percentile')}
            value={report.percentile === null ? '—' : formatPercent(report.percentile, lang)}
            hint={
              report.percentile === null
                ? t('report.noPercentile')
                : t('report.percentileHint', {
                    percent: formatPercent(report.percentile, lang),
                    count: report.takers,
                  })
            }
          />
        </div>
      </section>

      <Card className="mt-5 p-4 sm:p-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div className="grid gap-1">
            <h2 className="font-semibold text-ink">{t('report.nextTitle')}</h2>
            <p className="text-ink-muted text-sm">
              {weakNames.length
                ? t('report.weakTopics', { names: weakNames.join(', ') })
                : t('report.noWeakTopics')}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              onClick={() => followUp.mutate('practise-weak-topics')}
              disabled={report.weakTopicIds.length === 0 || followUp.isPending}
              loading={followUp.isPending && followUp.variables === 'practise-weak-topics'}
            >
              <Target />
              {t('report.practiseWeak')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => followUp.mutate('retry-incorrect')}
              disabled={report.incorrectCount === 0 || followUp.isPending}
              loading={followUp.isPending && followUp.variables === 'retry-incorrect'}
            >
              <Repeat />
              {t('report.retryIncorrect', { count: report.incorrectCount })}
            </Button>
          </div>
        </div>
        {followUp.isError ? <ExamRefusal error={followUp.error} className="mt-4" /> : null}
      </Card>

      <section aria-labelledby="breakdown-title" className="mt-8 grid gap-4">
        <h2 id="breakdown-title" className="font-semibold text-ink text-lg">
          {t('report.breakdownTitle')}
        </h2>
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          {sectionRows.length > 1 ? (
            <Card className="p-4 sm:p-5">
              <ResultBars title={t('report.bySection')} rows={sectionRows} />
            </Card>
          ) : null}
          <Card className="p-4 sm:p-5">
            <ResultBars title={t('report.byTopic')} rows={topicRows} />
          </Card>
          <Card className={cn('p-4 sm:p-5', sectionRows.length > 1 && 'lg:col-span-2')}>
            <TimeChart
              title={t('report.timeTitle')}
              rows={report.questions.map((q) => ({
                position: q.position,
                timeSpentMs: q.timeSpentMs,
                isCorrect: q.isCorrect,
              }))}
            />
          </Card>
        </div>
      </section>

      <section aria-labelledby="questions-title" className="mt-8 grid gap-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <h2 id="questions-title" className="font-semibold text-ink text-lg">
            {t('report.questionsTitle')}
          </h2>
          <fieldset className="flex flex-wrap gap-1.5">
            <legend className="sr-only">{t('report.filterLabel')}</legend>
            {FILTERS.map((f) => (
              <Button
                key={f}
                size="sm"
                variant={filter === f ? 'primary' : 'secondary'}
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {t(`report.filters.${f}`)}
                <Badge
                  variant={filter === f ? 'outline' : 'neutral'}
                  className={cn(filter === f && 'border-white/40 text-white')}
                >
                  {counts[f]}
                </Badge>
              </Button>
            ))}
          </fieldset>
        </div>
        {shown.length ? (
          <ol className="grid gap-4">
            {shown.map((question) => (
              <li key={question.position}>
                <ReportQuestionCard question={question} />
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState title={t('report.noQuestions')} headingLevel={3} />
        )}
      </section>
    </>
  );
}
