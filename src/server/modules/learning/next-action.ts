import type { NextAction, TopicMastery } from '../../../common/contracts/learning';

type SubjectRef = { subjectId: string; subjectName: string };

/** What the next action is chosen from, gathered by the overview or a subject's page. */
export type NextActionFacts = {
  /** An exam the student created and has not finished (in progress, or not begun yet). */
  inProgress: (SubjectRef & { examId: string }) | null;
  /** Whether the packages allow another exam: review, plan and practice all create one. */
  canCreateExam: boolean;
  /** Cards due now, and the subject holding most of them. */
  dueCards: number;
  dueSubject: SubjectRef | null;
  /** A plan whose count for today is not reached yet. */
  planToday: SubjectRef | null;
  /** Subjects with exams, with their topics (the weakest attempted one is practised). */
  practised: (SubjectRef & { topics: readonly TopicMastery[] })[];
  /** An unlocked subject without exams. */
  firstExam: SubjectRef | null;
  points: number;
  /** A subject the student could unlock. */
  locked: SubjectRef | null;
};

const empty: NextAction = {
  kind: 'buy',
  examId: null,
  subjectId: null,
  subjectName: null,
  topicId: null,
  topicName: null,
  dueCards: null,
};

/** The weakest attempted topic that exams draw from: lowest θ among topics with weight > 0. */
export function weakestTopic(topics: readonly TopicMastery[]): TopicMastery | null {
  let weakest: TopicMastery | null = null;
  for (const t of topics) {
    if (t.weight <= 0 || t.responses === 0 || t.theta === null) continue;
    if (!weakest || t.theta < (weakest.theta as number)) weakest = t;
  }
  return weakest;
}

/**
 * The one thing to do next, most urgent first: finish what was started, then keep memories from
 * fading (due cards), then the plan, then the weakest topic, then a first exam, then unlock a
 * subject with the points held, and only then buy. With the exam allowance used up, only
 * finishing, unlocking or buying are left.
 */
export function chooseNextAction(f: NextActionFacts): NextAction {
  if (f.inProgress) {
    return {
      ...empty,
      kind: 'resume_exam',
      examId: f.inProgress.examId,
      subjectId: f.inProgress.subjectId,
      subjectName: f.inProgress.subjectName,
    };
  }
  // Without an exam left to create, every step below that creates one would be refused.
  if (!f.canCreateExam)
    return f.points > 0 && f.locked ? { ...empty, kind: 'unlock', ...f.locked } : empty;
  if (f.dueCards > 0) {
    return {
      ...empty,
      kind: 'review',
      subjectId: f.dueSubject?.subjectId ?? null,
      subjectName: f.dueSubject?.subjectName ?? null,
      dueCards: f.dueCards,
    };
  }
  if (f.planToday) return { ...empty, kind: 'plan_today', ...f.planToday };
  let best: { subject: SubjectRef; topic: TopicMastery } | null = null;
  for (const s of f.practised) {
    const topic = weakestTopic(s.topics);
    if (topic && (!best || (topic.theta as number) < (best.topic.theta as number))) {
      best = { subject: s, topic };
    }
  }
  if (best) {
    return {
      ...empty,
      kind: 'practise_topic',
      subjectId: best.subject.subjectId,
      subjectName: best.subject.subjectName,
      topicId: best.topic.topicId,
      topicName: best.topic.name,
    };
  }
  if (f.firstExam) return { ...empty, kind: 'first_exam', ...f.firstExam };
  if (f.points > 0 && f.locked) return { ...empty, kind: 'unlock', ...f.locked };
  return empty;
}
