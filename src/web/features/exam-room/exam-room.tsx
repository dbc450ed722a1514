import '@/i18n/examRoom';
import './room-display.css';
import type { ExamState } from '@common/contracts/exams';
import { MAX_HIGHLIGHTS } from '@common/highlights';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { Calculator } from './calculator';
import { DisplayTools } from './display-tools';
import { useHighlighter } from './highlighter';
import { hasAnswer } from './item-state';
import { useQuestionNotes } from './question-notes';
import { QuestionPane } from './question-pane';
import { referenceSheetFor } from './reference-sheets';
import { ReviewDialog } from './review-dialog';
import { RoomBody } from './room-body';
import { RoomFooter } from './room-footer';
import { type OpenTool, RoomHeader } from './room-header';
import { NO_HIGHLIGHTS } from './room-storage';
import { DirectionsDialog, ReferenceDialog, ShortcutsHelp } from './room-tools';
import { EmptyRoom, TimeUpDialog } from './section-transitions';
import { useAnswerSaving } from './use-answer-saving';
import { useExamSession } from './use-exam-session';
import { useRememberPosition, useRoomDialogs } from './use-room-dialogs';
import { useRoomDisplay } from './use-room-display';
import { useRoomKeyboard } from './use-room-keyboard';
import { useSectionFlow } from './use-section-flow';

/** The graphing calculator (and its plotting) loads only when a student opens it. */
const GraphingCalculator = lazy(() =>
  import('./graphing-calculator').then((m) => ({ default: m.GraphingCalculator })),
);

