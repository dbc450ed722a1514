import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import i18n from './index';
import { LANGUAGE_STORAGE_KEY } from './language-storage';

afterEach(async () => {
  await i18n.changeLanguage('en');
  window.localStorage.clear();
});

const html = () => `${document.documentElement.lang} ${document.documentElement.dir}`;

describe('the interface language', () => {
  it('switches a visitor to Arabic, right to left, remembers it and registers the account in it', async () => {
    const api = installFakeApi();
    api.on('POST /api/account/register', () => ({
      status: 201,
      body: {
        userId: 'new',
        message: 'Account created successfully! You can now log in.',
        isExistingUser: false,
        manualCreation: true,
        requiresEmailVerification: false,
        verificationUnavailable: false,
      },
    }));
    const { user } = renderApp('/auth?mode=register');
    await user.click(await screen.findByRole('button', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { name: 'أنشئ حسابك' })).toBeTruthy();
    expect(html()).toBe('ar rtl');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    // The switch now offers English, named in English.
    expect(screen.getByRole('button', { name: 'English' }).querySelector('[lang="en"]')).not.toBe(
      null,
    );
    // The shared schemas' messages read in Arabic.
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    expect((await screen.findAllByText('مطلوب')).length).toBe(4);
    // Bidi: the interpolated e-mail is isolated inside the Arabic sentence.
    await user.type(screen.getByLabelText('الاسم الأول'), 'Layla');
    await user.type(screen.getByLabelText('اسم العائلة'), 'Haddad');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'layla@example.com');
    await user.type(screen.getByLabelText('كلمة المرور'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/account/register')?.body).toMatchObject({
        email: 'layla@example.com',
        locale: 'ar',
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(html()).toBe('en ltr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it("shows the API's messages in Arabic", async () => {
    const api = installFakeApi();
    api.on('POST /api/auth/sign-in/email', () => ({
      status: 429,
      body: {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please try again later.',
      },
    }));
    await i18n.changeLanguage('ar');
    const { user } = renderApp('/auth');
    await user.type(await screen.findByLabelText('البريد الإلكتروني'), 'layla@example.com');
    await user.type(screen.getByLabelText('كلمة المرور'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(alert.textContent).not.toContain('Too many requests');
  });

  it("opens in the account's language and keeps a change with the account", async () => {
    const api = installFakeApi({ me: makeMe({ firstName: 'Omar', locale: 'ar' }) });
    api.on('PUT /api/account/locale', (request) => {
      const locale = (request.body as { locale: 'en' | 'ar' }).locale;
      api.state.me = makeMe({ firstName: 'Omar', locale });
      return { status: 200, body: api.state.me };
    });
    const { user } = renderApp('/student/dashboard');
    expect(await screen.findByRole('heading', { name: /مرحبًا بعودتك يا/ })).toBeTruthy();
    expect(html()).toBe('ar rtl');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Omar' })).toBeTruthy();
    await waitFor(() =>
      expect(
        api.calls.find((c) => c.method === 'PUT' && c.path === '/api/account/locale')?.body,
      ).toEqual({ locale: 'en' }),
    );
    expect(html()).toBe('en ltr');
  });
});
