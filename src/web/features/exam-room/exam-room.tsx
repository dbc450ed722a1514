import '@/i18n/examRoom';
import {
  type ExamRoomItem,
  type ExamState,
  type ItemAnswer,
  type ItemHighlight,
  MAX_HIGHLIGHTS,
  type SavedItem,
} from '@common/contracts/exams';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowDown,
  Bookmark,
  BookOpen,
  Calculator as CalculatorIcon,
  ChevronLeft,
  ChevronRight,
  Highlighter,
  NotebookPen,
  ScrollText,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { type ApiRequestError, errorMessage, isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { paths } from '@/paths';
import { FeedbackPanel, FreeAnswer } from './answer-input';
import {
  examRoomKeys,
  finishSection,
  getExamState,
  nextAdaptiveItem,
  saveItem,
  submitExam,
} from './api';
import { Calculator } from './calculator';
import { ChoiceList } from './choice-list';
import { HighlightableText, useHighlighter } from './highlighter';
import { hasAnswer } from './item-state';
import { QuestionNavigator } from './question-navigator';
import { clearNotes, QuestionNotes, useQuestionNotes } from './question-notes';
import { referenceSheetFor } from './reference-sheets';
import { ReviewDialog } from './review-dialog';
import { DirectionsDialog, ReferenceDialog, ShortcutsHelp } from './room-tools';
import {
  type ItemPatch,
  type QueueEntry,
  queueStorageKey,
  readQueue,
  SaveQueue,
  type SaveStatus,
} from './save-queue';
import { SaveStatusIndicator } from './save-status';
import { SectionTimer } from './section-timer';
import { clearSnapshot, saveSnapshot } from './snapshot';
import { serverOffset, useRemainingMs } from './use-server-clock';

/** A snapshot kept on this device by an older version has no highlights. */
const NO_HIGHLIGHTS: ItemHighlight[] = [];

/** Pause after a keystroke before a typed answer is sent. */
export const TYPING_SAVE_DELAY_MS = 700;
/** How long leaving a section or submitting waits for unsent answers to reach the server. */
const FLUSH_TIMEOUT_MS = 8000;

const positionKey = (examId: string) => `tafawuq:exam-position:${examId}`;
const directionsKey = (examId: string, section: number) =>
  `tafawuq:exam-directions:${examId}:${section}`;

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function storageSet(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full disk: resuming falls back to the first open question.
  }
}

function patchItem(item: ExamRoomItem, patch: ItemPatch): ExamRoomItem {
  const next = { ...item };
  if (patch.answer !== undefined) next.answer = patch.answer as ItemAnswer | null;
  if (patch.flagged !== undefined) next.flagged = patch.flagged;
  if (patch.eliminated !== undefined) next.eliminated = patch.eliminated;
  if (patch.highlights !== undefined) next.highlights = patch.highlights;
  if (patch.timeSpentMs !== undefined) next.timeSpentMs = patch.timeSpentMs;
  return next;
}

/** The server's items with the changes still waiting on this device laid over them. */
export function mergePending(items: ExamRoomItem[], pending: QueueEntry[]): ExamRoomItem[] {
  return items.map((item) =>
    pending
      .filter((entry) => entry.position === item.position)
      .reduce((acc, entry) => patchItem(acc, entry.patch), item),
  );
}

function highestSeq(items: ExamRoomItem[], pending: QueueEntry[]): number {
  return Math.max(0, ...items.map((i) => i.clientSeq), ...pending.map((e) => e.clientSeq));
}

const settle = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
    return true;
  if (target.tagName === 'MATH-FIELD') return true;
  if (target.tagName === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return type !== 'radio' && type !== 'checkbox';
  }
  return false;
}

/**
 * The exam room: one question at a time under a section timer, with the tools of test day.
 * Answers go through a local outbox (SaveQueue) so that nothing given is lost offline; the
 * server's state plus that outbox is what a reload shows.
 */
