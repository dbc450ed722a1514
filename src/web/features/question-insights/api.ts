import type {
  ConfirmedStatistics,
  ConfirmedStatisticsQuery,
  DistinctPairInput,
  DuplicateGroups,
  QuestionStatistics,
  StatisticsQuery,
} from '@common/contracts/question-insights';
import type { BulkAction } from '@common/contracts/questions';
import { api } from '@/lib/api';

const search = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

export const duplicatesQueryKey = (subjectId: string) =>
  ['admin', 'question-insights', 'duplicates', subjectId] as const;
export const statisticsQueryKey = (query: StatisticsQuery) =>
  ['admin', 'question-insights', 'statistics', query] as const;
export const confirmedStatisticsQueryKey = (query: ConfirmedStatisticsQuery) =>
  ['admin', 'question-insights', 'confirmed', query] as const;

export const getDuplicates = (subjectId: string) =>
  api<DuplicateGroups>(`/api/admin/questions/duplicates?${search({ subject: subjectId })}`);

export const markNotDuplicates = (input: DistinctPairInput) =>
  api<{ firstId: string; secondId: string }>('/api/admin/questions/distinct-pairs', {
    method: 'POST',
    body: input,
  });

/** Archives one question through the question bank's bulk action. */
export const archiveQuestion = (id: string) =>
  api<{ changed: number; skipped: { id: string; reason: string }[] }>('/api/admin/questions/bulk', {
    method: 'POST',
    body: { ids: [id], action: 'archive' } satisfies BulkAction,
  });

export const getStatistics = (query: StatisticsQuery) =>
  api<QuestionStatistics>(`/api/admin/questions/statistics?${search(query)}`);

export const getConfirmedStatistics = (query: ConfirmedStatisticsQuery) =>
  api<ConfirmedStatistics>(`/api/admin/questions/confirmed-statistics?${search(query)}`);
