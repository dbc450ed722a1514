import type {
  BulkAction,
  BulkResult,
  QuestionList,
  QuestionListQuery,
} from '@common/contracts/questions';
import { api } from '@/lib/api';

export const questionsQueryKey = (query: QuestionListQuery) =>
  ['admin', 'questions', query] as const;

export function getQuestions(query: QuestionListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api<QuestionList>(`/api/admin/questions?${params}`);
}

export function bulkChange(input: BulkAction) {
  return api<BulkResult>('/api/admin/questions/bulk', { method: 'POST', body: input });
}