export function ExamRoom({
  initial,
  initialOffset,
}: {
  initial: ExamState;
  /** Server-clock offset of a state kept on this device (opened offline); else from serverTime. */
  initialOffset?: number;
}) {
  const { t } = useTranslation('examRoom');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const examId = initial.id;

  const [server, setServer] = useState(() => ({
    state: initial,
    offset: initialOffset ?? serverOffset(initial.serverTime),
  }));
  const state = server.state;
  const [items, setItems] = useState<ExamRoomItem[]>(() =>
    mergePending(initial.items, readQueue(examId)),
  );
  const seq = useRef(highestSeq(initial.items, readQueue(examId)));
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('saved');
  const queueRef = useRef<SaveQueue | null>(null);
  const [checking, setChecking] = useState<Set<number>>(() => new Set());

  const adaptive = state.mode === 'adaptive';
  const practice = state.mode === 'practice';
  const sectionIndex = state.currentSection;
  const section = state.sections[sectionIndex] ?? state.sections[0];
  const isLastSection = sectionIndex >= state.sections.length - 1;
  const sectionItems = useMemo(
    () => (adaptive ? items : items.filter((item) => item.section === sectionIndex)),
    [items, adaptive, sectionIndex],
  );
  const firstPosition = sectionItems[0]?.position ?? 1;

  const [current, setCurrent] = useState<number>(() => {
    const sectionList = adaptive
      ? initial.items
      : initial.items.filter((i) => i.section === initial.currentSection);
    if (adaptive) return sectionList.at(-1)?.position ?? 1;
    const stored = Number(storageGet(positionKey(examId)));
    if (sectionList.some((i) => i.position === stored)) return stored;
    const merged = mergePending(sectionList, readQueue(examId));
    return (merged.find((i) => !hasAnswer(i.answer)) ?? merged[0])?.position ?? 1;
  });
  const item = sectionItems.find((i) => i.position === current) ?? sectionItems[0];
  const itemIndex = item ? sectionItems.indexOf(item) : 0;

  // ------------------------------------------------------------ dialogs and tools
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [referenceOpen, setReferenceOpen] = useState(false);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const { notes, setNote } = useQuestionNotes(examId);
  const [directionsOpen, setDirectionsOpen] = useState(
    () =>
      Boolean(section?.directions.trim()) &&
      storageGet(directionsKey(examId, initial.currentSection)) === null,
  );
  const [busy, setBusy] = useState(false);
  /** The deadline passed: the section or exam is being handed in. */
  const [timeUp, setTimeUp] = useState<'working' | 'failed' | null>(null);
  const sheet = useMemo(() => referenceSheetFor(state.subject), [state.subject]);

  useEffect(() => {
    if (!directionsOpen) storageSet(directionsKey(examId, sectionIndex), '1');
  }, [directionsOpen, examId, sectionIndex]);
  useEffect(() => {
    if (!section?.calculator) setCalculatorOpen(false);
  }, [section?.calculator]);
  useEffect(() => {
    if (item) storageSet(positionKey(examId), String(item.position));
  }, [item, examId]);

  // ------------------------------------------------------------ the outbox
  const onSavedRef = useRef<(entry: QueueEntry, saved: SavedItem) => void>(() => {});
  const onRejectedRef = useRef<(entry: QueueEntry, error: ApiRequestError) => void>(() => {});

  useEffect(() => {
    const queue = new SaveQueue({
      examId,
      send: (position, input) => saveItem(examId, position, input),
      onSaved: (entry, saved) => onSavedRef.current(entry, saved),
      onRejected: (entry, error) => onRejectedRef.current(entry, error),
    });
    queueRef.current = queue;
    setSaveStatus(queue.getStatus());
    const unsubscribe = queue.subscribe(() => setSaveStatus(queue.getStatus()));
    return () => {
      unsubscribe();
      queue.dispose();
      if (queueRef.current === queue) queueRef.current = null;
    };
  }, [examId]);

  const leaveForReport = useCallback(() => {
    storageSet(queueStorageKey(examId), null);
    storageSet(positionKey(examId), null);
    clearSnapshot(examId);
    clearNotes(examId);
    void queryClient.invalidateQueries({ queryKey: ['exams'] });
    navigate(paths.student.examReport.href({ examId }), { replace: true });
  }, [examId, navigate, queryClient]);

  const applyServer = useCallback(
    (next: ExamState) => {
      if (next.status === 'submitted' || next.status === 'expired') {
        leaveForReport();
        return;
      }
      const pending = queueRef.current?.pending() ?? [];
      seq.current = Math.max(seq.current, highestSeq(next.items, pending));
      setServer({ state: next, offset: serverOffset(next.serverTime) });
      setItems(mergePending(next.items, pending));
      queryClient.setQueryData(examRoomKeys.state(examId), next);
    },
    [examId, leaveForReport, queryClient],
  );

  const reload = useCallback(async () => {
    try {
      applyServer(await getExamState(examId));
    } catch {
      // The outbox and the timer keep going; the next action asks again.
    }
  }, [applyServer, examId]);

  // Back online: the server may have moved on (another device, a section's time): ask again.
  useEffect(() => {
    const onOnline = () => void reload();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [reload]);

  // What this device knows now, for a reload while the connection is down.
  useEffect(() => {
    if (state.status !== 'in_progress') return;
    saveSnapshot({ state: { ...state, items }, offset: server.offset });
  }, [state, items, server.offset]);

  onSavedRef.current = (entry, saved) => {
    setChecking((set) => {
      if (!set.has(entry.position)) return set;
      const next = new Set(set);
      next.delete(entry.position);
      return next;
    });
    const waiting = queueRef.current?.pending().some((e) => e.position === entry.position);
    setItems((list) =>
      list.map((it) => {
        if (it.position !== saved.position) return it;
        const updated = {
          ...it,
          feedback: saved.feedback ?? it.feedback,
          clientSeq: saved.clientSeq,
        };
        // Someone (another device) saved later: the server's copy wins unless more is on its way.
        if (saved.stale && !waiting) {
          return {
            ...updated,
            answer: saved.answer,
            flagged: saved.flagged,
            eliminated: saved.eliminated,
            highlights: saved.highlights,
            timeSpentMs: saved.timeSpentMs,
          };
        }
        return updated;
      }),
    );
    if (saved.clientSeq > seq.current) seq.current = saved.clientSeq;
  };

  onRejectedRef.current = (entry, error) => {
    setChecking((set) => {
      const next = new Set(set);
      next.delete(entry.position);
      return next;
    });
    if (error.code === 'EXAM_CLOSED') {
      toast.error(errorMessage(error, t('errors.closed')));
      leaveForReport();
      return;
    }
    toast.error(errorMessage(error, t('errors.saveRefused')), { id: `save-${error.code}` });
    void reload();
  };

  const enqueue = useCallback((position: number, patch: ItemPatch, delayMs = 0) => {
    seq.current += 1;
    queueRef.current?.enqueue(position, patch, seq.current, delayMs);
  }, []);

  // ------------------------------------------------------------ time on each question
  const viewing = useRef({ position: item?.position ?? 0, since: Date.now() });
  const takeElapsed = (position: number) => {
    const now = Date.now();
    if (viewing.current.position !== position) return 0;
    const elapsed = now - viewing.current.since;
    viewing.current.since = now;
    return elapsed;
  };

  const isReadOnly = (it: ExamRoomItem) =>
    it.locked || (practice && (it.feedback !== null || checking.has(it.position)));

  const update = (
    position: number,
    patch: ItemPatch,
    options: { save?: boolean; delayMs?: number } = {},
  ) => {
    const target = items.find((i) => i.position === position);
    if (!target || isReadOnly(target)) return;
    const withTime: ItemPatch = {
      ...patch,
      timeSpentMs: target.timeSpentMs + takeElapsed(position),
    };
    setItems((list) => list.map((it) => (it.position === position ? patchItem(it, withTime) : it)));
    if (options.save !== false) enqueue(position, withTime, options.delayMs);
  };

  /** Answers: saved as given; in practice mode only once checked (then the feedback shows). */
  const setAnswer = (
    position: number,
    answer: ItemAnswer | null,
    extra: ItemPatch = {},
    typing = false,
  ) => {
    if (practice) {
      update(position, { answer }, { save: false });
      if (extra.eliminated) update(position, extra);
      return;
    }
    update(position, { answer, ...extra }, { delayMs: typing ? TYPING_SAVE_DELAY_MS : 0 });
  };

  const checkAnswer = (position: number) => {
    const target = items.find((i) => i.position === position);
    if (!target || !hasAnswer(target.answer) || isReadOnly(target)) return;
    enqueue(position, {
      answer: target.answer,
      timeSpentMs: target.timeSpentMs + takeElapsed(position),
    });
    setChecking((set) => new Set(set).add(position));
  };

  const toggleFlag = (position: number) => {
    const target = items.find((i) => i.position === position);
    if (!target) return;
    // Marking for review stays possible on answered practice items.
    setItems((list) =>
      list.map((it) => (it.position === position ? { ...it, flagged: !target.flagged } : it)),
    );
    enqueue(position, { flagged: !target.flagged });
  };

  // Like a flag, highlights stay possible on answered practice and scored adaptive items.
  const setHighlights = (position: number, highlights: ItemHighlight[]) => {
    setItems((list) => list.map((it) => (it.position === position ? { ...it, highlights } : it)));
    enqueue(position, { highlights });
  };
  const highlighter = useHighlighter({
    itemKey: item?.position ?? 0,
    highlights: item?.highlights ?? NO_HIGHLIGHTS,
    onChange: (list) => item && setHighlights(item.position, list),
  });
  const highlightSelection = () => {
    const result = highlighter.fromSelection();
    if (result === 'none') toast.info(t('highlight.selectFirst'), { id: 'highlight-hint' });
    else if (result === 'full') toast.error(t('highlight.tooMany', { max: MAX_HIGHLIGHTS }));
  };

  // ------------------------------------------------------------ moving around
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const go = (position: number) => {
    if (!item || position === item.position) return;
    const elapsed = takeElapsed(item.position);
    if (elapsed >= 1000 && !isReadOnly(item) && !adaptive) {
      const total = item.timeSpentMs + elapsed;
      setItems((list) =>
        list.map((it) => (it.position === item.position ? { ...it, timeSpentMs: total } : it)),
      );
      enqueue(item.position, { timeSpentMs: total });
    }
    viewing.current = { position, since: Date.now() };
    moveFocus.current = true;
    setCurrent(position);
  };
  useEffect(() => {
    if (moveFocus.current) {
      moveFocus.current = false;
      headingRef.current?.focus();
    }
  });

  const previous = sectionItems[itemIndex - 1];
  const following = sectionItems[itemIndex + 1];

  // ------------------------------------------------------------ sections, adaptive, submit
  const finishCurrentSection = async (auto = false) => {
    setBusy(true);
    await settle(queueRef.current?.whenIdle() ?? Promise.resolve(), FLUSH_TIMEOUT_MS);
    try {
      const next = await finishSection(examId, sectionIndex);
      setReviewOpen(false);
      setTimeUp(null);
      const nextSection = next.sections[next.currentSection];
      const first = next.items.find((i) => i.section === next.currentSection);
      if (first) {
        viewing.current = { position: first.position, since: Date.now() };
        setCurrent(first.position);
      }
      setDirectionsOpen(Boolean(nextSection?.directions.trim()));
      applyServer(next);
    } catch (error) {
      if (isApiError(error, 409)) {
        setTimeUp(null);
        setReviewOpen(false);
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
    await settle(queueRef.current?.whenIdle() ?? Promise.resolve(), FLUSH_TIMEOUT_MS);
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
    const elapsed = takeElapsed(item.position);
    if (elapsed > 0 && !item.locked) {
      const total = item.timeSpentMs + elapsed;
      setItems((list) =>
        list.map((it) => (it.position === item.position ? { ...it, timeSpentMs: total } : it)),
      );
      enqueue(item.position, { timeSpentMs: total });
    }
    await settle(queueRef.current?.whenIdle() ?? Promise.resolve(), FLUSH_TIMEOUT_MS);
    try {
      const next = await nextAdaptiveItem(examId);
      const last = next.items.at(-1);
      if (last) {
        viewing.current = { position: last.position, since: Date.now() };
        moveFocus.current = true;
        setCurrent(last.position);
      }
      applyServer(next);
    } catch (error) {
      toast.error(errorMessage(error, t('errors.nextFailed')));
      if (isApiError(error, 409)) await reload();
    } finally {
      setBusy(false);
    }
  };

  // The deadline (by the server's clock) hands the section or the exam in by itself.
  const remaining = useRemainingMs(section?.deadlineAt ?? null, server.offset);
  const handedIn = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once when time runs out
  useEffect(() => {
    if (remaining !== 0 || handedIn.current === sectionIndex) return;
    handedIn.current = sectionIndex;
    setReviewOpen(false);
    setNavigatorOpen(false);
    setTimeUp('working');
    if (isLastSection || adaptive) void submit(true);
    else void finishCurrentSection(true);
  }, [remaining, sectionIndex]);

  // ------------------------------------------------------------ keyboard
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});
  keyHandler.current = (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTyping(event.target)) return;
    if (event.target instanceof HTMLElement && event.target.closest('[data-calculator]')) return;
    if (document.querySelector('[role="dialog"][data-state="open"]')) return;
    if (!item || timeUp) return;
    const key = event.key;
    const rtl = document.documentElement.dir === 'rtl';
    const lower = key.toLowerCase();
    if (key === 'ArrowRight' || key === 'ArrowLeft') {
      // Left/right move between questions even from a choice (where the browser would change
      // the answer); up/down still move between the choices.
      event.preventDefault();
      const forward = (key === 'ArrowRight') !== rtl;
      const to = forward ? following : previous;
      if (to && !adaptive) go(to.position);
    } else if (lower === 'n' && following && !adaptive) {
      go(following.position);
    } else if (lower === 'p' && previous && !adaptive) {
      go(previous.position);
    } else if (lower === 'm') {
      toggleFlag(item.position);
    } else if (lower === 'g' && !adaptive) {
      event.preventDefault();
      setNavigatorOpen(true);
    } else if (key === '?') {
      setHelpOpen(true);
    } else if (lower === 'h') {
      event.preventDefault();
      highlightSelection();
    } else if (/^[a-e]$/.test(lower) && (item.type === 'single' || item.type === 'multiple')) {
      const choice = item.choices[lower.charCodeAt(0) - 97];
      if (!choice || isReadOnly(item)) return;
      event.preventDefault();
      document
        .getElementById(`question-${item.position}-${choice.id}`)
        ?.[event.shiftKey ? 'focus' : 'click']();
      if (event.shiftKey) {
        const struck = item.eliminated.includes(choice.id);
        const eliminated = struck
          ? item.eliminated.filter((id) => id !== choice.id)
          : [...item.eliminated, choice.id];
        const selected =
          item.answer?.type === 'single'
            ? [item.answer.choice]
            : item.answer?.type === 'multiple'
              ? item.answer.choices
              : [];
        if (!struck && selected.includes(choice.id)) {
          const rest = selected.filter((id) => id !== choice.id);
          update(item.position, {
            eliminated,
            answer:
              item.type === 'multiple' && rest.length ? { type: 'multiple', choices: rest } : null,
          });
        } else update(item.position, { eliminated });
      }
    }
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // ------------------------------------------------------------ render
  if (!item || !section) {
    return (
      <EmptyRoom
        title={state.title}
        adaptiveDone={Boolean(state.adaptive?.done)}
        busy={busy}
        onSubmit={() => void submit()}
      />
    );
  }

  const readOnly = isReadOnly(item);
  const number = adaptive ? itemIndex + 1 : item.position - firstPosition + 1;
  const sectionLabel = adaptive
    ? t('header.adaptive', { given: items.length, max: state.adaptive?.maxItems ?? items.length })
    : state.sections.length > 1
      ? t('header.section', {
          number: sectionIndex + 1,
          total: state.sections.length,
          title: section.title,
        })
      : section.title;
  const reviewKind = isLastSection || adaptive ? 'submit' : 'finishSection';
  const reviewLabel = reviewKind === 'submit' ? t('footer.reviewSubmit') : t('footer.reviewFinish');
  const adaptiveDone = adaptive && Boolean(state.adaptive?.done);

  const question = (
    <article aria-labelledby="question-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3 border-slate-300 border-b-2 border-dashed pb-3">
        <h2
          id="question-heading"
          ref={headingRef}
          tabIndex={-1}
          className="outline-none focus-visible:outline-2 focus-visible:outline-ring rounded-md"
        >
          <span
            aria-hidden="true"
            className="grid h-9 min-w-9 place-items-center rounded-md bg-ink px-2 font-bold text-white"
          >
            {number}
          </span>
          <span className="sr-only">
            {t('question.heading', { number, total: sectionItems.length })}
          </span>
        </h2>
        <button
          type="button"
          onClick={() => toggleFlag(item.position)}
          aria-pressed={item.flagged}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            item.flagged ? 'bg-accent-100 text-accent-900' : 'text-ink hover:bg-slate-100',
          )}
        >
          <Bookmark
            className={cn('size-4', item.flagged && 'fill-accent-500 text-accent-600')}
            aria-hidden="true"
          />
          {t('question.markForReview')}
        </button>
        {practice ? (
          <Badge variant="neutral" className="ms-auto">
            {t('header.practice')}
          </Badge>
        ) : null}
      </div>
      <HighlightableText
        target="stem"
        text={item.stem}
        highlights={item.highlights ?? NO_HIGHLIGHTS}
        className="text-base leading-relaxed sm:text-lg"
      />
      {item.type === 'single' || item.type === 'multiple' ? (
        <ChoiceList
          position={item.position}
          type={item.type}
          choices={item.choices}
          answer={item.answer}
          eliminated={item.eliminated}
          readOnly={readOnly}
          feedback={item.feedback}
          onAnswer={(answer, eliminated) =>
            setAnswer(item.position, answer, eliminated ? { eliminated } : {})
          }
          onEliminate={(eliminated, answer) =>
            answer === undefined
              ? update(item.position, { eliminated })
              : update(item.position, { eliminated, answer }, { save: true })
          }
        />
      ) : (
        <FreeAnswer
          key={item.position}
          position={number}
          type={item.type}
          answer={item.answer}
          readOnly={readOnly}
          onAnswer={(answer) => setAnswer(item.position, answer, {}, true)}
        />
      )}
      {notesOpen || notes[item.position] ? (
        <QuestionNotes
          number={number}
          value={notes[item.position] ?? ''}
          onChange={(text) => setNote(item.position, text)}
        />
      ) : null}
      {practice && !item.feedback ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => checkAnswer(item.position)}
            disabled={!hasAnswer(item.answer)}
            loading={checking.has(item.position)}
          >
            {t('question.check')}
          </Button>
          {checking.has(item.position) && saveStatus === 'offline' ? (
            <p className="text-ink-muted text-sm">{t('question.checkOffline')}</p>
          ) : null}
        </div>
      ) : null}
      {item.feedback ? (
        <FeedbackPanel feedback={item.feedback} choiceIds={item.choices.map((c) => c.id)} />
      ) : null}
    </article>
  );

  return (
    <div className="flex h-dvh flex-col bg-canvas">
      <header className="border-border border-b bg-surface">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2 sm:px-5">
          <div className="min-w-0 flex-1">
            <h1 className="truncate font-semibold text-sm sm:text-base">{state.title}</h1>
            <p className="truncate text-ink-muted text-xs sm:text-sm">{sectionLabel}</p>
          </div>
          {remaining !== null ? (
            <SectionTimer key={sectionIndex} remainingMs={remaining} />
          ) : (
            <Badge variant="neutral">{t('timer.untimed')}</Badge>
          )}
          <div className="flex w-full items-center gap-1 md:w-auto">
            <div className="me-auto min-w-0 md:me-2">
              <SaveStatusIndicator
                status={saveStatus}
                onRetry={() => queueRef.current?.retryNow()}
              />
            </div>
            <ToolButton
              icon={ScrollText}
              label={t('tools.directions')}
              onClick={() => setDirectionsOpen(true)}
            />
            <ToolButton
              icon={Highlighter}
              label={t('tools.highlight')}
              onClick={highlightSelection}
              keepSelection
            />
            <ToolButton
              icon={NotebookPen}
              label={t('tools.notes')}
              pressed={notesOpen}
              onClick={() => setNotesOpen((open) => !open)}
            />
            {sheet ? (
              <ToolButton
                icon={BookOpen}
                label={t('tools.reference')}
                onClick={() => setReferenceOpen(true)}
              />
            ) : null}
            {section.calculator ? (
              <ToolButton
                icon={CalculatorIcon}
                label={t('tools.calculator')}
                pressed={calculatorOpen}
                onClick={() => setCalculatorOpen((open) => !open)}
              />
            ) : null}
            <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
          </div>
        </div>
      </header>

      {/* The scrollers are `relative` so that the sr-only inputs far down a long passage question
          scroll with them instead of stretching the page (at 360 px the whole room scrolled). */}
      <main id="main" className="relative min-h-0 flex-1 overflow-y-auto lg:overflow-hidden">
        {item.passage ? (
          <div className="lg:grid lg:h-full lg:grid-cols-2">
            <section
              aria-labelledby="passage-title"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: beside the question (lg) it scrolls on its own (axe: scrollable-region-focusable)
              tabIndex={0}
              className="relative border-border border-b bg-surface px-4 py-5 outline-none focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2 sm:px-8 lg:h-full lg:overflow-y-auto lg:border-e lg:border-b-0"
            >
              <button
                type="button"
                onClick={() => {
                  headingRef.current?.scrollIntoView({ block: 'start' });
                  headingRef.current?.focus();
                }}
                className="mb-3 inline-flex items-center gap-1 rounded-md bg-primary-50 px-2.5 py-1 font-semibold text-primary-800 text-xs focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
              >
                <ArrowDown className="size-3.5" aria-hidden="true" />
                {t('question.jumpToQuestion')}
              </button>
              <h2
                id="passage-title"
                className="mb-3 font-semibold text-ink-muted text-sm uppercase tracking-wide"
              >
                {item.passage.title || t('question.passage')}
              </h2>
              <HighlightableText
                target="passage"
                text={item.passage.body}
                highlights={item.highlights ?? NO_HIGHLIGHTS}
                className="text-base leading-relaxed"
              />
            </section>
            <div className="relative px-4 py-5 sm:px-8 lg:h-full lg:overflow-y-auto">
              {question}
            </div>
          </div>
        ) : (
          <div className="relative lg:h-full lg:overflow-y-auto">
            <div className="mx-auto w-full max-w-3xl px-4 py-5 sm:px-8 sm:py-8">{question}</div>
          </div>
        )}
      </main>

      <footer className="border-border border-t bg-surface px-3 py-2 sm:px-5">
        <div className="flex items-center gap-2 md:grid md:grid-cols-[1fr_auto_1fr]">
          <div className="hidden md:block" />
          <div className="flex min-w-0 flex-1 md:justify-center">
            {adaptive ? (
              <p className="truncate font-semibold text-sm">
                {t('footer.adaptiveProgress', { number, max: state.adaptive?.maxItems ?? number })}
              </p>
            ) : (
              <QuestionNavigator
                open={navigatorOpen}
                onOpenChange={setNavigatorOpen}
                items={sectionItems}
                current={item.position}
                firstPosition={firstPosition}
                sectionTitle={section.title}
                onGo={go}
                onReview={() => setReviewOpen(true)}
                reviewLabel={reviewLabel}
              />
            )}
          </div>
          <div className="flex shrink-0 items-center justify-end gap-2">
            {adaptive ? (
              adaptiveDone ? (
                <Button onClick={() => setReviewOpen(true)}>{t('footer.submit')}</Button>
              ) : (
                <Button
                  onClick={() => void nextAdaptive()}
                  loading={busy}
                  disabled={!hasAnswer(item.answer)}
                >
                  {t('footer.next')}
                  <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
                </Button>
              )
            ) : (
              <>
                <Button
                  variant="secondary"
                  onClick={() => previous && go(previous.position)}
                  disabled={!previous}
                  className="px-3"
                >
                  <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
                  {t('footer.back')}
                </Button>
                {following ? (
                  <Button onClick={() => go(following.position)} className="px-3">
                    {t('footer.next')}
                    <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
                  </Button>
                ) : (
                  <Button onClick={() => setReviewOpen(true)} className="px-3">
                    {reviewKind === 'submit' ? t('footer.submit') : t('footer.finishSection')}
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      </footer>

      {highlighter.popover}
      {highlighter.live}

      {calculatorOpen && section.calculator ? (
        <div data-calculator className="fixed inset-x-2 bottom-16 z-40 sm:inset-x-auto sm:end-4">
          <Calculator onClose={() => setCalculatorOpen(false)} />
        </div>
      ) : null}

      <ReviewDialog
        open={reviewOpen}
        onOpenChange={setReviewOpen}
        kind={reviewKind}
        items={sectionItems}
        firstPosition={firstPosition}
        busy={busy}
        onConfirm={() => void (reviewKind === 'submit' ? submit() : finishCurrentSection())}
        onGo={go}
      />
      <DirectionsDialog
        open={directionsOpen}
        onOpenChange={setDirectionsOpen}
        title={section.title}
        directions={section.directions}
        calculator={section.calculator}
        minutes={section.durationMinutes}
      />
      {sheet ? (
        <ReferenceDialog open={referenceOpen} onOpenChange={setReferenceOpen} sheet={sheet} />
      ) : null}
      <TimeUpDialog
        state={timeUp}
        last={isLastSection || adaptive}
        onRetry={() => {
          setTimeUp('working');
          void (isLastSection || adaptive ? submit(true) : finishCurrentSection(true));
        }}
      />
    </div>
  );
}

function ToolButton({
  icon: Icon,
  label,
  onClick,
  pressed,
  keepSelection,
}: {
  icon: typeof ScrollText;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  /** The tool acts on the text selected in the question: pressing it must not clear that. */
  keepSelection?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      onMouseDown={keepSelection ? (event) => event.preventDefault() : undefined}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      className={cn('h-10 px-2.5', pressed && 'bg-primary-50 text-primary-800')}
    >
      <Icon aria-hidden="true" />
      <span className="hidden lg:inline">{label}</span>
    </Button>
  );
}

function TimeUpDialog({
  state,
  last,
  onRetry,
}: {
  state: 'working' | 'failed' | null;
  last: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('examRoom');
  return (
    <Dialog open={state !== null}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('timeUp.title')}</DialogTitle>
          <DialogDescription>
            {state === 'failed'
              ? t('timeUp.failed')
              : last
                ? t('timeUp.submitting')
                : t('timeUp.finishing')}
          </DialogDescription>
        </DialogHeader>
        {state === 'working' ? (
          <div className="flex justify-center py-2">
            <Spinner className="size-8 text-primary-600" />
          </div>
        ) : (
          <DialogFooter>
            <Button onClick={onRetry}>{t('timeUp.retry')}</Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** No question to show: an adaptive exam that is complete, or an exam without items. */
function EmptyRoom({
  title,
  adaptiveDone,
  busy,
  onSubmit,
}: {
  title: string;
  adaptiveDone: boolean;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('examRoom');
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-canvas p-4">
      <div className="grid max-w-md gap-4 rounded-card border border-border bg-surface p-6 text-center shadow-sm">
        <h1 className="font-semibold text-xl">{title}</h1>
        <p className="text-ink-muted">
          {adaptiveDone ? t('empty.adaptiveDone') : t('empty.noItems')}
        </p>
        <Button onClick={onSubmit} loading={busy}>
          {t('footer.submit')}
        </Button>
      </div>
    </main>
  );
}
