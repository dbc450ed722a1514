import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailTemplates, profiles } from '../../src/server/db/schema';
import { checkTemplate } from '../../src/server/modules/email/check-template';
import {
  DEFAULT_TEMPLATES,
  type TemplateKey,
} from '../../src/server/modules/email/default-templates';
import { ARABIC_TEMPLATES } from '../../src/server/modules/email/default-templates-ar';
import { sendTemplatedEmail } from '../../src/server/modules/email/send-templated-email';
import { VERIFIED_CALLBACK } from '../../src/server/modules/email/verification-link';
import { buy, makeAffiliate, referStudent } from '../helpers/affiliates';
import { createUser, type TestUser } from '../helpers/factory';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

const BASE = '/api/admin/email-templates';
const ARABIC = /[\u0600-\u06FF]/;

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createUser(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const arabicOf = (key: string) => {
  const found = ARABIC_TEMPLATES.find((t) => t.key === key);
  if (!found) throw new Error(`no Arabic default ${key}`);
  return found;
};

async function student(locale: 'en' | 'ar', firstName: string) {
  const user = await createUser(ctx, 'student', { firstName });
  await ctx.database.db.update(profiles).set({ locale }).where(eq(profiles.id, user.id));
  return user;
}

/**
 * The Subject header as a mail client reads it: RFC 2047 says the space between two encoded
 * words is dropped (the shared helper keeps it, which splits long Arabic subjects).
 */
function subjectOf(raw: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = /^subject:\s*(.*)$/im.exec(head)?.[1] ?? '';
  const bytes: Buffer[] = [];
  const word = /=\?utf-8\?([QB])\?([^?]*)\?=/gi;
  let last = 0;
  for (const m of line.matchAll(word)) {
    const between = line.slice(last, m.index);
    if (!(last > 0 && /^\s*$/.test(between))) bytes.push(Buffer.from(between, 'utf8'));
    const [, enc = 'B', data = ''] = m;
    bytes.push(
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, h: string) =>
                String.fromCharCode(Number.parseInt(h, 16)),
              ),
            'latin1',
          ),
    );
    last = (m.index ?? 0) + m[0].length;
  }
  bytes.push(Buffer.from(line.slice(last), 'utf8'));
  return Buffer.concat(bytes).toString('utf8');
}

/** The next message to the address (all of them arrive over SMTP), its subject decoded. */
const mailTo = async (email: string, match: (m: ReceivedMail) => boolean = () => true) => {
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && match(m));
  return { ...mail, subject: subjectOf(mail.raw) };
};

const requestReset = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: TEST_ORIGIN,
    payload: { email, redirectTo: '/auth?mode=update-password' },
  });

const requestVerification = (user: TestUser) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/send-verification-email',
    headers: user.headers,
    payload: { email: user.email, callbackURL: VERIFIED_CALLBACK },
  });

function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: admin.headers, payload });
}

function expectArabic(mail: ReceivedMail, firstName: string) {
  expect(mail.subject).toMatch(ARABIC);
  expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
  expect(mail.html).toContain('<div dir="rtl" lang="ar"');
  expect(mail.html).toContain(`مرحبًا ${firstName}،`);
  expect(mail.text).toContain(`مرحبًا ${firstName}،`);
  expect(mail.text).toContain('فريق تفوّق');
  expect(mail.text).not.toContain('Good luck');
}

function expectEnglish(mail: ReceivedMail, firstName: string) {
  expect(mail.subject).not.toMatch(ARABIC);
  expect(mail.html).toContain('<html lang="en">');
  expect(mail.html).not.toContain('dir="rtl"');
  expect(mail.text).toContain(`Hi ${firstName},`);
  expect(mail.text).toContain('The Tafawuq team');
  expect(mail.text).not.toMatch(ARABIC);
}

