import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailMessages, emailTemplates } from '../../src/server/db/schema';
import { checkTemplate } from '../../src/server/modules/email/check-template';
import { DEFAULT_TEMPLATES } from '../../src/server/modules/email/default-templates';
import { createUser, type TestUser } from '../helpers/factory';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { buildTestApp, TEST_APP_URL, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

const BASE = '/api/admin/email-templates';
const XSS = '<script>alert("x")</script><img src=x onerror=alert(1)>';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
let affiliate: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
  affiliate = await createUser(ctx, 'affiliate');
});
afterAll(() => ctx.close());

const defaultOf = (key: string) => {
  const found = DEFAULT_TEMPLATES.find((t) => t.key === key);
  if (!found) throw new Error(`no default ${key}`);
  return found;
};

function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  user: TestUser | null = admin,
) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? user.headers : TEST_ORIGIN,
    payload,
  });
}

async function auditEntries(action: string, targetId?: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(
      targetId
        ? and(eq(auditLog.action, action), eq(auditLog.targetId, targetId))
        : eq(auditLog.action, action),
    )
    .orderBy(desc(auditLog.createdAt));
}

async function storedTemplate(key: string) {
  const [row] = await ctx.database.db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.key, key));
  return row;
}

describe('checking that a template renders', () => {
  const vars = ['firstName', 'url', 'appName'];
  const ok = { subject: 'Hi {{firstName}}', html: '<p>Hi {{ firstName }}</p>', text: '{{url}}' };

  it('accepts every default template', () => {
    for (const t of DEFAULT_TEMPLATES) {
      expect(checkTemplate(t, t.variables ?? []), t.key).toEqual({});
    }
  });

  it.each([
    ['subject', { subject: '  ' }, 'Required'],
    ['subject', { subject: 'Hi {{foo}}' }, 'Unknown variable {{foo}}: this template can use'],
    ['subject', { subject: 'Hi {{firstName}' }, 'Broken placeholder "{{firstName}"'],
    ['subject', { subject: 'Hi {firstName}}' }, 'Broken placeholder'],
    ['subject', { subject: 'Hi {{first name}}' }, 'Broken placeholder'],
    ['subject', { subject: 'Hi {{{firstName}}}' }, 'Broken placeholder'],
    ['subject', { subject: 'Hi {{firstName}}}' }, 'Broken placeholder'],
    ['subject', { subject: 'Hi {{}}' }, 'Broken placeholder'],
    ['text', { text: 'a\nb {{url}\n' }, 'Broken placeholder "{{url}" on line 2'],
    ['html', { html: '<div><p>Hi</p>' }, '<div> opened on line 1 is never closed: add </div>'],
    ['html', { html: '<div>\n<p>Hi</div>' }, '<p> opened on line 2 is not closed before </div>'],
    ['html', { html: '<p>Hi</p></td>' }, '</td> on line 1 closes nothing'],
    ['html', { html: '<p>Hi <a href="{{url}}"</p>' }, 'Broken tag'],
    ['html', { html: '<p>Hi <a href="{{url}}>go</a></p>' }, 'Broken tag'],
    ['html', { html: '<p>Hi</p><!-- note' }, 'Comment opened on line 1 is never closed'],
    ['html', { html: '<style>p{color:red}' }, '<style> opened on line 1 is never closed'],
    ['html', { html: '<a href={{url}}>go</a>' }, 'must be quoted attribute values'],
    ['html', { html: '<p {{firstName}}>x</p>' }, 'must be quoted attribute values'],
    ['html', { html: '<p>x</p><script>alert(1)</script>' }, 'E-mail clients do not run scripts'],
    ['html', { html: '<p>{{price}}</p>' }, 'Unknown variable {{price}}'],
  ])('refuses a broken %s: %j', (field, change, reason) => {
    const problems = checkTemplate({ ...ok, ...change }, vars);
    expect(problems[field as keyof typeof problems]).toContain(reason);
  });

  it('accepts void elements, self-closing tags, CSS braces, comments and a lone "<"', () => {
    const html = `<!doctype html><html><head><style>@media (max-width:600px){.a{color:red}}</style>
<!--[if mso]><p>Outlook</p><![endif]--></head><body><p>1 < 2<br>a<br/><img src="{{url}}" alt=''>
<a href='{{url}}' title=plain>{{firstName}}</a></p><table><tr><td>x</td></tr></table></body></html>`;
    expect(checkTemplate({ ...ok, html }, vars)).toEqual({});
  });

  it('takes linear time on a hostile unterminated tag', () => {
    const html = `<a ${'b=c '.repeat(20_000)}`;
    const started = performance.now();
    expect(checkTemplate({ ...ok, html }, vars).html).toContain('Broken tag');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('listing and reading templates', () => {
  it('lists every template with its variables, none edited', async () => {
    const res = await call('GET', BASE);
    expect(res.statusCode).toBe(200);
    const { templates } = res.json();
    expect(templates.map((t: { key: string }) => t.key)).toEqual(
      expect.arrayContaining(DEFAULT_TEMPLATES.map((t) => t.key)),
    );
    const receipt = templates.find((t: { key: string }) => t.key === 'payment-receipt');
    expect(receipt).toMatchObject({
      subject: defaultOf('payment-receipt').subject,
      edited: false,
      hasDefault: true,
    });
    expect(receipt.variables).toContain('amountPaid');
  });

  it('reads one template with sample values for each variable', async () => {
    const res = await call('GET', `${BASE}/payment-receipt`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.html).toBe(defaultOf('payment-receipt').html);
    expect(body.text).toBe(defaultOf('payment-receipt').text);
    expect(Object.keys(body.sampleVars).sort()).toEqual([...body.variables].sort());
    expect(body.sampleVars).toMatchObject({
      firstName: 'Amina',
      appName: 'Tafawuq',
      amountPaid: '$41.89',
      url: `${TEST_APP_URL}/student/unlocked-subjects`,
    });
  });

  it('has sample values for the account deactivated and reactivated e-mails', async () => {
    const off = (await call('GET', `${BASE}/account-deactivated`)).json();
    expect(off.sampleVars).toEqual({
      firstName: 'Amina',
      email: 'amina.haddad@example.com',
      supportEmail: 'support@tafawuq.com',
      appName: 'Tafawuq',
    });
    const on = (await call('GET', `${BASE}/account-reactivated`)).json();
    expect(on.sampleVars).toEqual({
      firstName: 'Amina',
      url: `${TEST_APP_URL}/auth`,
      appName: 'Tafawuq',
    });
  });

  it('answers 404 for an unknown template, on every route', async () => {
    const valid = { subject: 'x', html: '<p>x</p>', text: 'x' };
    for (const [method, url, payload] of [
      ['GET', `${BASE}/no-such-template`, undefined],
      ['PUT', `${BASE}/no-such-template`, valid],
      ['POST', `${BASE}/no-such-template/reset`, undefined],
      ['POST', `${BASE}/preview`, { ...valid, key: 'no-such-template' }],
      ['POST', '/api/admin/email-test', { key: 'no-such-template', to: 'a@example.test' }],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe("E-mail template 'no-such-template' not found");
    }
  });
});

describe('editing a template', () => {
  const key = 'email-verified';

  it('saves subject, HTML and text, records before and after, and real mail uses it', async () => {
    const edit = {
      subject: '  {{appName}}: you are confirmed, {{firstName}}  ',
      html: '<div><p>Well done {{firstName}}.</p><a href="{{url}}">Sign in</a></div>',
      text: 'Well done {{firstName}}: {{url}}',
    };
    const res = await call('PUT', `${BASE}/${key}`, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      key,
      subject: '{{appName}}: you are confirmed, {{firstName}}',
      html: edit.html,
      edited: true,
    });
    expect((await storedTemplate(key))?.text).toBe(edit.text);

    const [entry] = await auditEntries('email_template.update', key);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'email_template',
      before: {
        subject: defaultOf(key).subject,
        html: defaultOf(key).html,
        text: defaultOf(key).text,
      },
      after: { ...edit, subject: '{{appName}}: you are confirmed, {{firstName}}' },
    });

    const listed = (await call('GET', BASE))
      .json()
      .templates.find((t: { key: string }) => t.key === key);
    expect(listed.edited).toBe(true);

    // Saving the same content again changes nothing and logs nothing.
    await call('PUT', `${BASE}/${key}`, edit);
    expect(await auditEntries('email_template.update', key)).toHaveLength(1);

    // The next real message of this template (a test send goes the same way) uses the edit.
    const sent = await call('POST', '/api/admin/email-test', {
      key,
      to: 'edited@example.test',
      vars: { firstName: 'Lina' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = await ctx.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, 'edited@example.test'));
    expect(message?.subject).toBe('Tafawuq: you are confirmed, Lina');
    expect(message?.html).toBe(
      `<div><p>Well done Lina.</p><a href="${TEST_APP_URL}/auth?mode=login">Sign in</a></div>`,
    );
  });

  it('refuses content that would not render, with the reason under each field', async () => {
    const before = await storedTemplate('welcome');
    const entries = (await auditEntries('email_template.update')).length;
    const res = await call('PUT', `${BASE}/welcome`, {
      subject: 'Welcome {{fristName}}',
      html: '<div><p>Hi {{firstName}}</p>',
      text: 'Open {{url} now',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe(
      'This template does not render: subject: Unknown variable {{fristName}}: this template can use {{firstName}}, {{gettingStarted}}, {{url}}, {{appName}}',
    );
    expect(body.fields).toEqual({
      subject:
        'Unknown variable {{fristName}}: this template can use {{firstName}}, {{gettingStarted}}, {{url}}, {{appName}}',
      html: '<div> opened on line 1 is never closed: add </div>',
      text: 'Broken placeholder "{{url} now": write {{name}}, with one of {{firstName}}, {{gettingStarted}}, {{url}}, {{appName}}',
    });
    expect(await storedTemplate('welcome')).toEqual(before);
    expect(await auditEntries('email_template.update')).toHaveLength(entries);
  });

  it('refuses an empty subject and missing parts as the forms do', async () => {
    const res = await call('PUT', `${BASE}/welcome`, { subject: '   ', html: '', text: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ subject: 'Required', html: 'Required' });
    const two = await call('PUT', `${BASE}/welcome`, {
      subject: 'a\nb',
      html: '<p>x</p>',
      text: 'x',
    });
    expect(two.json().fields).toEqual({ subject: 'The subject must be one line' });
    const none = await call('PUT', `${BASE}/welcome`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toMatchObject({ subject: 'Required', html: 'Required' });
  });

  it('resets a template to its default, recording it', async () => {
    const res = await call('POST', `${BASE}/${key}/reset`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      subject: defaultOf(key).subject,
      html: defaultOf(key).html,
      edited: false,
    });
    expect(await storedTemplate(key)).toMatchObject({ text: defaultOf(key).text });
    const [entry] = await auditEntries('email_template.reset', key);
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { subject: '{{appName}}: you are confirmed, {{firstName}}' },
      after: { subject: defaultOf(key).subject, html: defaultOf(key).html },
    });
    // Resetting a default again is harmless and logs nothing.
    expect((await call('POST', `${BASE}/${key}/reset`)).statusCode).toBe(200);
    expect(await auditEntries('email_template.reset', key)).toHaveLength(1);
  });
});

describe('previewing unsaved content', () => {
  const draft = {
    key: 'welcome',
    subject: 'Welcome {{firstName}} to {{appName}}',
    html: '<p>Hi {{firstName}}, open <a href="{{url}}">this</a></p>',
    text: 'Hi {{firstName}}: {{url}}',
  };

  it('renders with sample values without saving', async () => {
    const res = await call('POST', `${BASE}/preview`, draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      subject: 'Welcome Amina to Tafawuq',
      html: `<p>Hi Amina, open <a href="${TEST_APP_URL}/api/auth/verify-email?token=sample-token">this</a></p>`,
      text: `Hi Amina: ${TEST_APP_URL}/api/auth/verify-email?token=sample-token`,
    });
    expect((await storedTemplate('welcome'))?.subject).toBe(defaultOf('welcome').subject);
  });

  it("keeps a hostile student's name inert in the HTML part", async () => {
    const res = await call('POST', `${BASE}/preview`, { ...draft, vars: { firstName: XSS } });
    const { html, text, subject } = res.json();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x');
    expect(text).toContain(XSS);
    expect(subject).toContain(XSS);
  });

  it('refuses content that would not render, like a save', async () => {
    const res = await call('POST', `${BASE}/preview`, { ...draft, html: '<p>{{price}}</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.html).toContain('Unknown variable {{price}}');
  });
});

describe('sending a test message', () => {
  it('goes through the outbox like real mail, and is recorded', async () => {
    const res = await call('POST', '/api/admin/email-test', {
      key: 'payment-receipt',
      to: ' Tester@Example.test ',
      vars: { firstName: XSS, amountPaid: '$1.00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    // Without SMTP the outbox only stores it.
    expect(result).toMatchObject({
      key: 'payment-receipt',
      to: 'tester@example.test',
      status: 'stored',
      final: true,
      providerId: null,
      error: null,
    });
    const [message] = await ctx.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.id, result.messageId));
    expect(message).toMatchObject({ templateKey: 'payment-receipt', status: 'stored' });
    expect(message?.html).toContain('Total paid');
    expect(message?.html).toContain('$1.00');
    expect(message?.html).toContain('$49.00');
    expect(message?.html).not.toContain('<script');
    expect(message?.html).toContain('&lt;script&gt;');

    const [entry] = await auditEntries('email.test_send', result.messageId);
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: 'email_message',
      after: { template: 'payment-receipt', to: 'tester@example.test', status: 'stored' },
    });

    const status = await call('GET', `/api/admin/email-test/${result.messageId}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual(result);
  });

  it('refuses a bad address, missing template, unknown variables and bad values', async () => {
    const bad = await call('POST', '/api/admin/email-test', { key: 'welcome', to: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ to: 'Invalid email' });
    const none = await call('POST', '/api/admin/email-test', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toMatchObject({ key: 'Choose a template', to: 'Required' });
    const unknown = await call('POST', '/api/admin/email-test', {
      key: 'welcome',
      to: 'a@example.test',
      vars: { price: '1' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      'vars.price': 'price is not a variable of this template',
    });
    const long = await call('POST', '/api/admin/email-test', {
      key: 'welcome',
      to: 'a@example.test',
      vars: { firstName: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    const missing = await call('GET', '/api/admin/email-test/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/email-test/not-a-uuid')).statusCode).toBe(400);
  });

  it('is delivered over SMTP when a server is configured, escaped in the HTML', async () => {
    let smtp: TestSmtpServer | undefined;
    let withSmtp: TestContext | undefined;
    try {
      smtp = await startSmtpServer();
      withSmtp = await buildTestApp({ smtpUrl: smtp.url });
      const smtpAdmin = await createUser(withSmtp, 'admin');
      const res = await withSmtp.app.inject({
        method: 'POST',
        url: '/api/admin/email-test',
        headers: smtpAdmin.headers,
        payload: { key: 'reset-password', to: 'inbox@example.test', vars: { firstName: XSS } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes('inbox@example.test'));
      expect(mail.subject).toBe('Reset your Tafawuq password');
      expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.html).not.toContain('<script');
      expect(mail.text).toContain(`Hi ${XSS},`);
      expect(mail.text).toContain(`${TEST_APP_URL}/auth?mode=update-password&token=sample-token`);

      let result = res.json();
      for (let i = 0; i < 50 && !result.final; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        result = (
          await withSmtp.app.inject({
            method: 'GET',
            url: `/api/admin/email-test/${result.messageId}`,
            headers: smtpAdmin.headers,
          })
        ).json();
      }
      expect(result).toMatchObject({ status: 'sent', final: true, error: null, attempts: 1 });
      expect(result.providerId).toMatch(/@/);
    } finally {
      await withSmtp?.close();
      await smtp?.close();
    }
  });
});

describe('access', () => {
  const routes = [
    ['GET', BASE],
    ['GET', `${BASE}/welcome`],
    ['PUT', `${BASE}/welcome`],
    ['POST', `${BASE}/welcome/reset`],
    ['POST', `${BASE}/preview`],
    ['POST', '/api/admin/email-test'],
    ['GET', '/api/admin/email-test/00000000-0000-4000-8000-000000000000'],
  ] as const;

  it('refuses students and affiliates (403) and visitors (401) on every route', async () => {
    const valid = { subject: 'x', html: '<p>x</p>', text: 'x', key: 'welcome', to: 'a@b.test' };
    for (const [method, url] of routes) {
      const payload = method === 'GET' ? undefined : valid;
      for (const user of [student, affiliate]) {
        const res = await call(method, url, payload, user);
        expect(res.statusCode, `${user.role} ${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, payload, null)).statusCode, `visitor ${url}`).toBe(401);
    }
    expect((await storedTemplate('welcome'))?.subject).toBe(defaultOf('welcome').subject);
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const longKey = { key: 'x'.repeat(500), subject: 'x', html: '<p>x</p>', text: 'x' };
    expect((await call('POST', `${BASE}/preview`, longKey)).json().fields).toEqual({
      key: 'Unknown template',
    });
    expect(
      (await call('POST', '/api/admin/email-test', { ...longKey, to: 'a@b.test' })).statusCode,
    ).toBe(400);
    // Fastify refuses a path parameter that long before the route runs.
    expect((await call('GET', `${BASE}/${'x'.repeat(500)}`)).statusCode).toBe(414);
    const bodies = [
      null,
      'text',
      [],
      { subject: 1, html: {}, text: [] },
      { key: 5, to: 7, vars: 'x' },
      { key: 'welcome', to: 'a@b.test', vars: { firstName: 3 } },
      { key: 'welcome', subject: 'x', html: '<p>', text: 'x', vars: [] },
    ];
    for (const [method, url] of routes) {
      // Reset takes no body.
      if (method === 'GET' || url.endsWith('/reset')) continue;
      for (const payload of bodies) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(
          res.statusCode,
          `${method} ${url} ${JSON.stringify(payload)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
      }
    }
  });
});
