import { allowedMinutes, BREAK_MINUTES } from '../../../common/contracts/accommodations';
import { DEADLINE_GRACE_MS } from '../../../common/contracts/exams';
import type { ExamSectionRecord, ExamSettings } from '../../db/schema';

export type ClockState = {
  sections: ExamSectionRecord[];
  currentSection: number;
  /**
   * The current section's deadline, or while the student is on a break (ADR 0029) the break's
   * end: either way the moment the clock must move on by itself.
   */
  deadlineAt: Date | null;
  /** Every section's time has run out. */
  expired: boolean;
};

/** What the clock needs of an exam: its sections, where it stands, and its settings. */
export type ClockExam = {
  sections: readonly ExamSectionRecord[];
  currentSection: number;
  settings?: Pick<ExamSettings, 'timed' | 'accommodations'> | null;
};

const iso = (d: Date) => d.toISOString();
const plusMinutes = (from: Date, minutes: number | null) =>
  minutes === null ? null : new Date(from.getTime() + minutes * 60_000);

/** The extra time the exam was created with (0 for exams from before accommodations). */
export const extraTimeOf = (settings: ClockExam['settings']) =>
  settings?.accommodations?.extraTimePercent ?? 0;

/** A timed exam of a student with extra breaks gets a break before each later section. */
const breaksOf = (settings: ClockExam['settings']) =>
  !!settings?.timed && !!settings.accommodations?.extraBreaks;

/** The section waits for the end of a break: not opened yet, its break set. */
export const onBreak = (section: ExamSectionRecord | undefined) =>
  !!section && !section.startedAt && !!section.breakEndsAt;

/**
 * Opens section `index` at `at`: its deadline is `at` plus its minutes with the exam's extra time
 * (none when untimed).
 */
function open(
  sections: ExamSectionRecord[],
  index: number,
  at: Date,
  extraTime: number,
): Date | null {
  const section = sections[index];
  if (!section) return null;
  const deadline = plusMinutes(at, allowedMinutes(section.durationMinutes, extraTime));
  sections[index] = {
    ...section,
    startedAt: iso(at),
    deadlineAt: deadline ? iso(deadline) : null,
  };
  return deadline;
}

/**
 * Section `index` comes next at `at`: with extra breaks a break starts then and the section
 * waits (its break's end is the clock's next moment); else it opens at once.
 */
function next(
  sections: ExamSectionRecord[],
  index: number,
  at: Date,
  settings: ClockExam['settings'],
): Date | null {
  if (!breaksOf(settings)) return open(sections, index, at, extraTimeOf(settings));
  const section = sections[index];
  if (!section) return null;
  const ends = new Date(at.getTime() + BREAK_MINUTES * 60_000);
  sections[index] = { ...section, breakEndsAt: iso(ends) };
  return ends;
}

/** Starting the exam opens the first section now. */
export function startClock(
  sections: readonly ExamSectionRecord[],
  now: Date,
  settings?: ClockExam['settings'],
): ClockState {
  const copy = sections.map((s) => ({ ...s }));
  const deadlineAt = open(copy, 0, now, extraTimeOf(settings));
  return { sections: copy, currentSection: 0, deadlineAt, expired: false };
}

/** An answer may still be taken for a section until its deadline plus the grace. */
export function pastDeadline(deadline: string | Date | null, now: Date): boolean {
  if (!deadline) return false;
  return now.getTime() > new Date(deadline).getTime() + DEADLINE_GRACE_MS;
}

/**
 * Moves the clock to `now`: each section whose deadline (plus grace) has passed is finished at
 * its deadline and the next one opens at that moment, as on test day (with extra breaks, its
 * break starts then, and a break that is over opens its section at the break's end); when the
 * last one runs out the exam has expired. Returns null when nothing changed.
 */
export function advanceClock(state: ClockExam, now: Date): ClockState | null {
  const sections = state.sections.map((s) => ({ ...s }));
  const settings = state.settings;
  let current = state.currentSection;
  let changed = false;
  let expired = false;
  for (;;) {
    const section = sections[current];
    if (section && onBreak(section)) {
      if (!pastDeadline(section.breakEndsAt ?? null, now)) break;
      changed = true;
      open(sections, current, new Date(section.breakEndsAt ?? ''), extraTimeOf(settings));
      continue;
    }
    if (!section?.deadlineAt || section.finishedAt || !pastDeadline(section.deadlineAt, now)) break;
    changed = true;
    const deadline = new Date(section.deadlineAt);
    sections[current] = { ...section, finishedAt: section.deadlineAt };
    if (current + 1 >= sections.length) {
      expired = true;
      break;
    }
    current += 1;
    next(sections, current, deadline, settings);
  }
  if (!changed) return null;
  return { sections, currentSection: current, deadlineAt: clockMoment(sections[current]), expired };
}

/** The moment the clock moves on by itself: a break's end, else the section's deadline. */
function clockMoment(section: ExamSectionRecord | undefined): Date | null {
  if (!section) return null;
  const at = onBreak(section) ? section.breakEndsAt : section.deadlineAt;
  return at ? new Date(at) : null;
}

/**
 * The student leaves section `index` now; the next one opens now (with extra breaks: a break
 * starts now, and the section opens when it ends or the student resumes).
 */
export function finishSectionClock(state: ClockExam, now: Date): ClockState {
  const sections = state.sections.map((s) => ({ ...s }));
  const index = state.currentSection;
  const section = sections[index];
  if (section) sections[index] = { ...section, finishedAt: iso(now) };
  if (index + 1 >= sections.length) {
    return { sections, currentSection: index, deadlineAt: null, expired: false };
  }
  const deadlineAt = next(sections, index + 1, now, state.settings);
  return { sections, currentSection: index + 1, deadlineAt, expired: false };
}

/** The student ends their break now: the waiting section opens with its full time. */
export function resumeClock(state: ClockExam, now: Date): ClockState {
  const sections = state.sections.map((s) => ({ ...s }));
  const index = state.currentSection;
  const deadlineAt = open(sections, index, now, extraTimeOf(state.settings));
  return { sections, currentSection: index, deadlineAt, expired: false };
}
