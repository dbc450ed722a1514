import {
  type CreatedExam,
  type CreateExamInput,
  CUSTOM_MIN_QUESTIONS,
} from '@common/contracts/exams';
import type {
  LearningOverview,
  ReviewInput,
  StudyPlan,
  StudyPlanInput,
  SubjectProgress,
} from '@common/contracts/learning';
import { ApiRequestError, api } from '@/lib/api';

const BASE = '/api/student/learning';
const id = (value: string) => encodeURIComponent(value);

/** Every query of this feature starts with this key: invalidating it refreshes them all. */
export const learningQueryKey = ['student', 'learning'] as const;
export const learningKeys = {
  overview: [...learningQueryKey, 'overview'] as const,
  subject: (subjectId: string) => [...learningQueryKey, 'subject', subjectId] as const,
};

export const getLearningOverview = () => api<LearningOverview>(`${BASE}/overview`);

export const getSubjectProgress = (subjectId: string) =>
  api<SubjectProgress>(`${BASE}/subjects/${id(subjectId)}`);

export const savePlan = (subjectId: string, input: StudyPlanInput) =>
  api<StudyPlan>(`${BASE}/plans/${id(subjectId)}`, { method: 'PUT', body: input });

export const deletePlan = (subjectId: string) =>
  api<null>(`${BASE}/plans/${id(subjectId)}`, { method: 'DELETE' });

export const startPlanToday = (subjectId: string) =>
  api<CreatedExam>(`${BASE}/plans/${id(subjectId)}/today`, { method: 'POST', body: {} });

export const startReview = (input: ReviewInput) =>
  api<CreatedExam>(`${BASE}/review`, { method: 'POST', body: input });

/** Questions in a one-click practice of the weakest topic (fewer when its bank is small). */
export const TOPIC_PRACTICE_QUESTIONS = 10;

const topicPractice = (subjectId: string, topicId: string, questionCount: number) =>
  api<CreatedExam>('/api/student/exams', {
    method: 'POST',
    body: {
      subjectId,
      mode: 'practice',
      custom: { topicIds: [topicId], questionCount, difficulty: 'mixed', timed: false },
    } satisfies CreateExamInput,
  });

/**
 * The weakest topic's practice: an untimed custom exam of that one topic, mixed difficulty.
 * A topic's bank can hold fewer unseen questions than a full practice: then the shortest one.
 */
export async function startTopicPractice(subjectId: string, topicId: string) {
  try {
    return await topicPractice(subjectId, topicId, TOPIC_PRACTICE_QUESTIONS);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.code !== 'BANK_TOO_SMALL') throw error;
    return topicPractice(subjectId, topicId, CUSTOM_MIN_QUESTIONS);
  }
}
