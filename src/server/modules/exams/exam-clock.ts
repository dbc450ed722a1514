import { DEADLINE_GRACE_MS } from '../../../common/contracts/exams';
import type { ExamSectionRecord } from '../../db/schema';

export type ClockState = {
  sections: ExamSectionRecord[];
  currentSection: number;
  /** The current section's deadline. */
  deadlineAt: Date | null;
  /** Every section's time has run out. */
  expired: boolean;
};

const iso = (d: Date) => d.toISOString();
const plusMinutes = (from: Date, minutes: number | null) =>
  minutes === null ? null : new Date(from.getTime() + minutes * 60_000);

/** Opens section `index` at `at`: its deadline is `at` plus its minutes (none when untimed). */
function open(sections: ExamSectionRecord[], index: number, at: Date): Date | null {
  const section = sections[index];
  if (!section) return null;
  const deadline = plusMinutes(at, section.durationMinutes);
  sections[index] = {
    ...section,
    startedAt: iso(at),
    deadlineAt: deadline ? iso(deadline) : null,
  };
  return deadline;
}

/** Starting the exam opens the first section now. */
export function startClock(sections: readonly ExamSectionRecord[], now: Date): ClockState {
  const copy = sections.map((s) => ({ ...s }));
  const deadlineAt = open(copy, 0, now);
  return { sections: copy, currentSection: 0, deadlineAt, expired: false };
}

/** An answer may still be taken for a section until its deadline plus the grace. */
export function pastDeadline(deadline: string | Date | null, now: Date): boolean {
  if (!deadline) return false;
  return now.getTime() > new Date(deadline).getTime() + DEADLINE_GRACE_MS;
}

/**
 * Moves the clock to `now`: each section whose deadline (plus grace) has passed is finished at
 * its deadline and the next one opens at that moment, as on test day; when the last one runs out
 * the exam has expired. Returns null when nothing changed.
 */
export function advanceClock(
  state: { sections: readonly ExamSectionRecord[]; currentSection: number },
  now: Date,
): ClockState | null {
  const sections = state.sections.map((s) => ({ ...s }));
  let current = state.currentSection;
  let changed = false;
  let expired = false;
  for (;;) {
    const section = sections[current];
    if (!section?.deadlineAt || section.finishedAt || !pastDeadline(section.deadlineAt, now)) break;
    changed = true;
    const deadline = new Date(section.deadlineAt);
    sections[current] = { ...section, finishedAt: section.deadlineAt };
    if (current + 1 >= sections.length) {
      expired = true;
      break;
    }
    current += 1;
    open(sections, current, deadline);
  }
  if (!changed) return null;
  const deadlineAt = sections[current]?.deadlineAt;
  return {
    sections,
    currentSection: current,
    deadlineAt: deadlineAt ? new Date(deadlineAt) : null,
    expired,
  };
}

/** The student leaves section `index` now; the next one opens now. */
export function finishSectionClock(
  state: { sections: readonly ExamSectionRecord[]; currentSection: number },
  now: Date,
): ClockState {
  const sections = state.sections.map((s) => ({ ...s }));
  const index = state.currentSection;
  const section = sections[index];
  if (section) sections[index] = { ...section, finishedAt: iso(now) };
  if (index + 1 >= sections.length) {
    return { sections, currentSection: index, deadlineAt: null, expired: false };
  }
  const deadlineAt = open(sections, index + 1, now);
  return { sections, currentSection: index + 1, deadlineAt, expired: false };
}
