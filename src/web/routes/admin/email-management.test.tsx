import type {
  EmailMessageDetail,
  EmailMessageList,
  EmailMessageRow,
} from '@common/contracts/email-outbox';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const row = (overrides: Partial<EmailMessageRow>): EmailMessageRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  templateKey: 'welcome',
  to: 'sara@example.com',
  subject: 'Welcome to Tafawuq',
  status: 'sent',
  attempts: 1,
  error: null,
  providerId: '<abc@tafawuq.local>',
  createdAt: '2026-03-01T10:00:00.000Z',
  sentAt: '2026-03-01T10:00:01.000Z',
  lastAttemptAt: '2026-03-01T10:00:00.000Z',
  nextAttemptAt: null,
  resendOf: null,
  ...overrides,
});

const failed = row({
  id: '00000000-0000-4000-8000-000000000002',
  to: 'omar@example.com',
  subject: 'Reset your Tafawuq password',
  templateKey: 'reset-password',
  status: 'queued',
  attempts: 2,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  providerId: null,
  sentAt: null,
  nextAttemptAt: '2026-03-01T10:06:00.000Z',
});

const list = (items: EmailMessageRow[]): EmailMessageList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  templates: ['reset-password', 'welcome'],
  counts: { stored: 0, queued: 1, sending: 0, sent: 1, failed: 0 },
  maxAttempts: 8,
});

async function openPage(path = '/admin/email-management') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/email/messages', () => ({ status: 200, body: list([row({}), failed]) }));
  api.on('GET /api/admin/email/configuration', () => ({
    status: 200,
    body: { source: 'environment', inForce: null, from: 'x@y.test', stored: null, queued: 1 },
  }));
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'E-mail management' });
  return { api, ...app };
}

describe('email-management', () => {
  it('lists messages with status, attempts and the last error', async () => {
    await openPage();
    const table = await screen.findByRole('table', { name: 'E-mail messages' });
    expect(await within(table).findByText('omar@example.com')).toBeTruthy();
    expect(within(table).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(within(table).getByText('2 of 8')).toBeTruthy();
    expect(within(table).getByText('Queued')).toBeTruthy();
    expect(within(table).getByText('Sent')).toBeTruthy();
  });

  it('searches and filters on the server, keeping the filters in the address', async () => {
    const { api, user, router } = await openPage();
    await screen.findByText('omar@example.com');
    await user.type(screen.getByLabelText('Search recipient or subject'), 'omar');
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/api/admin/email/messages' && c.query.get('search') === 'omar',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: /Waiting/ }));
    await waitFor(() => expect(currentUrl(router)).toContain('status=queued'));
    const last = api.calls.filter((c) => c.path === '/api/admin/email/messages').at(-1);
    expect(last?.query.get('status')).toBe('queued');
    expect(last?.query.get('search')).toBe('omar');
  });

  it('opens a message with its HTML in a sandboxed frame', async () => {
    const { api, user } = await openPage();
    const detail: EmailMessageDetail = { ...failed, html: '<p>Hi Omar</p>', text: 'Hi Omar' };
    api.on(`GET /api/admin/email/messages/${failed.id}`, () => ({ status: 200, body: detail }));
    await user.click(await screen.findByRole('button', { name: /Open the message to omar/ }));
    const dialog = await screen.findByRole('dialog');
    const frame = await within(dialog).findByTitle(/The message as HTML/);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hi Omar</p>');
    expect(within(dialog).getAllByText('connect ECONNREFUSED 127.0.0.1:25').length).toBeGreaterThan(
      0,
    );
  });

  it('resends the selected messages after a confirmation', async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/email/messages/resend', () => ({
      status: 200,
      body: {
        requeued: [failed.id],
        created: ['00000000-0000-4000-8000-000000000009'],
        skipped: [],
        outcomes: { [failed.id]: 'sent', '00000000-0000-4000-8000-000000000009': 'queued' },
      },
    }));
    await user.click(await screen.findByLabelText('Select every message on this page'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend selected' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Resend 2 messages?' });
    await user.click(within(confirm).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Sent 1, waiting 1, failed 0.')).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/api/admin/email/messages/resend');
    expect(call?.body).toEqual({ ids: [row({}).id, failed.id] });
  });

  it("shows the server's refusal of a resend", async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/email/messages/resend', () => ({
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', message: 'No SMTP server is configured' },
    }));
    await user.click(await screen.findByLabelText(/Select the message to omar/));
    await user.click(screen.getByRole('button', { name: 'Resend selected' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Resend this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('No SMTP server is configured')).toBeTruthy();
  });
});
