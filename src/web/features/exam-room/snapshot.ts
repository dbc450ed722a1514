import type { ExamState } from '@common/contracts/exams';

/**
 * The last state of an exam seen on this device, with the server-clock offset of that moment:
 * a reload while the connection is down reopens the room from it (the outbox keeps the answers
 * given meanwhile), so work goes on through a drop and a restart of the device.
 */
export type ExamSnapshot = { state: ExamState; offset: number };

const key = (examId: string) => `tafawuq:exam-snapshot:${examId}`;

export function saveSnapshot(snapshot: ExamSnapshot) {
  try {
    localStorage.setItem(key(snapshot.state.id), JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: only the offline reload is lost.
  }
}

export function readSnapshot(examId: string): ExamSnapshot | null {
  try {
    const raw = localStorage.getItem(key(examId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as ExamSnapshot;
    return parsed?.state?.id === examId && Array.isArray(parsed.state.items) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearSnapshot(examId: string) {
  try {
    localStorage.removeItem(key(examId));
  } catch {
    // Nothing to clear.
  }
}
