import type { ExamRoomItem, ExamRoomSection, ExamState } from '@common/contracts/exams';

/** Test builders for the exam room's API answers (used by the web tests only). */
export function makeRoomItem(overrides: Partial<ExamRoomItem> = {}): ExamRoomItem {
  const position = overrides.position ?? 1;
  return {
    position,
    section: 0,
    type: 'single',
    stem: `Question text ${position}`,
    choices: [
      { id: `q${position}-a`, text: `Alpha ${position}` },
      { id: `q${position}-b`, text: `Bravo ${position}` },
      { id: `q${position}-c`, text: `Charlie ${position}` },
      { id: `q${position}-d`, text: `Delta ${position}` },
    ],
    passage: null,
    answer: null,
    flagged: false,
    eliminated: [],
    highlights: [],
    timeSpentMs: 0,
    answeredAt: null,
    clientSeq: 0,
    feedback: null,
    locked: false,
    ...overrides,
  };
}

export function makeRoomSection(overrides: Partial<ExamRoomSection> = {}): ExamRoomSection {
  return {
    index: 0,
    title: 'Multiple choice',
    directions: '',
    calculator: false,
    questionCount: 4,
    durationMinutes: 30,
    topics: [],
    status: 'active',
    startedAt: '2026-01-10T10:00:00.000Z',
    deadlineAt: '2026-01-10T10:30:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** An in-progress simulation with four questions, 30 minutes on the server's clock. */
export function makeExamState(overrides: Partial<ExamState> = {}): ExamState {
  return {
    id: 'exam-1',
    title: 'AP Calculus AB practice',
    mode: 'simulation',
    status: 'in_progress',
    subject: { id: 'sub-1', slug: 'ap-calculus-ab', name: 'AP Calculus AB', board: 'AP' },
    timed: true,
    startedAt: '2026-01-10T10:00:00.000Z',
    serverTime: '2026-01-10T10:00:00.000Z',
    currentSection: 0,
    sections: [makeRoomSection()],
    items: [1, 2, 3, 4].map((position) => makeRoomItem({ position })),
    adaptive: null,
    ...overrides,
  };
}
