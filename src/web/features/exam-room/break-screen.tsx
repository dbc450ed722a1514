import '@/i18n/accommodations';
import { DEADLINE_GRACE_MS } from '@common/constants';
import type { ExamState } from '@common/contracts/exams';
import { useMutation } from '@tanstack/react-query';
import { Coffee } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { api, errorMessage } from '@/lib/api';
import { getExamState } from './api';
import { formatClock, useRemainingMs } from './use-server-clock';

/** POST /:id/resume: ends the break; the next section opens now with its full time. */
export const resumeExam = (examId: string) =>
  api<ExamState>(`/api/student/exams/${encodeURIComponent(examId)}/resume`, { method: 'POST' });

/** How often the screen asks the server whether the break is over once its time is up. */
const POLL_MS = 2000;

/**
 * Extra breaks (issue 20, ADR 0029): shown instead of the section while `state.onBreak` is set.
 * It counts down to the break's end by the server's clock; "Resume testing" ends the break now.
 * Either way it hands the room the state with the next section open (`onResumed`): the section's
 * clock starts on the server, never here.
 *
 * Mount it in the exam room wherever the current state is rendered:
 *   if (state.onBreak) return <BreakScreen state={state} offsetMs={offset} onResumed={apply} />;
 */
export function BreakScreen({
  state,
  offsetMs,
  onResumed,
}: {
  state: ExamState;
  /** Milliseconds to add to this device's clock to read the server's (serverOffset). */
  offsetMs: number;
  onResumed: (next: ExamState) => void;
}) {
  const { t } = useTranslation('accommodations');
  const pause = state.onBreak ?? null;
  const remaining = useRemainingMs(pause?.endsAt ?? null, offsetMs) ?? 0;
  const next = pause ? state.sections[pause.section] : undefined;
  const handed = useRef(false);
  const latest = useRef(onResumed);
  latest.current = onResumed;
  /** Hands the room the opened section, once. */
  const hand = useCallback((s: ExamState) => {
    if (handed.current || s.onBreak) return;
    handed.current = true;
    latest.current(s);
  }, []);

  const resume = useMutation({
    mutationFn: () => resumeExam(state.id),
    onSuccess: hand,
  });

  // The break's time is up: the server opens the section at its end; ask until it has.
  const over = pause !== null && remaining <= 0;
  useEffect(() => {
    if (!over) return;
    let stopped = false;
    const ask = async () => {
      try {
        const fresh = await getExamState(state.id);
        if (!stopped) hand(fresh);
      } catch {
        // Offline for a moment: ask again on the next tick.
      }
    };
    const first = setTimeout(ask, DEADLINE_GRACE_MS + 500);
    const timer = setInterval(ask, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [over, state.id, hand]);

  if (!pause) return null;
  return (
    <section
      aria-labelledby="break-title"
      className="mx-auto grid w-full max-w-lg gap-5 rounded-card border border-border bg-surface p-6 text-center shadow-sm sm:p-8"
    >
      <Coffee className="mx-auto size-10 text-primary-700" aria-hidden="true" />
      <h1 id="break-title" className="font-bold text-2xl">
        {t('break.title')}
      </h1>
      <p className="text-ink-muted">
        {t('break.lead', { number: pause.section + 1, title: next?.title ?? '' })}
      </p>
      <div className="grid gap-1">
        <span className="text-ink-muted text-sm">{t('break.remaining')}</span>
        <div
          role="timer"
          aria-label={t('break.remaining')}
          className="font-bold font-mono text-4xl tabular-nums"
        >
          <span dir="ltr">{formatClock(remaining)}</span>
        </div>
      </div>
      {over ? (
        <p role="status" className="text-ink-muted text-sm">
          {t('break.ending')}
        </p>
      ) : null}
      {resume.isError ? (
        <FormAlert>{errorMessage(resume.error, t('break.resumeFailed'))}</FormAlert>
      ) : null}
      <div>
        <Button size="lg" onClick={() => resume.mutate()} loading={resume.isPending}>
          {t('break.resume')}
        </Button>
      </div>
    </section>
  );
}
