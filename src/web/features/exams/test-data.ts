import type {
  ExamDetails,
  ExamOptions,
  ExamReport,
  ExamSummary,
  OptionSubject,
  OptionTemplate,
  ReportQuestion,
} from '@common/contracts/exams';

/** Shapes the exam pages' tests answer with (as the server would). */
export const IDS = {
  calculus: '11111111-1111-4111-8111-111111111111',
  physics: '22222222-2222-4222-8222-222222222222',
  chemistry: '33333333-3333-4333-8333-333333333333',
  fullTemplate: '44444444-4444-4444-8444-444444444444',
  topicTemplate: '55555555-5555-4555-8555-555555555555',
  limits: '66666666-6666-4666-8666-666666666661',
  derivatives: '66666666-6666-4666-8666-666666666662',
  integrals: '66666666-6666-4666-8666-666666666663',
  series: '66666666-6666-4666-8666-666666666664',
  exam: '77777777-7777-4777-8777-777777777777',
  newExam: '88888888-8888-4888-8888-888888888888',
} as const;

export function makeTemplate(overrides: Partial<OptionTemplate> = {}): OptionTemplate {
  return {
    id: IDS.fullTemplate,
    name: 'AP Calculus AB — multiple choice',
    description: 'The full multiple-choice part of the exam.',
    kind: 'full',
    totalQuestions: 45,
    totalMinutes: 105,
    sections: [
      { title: 'Part A', questionCount: 30, durationMinutes: 60, calculator: false },
      { title: 'Part B', questionCount: 15, durationMinutes: 45, calculator: true },
    ],
    fillable: true,
    ...overrides,
  };
}

export function makeOptionSubject(overrides: Partial<OptionSubject> = {}): OptionSubject {
  return {
    id: IDS.calculus,
    slug: 'ap-calculus-ab',
    name: 'AP Calculus AB',
    board: 'AP',
    unlockedUntil: '2027-02-01T10:00:00.000Z',
    topics: [
      { id: IDS.limits, slug: 'limits', name: 'Limits', blueprintWeight: 12, available: 40 },
      {
        id: IDS.derivatives,
        slug: 'derivatives',
        name: 'Derivatives',
        blueprintWeight: 30,
        available: 80,
      },
      {
        id: IDS.integrals,
        slug: 'integrals',
        name: 'Integrals',
        blueprintWeight: 20,
        available: 0,
      },
    ],
    templates: [
      makeTemplate(),
      makeTemplate({
        id: IDS.topicTemplate,
        name: 'Limits drill',
        description: '',
        kind: 'topic',
        totalQuestions: 10,
        totalMinutes: 15,
        sections: [{ title: 'Limits', questionCount: 10, durationMinutes: 15, calculator: false }],
        fillable: false,
      }),
    ],
    ...overrides,
  };
}

