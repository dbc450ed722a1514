/**
 * Text a user or an administrator writes stays inert in the e-mails the product sends: every
 * payload of the corpus, as a student's name and inside an edited e-mail template, through a
 * real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/factory';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';
import { activeMarkup, XSS_CORPUS } from '../helpers/xss-corpus';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createUser(ctx, 'admin');
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const escaped = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

describe("a student's name in the e-mails about the account", () => {
  it.each(XSS_CORPUS.map((p) => [p.id, p]))(
    'payload %i set on the profile arrives escaped in the HTML part',
    async (_id, payload) => {
      const student = await createUser(ctx, 'student');
      const saved = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/account/profile',
        headers: student.headers,
        payload: { firstName: payload.text, lastName: payload.text },
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const off = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/users/${student.id}/deactivate`,
        headers: admin.headers,
      });
      expect(off.statusCode, off.body).toBe(200);

      const mail = await smtp.waitFor((m) => m.envelopeTo.includes(student.email), 10_000);
      expect(mail.html).toContain(escaped(payload.text));
      expect(activeMarkup(mail.html)).toBeNull();
      // The text part is plain text: the name as written.
      expect(mail.text).toContain(payload.text);
    },
  );
});

describe('an administrator edits an e-mail template', () => {
  const key = 'welcome';
  const base = `/api/admin/email-templates/${key}`;

  it.each(XSS_CORPUS.map((p) => [p.id, p]))(
    'payload %i is refused, or sent without anything that runs',
    async (id, payload) => {
      const to = `template-xss-${id}@example.test`;
      const content = {
        subject: `Welcome {{firstName}} ${payload.text}`,
        html: `<div><p>Welcome {{firstName}}</p>${payload.text}</div>`,
        text: `Welcome {{firstName}} ${payload.text}`,
      };
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: base,
        headers: admin.headers,
        payload: content,
      });
      if (saved.statusCode === 400) {
        // Refused with the reason under the field that holds it, and nothing saved.
        const body = saved.json();
        expect(body.code).toBe('VALIDATION');
        expect(Object.keys(body.fields ?? {}).length, saved.body).toBeGreaterThan(0);
        const stored = await ctx.app.inject({ method: 'GET', url: base, headers: admin.headers });
        expect(stored.json().html).not.toContain(payload.text);
        return;
      }
      expect(saved.statusCode, saved.body).toBe(200);

      const preview = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/email-templates/preview',
        headers: admin.headers,
        payload: { key, ...content, vars: { firstName: payload.text } },
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(activeMarkup(preview.json().html)).toBeNull();

      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/email-test',
        headers: admin.headers,
        payload: { key, to, vars: { firstName: payload.text } },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes(to), 10_000);
      expect(activeMarkup(mail.html)).toBeNull();
      expect(mail.html).toContain(`Welcome ${escaped(payload.text)}`);
    },
  );

  afterAll(async () => {
    await ctx.app.inject({
      method: 'POST',
      url: `${base}/reset`,
      headers: { ...admin.headers, ...TEST_ORIGIN },
    });
  });
});

describe('markup an e-mail template may not hold', () => {
  it.each([
    ['<p><img src="x" onerror="alert(1)"></p>', 'remove the onerror attribute of <img>'],
    ['<p><a href="javascript:alert(1)">x</a></p>', 'remove the script URL in href of <a>'],
    ['<p><a href=" java&#x09;script:alert(1)">x</a></p>', 'remove the script URL in href of <a>'],
    ['<p><a href="&#106;avascript:alert(1)">x</a></p>', 'remove the script URL in href of <a>'],
    ['<p><iframe srcdoc="x"></iframe></p>', 'remove the <iframe>'],
    ['<p><object data="x.swf"></object></p>', 'remove the <object>'],
  ])('refuses %s', async (html, reason) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/email-templates/preview',
      headers: admin.headers,
      payload: { key: 'welcome', subject: 'Hi', html, text: 'Hi' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.html).toContain(reason);
  });

  it('keeps ordinary links, images and data images', async () => {
    const html =
      '<p><a href="{{url}}">Open</a> <a href="mailto:help@example.test">Mail</a> <img src="data:image/png;base64,AAAA" alt=""></p>';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/email-templates/preview',
      headers: admin.headers,
      payload: { key: 'welcome', subject: 'Hi', html, text: 'Hi' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
