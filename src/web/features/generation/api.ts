import type {
  GenerationJobDetail,
  GenerationJobInput,
  GenerationJobList,
  GenerationSettings,
  GenerationSettingsInput,
  GenerationStatus,
} from '@common/contracts/generation';
import { api } from '@/lib/api';

export type GenerationJobListParams = {
  search?: string;
  status?: GenerationStatus;
  page?: number;
  pageSize?: number;
};

export const generationQueryKey = ['admin', 'generation'] as const;
export const generationJobsQueryKey = [...generationQueryKey, 'jobs'] as const;
export const generationJobListQueryKey = (query: GenerationJobListParams) =>
  [...generationJobsQueryKey, 'list', query] as const;
export const generationJobQueryKey = (id: string) =>
  [...generationJobsQueryKey, 'detail', id] as const;
export const generationSettingsQueryKey = [...generationQueryKey, 'settings'] as const;

const jobUrl = (id: string) => `/api/admin/generation/jobs/${encodeURIComponent(id)}`;

function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const getGenerationJobs = (query: GenerationJobListParams) =>
  api<GenerationJobList>(`/api/admin/generation/jobs${queryString(query)}`);
export const getGenerationJob = (id: string) => api<GenerationJobDetail>(jobUrl(id));
export const startGenerationJob = (input: GenerationJobInput) =>
  api<GenerationJobDetail>('/api/admin/generation/jobs', { method: 'POST', body: input });
export const cancelGenerationJob = (id: string) =>
  api<GenerationJobDetail>(`${jobUrl(id)}/cancel`, { method: 'POST' });
export const getGenerationSettings = () =>
  api<GenerationSettings>('/api/admin/generation/settings');
export const saveGenerationSettings = (input: GenerationSettingsInput) =>
  api<GenerationSettings>('/api/admin/generation/settings', { method: 'PUT', body: input });
