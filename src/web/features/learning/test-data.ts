import type {
  LearningOverview,
  MasteryThreshold,
  NextAction,
  StudyPlan,
  SubjectProgress,
  SubjectSummary,
  TopicMastery,
} from '@common/contracts/learning';

/** Shapes the learning pages' tests answer with (as the server would). */
export const LEARNING_IDS = {
  calculus: '11111111-1111-4111-8111-111111111111',
  physics: '22222222-2222-4222-8222-222222222222',
  fullTemplate: '44444444-4444-4444-8444-444444444444',
  topicTemplate: '55555555-5555-4555-8555-555555555555',
  limits: '66666666-6666-4666-8666-666666666661',
  derivatives: '66666666-6666-4666-8666-666666666662',
  integrals: '66666666-6666-4666-8666-666666666663',
  running: '77777777-7777-4777-8777-777777777771',
  exam1: '77777777-7777-4777-8777-777777777772',
  exam2: '77777777-7777-4777-8777-777777777773',
  created: '88888888-8888-4888-8888-888888888888',
} as const;

export function makeNextAction(overrides: Partial<NextAction> = {}): NextAction {
  return {
    kind: 'first_exam',
    examId: null,
    subjectId: LEARNING_IDS.calculus,
    subjectName: 'AP Calculus AB',
    topicId: null,
    topicName: null,
    dueCards: null,
    ...overrides,
  };
}

export const THRESHOLDS: MasteryThreshold[] = [
  { level: 'not_started', minTheta: null, maxSe: null, minResponses: 0 },
  { level: 'attempted', minTheta: null, maxSe: null, minResponses: 1 },
  { level: 'familiar', minTheta: -0.5, maxSe: null, minResponses: 3 },
  { level: 'proficient', minTheta: 0.5, maxSe: 0.6, minResponses: 5 },
  { level: 'mastered', minTheta: 1.5, maxSe: 0.45, minResponses: 8 },
];

export function makePlan(overrides: Partial<StudyPlan> = {}): StudyPlan {
  return {
    subjectId: LEARNING_IDS.calculus,
    templateId: LEARNING_IDS.fullTemplate,
    templateName: 'AP Calculus AB full exam',
    scale: 'ap_1_5',
    examDate: '2027-05-10',
    targetScore: '5',
    daysLeft: 163,
    todayTarget: 12,
    doneToday: 4,
    totalTarget: 1500,
    done: 120,
    expectedByToday: 200,
    status: 'behind',
    topics: [
      {
        topicId: LEARNING_IDS.integrals,
        name: 'Integrals',
        weight: 40,
        level: 'attempted',
        gap: 1.8,
        priority: 72,
        questionsToday: 7,
      },
      {
        topicId: LEARNING_IDS.limits,
        name: 'Limits',
        weight: 25,
        level: 'familiar',
        gap: 0.9,
        priority: 22.5,
        questionsToday: 3,
      },
      {
        topicId: LEARNING_IDS.derivatives,
        name: 'Derivatives',
        weight: 35,
        level: 'mastered',
        gap: 0,
        priority: 0,
        questionsToday: 2,
      },
    ],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<SubjectSummary> = {}): SubjectSummary {
  return {
    subjectId: LEARNING_IDS.calculus,
    name: 'AP Calculus AB',
    board: 'AP',
    unlocked: true,
    examsTaken: 3,
    lastPercent: 71,
    predicted: {
      templateId: LEARNING_IDS.fullTemplate,
      templateName: 'AP Calculus AB full exam',
      scale: 'ap_1_5',
      label: '4',
      low: '3',
      high: '5',
      basedOnExams: 3,
    },
    levels: { not_started: 1, attempted: 1, familiar: 2, proficient: 1, mastered: 2 },
    dueCards: 5,
    plan: null,
    ...overrides,
  };
}

export function makeOverview(overrides: Partial<LearningOverview> = {}): LearningOverview {
  return {
    subjects: [makeSummary()],
    dueCards: 5,
    dueSoon: 8,
    nextAction: makeNextAction({ kind: 'review', dueCards: 5 }),
    ...overrides,
  };
}

const topic = (overrides: Partial<TopicMastery>): TopicMastery => ({
  topicId: LEARNING_IDS.limits,
  slug: 'limits',
  name: 'Limits',
  weight: 25,
  level: 'not_started',
  theta: null,
  se: null,
  responses: 0,
  accuracy: null,
  ...overrides,
});

export function makeSubjectProgress(overrides: Partial<SubjectProgress> = {}): SubjectProgress {
  return {
    subject: { id: LEARNING_IDS.calculus, name: 'AP Calculus AB', board: 'AP' },
    unlocked: true,
    examsTaken: 2,
    thresholds: THRESHOLDS,
    topics: [
      topic({
        level: 'familiar',
        theta: -0.21,
        se: 0.7,
        responses: 6,
        accuracy: 50,
      }),
      topic({
        topicId: LEARNING_IDS.derivatives,
        slug: 'derivatives',
        name: 'Derivatives',
        weight: 35,
        level: 'mastered',
        theta: 1.72,
        se: 0.4,
        responses: 14,
        accuracy: 86,
      }),
      topic({
        topicId: LEARNING_IDS.integrals,
        slug: 'integrals',
        name: 'Integrals',
        weight: 40,
      }),
    ],
    trend: [
      {
        examId: LEARNING_IDS.exam1,
        title: 'Calculus diagnostic',
        mode: 'practice',
        submittedAt: '2026-11-10T10:00:00.000Z',
        percent: 48,
        scaled: '3',
        low: '2',
        high: '4',
      },
      {
        examId: LEARNING_IDS.exam2,
        title: 'Full simulation',
        mode: 'simulation',
        submittedAt: '2026-11-20T10:00:00.000Z',
        percent: 71,
        scaled: '4',
        low: '3',
        high: '5',
      },
    ],
    byDifficulty: [
      { difficulty: 'easy', responses: 8, accuracy: 88, averageMs: 42_000 },
      { difficulty: 'medium', responses: 10, accuracy: 60, averageMs: 75_500 },
      { difficulty: 'hard', responses: 2, accuracy: 0, averageMs: 120_000 },
    ],
    averageMs: 68_400,
    predicted: {
      templateId: LEARNING_IDS.fullTemplate,
      templateName: 'AP Calculus AB full exam',
      scale: 'ap_1_5',
      label: '4',
      low: '3',
      high: '5',
      basedOnExams: 2,
    },
    percentile: {
      templateId: LEARNING_IDS.fullTemplate,
      templateName: 'AP Calculus AB full exam',
      percentile: 62,
      peers: 40,
    },
    plan: null,
    planTargets: [
      {
        templateId: LEARNING_IDS.fullTemplate,
        templateName: 'AP Calculus AB full exam',
        scale: 'ap_1_5',
        targets: ['5', '4', '3', '2', '1'],
      },
      {
        templateId: LEARNING_IDS.topicTemplate,
        templateName: 'Limits quiz',
        scale: 'percent',
        targets: ['100', '90', '80', '70', '60', '50'],
      },
    ],
    dueCards: 3,
    nextAction: makeNextAction({
      kind: 'practise_topic',
      topicId: LEARNING_IDS.integrals,
      topicName: 'Integrals',
    }),
    ...overrides,
  };
}
