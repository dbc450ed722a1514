import type {
  ExamTemplate,
  TemplateList,
  TemplatePreview,
  TemplatePreviewInput,
  TemplateValues,
} from '@common/contracts/templates';
import { api } from '@/lib/api';

const BASE = '/api/admin/exam-templates';
const id = (value: string) => encodeURIComponent(value);

/** Every query of this feature starts with this key: invalidating it refreshes them all. */
export const templatesQueryKey = ['admin', 'exam-templates'] as const;
export const templateListQueryKey = (subject?: string) =>
  [...templatesQueryKey, 'list', subject ?? 'all'] as const;
export const templatePreviewQueryKey = (templateId: string) =>
  [...templatesQueryKey, 'preview', templateId] as const;

export const getTemplates = (subject?: string) =>
  api<TemplateList>(subject ? `${BASE}?subject=${id(subject)}` : BASE);
export const createTemplate = (input: TemplateValues) =>
  api<ExamTemplate>(BASE, { method: 'POST', body: input });
export const updateTemplate = (templateId: string, input: TemplateValues) =>
  api<ExamTemplate>(`${BASE}/${id(templateId)}`, { method: 'PUT', body: input });
export const setTemplateActive = (templateId: string, active: boolean) =>
  api<ExamTemplate>(`${BASE}/${id(templateId)}/${active ? 'activate' : 'deactivate'}`, {
    method: 'POST',
  });
export const getTemplatePreview = (templateId: string) =>
  api<TemplatePreview>(`${BASE}/${id(templateId)}/preview`);
export const previewDraft = (input: TemplatePreviewInput, signal?: AbortSignal) =>
  api<TemplatePreview>(`${BASE}/preview`, { method: 'POST', body: input, signal });
