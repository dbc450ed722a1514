import type { EmailTemplate, EmailTemplateSummary, RenderedEmail } from '@common/contracts/email';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const welcome: EmailTemplate = {
  key: 'welcome',
  subject: 'Welcome to {{appName}}',
  variables: ['firstName', 'url', 'appName'],
  edited: false,
  hasDefault: true,
  updatedAt: '2026-05-01T10:00:00.000Z',
  html: '<p>Hi {{firstName}}</p>',
  text: 'Hi {{firstName}}: {{url}}',
  sampleVars: { firstName: 'Amina', url: 'http://localhost/auth', appName: 'Tafawuq' },
};
const receipt: EmailTemplateSummary = {
  key: 'payment-receipt',
  subject: 'Your {{appName}} receipt: {{packageName}}',
  variables: ['firstName', 'packageName', 'amountPaid', 'appName'],
  edited: true,
  hasDefault: true,
  updatedAt: '2026-06-02T10:00:00.000Z',
};

/** The server's rendering, with the sample values (escaped in the HTML, as the server does). */
function render(request: FakeRequest): { status: number; body: unknown } {
  const body = request.body as { subject: string; html: string; text: string };
  if (body.html.includes('{{foo}}')) {
    return {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'This template does not render: html: Unknown variable {{foo}}',
        fields: { html: 'Unknown variable {{foo}}: this template can use {{firstName}}' },
      },
    };
  }
  const fill = (s: string) =>
    s.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, n: string) => welcome.sampleVars[n] ?? '');
  return {
    status: 200,
    body: {
      subject: fill(body.subject),
      html: fill(body.html),
      text: fill(body.text),
    } satisfies RenderedEmail,
  };
}

async function openPage(url = '/admin/email-templates', stored: EmailTemplate = welcome) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/email-templates', () => ({
    status: 200,
    body: { templates: [welcome, receipt] },
  }));
  api.on('GET /api/admin/email-templates/welcome', () => ({ status: 200, body: stored }));
  api.on('POST /api/admin/email-templates/preview', render);
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: /E-mail templates/ });
  return { api, ...app };
}

const previewCalls = (api: Awaited<ReturnType<typeof openPage>>['api']) =>
  api.calls.filter((c) => c.path === '/api/admin/email-templates/preview');

describe('admin e-mail templates page', () => {
  it('lists the templates with their subject and whether they were edited', async () => {
    await openPage();
    const card = (await screen.findByRole('heading', { name: 'Welcome' })).closest(
      '[data-template]',
    ) as HTMLElement;
    expect(within(card).getByText('Welcome to {{appName}}')).toBeTruthy();
    expect(within(card).getByText('Default')).toBeTruthy();
    expect(within(card).getByText('3 variables')).toBeTruthy();
    const edited = screen
      .getByRole('heading', { name: 'Payment receipt' })
      .closest('[data-template]') as HTMLElement;
    expect(within(edited).getByText('Edited')).toBeTruthy();
    expect(
      within(edited).getByRole('link', { name: 'Edit Payment receipt' }).getAttribute('href'),
    ).toBe('/admin/email-templates?key=payment-receipt');
  });

  it('edits a template with a live, sandboxed preview and click-to-insert variables', async () => {
    const { api, user } = await openPage('/admin/email-templates?key=welcome');
    const form = await screen.findByRole('form', { name: 'Edit Welcome' });
    const subject = within(form).getByLabelText('Subject') as HTMLInputElement;
    expect(subject.value).toBe('Welcome to {{appName}}');
    expect(within(form).getByLabelText('HTML version')).toHaveProperty('value', welcome.html);

    // The preview: server-rendered, in a frame that may run nothing.
    const frame = (await screen.findByTitle('HTML preview of Welcome')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hi Amina</p>');
    expect(screen.getByTestId('preview-subject').textContent).toBe('Welcome to Tafawuq');

    // Insert {{firstName}} at the cursor of the subject.
    await user.click(subject);
    subject.setSelectionRange(8, 8);
    await user.click(within(form).getByRole('button', { name: 'Insert {{firstName}}' }));
    expect(subject.value).toBe('Welcome {{firstName}}to {{appName}}');
    await waitFor(
      () =>
        expect(screen.getByTestId('preview-subject').textContent).toBe('Welcome Aminato Tafawuq'),
      { timeout: 3000 },
    );
    expect(previewCalls(api).at(-1)?.body).toMatchObject({
      key: 'welcome',
      subject: 'Welcome {{firstName}}to {{appName}}',
    });

    // The text version is one tab away.
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    expect(screen.getByTestId('preview-text').textContent).toBe('Hi Amina: http://localhost/auth');

    api.on('PUT /api/admin/email-templates/welcome', (request) => ({
      status: 200,
      body: {
        ...welcome,
        ...(request.body as object),
        edited: true,
        updatedAt: '2026-07-01T10:00:00.000Z',
      },
    }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Template saved')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      subject: 'Welcome {{firstName}}to {{appName}}',
      html: welcome.html,
      text: welcome.text,
    });
    expect(await screen.findByText('Edited')).toBeTruthy();
  }, 20_000);

  it('shows why a draft does not render, and the server reasons under the fields on save', async () => {
    const { api, user } = await openPage('/admin/email-templates?key=welcome');
    const form = await screen.findByRole('form', { name: 'Edit Welcome' });
    await screen.findByTitle('HTML preview of Welcome');
    const html = within(form).getByLabelText('HTML version');
    fireEvent.change(html, { target: { value: '<p>Hi {{foo}}</p>' } });
    // In the preview, and in the form too (shown there on narrower screens).
    const alerts = await screen.findAllByText(
      'This template does not render',
      {},
      { timeout: 3000 },
    );
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert.closest('[role="alert"]')?.textContent).toContain(
        'HTML: Unknown variable {{foo}}: this template can use {{firstName}}',
      );
    }

    api.on('PUT /api/admin/email-templates/welcome', (request) => render(request));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(
        'Unknown variable {{foo}}: this template can use {{firstName}}',
      ),
    ).toBeTruthy();
    expect(html.getAttribute('aria-invalid')).toBe('true');
  }, 20_000);

  it('checks an empty subject before sending', async () => {
    const { api, user } = await openPage('/admin/email-templates?key=welcome');
    const form = await screen.findByRole('form', { name: 'Edit Welcome' });
    await user.clear(within(form).getByLabelText('Subject'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Required')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('resets to the default only after confirming', async () => {
    const { api, user } = await openPage('/admin/email-templates?key=welcome', {
      ...welcome,
      subject: 'Edited subject',
      edited: true,
    });
    api.on('POST /api/admin/email-templates/welcome/reset', () => ({
      status: 200,
      body: { ...welcome, updatedAt: '2026-07-02T10:00:00.000Z' },
    }));
    await screen.findByRole('form', { name: 'Edit Welcome' });
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Reset Welcome to the default?')).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/reset'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Template reset to the default')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/welcome/reset'))).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByLabelText('Subject')).toHaveProperty('value', 'Welcome to {{appName}}'),
    );
  });

  it('says so when the template does not exist', async () => {
    await openPage('/admin/email-templates?key=nope');
    expect(await screen.findByText('This e-mail template does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All templates' })).toBeTruthy();
  });
});

