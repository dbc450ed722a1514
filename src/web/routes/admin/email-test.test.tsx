import type { EmailTemplate, EmailTestResult, RenderedEmail } from '@common/contracts/email';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const MESSAGE_ID = '00000000-0000-4000-8000-0000000000aa';

const welcome: EmailTemplate = {
  key: 'welcome',
  subject: 'Welcome, {{firstName}}',
  variables: ['firstName', 'url'],
  edited: false,
  hasDefault: true,
  updatedAt: '2026-05-01T10:00:00.000Z',
  html: '<p>Hi {{firstName}}</p>',
  text: 'Hi {{firstName}}: {{url}}',
  sampleVars: { firstName: 'Amina', url: 'http://localhost/auth' },
};
const receipt: EmailTemplate = {
  ...welcome,
  key: 'payment-receipt',
  subject: 'Receipt: {{amountPaid}}',
  variables: ['firstName', 'amountPaid'],
  html: '<p>{{firstName}} paid {{amountPaid}}</p>',
  text: '{{firstName}} paid {{amountPaid}}',
  sampleVars: { firstName: 'Amina', amountPaid: '$41.89' },
};

function render(request: FakeRequest) {
  const body = request.body as {
    subject: string;
    html: string;
    text: string;
    vars: Record<string, string>;
  };
  const fill = (s: string) =>
    s.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, n: string) => body.vars[n] ?? '');
  return {
    status: 200,
    body: {
      subject: fill(body.subject),
      html: fill(body.html),
      text: fill(body.text),
    } satisfies RenderedEmail,
  };
}

const result = (overrides: Partial<EmailTestResult> = {}): EmailTestResult => ({
  messageId: MESSAGE_ID,
  key: 'payment-receipt',
  to: 'qa@example.com',
  status: 'sent',
  attempts: 1,
  providerId: '<abc@tafawuq.local>',
  error: null,
  final: true,
  ...overrides,
});

async function openPage(url = '/admin/email-test') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/email-templates', () => ({
    status: 200,
    body: { templates: [welcome, receipt] },
  }));
  api.on('GET /api/admin/email-templates/welcome', () => ({ status: 200, body: welcome }));
  api.on('GET /api/admin/email-templates/payment-receipt', () => ({
    status: 200,
    body: receipt,
  }));
  api.on('POST /api/admin/email-templates/preview', render);
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'E-mail test' });
  const form = await screen.findByRole('form', { name: 'Test message' });
  return { api, form, ...app };
}

describe('admin e-mail test page', () => {
  it('prefills the sample values of the chosen template and previews them', async () => {
    const { user, form } = await openPage();
    expect(await within(form).findByLabelText('firstName')).toHaveProperty('value', 'Amina');
    expect(within(form).getByLabelText('url')).toHaveProperty('value', 'http://localhost/auth');
    const frame = await screen.findByTitle('HTML preview of Welcome');
    expect(frame.getAttribute('sandbox')).toBe('');

    await user.click(within(form).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Payment receipt' }));
    expect(await within(form).findByLabelText('amountPaid')).toHaveProperty('value', '$41.89');
    expect(within(form).queryByLabelText('url')).toBeNull();

    const amount = within(form).getByLabelText('amountPaid');
    await user.clear(amount);
    await user.type(amount, '$1.00');
    await waitFor(
      () => expect(screen.getByTestId('preview-subject').textContent).toBe('Receipt: $1.00'),
      { timeout: 3000 },
    );
  }, 20_000);

  it('sends to any address and shows the result with a link to the message', async () => {
    const { api, user, form } = await openPage('/admin/email-test?template=payment-receipt');
    api.on('POST /api/admin/email-test', () => ({ status: 200, body: result() }));
    const name = await within(form).findByLabelText('firstName');
    await user.clear(name);
    await user.type(name, '<b>Omar</b>');
    await user.type(within(form).getByLabelText('Recipient'), ' QA@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Send test e-mail' }));

    const card = await screen.findByTestId('test-result');
    expect(within(card).getByText('Sent')).toBeTruthy();
    expect(within(card).getByText('The mail server accepted the message.')).toBeTruthy();
    expect(within(card).getByText('<abc@tafawuq.local>')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Open in e-mail management' }).getAttribute('href'),
    ).toBe(`/admin/email-management?message=${MESSAGE_ID}`);
    expect(api.calls.find((c) => c.path === '/api/admin/email-test')?.body).toEqual({
      key: 'payment-receipt',
      to: 'qa@example.com',
      vars: { firstName: '<b>Omar</b>', amountPaid: '$41.89' },
    });
  }, 20_000);

  it('follows a queued message until the outbox is done with it', async () => {
    const { api, user, form } = await openPage();
    api.on('POST /api/admin/email-test', () => ({
      status: 200,
      body: result({
        key: 'welcome',
        status: 'queued',
        attempts: 0,
        providerId: null,
        final: false,
      }),
    }));
    let polls = 0;
    api.on(`GET /api/admin/email-test/${MESSAGE_ID}`, () => {
      polls += 1;
      return {
        status: 200,
        body: result({
          key: 'welcome',
          status: 'failed',
          attempts: 5,
          providerId: null,
          error: 'connect ECONNREFUSED 127.0.0.1:2525',
        }),
      };
    });
    await within(form).findByLabelText('firstName');
    await user.type(within(form).getByLabelText('Recipient'), 'qa@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send test e-mail' }));
    const card = await screen.findByTestId('test-result');
    expect(within(card).getByText('Queued')).toBeTruthy();
    expect(await within(card).findByText('Failed', {}, { timeout: 4000 })).toBeTruthy();
    expect(within(card).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeTruthy();
    expect(polls).toBe(1);
  }, 20_000);

  it('explains a stored message and refuses a bad address before sending', async () => {
    const { api, user, form } = await openPage();
    api.on('POST /api/admin/email-test', () => ({
      status: 200,
      body: result({ key: 'welcome', status: 'stored', attempts: 0, providerId: null }),
    }));
    await within(form).findByLabelText('firstName');
    await user.type(within(form).getByLabelText('Recipient'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send test e-mail' }));
    expect(await within(form).findByText('Invalid email')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/admin/email-test')).toBe(false);

    await user.clear(within(form).getByLabelText('Recipient'));
    await user.type(within(form).getByLabelText('Recipient'), 'qa@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send test e-mail' }));
    const card = await screen.findByTestId('test-result');
    expect(within(card).getByText('Stored')).toBeTruthy();
    expect(
      within(card).getByText(
        'No SMTP server is configured: the message is kept in the outbox and was not delivered.',
      ),
    ).toBeTruthy();
  }, 20_000);
});