/**
 * The exam room: one question at a time under a section timer, with the tools of test day.
 * The parts: useExamSession (server state + outbox), useAnswerSaving (what a student does to a
 * question), useSectionFlow (sections, adaptive, submit, deadline), useRoomKeyboard, and the
 * RoomHeader / PassageColumn / QuestionPane / RoomFooter the room is drawn with.
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
  const session = useExamSession(initial, initialOffset);
  const { examId, state, items, saveStatus, queueRef, checking } = session;

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

  const dialogs = useRoomDialogs(initial, section, sectionIndex);
  const { current, setCurrent } = dialogs;
  const item = sectionItems.find((i) => i.position === current) ?? sectionItems[0];
  const itemIndex = item ? sectionItems.indexOf(item) : 0;
  useRememberPosition(examId, item?.position);
  const [openTool, setOpenTool] = useState<OpenTool>(null);
  const { notes, setNote } = useQuestionNotes(examId);
  const sheet = useMemo(() => referenceSheetFor(state.subject), [state.subject]);
  const displayControls = useRoomDisplay();
  const { display } = displayControls;

  useEffect(() => {
    if (!section?.calculator) setOpenTool(null);
  }, [section?.calculator]);

  const answers = useAnswerSaving(session, practice, item?.position ?? 0);
  const highlighter = useHighlighter({
    itemKey: item?.position ?? 0,
    highlights: item?.highlights ?? NO_HIGHLIGHTS,
    onChange: (list) => item && answers.setHighlights(item.position, list),
  });
  const highlightSelection = () => {
    const result = highlighter.fromSelection();
    if (result === 'none') toast.info(t('highlight.selectFirst'), { id: 'highlight-hint' });
    else if (result === 'full') toast.error(t('highlight.tooMany', { max: MAX_HIGHLIGHTS }));
  };

  // ------------------------------------------------------------ moving around
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const show = (position: number, focus: boolean) => {
    answers.startViewing(position);
    moveFocus.current = focus;
    setCurrent(position);
  };
  const go = (position: number) => {
    if (!item || position === item.position) return;
    if (!answers.isReadOnly(item) && !adaptive) answers.recordTime(item, 1000);
    show(position, true);
  };
  useEffect(() => {
    if (moveFocus.current) {
      moveFocus.current = false;
      headingRef.current?.focus();
    }
  });
  const previous = sectionItems[itemIndex - 1];
  const following = sectionItems[itemIndex + 1];

  const flow = useSectionFlow({
    session,
    answers,
    item,
    adaptive,
    isLastSection,
    deadlineAt: section?.deadlineAt ?? null,
    handlers: {
      show,
      closeDialogs: () => {
        dialogs.setReviewOpen(false);
        dialogs.setNavigatorOpen(false);
      },
      openDirections: dialogs.setDirectionsOpen,
    },
  });

  useRoomKeyboard({
    item,
    adaptive,
    disabled: flow.timeUp !== null,
    previous,
    following,
    go,
    answers,
    openNavigator: () => dialogs.setNavigatorOpen(true),
    openHelp: () => dialogs.setHelpOpen(true),
    highlightSelection,
  });

  // ------------------------------------------------------------ render
  if (!item || !section) {
    return (
      <EmptyRoom
        title={state.title}
        adaptiveDone={Boolean(state.adaptive?.done)}
        busy={flow.busy}
        onSubmit={() => void flow.submit()}
      />
    );
  }

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
  // Zoom enlarges what is read (passage and question); the text reflows in its column.
  const zoom = display.zoom === 1 ? undefined : { zoom: display.zoom };

  const question = (
    <div style={zoom} data-room-zoom={display.zoom}>
      <QuestionPane
        item={item}
        number={number}
        total={sectionItems.length}
        practice={practice}
        readOnly={answers.isReadOnly(item)}
        checking={checking.has(item.position)}
        saveStatus={saveStatus}
        headingRef={headingRef}
        answers={answers}
        showNotes={dialogs.notesOpen}
        note={notes[item.position]}
        onNote={(text) => setNote(item.position, text)}
      />
    </div>
  );

  return (
    <div
      data-exam-room
      className={cn('flex h-dvh flex-col bg-canvas', display.highContrast && 'room-high-contrast')}
    >
      <RoomHeader
        title={state.title}
        sectionLabel={sectionLabel}
        sectionIndex={sectionIndex}
        remaining={flow.remaining}
        saveStatus={saveStatus}
        onRetrySave={() => queueRef.current?.retryNow()}
        onDirections={() => dialogs.setDirectionsOpen(true)}
        onHighlight={highlightSelection}
        notesOpen={dialogs.notesOpen}
        onToggleNotes={() => dialogs.setNotesOpen((open) => !open)}
        hasReference={Boolean(sheet)}
        onReference={() => dialogs.setReferenceOpen(true)}
        calculator={section.calculator}
        openTool={openTool}
        onToggleTool={(tool) => setOpenTool((open) => (open === tool ? null : tool))}
        displayTools={<DisplayTools controls={displayControls} />}
        shortcuts={<ShortcutsHelp open={dialogs.helpOpen} onOpenChange={dialogs.setHelpOpen} />}
      />

      <RoomBody
        item={item}
        question={question}
        zoom={zoom}
        lineReader={display.lineReader}
        headingRef={headingRef}
      />

      <RoomFooter
        adaptive={adaptive}
        adaptiveDone={adaptive && Boolean(state.adaptive?.done)}
        number={number}
        maxItems={state.adaptive?.maxItems ?? number}
        navigatorOpen={dialogs.navigatorOpen}
        onNavigatorOpenChange={dialogs.setNavigatorOpen}
        sectionItems={sectionItems}
        current={item.position}
        firstPosition={firstPosition}
        sectionTitle={section.title}
        previous={previous}
        following={following}
        reviewKind={reviewKind}
        onGo={go}
        onReview={() => dialogs.setReviewOpen(true)}
        onNextAdaptive={() => void flow.nextAdaptive()}
        busy={flow.busy}
        canContinue={hasAnswer(item.answer)}
      />

      {highlighter.popover}
      {highlighter.live}

      {openTool && section.calculator ? (
        <div data-calculator className="fixed inset-x-2 bottom-16 z-40 sm:inset-x-auto sm:end-4">
          {openTool === 'calculator' ? (
            <Calculator onClose={() => setOpenTool(null)} />
          ) : (
            <Suspense fallback={<Spinner className="size-8 text-primary-600" />}>
              <GraphingCalculator onClose={() => setOpenTool(null)} />
            </Suspense>
          )}
        </div>
      ) : null}

      <ReviewDialog
        open={dialogs.reviewOpen}
        onOpenChange={dialogs.setReviewOpen}
        kind={reviewKind}
        items={sectionItems}
        firstPosition={firstPosition}
        busy={flow.busy}
        onConfirm={() => void flow.handIn()}
        onGo={go}
      />
      <DirectionsDialog
        open={dialogs.directionsOpen}
        onOpenChange={dialogs.setDirectionsOpen}
        title={section.title}
        directions={section.directions}
        calculator={section.calculator}
        minutes={section.durationMinutes}
      />
      {sheet ? (
        <ReferenceDialog
          open={dialogs.referenceOpen}
          onOpenChange={dialogs.setReferenceOpen}
          sheet={sheet}
        />
      ) : null}
      <TimeUpDialog
        state={flow.timeUp}
        last={isLastSection || adaptive}
        onRetry={flow.retryTimeUp}
      />
    </div>
  );
}
