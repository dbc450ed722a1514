import type { PassageDetail, PassageInput, PassageList } from '@common/contracts/passages';
import type { QuestionList } from '@common/contracts/questions';
import { api } from '@/lib/api';

/** What the list asks for (the server fills in the defaults). */
export type PassageListParams = {
  search?: string;
  subjectId?: string;
  page?: number;
  pageSize?: number;
};

export const passagesQueryKey = ['admin', 'passages'] as const;
export const passageListQueryKey = (query: PassageListParams) =>
  [...passagesQueryKey, 'list', query] as const;
export const passageQueryKey = (id: string) => [...passagesQueryKey, 'detail', id] as const;

const url = (id: string) => `/api/admin/passages/${encodeURIComponent(id)}`;

function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const getPassages = (query: PassageListParams) =>
  api<PassageList>(`/api/admin/passages${queryString(query)}`);
export const getPassage = (id: string) => api<PassageDetail>(url(id));
export const createPassage = (input: PassageInput) =>
  api<PassageDetail>('/api/admin/passages', { method: 'POST', body: input });
export const updatePassage = (id: string, input: PassageInput) =>
  api<PassageDetail>(url(id), { method: 'PUT', body: input });
export const setPassageQuestions = (id: string, questionIds: string[]) =>
  api<PassageDetail>(`${url(id)}/questions`, { method: 'PUT', body: { questionIds } });
/** `detach`: the administrator confirmed that attached questions lose the passage. */
export const deletePassage = (id: string, detach: boolean) =>
  api<null>(`${url(id)}${detach ? '?detach=true' : ''}`, { method: 'DELETE' });

/** Questions of one subject, for the attach panel. */
export const searchSubjectQuestions = (subjectId: string, q: string | undefined) =>
  api<QuestionList>(`/api/admin/questions${queryString({ subject: subjectId, q, pageSize: 10 })}`);
