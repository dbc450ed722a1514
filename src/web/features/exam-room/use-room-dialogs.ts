import type { ExamState } from '@common/contracts/exams';
import { useEffect, useState } from 'react';
import { hasAnswer } from './item-state';
import { directionsKey, mergePending, positionKey, storageGet, storageSet } from './room-storage';
import { readQueue } from './save-queue';

/**
 * Which question shows (resumed from this device, else the first open one) and which of the
 * room's dialogs and panels are open. The directions open once per section.
 */
export function useRoomDialogs(
  initial: ExamState,
  section: ExamState['sections'][number] | undefined,
  sectionIndex: number,
) {
  const examId = initial.id;
  const adaptive = initial.mode === 'adaptive';
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
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [referenceOpen, setReferenceOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const [directionsOpen, setDirectionsOpen] = useState(
    () =>
      Boolean(section?.directions.trim()) &&
      storageGet(directionsKey(examId, initial.currentSection)) === null,
  );

  useEffect(() => {
    if (!directionsOpen) storageSet(directionsKey(examId, sectionIndex), '1');
  }, [directionsOpen, examId, sectionIndex]);

  return {
    current,
    setCurrent,
    navigatorOpen,
    setNavigatorOpen,
    reviewOpen,
    setReviewOpen,
    helpOpen,
    setHelpOpen,
    referenceOpen,
    setReferenceOpen,
    notesOpen,
    setNotesOpen,
    directionsOpen,
    setDirectionsOpen,
  };
}

/** Remembers the question on screen, to come back to it after a reload. */
export function useRememberPosition(examId: string, position: number | undefined) {
  useEffect(() => {
    if (position !== undefined) storageSet(positionKey(examId), String(position));
  }, [position, examId]);
}
