import type {
  CreatedExam,
  CreateExamInput,
  ExamDetails,
  ExamList,
  ExamListQuery,
  ExamMode,
  ExamOptions,
  ExamReport,
} from '@common/contracts/exams';
import { api } from '@/lib/api';

const BASE = '/api/student/exams';
const id = (value: string) => encodeURIComponent(value);

/** Every query of this feature starts with this key: invalidating it refreshes them all. */
export const examsQueryKey = ['student', 'exams'] as const;
export const examKeys = {
  options: [...examsQueryKey, 'options'] as const,
  list: (query: ExamListQuery) => [...examsQueryKey, 'list', query] as const,
  details: (examId: string) => [...examsQueryKey, 'details', examId] as const,
  report: (examId: string) => [...examsQueryKey, 'report', examId] as const,
};

export const getExamOptions = () => api<ExamOptions>(`${BASE}/options`);

export const createExam = (input: CreateExamInput) =>
  api<CreatedExam>(BASE, { method: 'POST', body: input });

export function getExams(query: ExamListQuery) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return api<ExamList>(qs ? `${BASE}?${qs}` : BASE);
}

export const getExam = (examId: string) => api<ExamDetails>(`${BASE}/${id(examId)}`);

export const getExamReport = (examId: string) => api<ExamReport>(`${BASE}/${id(examId)}/report`);

export type FollowUp = 'retry-incorrect' | 'practise-weak-topics';

/** "Retry incorrect" and "Practise weak topics": a new exam of the same subject, in one click. */
export const createFollowUp = (examId: string, kind: FollowUp, mode: ExamMode = 'practice') =>
  api<CreatedExam>(`${BASE}/${id(examId)}/${kind}`, { method: 'POST', body: { mode } });
