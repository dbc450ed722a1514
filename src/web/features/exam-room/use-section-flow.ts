import type { ExamRoomItem } from '@common/contracts/exams';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { type ApiRequestError, errorMessage, isApiError } from '@/lib/api';
import { finishSection, nextAdaptiveItem, submitExam } from './api';
import type { AnswerActions } from './use-answer-saving';
import type { ExamSession } from './use-exam-session';
import { useRemainingMs } from './use-server-clock';

/** How long leaving a section or submitting waits for unsent answers to reach the server. */
const FLUSH_TIMEOUT_MS = 8000;

const settle = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

/** What the room does when the section flow moves it on. */
export type FlowHandlers = {
  /** Shows a question (focusing its heading when `focus`). */
  show: (position: number, focus: boolean) => void;
  /** Closes the review and the navigator (time is up, or the section was handed in). */
  closeDialogs: () => void;
  /** Opens the directions of the section just entered, if it has some. */
  openDirections: (open: boolean) => void;
};

/**
 * Leaving a section, the next adaptive question, submitting, and the deadline that does either
 * by itself (by the server's clock). Each waits a moment for the outbox to empty first.
 */
export function useSectionFlow({
  session,
  answers,
  item,
  adaptive,
  isLastSection,
  deadlineAt,
  handlers,
}: {
  session: ExamSession;
  answers: AnswerActions;
  item: ExamRoomItem | undefined;
  adaptive: boolean;
  isLastSection: boolean;
  deadlineAt: string | null;
  handlers: FlowHandlers;
}) {
  const { t } = useTranslation('examRoom');
  const { examId, queueRef, applyServer, reload, leaveForReport } = session;
  const sectionIndex = session.state.currentSection;
  const [busy, setBusy] = useState(false);
  /** The deadline passed: the section or exam is being handed in. */
  const [timeUp, setTimeUp] = useState<'working' | 'failed' | null>(null);
  const flush = () => settle(queueRef.current?.whenIdle() ?? Promise.resolve(), FLUSH_TIMEOUT_MS);

  const finishCurrentSection = async (auto = false) => {
    setBusy(true);
    await flush();
    try {
      const next = await finishSection(examId, sectionIndex);
      handlers.closeDialogs();
      setTimeUp(null);
      const nextSection = next.sections[next.currentSection];
      const first = next.items.find((i) => i.section === next.currentSection);
      if (first) handlers.show(first.position, false);
      handlers.openDirections(Boolean(nextSection?.directions.trim()));
      applyServer(next);
    } catch (error) {
      if (isApiError(error, 409)) {
        setTimeUp(null);
        handlers.closeDialogs();
        await reload();
      } else if (auto) {
        setTimeUp('failed');
      } else {
        toast.error(errorMessage(error, t('errors.finishFailed')));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = async (auto = false) => {
    setBusy(true);
    await flush();
    try {
      await submitExam(examId);
      toast.success(auto ? t('submitted.auto') : t('submitted.done'));
      leaveForReport();
    } catch (error) {
      if (isApiError(error, 409) && (error as ApiRequestError).code === 'EXAM_CLOSED') {
        leaveForReport();
      } else if (auto) {
        setTimeUp('failed');
      } else {
        toast.error(errorMessage(error, t('errors.submitFailed')));
      }
    } finally {
      setBusy(false);
    }
  };

  const nextAdaptive = async () => {
    if (!item) return;
    setBusy(true);
    // The time since the answer was given counts too (it is scored when the next one comes).
    if (!item.locked) answers.recordTime(item, 0);
    await flush();
    try {
      const next = await nextAdaptiveItem(examId);
      const last = next.items.at(-1);
      if (last) handlers.show(last.position, true);
      applyServer(next);
    } catch (error) {
      toast.error(errorMessage(error, t('errors.nextFailed')));
      if (isApiError(error, 409)) await reload();
    } finally {
      setBusy(false);
    }
  };

  const handIn = (auto = false) =>
    isLastSection || adaptive ? submit(auto) : finishCurrentSection(auto);

  // The deadline (by the server's clock) hands the section or the exam in by itself.
  const remaining = useRemainingMs(deadlineAt, session.offset);
  const handedIn = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once when time runs out
  useEffect(() => {
    if (remaining !== 0 || handedIn.current === sectionIndex) return;
    handedIn.current = sectionIndex;
    handlers.closeDialogs();
    setTimeUp('working');
    void handIn(true);
  }, [remaining, sectionIndex]);

  const retryTimeUp = () => {
    setTimeUp('working');
    void handIn(true);
  };

  return { busy, timeUp, remaining, submit, handIn, nextAdaptive, retryTimeUp };
}
