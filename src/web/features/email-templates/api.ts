import type {
  EmailTemplate,
  EmailTemplateList,
  EmailTemplatePreviewInput,
  EmailTemplateValues,
  EmailTestInput,
  EmailTestResult,
  RenderedEmail,
} from '@common/contracts/email';
import { api } from '@/lib/api';

const BASE = '/api/admin/email-templates';
const enc = (value: string) => encodeURIComponent(value);

/** Every query of the e-mail templates starts with this key: invalidating it refreshes them all. */
export const emailTemplatesQueryKey = ['admin', 'email-templates'] as const;
export const emailTemplateQueryKey = (key: string) => [...emailTemplatesQueryKey, key] as const;

export const getEmailTemplates = () => api<EmailTemplateList>(BASE);
export const getEmailTemplate = (key: string) => api<EmailTemplate>(`${BASE}/${enc(key)}`);
export const saveEmailTemplate = (key: string, input: EmailTemplateValues) =>
  api<EmailTemplate>(`${BASE}/${enc(key)}`, { method: 'PUT', body: input });
export const resetEmailTemplate = (key: string) =>
  api<EmailTemplate>(`${BASE}/${enc(key)}/reset`, { method: 'POST' });
export const previewEmailTemplate = (input: EmailTemplatePreviewInput, signal?: AbortSignal) =>
  api<RenderedEmail>(`${BASE}/preview`, { method: 'POST', body: input, signal });

export const sendTestEmail = (input: EmailTestInput) =>
  api<EmailTestResult>('/api/admin/email-test', { method: 'POST', body: input });
export const getTestEmailResult = (id: string) =>
  api<EmailTestResult>(`/api/admin/email-test/${enc(id)}`);
