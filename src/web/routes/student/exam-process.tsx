import '@/i18n/examRoom';
import type { ExamState } from '@common/contracts/exams';
import type { AreaRole } from '@common/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Calculator, Clock, ListChecks } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { RequireRole } from '@/app/guards';
import { FullPageLoader } from '@/app/page-loader';
import { Brand } from '@/components/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { AccommodationsSummary } from '@/features/accommodations/accommodations-summary';
import { examRoomKeys, getExamState, startExam } from '@/features/exam-room/api';
import { BreakScreen } from '@/features/exam-room/break-screen';
import { ExamRoom } from '@/features/exam-room/exam-room';
import { readSnapshot } from '@/features/exam-room/snapshot';
import { serverOffset } from '@/features/exam-room/use-server-clock';
import { errorMessage, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/**
 * exam/{examId}/process (spec): the exam room, full screen without the area's navigation, for
 * students only. A ready exam shows its plan and a start button; a finished one goes to its report.
 */
const STUDENT: AreaRole = 'student';

export function Component() {
  return <RequireRole role={STUDENT}>{() => <ExamProcessPage />}</RequireRole>;
}

function ExamProcessPage() {
  const { t } = useTranslation('examRoom');
  const { examId = '' } = useParams();
  const query = useQuery({
    queryKey: examRoomKeys.state(examId),
    queryFn: () => getExamState(examId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  useDocumentTitle(query.data?.title ?? t('pageTitle'));

  if (query.isPending) return <FullPageLoader />;
  if (query.isError && isApiError(query.error, 0)) {
    // Offline: reopen the room as this device last saw it; the answers wait in the outbox.
    const kept = readSnapshot(examId);
    if (kept) return <ExamRoom key={examId} initial={kept.state} initialOffset={kept.offset} />;
  }
  if (query.isError) {
    const notFound = isApiError(query.error, 404) || isApiError(query.error, 400);
    return (
      <Shell>
        <h1 className="font-semibold text-xl">
          {notFound ? t('load.notFoundTitle') : t('load.failedTitle')}
        </h1>
        <FormAlert>
          {notFound ? t('load.notFound') : errorMessage(query.error, t('load.failed'))}
        </FormAlert>
        {notFound ? null : <p className="text-ink-muted text-sm">{t('load.keptHere')}</p>}
        <div className="flex flex-wrap gap-2">
          {notFound ? null : (
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('load.retry')}
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to={paths.student.myExams.href()}>{t('load.myExams')}</Link>
          </Button>
        </div>
      </Shell>
    );
  }
  const state = query.data;
  if (state.status === 'submitted' || state.status === 'expired') {
    return <Navigate to={paths.student.examReport.href({ examId })} replace />;
  }
  if (state.status === 'ready') return <StartScreen state={state} />;
  // Extra breaks (ADR 0029): the room keeps this query's data up to date, so a finished section
  // that starts a break lands here too; resuming puts the opened section back into the room.
  if (state.onBreak) return <OnBreak state={state} />;
  return <ExamRoom key={state.id} initial={state} />;
}

function OnBreak({ state }: { state: ExamState }) {
  const queryClient = useQueryClient();
  // Taken once per state from the server's time, so the countdown follows the server's clock.
  const offsetMs = useMemo(() => serverOffset(state.serverTime), [state]);
  return (
    <Shell>
      <BreakScreen
        state={state}
        offsetMs={offsetMs}
        onResumed={(next) => queryClient.setQueryData(examRoomKeys.state(state.id), next)}
      />
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="flex h-14 items-center border-border border-b bg-surface px-4 sm:px-6">
        <Brand to={paths.student.dashboard.href()} />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:py-12">
        <div className="grid w-full max-w-2xl gap-5 rounded-card border border-border bg-surface p-5 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}

/** A ready exam: what is coming (sections, time, tools) and the start button. */
function StartScreen({ state }: { state: ExamState }) {
  const { t } = useTranslation('examRoom');
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startExam(state.id),
    onSuccess: (next) => queryClient.setQueryData(examRoomKeys.state(state.id), next),
  });
  const totalMinutes = state.sections.reduce((sum, s) => sum + (s.durationMinutes ?? 0), 0);
  const totalQuestions = state.sections.reduce((sum, s) => sum + s.questionCount, 0);
  return (
    <Shell>
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="primary">{state.subject.name}</Badge>
          <Badge variant="accent">{t(`mode.${state.mode}`)}</Badge>
        </div>
        <h1 className="font-bold text-2xl">{state.title}</h1>
        <p className="text-ink-muted">{t(`start.modeText.${state.mode}`)}</p>
      </div>
      <AccommodationsSummary accommodations={state.timed ? state.accommodations : null} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-ink-muted">{t('start.questions')}</dt>
          <dd className="font-semibold text-lg">
            {state.mode === 'adaptive' && state.adaptive
              ? t('start.upTo', { count: state.adaptive.maxItems })
              : totalQuestions}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-ink-muted">{t('start.time')}</dt>
          <dd className="font-semibold text-lg">
            {state.timed ? t('start.minutes', { count: totalMinutes }) : t('start.untimed')}
          </dd>
        </div>
      </dl>
      {state.sections.length ? (
        <section aria-labelledby="start-sections" className="grid gap-2">
          <h2 id="start-sections" className="font-semibold">
            {t('start.sections')}
          </h2>
          <ol className="grid gap-2">
            {state.sections.map((section) => (
              <li
                key={section.index}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-border p-3 text-sm"
              >
                <span className="min-w-0 flex-1 font-semibold">{section.title}</span>
                <span className="flex items-center gap-1 text-ink-muted">
                  <ListChecks className="size-4" aria-hidden="true" />
                  {t('start.questionCount', { count: section.questionCount })}
                </span>
                {section.durationMinutes !== null ? (
                  <span className="flex items-center gap-1 text-ink-muted">
                    <Clock className="size-4" aria-hidden="true" />
                    {t('start.minutes', { count: section.durationMinutes })}
                  </span>
                ) : null}
                <span className="flex items-center gap-1 text-ink-muted">
                  <Calculator className="size-4" aria-hidden="true" />
                  {section.calculator ? t('start.calculator') : t('start.noCalculator')}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <ul className="list-disc space-y-1 ps-5 text-ink-muted text-sm">
        <li>{t('start.tipSaving')}</li>
        <li>{t('start.tipTimer')}</li>
        <li>{t('start.tipKeys')}</li>
      </ul>
      {start.isError ? <FormAlert>{errorMessage(start.error, t('start.failed'))}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="lg" onClick={() => start.mutate()} loading={start.isPending}>
          {t('start.button')}
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.student.myExams.href()}>{t('load.myExams')}</Link>
        </Button>
      </div>
    </Shell>
  );
}
