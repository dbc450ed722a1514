import type {
  EmailLocale,
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
/** English is the routes' default: its addresses stay as they were before languages. */
const lang = (locale: EmailLocale = 'en') => (locale === 'en' ? '' : `?locale=${locale}`);

/** Every query of the e-mail templates starts with this key: invalidating it refreshes them all. */
export const emailTemplatesQueryKey = ['admin', 'email-templates'] as const;
export const emailTemplatesListQueryKey = (locale: EmailLocale = 'en') =>
  locale === 'en' ? emailTemplatesQueryKey : ([...emailTemplatesQueryKey, 'list', locale] as const);
export const emailTemplateQueryKey = (key: string, locale: EmailLocale = 'en') =>
  locale === 'en'
    ? ([...emailTemplatesQueryKey, key] as const)
    : ([...emailTemplatesQueryKey, key, locale] as const);

/** The English templates (a query function as it is: takes no argument of its own). */
export const getEmailTemplates = () => api<EmailTemplateList>(BASE);
/** The templates of one language. */
export const getEmailTemplatesIn = (locale: EmailLocale) =>
  api<EmailTemplateList>(`${BASE}${lang(locale)}`);
export const getEmailTemplate = (key: string, locale?: EmailLocale) =>
  api<EmailTemplate>(`${BASE}/${enc(key)}${lang(locale)}`);
export const saveEmailTemplate = (key: string, input: EmailTemplateValues, locale?: EmailLocale) =>
  api<EmailTemplate>(`${BASE}/${enc(key)}${lang(locale)}`, { method: 'PUT', body: input });
export const resetEmailTemplate = (key: string, locale?: EmailLocale) =>
  api<EmailTemplate>(`${BASE}/${enc(key)}/reset${lang(locale)}`, { method: 'POST' });
export const previewEmailTemplate = (input: EmailTemplatePreviewInput, signal?: AbortSignal) =>
  api<RenderedEmail>(`${BASE}/preview`, { method: 'POST', body: input, signal });

export const sendTestEmail = (input: EmailTestInput) =>
  api<EmailTestResult>('/api/admin/email-test', { method: 'POST', body: input });
export const getTestEmailResult = (id: string) =>
  api<EmailTestResult>(`/api/admin/email-test/${enc(id)}`);