describe('choosing the language of the templates', () => {
  const arabicWelcome: EmailTemplate = {
    ...welcome,
    locale: 'ar',
    subject: 'مرحبًا بك في {{appName}}',
    html: '<div dir="rtl" lang="ar"><p>مرحبًا {{firstName}}</p></div>',
    text: 'مرحبًا {{firstName}}: {{url}}',
  };

  async function openArabic(url: string) {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    const arabic = (request: FakeRequest) => request.query.get('locale') === 'ar';
    api.on('GET /api/admin/email-templates', (request) => ({
      status: 200,
      body: {
        templates: arabic(request)
          ? [{ ...arabicWelcome, edited: false }]
          : [
              { ...welcome, locale: 'en' },
              { ...receipt, locale: 'en' },
            ],
      },
    }));
    api.on('GET /api/admin/email-templates/welcome', (request) => ({
      status: 200,
      body: arabic(request) ? arabicWelcome : { ...welcome, locale: 'en' },
    }));
    api.on('POST /api/admin/email-templates/preview', render);
    const app = renderApp(url);
    await screen.findByRole('heading', { level: 1, name: /E-mail templates/ });
    return { api, ...app };
  }

  it('lists the Arabic versions when Arabic is chosen, and edits, previews and resets that version', async () => {
    const { api, user } = await openArabic('/admin/email-templates');
    const choice = await screen.findByRole('navigation', { name: 'Template language' });
    expect(within(choice).getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByText('Welcome to {{appName}}')).toBeTruthy();

    await user.click(within(choice).getByRole('link', { name: 'Arabic' }));
    expect(await screen.findByText('مرحبًا بك في {{appName}}')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment receipt' })).toBeNull();
    expect(
      api.calls.some(
        (c) => c.path === '/api/admin/email-templates' && c.query.get('locale') === 'ar',
      ),
    ).toBe(true);

    const edit = screen.getByRole('link', { name: 'Edit Welcome' });
    expect(edit.getAttribute('href')).toBe('/admin/email-templates?key=welcome&lang=ar');
    await user.click(edit);

    const form = await screen.findByRole('form', { name: 'Edit Welcome' });
    expect(screen.getByTestId('template-language').textContent).toBe('Arabic version');
    const subject = within(form).getByLabelText('Subject') as HTMLInputElement;
    expect(subject.value).toBe('مرحبًا بك في {{appName}}');
    expect(subject.getAttribute('dir')).toBe('rtl');
    expect(within(form).getByLabelText('Text version').getAttribute('dir')).toBe('rtl');
    // The markup is code: it stays left to right.
    expect(within(form).getByLabelText('HTML version').getAttribute('dir')).toBe('ltr');
    await waitFor(() => expect(previewCalls(api).at(-1)?.body).toMatchObject({ locale: 'ar' }));

    api.on('PUT /api/admin/email-templates/welcome', (request) => ({
      status: 200,
      body: {
        ...arabicWelcome,
        ...(request.body as object),
        edited: true,
        updatedAt: '2026-07-01T10:00:00.000Z',
      },
    }));
    fireEvent.change(subject, { target: { value: 'أهلًا {{firstName}}' } });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    // An earlier test's toast may still be on screen: the request is what tells.
    expect((await screen.findAllByText('Template saved')).length).toBeGreaterThan(0);
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.query.get('locale')).toBe('ar');
    expect(put?.body).toMatchObject({ subject: 'أهلًا {{firstName}}' });

    api.on('POST /api/admin/email-templates/welcome/reset', () => ({
      status: 200,
      body: { ...arabicWelcome, updatedAt: '2026-07-02T10:00:00.000Z' },
    }));
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/of the Arabic version go back/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Reset' }));
    expect((await screen.findAllByText('Template reset to the default')).length).toBeGreaterThan(0);
    const reset = api.calls.find((c) => c.path.endsWith('/welcome/reset'));
    expect(reset?.query.get('locale')).toBe('ar');

    // Back to English: the English version, asked for without a language.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Template language' })).getByRole('link', {
        name: 'English',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('template-language').textContent).toBe('English version'),
    );
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Welcome to {{appName}}',
    );
  }, 30_000);
});
