import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { emailMessages, emailTemplates, profiles } from '../../src/server/db/schema';
import { seedReferenceData } from '../../src/server/db/seed/reference-data';
import { DEFAULT_TEMPLATES } from '../../src/server/modules/email/default-templates';
import { renderTemplate } from '../../src/server/modules/email/render-template';
import { sendTemplatedEmail } from '../../src/server/modules/email/send-templated-email';
import { VERIFIED_CALLBACK } from '../../src/server/modules/email/verification-link';
import { createUser } from '../helpers/factory';
import { buildTestApp, TEST_APP_URL, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

const DEFAULT_WELCOME_SUBJECT = String(DEFAULT_TEMPLATES.find((t) => t.key === 'welcome')?.subject);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function messagesTo(email: string, templateKey: string) {
  await ctx.app.mailer.idle();
  return ctx.database.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.toAddress, email), eq(emailMessages.templateKey, templateKey)));
}

const linkIn = (text: string) => {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error('no link in the e-mail');
  return new URL(link);
};

describe('e-mail configuration', () => {
  it('sends from Tafawuq <no-reply@tafawuq.local> unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({}).MAIL_FROM).toBe('Tafawuq <no-reply@tafawuq.local>');
    expect(loadConfig({ MAIL_FROM: 'Exams <exams@example.test>' }).MAIL_FROM).toBe(
      'Exams <exams@example.test>',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow(/SMTP_URL/);
  });
});

describe('e-mail templates', () => {
  it('are seeded with the defaults, and seeding again keeps administrators’ edits', async () => {
    const rows = await ctx.database.db.select().from(emailTemplates);
    expect(rows.map((r) => r.key).sort()).toEqual([
      'account-deactivated',
      'account-reactivated',
      'commission-approved',
      'email-verified',
      'payment-receipt',
      'reset-password',
      'verify-email',
      'welcome',
    ]);
    for (const row of rows) {
      expect(row.variables).toEqual(expect.arrayContaining(['firstName', 'appName']));
      expect(row.html).toContain('{{firstName}}');
      // Every template but the deactivation notice links somewhere; that one names support.
      if (row.key === 'account-deactivated') {
        expect(row.variables).toEqual(['firstName', 'email', 'supportEmail', 'appName']);
        expect(row.text).toContain('{{supportEmail}}');
      } else {
        expect(row.variables).toContain('url');
        expect(row.text).toContain('{{url}}');
      }
    }

    await ctx.database.db
      .update(emailTemplates)
      .set({ subject: 'Edited by an administrator' })
      .where(eq(emailTemplates.key, 'welcome'));
    await seedReferenceData(ctx.database.db);
    const [welcome] = await ctx.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.key, 'welcome'));
    expect(welcome?.subject).toBe('Edited by an administrator');
    expect(await ctx.database.db.select().from(emailTemplates)).toHaveLength(rows.length);
  });

  it('fill {{placeholders}}, escaping values in the HTML part only', () => {
    const out = renderTemplate(
      {
        subject: 'Hi {{ firstName }}\n',
        html: '<p>{{firstName}} {{url}} {{missing}}</p>',
        text: '{{firstName}} {{url}}',
      },
      { firstName: '<b>Omar</b> & "co"', url: 'https://x.test/?a=1&b=2' },
    );
    expect(out.subject).toBe('Hi <b>Omar</b> & "co" ');
    expect(out.html).toBe(
      '<p>&lt;b&gt;Omar&lt;/b&gt; &amp; &quot;co&quot; https://x.test/?a=1&amp;b=2 </p>',
    );
    expect(out.text).toBe('<b>Omar</b> & "co" https://x.test/?a=1&b=2');
  });

  it('send the stored (edited) template', async () => {
    await ctx.database.db
      .update(emailTemplates)
      .set({ subject: 'Welcome aboard, {{firstName}}' })
      .where(eq(emailTemplates.key, 'welcome'));
    const sent = await sendTemplatedEmail(
      { db: ctx.database.db, mailer: ctx.app.mailer },
      { template: 'welcome', to: 'new.student@example.test', vars: { firstName: 'Sara' } },
    );
    expect(sent.status).toBe('stored');
    const [row] = await messagesTo('new.student@example.test', 'welcome');
    expect(row?.subject).toBe('Welcome aboard, Sara');
    expect(row?.text).toContain('Your Tafawuq account is ready');
    await ctx.database.db
      .update(emailTemplates)
      .set({ subject: DEFAULT_WELCOME_SUBJECT })
      .where(eq(emailTemplates.key, 'welcome'));
  });
});

