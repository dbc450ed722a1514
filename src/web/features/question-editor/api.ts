import type {
  QuestionCreateInput,
  QuestionDetail,
  QuestionInput,
  QuestionStatus,
} from '@common/contracts/question-editor';
import { api } from '@/lib/api';

export const questionQueryKey = (id: string) => ['admin', 'questions', 'detail', id] as const;

const url = (id: string) => `/api/admin/questions/${encodeURIComponent(id)}`;

export const getQuestion = (id: string) => api<QuestionDetail>(url(id));
export const createQuestion = (input: QuestionCreateInput) =>
  api<QuestionDetail>('/api/admin/questions', { method: 'POST', body: input });
export const updateQuestion = (id: string, input: QuestionInput) =>
  api<QuestionDetail>(url(id), { method: 'PUT', body: input });
/** `version` is the one on screen: a move from a copy someone has changed since is refused. */
export const changeStatus = (id: string, status: QuestionStatus, version: number) =>
  api<QuestionDetail>(`${url(id)}/status`, { method: 'POST', body: { status, version } });
