import type { ExamRoomItem, ItemAnswer, ItemHighlight } from '@common/contracts/exams';
import type { ItemPatch, QueueEntry } from './save-queue';

/** A snapshot kept on this device by an older version has no highlights. */
export const NO_HIGHLIGHTS: ItemHighlight[] = [];

export const positionKey = (examId: string) => `tafawuq:exam-position:${examId}`;
export const directionsKey = (examId: string, section: number) =>
  `tafawuq:exam-directions:${examId}:${section}`;

export function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storageSet(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full disk: resuming falls back to the first open question.
  }
}

export function patchItem(item: ExamRoomItem, patch: ItemPatch): ExamRoomItem {
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

export function highestSeq(items: ExamRoomItem[], pending: QueueEntry[]): number {
  return Math.max(0, ...items.map((i) => i.clientSeq), ...pending.map((e) => e.clientSeq));
}