describe('the outbox (no SMTP server configured)', () => {
  it('stores a reset e-mail with status stored, nothing attempted', async () => {
    const user = await createUser(ctx, 'student', { firstName: 'Yusuf' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: TEST_ORIGIN,
      payload: { email: user.email, redirectTo: '/auth?mode=update-password' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await messagesTo(user.email, 'reset-password');
    expect(row).toMatchObject({
      status: 'stored',
      attempts: 0,
      error: null,
      providerId: null,
      sentAt: null,
      subject: 'Reset your Tafawuq password',
    });
    expect(row?.text).toContain('Hi Yusuf,');
    expect(linkIn(row?.text ?? '').searchParams.get('mode')).toBe('update-password');
  });
});

describe('e-mail verification', () => {
  it('mails a link that confirms the address, then a confirmation; sign-in never needed it', async () => {
    const user = await createUser(ctx, 'student', { firstName: 'Mariam' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: user.headers,
      payload: { email: user.email, callbackURL: VERIFIED_CALLBACK },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });

    const [mail] = await messagesTo(user.email, 'verify-email');
    expect(mail?.subject).toBe('Confirm your e-mail address for Tafawuq');
    expect(mail?.text).toContain('Hi Mariam,');
    const link = linkIn(mail?.text ?? '');
    expect(link.origin).toBe(TEST_APP_URL);
    expect(link.pathname).toBe('/api/auth/verify-email');

    const open = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('/auth?mode=otp-success');
    // No automatic sign-in after verification.
    expect(open.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();

    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.emailVerified).toBe(true);

    const [verified] = await messagesTo(user.email, 'email-verified');
    expect(verified?.subject).toBe('Your e-mail address is confirmed');
    expect(linkIn(verified?.text ?? '').href).toBe(`${TEST_APP_URL}/auth?mode=login`);
  });

  it('sends to a signed-out user who asks again, but not to unknown or verified addresses', async () => {
    const user = await createUser(ctx, 'student');
    const ask = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: TEST_ORIGIN,
        payload: { email, callbackURL: VERIFIED_CALLBACK },
      });
    const known = await ask(user.email);
    const unknown = await ask('nobody.at.all@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await messagesTo(user.email, 'verify-email')).toHaveLength(1);
    expect(await messagesTo('nobody.at.all@example.test', 'verify-email')).toHaveLength(0);

    await ctx.database.db
      .update(profiles)
      .set({ emailVerified: true })
      .where(eq(profiles.id, user.id));
    await ask(user.email);
    expect(await messagesTo(user.email, 'verify-email')).toHaveLength(1);
  });

  it('comes with the welcome e-mail of a new account, and its link confirms the address', async () => {
    const email = `khalid.${Date.now()}@example.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: TEST_ORIGIN,
      payload: {
        email,
        password: 'secret-password',
        firstName: 'Khalid',
        lastName: 'Omar',
        role: 'affiliate',
        code: `KHALID${Date.now()}`,
      },
    });
    expect(res.statusCode).toBe(201);
    // Sent after the answer: wait for it to be queued.
    await expect.poll(async () => (await messagesTo(email, 'welcome')).length).toBe(1);
    const [mail] = await messagesTo(email, 'welcome');
    expect(mail?.subject).toBe('Welcome to Tafawuq: confirm your e-mail address');
    expect(mail?.text).toContain('Hi Khalid,');
    expect(mail?.text).toContain('Share your affiliate code with your students');
    const link = linkIn(mail?.text ?? '');
    expect(link.searchParams.get('callbackURL')).toBe(VERIFIED_CALLBACK);

    const open = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(open.headers.location).toBe(VERIFIED_CALLBACK);
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, email));
    expect(profile?.emailVerified).toBe(true);
  });

  it('sends a broken or forged link back to the web app with an error', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=forged&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth?mode=otp-success&error=INVALID_TOKEN');
  });
});