export function makeOptions(overrides: Partial<ExamOptions> = {}): ExamOptions {
  return {
    subjects: [makeOptionSubject()],
    lockedSubjects: [{ id: IDS.physics, name: 'AP Physics 1', board: 'AP' }],
    allowance: { limit: 20, used: 3, remaining: 17 },
    limits: { minQuestions: 5, maxQuestions: 100, maxMinutes: 300 },
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ExamSummary> = {}): ExamSummary {
  return {
    id: IDS.exam,
    title: 'AP Calculus AB — multiple choice',
    subject: { id: IDS.calculus, name: 'AP Calculus AB', board: 'AP' },
    template: { id: IDS.fullTemplate, name: 'AP Calculus AB — multiple choice', kind: 'full' },
    mode: 'simulation',
    status: 'submitted',
    questionCount: 45,
    answeredCount: 45,
    timed: true,
    durationMinutes: 105,
    createdAt: '2026-11-20T09:00:00.000Z',
    startedAt: '2026-11-20T09:01:00.000Z',
    deadlineAt: '2026-11-20T10:46:00.000Z',
    submittedAt: '2026-11-20T10:30:00.000Z',
    score: { raw: 31, max: 45, percent: 68.9, scaled: '4' },
    ...overrides,
  };
}

export function makeDetails(overrides: Partial<ExamDetails> = {}): ExamDetails {
  return {
    ...makeSummary(),
    sections: [
      {
        index: 0,
        title: 'Part A',
        directions: 'No calculator is permitted in this part.',
        calculator: false,
        questionCount: 30,
        durationMinutes: 60,
        topics: [
          { id: IDS.limits, name: 'Limits' },
          { id: IDS.derivatives, name: 'Derivatives' },
        ],
      },
      {
        index: 1,
        title: 'Part B',
        directions: '',
        calculator: true,
        questionCount: 15,
        durationMinutes: 45,
        topics: [{ id: IDS.integrals, name: 'Integrals' }],
      },
    ],
    difficulty: null,
    ...overrides,
  };
}

export function makeReportQuestion(overrides: Partial<ReportQuestion> = {}): ReportQuestion {
  return {
    position: 1,
    section: 0,
    questionId: 'q-1',
    topic: { id: IDS.derivatives, name: 'Derivatives' },
    type: 'single',
    difficulty: 'medium',
    stem: 'What is $\\frac{d}{dx} x^2$?',
    choices: [
      { id: 'a', text: '$x$' },
      { id: 'b', text: '$2x$' },
      { id: 'c', text: '$x^2$' },
    ],
    passage: null,
    answer: { type: 'single', choice: 'a' },
    correctAnswer: { type: 'single', correct: 'b' },
    isCorrect: false,
    score: 0,
    explanation: 'By the power rule, $\\frac{d}{dx} x^n = n x^{n-1}$.',
    timeSpentMs: 65_000,
    flagged: false,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<ExamReport> = {}): ExamReport {
  return {
    exam: makeSummary(),
    result: {
      id: IDS.exam,
      status: 'submitted',
      submittedAt: '2026-11-20T10:30:00.000Z',
      score: { raw: 31, max: 45, percent: 68.9, scaled: '4' },
      scale: 'ap_1_5',
      band: { theta: 0.8, se: 0.35, low: '3', high: '5', label: '4' },
    },
    sections: [
      { index: 0, title: 'Part A', correct: 22, total: 30, percent: 73.3, timeSpentMs: 3_000_000 },
      { index: 1, title: 'Part B', correct: 9, total: 15, percent: 60, timeSpentMs: 2_000_000 },
    ],
    topics: [
      {
        id: IDS.limits,
        name: 'Limits',
        correct: 10,
        total: 12,
        percent: 83.3,
        timeSpentMs: 900_000,
      },
      {
        id: IDS.derivatives,
        name: 'Derivatives',
        correct: 8,
        total: 18,
        percent: 44.4,
        timeSpentMs: 1_500_000,
      },
    ],
    questions: [
      makeReportQuestion(),
      makeReportQuestion({
        position: 2,
        questionId: 'q-2',
        topic: { id: IDS.limits, name: 'Limits' },
        type: 'numeric',
        stem: 'Evaluate $\\lim_{x \\to 2} 3x$.',
        choices: [],
        answer: { type: 'numeric', value: 6 },
        correctAnswer: { type: 'numeric', value: 6, tolerance: 0 },
        isCorrect: true,
        score: 1,
        explanation: 'The function is continuous, so substitute: $3 \\cdot 2 = 6$.',
        timeSpentMs: 30_000,
      }),
      makeReportQuestion({
        position: 3,
        questionId: 'q-3',
        answer: null,
        isCorrect: null,
        flagged: true,
        explanation: 'Unanswered questions score zero.',
        timeSpentMs: 5_000,
      }),
    ],
    percentile: 72,
    takers: 120,
    weakTopicIds: [IDS.derivatives],
    incorrectCount: 1,
    ...overrides,
  };
}