describe('the Arabic default templates', () => {
  it('exist for every template, with the same variables, and render', () => {
    expect(ARABIC_TEMPLATES.map((t) => t.key).sort()).toEqual(
      DEFAULT_TEMPLATES.map((t) => t.key).sort(),
    );
    for (const arabic of ARABIC_TEMPLATES) {
      const english = DEFAULT_TEMPLATES.find((t) => t.key === arabic.key);
      expect(arabic.variables, arabic.key).toEqual(english?.variables);
      expect(checkTemplate(arabic, arabic.variables ?? []), arabic.key).toEqual({});
      // Every placeholder of the English version is used in the Arabic one too.
      for (const name of arabic.variables ?? []) {
        if (english?.html.includes(`{{${name}}}`))
          expect(arabic.html, name).toContain(`{{${name}}}`);
        if (english?.text.includes(`{{${name}}}`))
          expect(arabic.text, name).toContain(`{{${name}}}`);
      }
      expect(arabic.subject).toMatch(ARABIC);
      expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    }
  });
});

describe('e-mails in the recipient’s language', () => {
  it('sends the password reset in Arabic to an Arabic student and in English to an English one', async () => {
    const ar = await student('ar', 'Layla');
    const en = await student('en', 'Omar');
    expect((await requestReset(ar.email)).statusCode).toBe(200);
    expect((await requestReset(en.email)).statusCode).toBe(200);

    const arabic = await mailTo(ar.email);
    expect(arabic.subject).toBe('إعادة تعيين كلمة المرور في تفوّق');
    expectArabic(arabic, 'Layla');
    expect(arabic.text).toContain('اختر كلمة مرور جديدة من هنا');
    // The link works the same in both languages.
    expect(arabic.text).toMatch(/http:\/\/localhost:3000\/auth\?mode=update-password&token=\S+/);

    const english = await mailTo(en.email);
    expect(english.subject).toBe('Reset your Tafawuq password');
    expectEnglish(english, 'Omar');
  });

  it('sends the verification e-mail, and the confirmation after it, in the student’s language', async () => {
    const ar = await student('ar', 'Mariam');
    const en = await student('en', 'Yusuf');
    expect((await requestVerification(ar)).statusCode).toBe(200);
    expect((await requestVerification(en)).statusCode).toBe(200);

    const arabic = await mailTo(ar.email);
    expect(arabic.subject).toBe('أكّد عنوان بريدك الإلكتروني في تفوّق');
    expectArabic(arabic, 'Mariam');
    const english = await mailTo(en.email);
    expect(english.subject).toBe('Confirm your e-mail address for Tafawuq');
    expectEnglish(english, 'Yusuf');

    // Opening the link sends "e-mail confirmed", in Arabic too.
    const link = new URL(/https?:\/\/\S+/.exec(arabic.text)?.[0] ?? '');
    await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const confirmed = await mailTo(ar.email, (m) => m.raw !== arabic.raw);
    expect(confirmed.subject).toBe('تمّ تأكيد عنوان بريدك الإلكتروني');
    expectArabic(confirmed, 'Mariam');
  });

  it('welcomes a new account in the language chosen at registration', async () => {
    const register = (email: string, locale: 'en' | 'ar') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/register',
        payload: { email, password: 'secret1', firstName: 'Huda', lastName: 'Saleh', locale },
      });
    expect((await register('huda.ar@example.test', 'ar')).statusCode).toBe(201);
    expect((await register('huda.en@example.test', 'en')).statusCode).toBe(201);

    const arabic = await mailTo('huda.ar@example.test');
    expect(arabic.subject).toBe('مرحبًا بك في تفوّق: أكّد عنوان بريدك الإلكتروني');
    expectArabic(arabic, 'Huda');
    // The sentence filled into the template is Arabic too.
    expect(arabic.text).toContain(
      'الفترة التجريبية المجانية بانتظارك: اختر مادة وابدأ أول اختبار تدريبي.',
    );
    expect(arabic.text).not.toContain('Free Trial');

    const english = await mailTo('huda.en@example.test');
    expect(english.subject).toBe('Welcome to Tafawuq: confirm your e-mail address');
    expectEnglish(english, 'Huda');
    expect(english.text).toContain('Your Free Trial is waiting');
  });

  it('writes the dates and counts of receipts and commission e-mails in the recipient’s language', async () => {
    const affiliate = await makeAffiliate(ctx, { firstName: 'Karim' });
    await ctx.database.db
      .update(profiles)
      .set({ locale: 'ar' })
      .where(eq(profiles.id, affiliate.id));
    const arabic = await referStudent(ctx, affiliate, { firstName: 'Huda' });
    await ctx.database.db.update(profiles).set({ locale: 'ar' }).where(eq(profiles.id, arabic.id));
    const english = await student('en', 'Emma');

    const ids: string[] = [];
    for (const buyer of [arabic, english, arabic]) {
      const { commission } = await buy(ctx, buyer);
      if (commission) ids.push(commission.id);
    }
    const month =
      /January|February|March|April|May|June|July|August|September|October|November|December/;
    const arabicReceipt = await mailTo(arabic.email, (m) => m.text.includes('الرقم المرجعي'));
    expect(arabicReceipt.text).toMatch(/صالحة حتى \d{1,2} [\u0600-\u06FF]+ \d{4}/);
    expect(arabicReceipt.text).not.toMatch(month);
    const englishReceipt = await mailTo(english.email, (m) => m.subject.includes('receipt'));
    expect(englishReceipt.text).toMatch(month);

    expect(ids).toHaveLength(2);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/commissions/approve',
      headers: admin.headers,
      payload: { ids },
    });
    expect(approved.statusCode).toBe(200);
    const notice = await mailTo(affiliate.email);
    expect(notice.text).toContain('على عمولتين');
    expect(notice.text).not.toMatch(month);
  });

  it('greets a user without a first name in their language', async () => {
    const ar = await student('ar', 'x');
    await ctx.database.db
      .update(profiles)
      .set({ firstName: '', name: '' })
      .where(eq(profiles.id, ar.id));
    await requestReset(ar.email);
    const mail = await mailTo(ar.email);
    expect(mail.text).toContain('مرحبًا بك،');
    expect(mail.text).not.toContain('there');
  });

  it('sends what an administrator wrote in Arabic, and English users keep the English one', async () => {
    const edit = {
      subject: 'رابط جديد لكلمة المرور، {{firstName}}',
      html: '<div dir="rtl" lang="ar"><p>أهلًا {{firstName}}</p><a href="{{url}}">تغيير كلمة المرور</a></div>',
      text: 'أهلًا {{firstName}}: {{url}}',
    };
    const saved = await call('PUT', `${BASE}/reset-password?locale=ar`, edit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ key: 'reset-password', locale: 'ar', edited: true });

    const ar = await student('ar', 'Salma');
    const en = await student('en', 'Adam');
    await requestReset(ar.email);
    await requestReset(en.email);
    const arabic = await mailTo(ar.email);
    expect(arabic.subject).toBe('رابط جديد لكلمة المرور، Salma');
    expect(arabic.html).toMatch(/^<div dir="rtl" lang="ar"><p>أهلًا Salma<\/p><a href="http/);
    expect((await mailTo(en.email)).subject).toBe('Reset your Tafawuq password');

    // Back to the default for the tests that follow.
    expect((await call('POST', `${BASE}/reset-password/reset?locale=ar`)).statusCode).toBe(200);
  });

  it('falls back to English when a template has no Arabic version', async () => {
    // A template only stored in English (as one added by an administrator or an older install).
    await ctx.database.db.insert(emailTemplates).values({
      key: 'exam-reminder',
      subject: 'Your exam is tomorrow, {{firstName}}',
      html: '<p>Good luck, {{firstName}}!</p>',
      text: 'Good luck, {{firstName}}!',
      variables: ['firstName', 'appName'],
    });
    const ar = await student('ar', 'Rania');
    await sendTemplatedEmail(
      { db: ctx.database.db, mailer: ctx.app.mailer },
      { template: 'exam-reminder' as TemplateKey, to: ar.email, vars: { firstName: 'Rania' } },
    );
    const mail = await mailTo(ar.email);
    expect(mail.subject).toBe('Your exam is tomorrow, Rania');
    expect(mail.text.trim()).toBe('Good luck, Rania!');
    // The admin pages list it in English only.
    const arabicList = (await call('GET', `${BASE}?locale=ar`)).json().templates;
    expect(arabicList.map((t: { key: string }) => t.key)).not.toContain('exam-reminder');
    expect((await call('GET', `${BASE}/exam-reminder?locale=ar`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/exam-reminder`)).json().locale).toBe('en');
  });

  it('writes to an address without an account in English, or in the language the sender chose', async () => {
    const none = await call('POST', '/api/admin/email-test', {
      key: 'account-reactivated',
      to: 'nobody@example.test',
    });
    expect(none.statusCode, none.body).toBe(200);
    const english = await mailTo('nobody@example.test');
    expect(english.subject).toBe('Your Tafawuq account is active again');
    expectEnglish(english, 'Amina');

    const chosen = await call('POST', '/api/admin/email-test', {
      key: 'account-reactivated',
      to: 'nobody.ar@example.test',
      locale: 'ar',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const arabic = await mailTo('nobody.ar@example.test');
    expect(arabic.subject).toBe('أُعيد تفعيل حسابك في تفوّق');
    // Arabic sample values in the Arabic version.
    expectArabic(arabic, 'أمينة');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'email.test_send'), eq(auditLog.targetId, chosen.json().messageId)),
      );
    expect(entry?.after).toMatchObject({ template: 'account-reactivated', locale: 'ar' });

    // Without a choice, a test to a user's address goes in the user's language.
    const ar = await student('ar', 'Dina');
    await call('POST', '/api/admin/email-test', { key: 'account-reactivated', to: ar.email });
    expect((await mailTo(ar.email)).subject).toBe('أُعيد تفعيل حسابك في تفوّق');
  });
});

describe('administrators edit both languages', () => {
  it('lists each language with its own subjects, and English alone by default', async () => {
    const en = (await call('GET', BASE)).json().templates;
    const ar = (await call('GET', `${BASE}?locale=ar`)).json().templates;
    const keys = DEFAULT_TEMPLATES.map((t) => t.key).sort();
    expect(en.filter((t: { locale: string }) => t.locale === 'en').length).toBe(en.length);
    expect(en.map((t: { key: string }) => t.key)).toEqual(expect.arrayContaining(keys));
    expect(en.some((t: { key: string }) => t.key.includes('.'))).toBe(false);
    expect(ar.map((t: { key: string }) => t.key).sort()).toEqual(keys);
    const welcome = ar.find((t: { key: string }) => t.key === 'welcome');
    expect(welcome).toMatchObject({
      locale: 'ar',
      subject: arabicOf('welcome').subject,
      edited: false,
      hasDefault: true,
    });
    expect(welcome.variables).toEqual(['firstName', 'gettingStarted', 'url', 'appName']);
  });

  it('reads, previews, edits and resets the Arabic version, audited, English untouched', async () => {
    const read = await call('GET', `${BASE}/welcome?locale=ar`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      key: 'welcome',
      locale: 'ar',
      html: arabicOf('welcome').html,
      text: arabicOf('welcome').text,
    });
    expect(read.json().sampleVars).toMatchObject({ firstName: 'أمينة', appName: 'تفوّق' });

    const preview = await call('POST', `${BASE}/preview`, {
      key: 'welcome',
      locale: 'ar',
      subject: arabicOf('welcome').subject,
      html: arabicOf('welcome').html,
      text: arabicOf('welcome').text,
      vars: { firstName: '<script>x</script>' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().subject).toBe('مرحبًا بك في تفوّق: أكّد عنوان بريدك الإلكتروني');
    expect(preview.json().html).toContain('مرحبًا &lt;script&gt;x&lt;/script&gt;،');
    expect(preview.json().html).not.toContain('<script>');

    const englishBefore = (await call('GET', `${BASE}/welcome`)).json();
    const edit = {
      subject: 'أهلًا بك في {{appName}}',
      html: '<p dir="rtl">أهلًا {{firstName}} <a href="{{url}}">تأكيد</a></p>',
      text: 'أهلًا {{firstName}}: {{url}}',
    };
    const saved = await call('PUT', `${BASE}/welcome?locale=ar`, edit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ locale: 'ar', ...edit, edited: true });
    const [row] = await ctx.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.key, 'welcome.ar'));
    expect(row).toMatchObject(edit);
    expect((await call('GET', `${BASE}/welcome`)).json()).toEqual(englishBefore);
    const listed = (await call('GET', `${BASE}?locale=ar`))
      .json()
      .templates.find((t: { key: string }) => t.key === 'welcome');
    expect(listed).toMatchObject({ subject: edit.subject, edited: true });

    const [update] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'email_template.update'), eq(auditLog.targetId, 'welcome.ar')),
      );
    expect(update).toMatchObject({
      actorId: admin.id,
      targetType: 'email_template',
      before: { locale: 'ar', subject: arabicOf('welcome').subject },
      after: { locale: 'ar', subject: edit.subject },
    });

    const reset = await call('POST', `${BASE}/welcome/reset?locale=ar`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({
      locale: 'ar',
      subject: arabicOf('welcome').subject,
      html: arabicOf('welcome').html,
      edited: false,
    });
    const [resetEntry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email_template.reset'), eq(auditLog.targetId, 'welcome.ar')));
    expect(resetEntry?.after).toMatchObject({ locale: 'ar', subject: arabicOf('welcome').subject });
  });

  it('refuses an Arabic edit that would not render, changing nothing', async () => {
    const res = await call('PUT', `${BASE}/verify-email?locale=ar`, {
      subject: 'مرحبًا {{price}}',
      html: '<p>x</p>',
      text: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.subject).toContain('Unknown variable {{price}}');
    const rows = await ctx.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.key, 'verify-email.ar'));
    expect(rows).toEqual([]);
  });

  it('answers 400 for an unknown language on every route, and changes nothing', async () => {
    const valid = { subject: 'x', html: '<p>x</p>', text: 'x' };
    const message = 'Unknown language: choose en (English) or ar (Arabic)';
    for (const [method, url, payload] of [
      ['GET', `${BASE}?locale=fr`, undefined],
      ['GET', `${BASE}/welcome?locale=fr`, undefined],
      ['PUT', `${BASE}/welcome?locale=fr`, valid],
      ['POST', `${BASE}/welcome/reset?locale=AR`, undefined],
      ['POST', `${BASE}/preview`, { ...valid, key: 'welcome', locale: 'de' }],
      ['POST', '/api/admin/email-test', { key: 'welcome', to: 'a@example.test', locale: 'xx' }],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().fields?.locale, `${method} ${url}`).toBe(message);
    }
    const [english] = await ctx.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.key, 'welcome'));
    expect(english?.subject).toBe(DEFAULT_TEMPLATES.find((t) => t.key === 'welcome')?.subject);
  });

  it('does not let a storage key be addressed as a template', async () => {
    expect((await call('GET', `${BASE}/welcome.ar`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `${BASE}/welcome.ar`, { subject: 'x', html: '<p>x</p>', text: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('is for administrators only', async () => {
    const someone = await student('ar', 'Nour');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}?locale=ar`,
      headers: someone.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
