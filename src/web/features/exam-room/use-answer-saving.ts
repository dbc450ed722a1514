import type { ExamRoomItem, ItemAnswer, ItemHighlight } from '@common/contracts/exams';
import { useRef } from 'react';
import { hasAnswer } from './item-state';
import { patchItem } from './room-storage';
import type { ItemPatch } from './save-queue';
import type { ExamSession } from './use-exam-session';

/** Pause after a keystroke before a typed answer is sent. */
export const TYPING_SAVE_DELAY_MS = 700;

/**
 * What the student does to a question (answer, check, cross out, flag, highlight), applied on
 * screen at once and queued for the server, with the time spent on the question added.
 */
export function useAnswerSaving(session: ExamSession, practice: boolean, viewingPosition: number) {
  const { items, setItems, enqueue, checking, setChecking } = session;

  // ------------------------------------------------------------ time on each question
  const viewing = useRef({ position: viewingPosition, since: Date.now() });
  const takeElapsed = (position: number) => {
    const now = Date.now();
    if (viewing.current.position !== position) return 0;
    const elapsed = now - viewing.current.since;
    viewing.current.since = now;
    return elapsed;
  };
  const startViewing = (position: number) => {
    viewing.current = { position, since: Date.now() };
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

  /** Adds the time since the question was opened to it (on leaving it). */
  const recordTime = (target: ExamRoomItem, minimumMs: number) => {
    const elapsed = takeElapsed(target.position);
    if (elapsed < minimumMs || elapsed === 0) return;
    const total = target.timeSpentMs + elapsed;
    setItems((list) =>
      list.map((it) => (it.position === target.position ? { ...it, timeSpentMs: total } : it)),
    );
    enqueue(target.position, { timeSpentMs: total });
  };

  return {
    takeElapsed,
    startViewing,
    isReadOnly,
    update,
    setAnswer,
    checkAnswer,
    toggleFlag,
    setHighlights,
    recordTime,
  };
}

export type AnswerActions = ReturnType<typeof useAnswerSaving>;
