import type {
  EmailConfiguration,
  EmailMessageDetail,
  EmailMessageList,
  EmailMessageListQuery,
  EmailResendResult,
  SmtpSettingsForm,
  SmtpTestResult,
} from '@common/contracts/email-outbox';
import { api } from '@/lib/api';

export const emailOutboxKeys = {
  messages: ['admin', 'email', 'messages'] as const,
  list: (query: EmailMessageListQuery) => ['admin', 'email', 'messages', query] as const,
  message: (id: string) => ['admin', 'email', 'message', id] as const,
  configuration: ['admin', 'email', 'configuration'] as const,
};

function search(query: EmailMessageListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const getEmailMessages = (query: EmailMessageListQuery) =>
  api<EmailMessageList>(`/api/admin/email/messages?${search(query)}`);
export const getEmailMessage = (id: string) =>
  api<EmailMessageDetail>(`/api/admin/email/messages/${encodeURIComponent(id)}`);
export const resendEmailMessages = (ids: string[]) =>
  api<EmailResendResult>('/api/admin/email/messages/resend', { method: 'POST', body: { ids } });

export const getEmailConfiguration = () =>
  api<EmailConfiguration>('/api/admin/email/configuration');
export const saveEmailConfiguration = (settings: SmtpSettingsForm) =>
  api<EmailConfiguration>('/api/admin/email/configuration', { method: 'PUT', body: settings });
export const removeEmailConfiguration = () =>
  api<EmailConfiguration>('/api/admin/email/configuration', { method: 'DELETE' });
export const testEmailConfiguration = (settings?: SmtpSettingsForm) =>
  api<SmtpTestResult>('/api/admin/email/configuration/test', {
    method: 'POST',
    body: settings ? { settings } : {},
  });
