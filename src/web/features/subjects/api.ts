import type {
  Subject,
  SubjectInput,
  SubjectUpdate,
  TopicInput,
  TopicUpdate,
} from '@common/contracts/subjects';
import { api } from '@/lib/api';

export const subjectsQueryKey = ['admin', 'subjects'] as const;

type SubjectList = { subjects: Subject[] };
const id = (value: string) => encodeURIComponent(value);

export const getSubjects = () => api<SubjectList>('/api/admin/subjects');
export const createSubject = (input: SubjectInput) =>
  api<{ id: string }>('/api/admin/subjects', { method: 'POST', body: input });
export const updateSubject = (subjectId: string, input: SubjectUpdate) =>
  api<SubjectList>(`/api/admin/subjects/${id(subjectId)}`, { method: 'PATCH', body: input });
export const deleteSubject = (subjectId: string) =>
  api<null>(`/api/admin/subjects/${id(subjectId)}`, { method: 'DELETE' });
export const reorderSubjects = (ids: string[]) =>
  api<SubjectList>('/api/admin/subjects/reorder', { method: 'POST', body: { ids } });

export const createTopic = (subjectId: string, input: TopicInput) =>
  api<{ id: string }>(`/api/admin/subjects/${id(subjectId)}/topics`, {
    method: 'POST',
    body: input,
  });
export const updateTopic = (topicId: string, input: TopicUpdate) =>
  api<SubjectList>(`/api/admin/topics/${id(topicId)}`, { method: 'PATCH', body: input });
export const deleteTopic = (topicId: string) =>
  api<null>(`/api/admin/topics/${id(topicId)}`, { method: 'DELETE' });
export const reorderTopics = (subjectId: string, ids: string[]) =>
  api<SubjectList>(`/api/admin/subjects/${id(subjectId)}/topics/reorder`, {
    method: 'POST',
    body: { ids },
  });

/** `list` with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...list];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
