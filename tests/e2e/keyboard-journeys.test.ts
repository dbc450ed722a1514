/**
 * Keyboard-only journeys, in English and in Arabic: a visitor registers, signs in, buys a
 * package with the sandbox card, unlocks a subject, creates an exam, takes it and reads the
 * report; an administrator confirms a draft question. No mouse: only Tab, arrows, Space, Enter,
 * Escape and typing. On the way: every focused control shows a focus indicator, and the
 * confirmation dialogs take focus, keep Tab inside and give focus back when closed with Escape.
 * Selectors come from the translation files, so one journey runs in both languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALE_DIR, type Locale } from '../../src/common/locales';
import { LANGUAGE_STORAGE_KEY } from '../../src/web/i18n/language-storage';
import {
  baseURL,
  languageUser,
  SEE_TIMEOUT,
  see,
  settle,
  setupBrowser,
  signInAs,
  waitForPath,
} from './fixtures';

const browser = setupBrowser();
type Vars = Record<string, unknown>;
const PASSWORD = 'Keyboard-pass-1';
const I18N = fileURLToPath(new URL('../../src/web/i18n', import.meta.url));
/** The Basic package of the reference data (2 points). */
const BASIC_ID = '00000000-0000-4000-8000-000000000002';

// ---------------------------------------------------------------------------------------------
// Texts from the translation files

/**
 * The interface's texts in `language`, formatted like the app formats them: plurals of the
 * language, and in a right-to-left language every interpolated value wrapped in U+2068…U+2069
 * (src/web/i18n/index.ts), which accessible names include.
 */
function translator(language: Locale) {
  const dir = join(I18N, language);
  const resources: Record<string, object> = {};
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.json')) {
      resources[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    }
  }
  const rtl = LOCALE_DIR[language] === 'rtl';
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: resources },
    initAsync: false,
    interpolation: {
      escapeValue: true,
      escape: (value: string) => (rtl ? `\u2068${value}\u2069` : value),
    },
  });
  // The app's key types (i18next.d.ts) describe English; the keys here come from any language.
  const t = instance.t as unknown as (key: string, options: Vars) => string;
  const L = (ns: string, key: string, vars?: Vars): string => {
    const text = t(key, { ns, ...vars });
    if (text === key) throw new Error(`No text ${ns}:${key} in ${language}`);
    return text;
  };
  /** The text as a whole-string pattern, each named value standing for any text. */
  const Lre = (ns: string, key: string, anyOf: string[], vars: Vars = {}): RegExp => {
    const marks: Vars = { ...vars };
    for (const name of anyOf) marks[name] = `⟦${name}⟧`;
    const text = L(ns, key, marks);
    const pattern = text
      .split(/⟦\w+⟧/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?');
    return new RegExp(`^${pattern}$`);
  };
  return { L, Lre };
}

// ---------------------------------------------------------------------------------------------
// Keyboard helpers

type Focused = { tag: string; text: string };

/** What has focus, in a few words (for failure messages). */
function describeFocus(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', text: '' };
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    const role = el.getAttribute('role');
    const type = el.getAttribute('type');
    return {
      tag: `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${type ? `[type=${type}]` : ''}`,
      text: name.replace(/\s+/g, ' ').trim().slice(0, 60),
    };
  });
}

const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (Shift+Tab with `backwards`) until `locator` has focus, like a keyboard user
 * walking the page; fails with the list of what got focus on the way.
 */
async function tabTo(page: Page, locator: Locator, max = 60, backwards = false) {
  await locator.waitFor({ state: 'attached' });
  if (await isFocused(locator)) return;
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(locator)) return;
    const f = await describeFocus(page);
    visited.push(`${f.tag} "${f.text}"`);
  }
  throw new Error(
    `Tab did not reach ${String(locator)} in ${max} presses on ${page.url()}. Focus went to:\n  ${visited.join('\n  ')}`,
  );
}

/**
 * The focused element shows a focus indicator: an outline (its own, or its label's or card's
 * that draws the ring for a visually hidden input), or a ring drawn as a spread box-shadow.
 */
async function expectVisibleFocus(page: Page, where: string) {
  const result = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: 'nothing (body)' };
    const outlined = (e: Element) => {
      const s = getComputedStyle(e);
      return (
        s.outlineStyle !== 'none' &&
        Number.parseFloat(s.outlineWidth) > 0 &&
        s.outlineColor !== 'transparent' &&
        !/rgba\([^)]*,\s*0\)$/.test(s.outlineColor)
      );
    };
    const ringed = (e: Element) =>
      getComputedStyle(e)
        .boxShadow.split(/,(?![^(]*\))/)
        .some((shadow) => /\b0px 0px 0px [1-9]/.test(shadow));
    let ok = outlined(el) || ringed(el);
    let up: Element | null = el.parentElement;
    for (let level = 0; !ok && up && level < 3; level++, up = up.parentElement) {
      ok = outlined(up);
    }
    const s = getComputedStyle(el);
    return {
      ok,
      what: `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}" outline: ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}; box-shadow: ${s.boxShadow}`,
    };
  });
  expect(result.ok, `${where}: the focused element shows no focus indicator: ${result.what}`).toBe(
    true,
  );
}

/**
 * A confirmation dialog opened from the focused control: focus moves into it, Tab and Shift+Tab
 * stay inside, Escape closes it and focus goes back to the control that opened it.
 */
async function expectDialogKeyboard(page: Page, dialog: Locator, opener: Locator, what: string) {
  await see(dialog, what);
  await expect.poll(() => isFocused(dialog), { timeout: SEE_TIMEOUT }).toBe(true);
  await expectVisibleFocus(page, `${what}, first focus`);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const inside = await isFocused(dialog);
    const f = await describeFocus(page);
    expect(inside, `${what}: ${key} took focus out of the dialog to ${f.tag} "${f.text}"`).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(() => isFocused(opener), { message: `${what}: focus returns to the opener` })
    .toBe(true);
}

/** A page whose browser reads the product in `language` (as the language switch leaves it). */
async function pageIn(language: Locale): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [LANGUAGE_STORAGE_KEY, language],
  );
  return page;
}

async function expectDocumentLanguage(page: Page, language: Locale) {
  await expect
    .poll(
      () => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`),
      { timeout: SEE_TIMEOUT, message: '<html lang dir>' },
    )
    .toBe(`${language} ${LOCALE_DIR[language]}`);
}

// ---------------------------------------------------------------------------------------------

for (const language of ['en', 'ar'] as const) {
  describe(`keyboard only, in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    const { L, Lre } = translator(language);
    /** The arrow key that moves to the next question: the reading direction's. */
    const forward = LOCALE_DIR[language] === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

    it('a visitor registers, signs in, pays, unlocks a subject, takes an exam and reads its report', async () => {
      const page = await pageIn(language);
      const email = `e2e-keys-${language}-${Date.now()}@example.com`;

      // 1. Register: Tab through the form, type, Enter.
      await page.goto('/auth?mode=register');
      await expectDocumentLanguage(page, language);
      const firstName = page.getByLabel(L('auth', 'fields.firstName'), { exact: true });
      await tabTo(page, firstName);
      await expectVisibleFocus(page, 'register: first name');
      await page.keyboard.type(language === 'ar' ? 'ليلى' : 'Layla');
      await tabTo(page, page.getByLabel(L('auth', 'fields.lastName'), { exact: true }), 3);
      await page.keyboard.type(language === 'ar' ? 'حداد' : 'Haddad');
      await tabTo(page, page.getByLabel(L('auth', 'fields.email'), { exact: true }), 3);
      await page.keyboard.type(email);
      const password = page.getByLabel(L('auth', 'fields.password'), { exact: true });
      await tabTo(page, password, 3);
      await expectVisibleFocus(page, 'register: password');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await see(page.getByText(L('auth', 'register.success')), 'the registration toast');

      // … then sign in: the address is filled in, the password is typed, Enter.
      const signInPassword = page.getByLabel(L('auth', 'fields.password'), { exact: true });
      await see(page.getByRole('button', { name: L('auth', 'login.submit'), exact: true }));
      await expect.poll(() => page.getByLabel(L('auth', 'fields.email')).inputValue()).toBe(email);
      await tabTo(page, signInPassword);
      await expectVisibleFocus(page, 'sign in: password');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/student/dashboard');
      await expectDocumentLanguage(page, language);

      // 2. Buy Basic with the sandbox's test card.
      await page.goto('/student/buy-package');
      await see(page.getByRole('heading', { level: 1, name: L('commerce', 'buy.title') }));
      await settle(page);
      const choose = page.getByRole('link', {
        name: L('commerce', 'buy.choose', { name: 'Basic' }),
      });
      await tabTo(page, choose);
      await expectVisibleFocus(page, 'buy: choose Basic');
      await page.keyboard.press('Enter');
      await waitForPath(page, `/student/payment/${BASIC_ID}`);
      const pay = page.getByRole('button', { name: Lre('commerce', 'payment.pay', ['amount']) });
      await see(pay, 'the pay button');
      await tabTo(page, pay);
      await expectVisibleFocus(page, 'payment: pay');
      await page.keyboard.press('Enter');
      const cardNumber = page.getByLabel(L('commerce', 'payment.cardNumber'));
      await see(cardNumber, 'the test card form');
      await tabTo(page, cardNumber);
      await expectVisibleFocus(page, 'payment: card number');
      await page.keyboard.type('4242 4242 4242 4242');
      await tabTo(page, page.getByLabel(L('commerce', 'payment.expiry')), 3);
      await page.keyboard.type('12 / 40');
      await tabTo(page, page.getByLabel(L('commerce', 'payment.cvc')), 3);
      await page.keyboard.type('123');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/student/payment-result');
      await see(page.getByRole('heading', { name: L('commerce', 'result.successTitle') }));
      await see(page.getByText(L('commerce', 'result.total', { count: 3 })));

      // 3. Unlock AP Calculus AB; the confirmation keeps the keyboard inside until closed.
      await page.goto('/student/unlocked-subjects');
      await see(page.getByText(L('commerce', 'points.available', { count: 3 })));
      await settle(page);
      const subject = 'AP Calculus AB';
      const unlock = page.getByRole('button', {
        name: L('commerce', 'unlock.unlock', { name: subject }),
      });
      await tabTo(page, unlock, 120);
      await expectVisibleFocus(page, 'unlock button');
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog');
      await expectDialogKeyboard(page, confirm, unlock, 'the unlock confirmation');
      await page.keyboard.press('Enter');
      await see(confirm);
      const unlockForPoint = confirm.getByRole('button', { name: L('commerce', 'unlock.confirm') });
      await tabTo(page, unlockForPoint, 5);
      await expectVisibleFocus(page, 'unlock for 1 point');
      await page.keyboard.press('Enter');
      await see(page.getByText(Lre('commerce', 'unlock.done', ['date'], { name: subject })));
      await see(page.getByText(L('commerce', 'points.available', { count: 2 })));

      // Create a custom exam of five questions, in simulation.
      await page.goto('/student/create-exam');
      await see(page.getByRole('heading', { level: 1, name: L('exams', 'create.title') }));
      await settle(page);
      const subjectRadio = page.getByRole('radio', { name: subject, exact: true });
      await expect.poll(() => subjectRadio.isChecked()).toBe(true);
      // Tab enters the content choices on the first; the arrows move to "Custom exam".
      const custom = page.getByRole('radio', { name: L('exams', 'create.custom'), exact: true });
      const contentChoices = page.locator('input[name="content"]:not([disabled])');
      await tabTo(page, contentChoices.first());
      await expectVisibleFocus(page, 'create exam: content choice');
      for (let i = 0; i < 10 && !(await isFocused(custom)); i++)
        await page.keyboard.press('ArrowUp');
      await expect.poll(() => custom.isChecked()).toBe(true);
      const allTopics = page.getByRole('button', { name: L('exams', 'create.allTopics') });
      await tabTo(page, allTopics);
      await page.keyboard.press('Enter');
      const count = page.getByRole('spinbutton', { name: L('exams', 'create.questionCount') });
      await tabTo(page, count, 40);
      await expectVisibleFocus(page, 'create exam: question count');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('5');
      const simulation = page.getByRole('radio', {
        name: L('exams', 'modes.simulation'),
        exact: true,
      });
      const practice = page.getByRole('radio', { name: L('exams', 'modes.practice'), exact: true });
      await tabTo(page, practice, 20);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => simulation.isChecked()).toBe(true);
      await expectVisibleFocus(page, 'create exam: mode');
      const create = page.getByRole('button', { name: L('exams', 'create.submit') });
      await tabTo(page, create, 20);
      await expectVisibleFocus(page, 'create exam: submit');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => /^\/student\/exam\/[0-9a-f-]{36}$/.test(url.pathname));
      const examId = new URL(page.url()).pathname.split('/')[3] ?? '';

      // Start it from the exam's page.
      const start = page.getByRole('link', { name: L('exams', 'details.start') });
      await tabTo(page, start);
      await page.keyboard.press('Enter');
      await waitForPath(page, `/student/exam/${examId}/process`);
      const begin = page.getByRole('button', { name: L('examRoom', 'start.button') });
      await tabTo(page, begin);
      await expectVisibleFocus(page, 'exam room: start');
      await page.keyboard.press('Enter');
      await see(page.locator('#question-heading'), 'the first question');
      const directions = page.getByRole('button', { name: L('examRoom', 'directions.close') });
      if (await directions.isVisible().catch(() => false)) {
        await tabTo(page, directions, 10);
        await page.keyboard.press('Enter');
      }

      // Answer each question with the keyboard, moving on with the reading direction's arrow.
      for (let position = 1; position <= 5; position++) {
        await see(
          page.getByRole('button', {
            name: L('examRoom', 'navigator.open', { number: position, total: 5 }),
          }),
          `question ${position}`,
        );
        await answerByKeyboard(page, position, L('examRoom', 'question.yourAnswer'));
        if (position < 5) {
          await leaveAnswerBox(page);
          await page.keyboard.press(forward);
        }
      }
      await see(page.getByText(L('examRoom', 'save.saved'), { exact: true }).first(), 'Saved');
      const state = await (await page.request.get(`/api/student/exams/${examId}/state`)).json();
      expect(
        (state.items as { answer: unknown }[]).map((item) => item.answer !== null),
        'every question has the answer given by keyboard',
      ).toEqual([true, true, true, true, true]);

      // G opens the question navigator, with focus inside; Escape closes it.
      await leaveAnswerBox(page);
      await page.keyboard.press('g');
      const navigator = page.getByRole('dialog').filter({
        has: page.getByRole('button', { name: L('examRoom', 'footer.reviewSubmit') }),
      });
      await see(navigator, 'the question navigator');
      await expect.poll(() => isFocused(navigator)).toBe(true);
      await expectVisibleFocus(page, 'question navigator');
      await page.keyboard.press('Escape');
      await navigator.waitFor({ state: 'hidden' });

      // Submit: the review dialog traps the keyboard and Escape hands focus back.
      const review = page.getByRole('button', {
        name: L('examRoom', 'footer.submit'),
        exact: true,
      });
      await tabTo(page, review, 40);
      await expectVisibleFocus(page, 'exam room: review and submit');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: L('examRoom', 'review.submitTitle') });
      await expectDialogKeyboard(page, dialog, review, 'the submit review');
      await page.keyboard.press('Enter');
      await see(dialog);
      await tabTo(page, dialog.getByRole('button', { name: L('examRoom', 'review.submit') }), 20);
      await expectVisibleFocus(page, 'review: submit exam');
      await page.keyboard.press('Enter');
      await waitForPath(page, `/student/exam/${examId}/report`);

      // The report shows the score.
      await see(page.getByTestId('percent-score'), 'the percent score');
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator
      const score = await page.getByTestId('percent-score').innerText();
      // Arabic marks the percent sign's direction (U+200E) and isolates values (U+2068…U+2069).
      expect(score.replace(/[\u200e\u200f\u2068\u2069]/g, '')).toMatch(/^\d+(\.\d+)?\s*%/);
      await expectDocumentLanguage(page, language);
    });

    it('an administrator opens a draft question and confirms it', async () => {
      const admin = languageUser(language, 'admin');
      const page = await pageIn(language);
      await signInAs(page, admin);
      const { subjects } = (await (await page.request.get('/api/admin/subjects')).json()) as {
        subjects: { id: string; slug: string; topics: { id: string }[] }[];
      };
      const calculus = subjects.find((s) => s.slug === 'ap-calculus-ab');
      if (!calculus) throw new Error('the reference data has no AP Calculus AB');
      const n = 10 + (Date.now() % 100000);
      const stem = `Keys ${language} ${n}: what is the derivative of $x^2$?`;
      const created = await page.request.post('/api/admin/questions', {
        headers: { origin: baseURL() },
        data: {
          subjectId: calculus.id,
          topicId: calculus.topics[0]?.id,
          type: 'single',
          stem,
          explanation: 'Power rule: $2x$.',
          choices: [
            { id: 'a', text: '$2x$' },
            { id: 'b', text: '$x$' },
          ],
          answer: { type: 'single', correct: 'a' },
          difficulty: 'easy',
          status: 'draft',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { id: string }).id;

      await page.goto(`/admin/questions?q=${encodeURIComponent(`Keys ${language} ${n}`)}`);
      await expectDocumentLanguage(page, language);
      const link = page.getByRole('link', { name: new RegExp(`^Keys ${language} ${n}:`) });
      await see(link, 'the draft in the list');
      await settle(page);
      await tabTo(page, link, 120);
      await expectVisibleFocus(page, 'questions: the draft');
      await page.keyboard.press('Enter');
      await waitForPath(page, `/admin/questions/manage/${id}`);
      const status = page.getByRole('complementary', { name: L('questionEditor', 'status.title') });
      await see(status.getByText(L('questionEditor', 'statuses.draft')));
      await settle(page);

      const submit = status.getByRole('button', {
        name: L('questionEditor', 'status.actions.pending_review'),
      });
      await tabTo(page, submit, 120);
      await expectVisibleFocus(page, 'question: submit for review');
      await page.keyboard.press('Enter');
      const changed = (to: string) =>
        see(
          page.getByText(
            L('questionEditor', 'status.changed', {
              status: L('questionEditor', `statuses.${to}`),
            }),
          ),
        );
      await changed('pending_review');
      const confirm = status.getByRole('button', {
        name: L('questionEditor', 'status.actions.confirmed'),
      });
      await tabTo(page, confirm, 120);
      await expectVisibleFocus(page, 'question: confirm');
      await page.keyboard.press('Enter');
      await changed('confirmed');
      await see(status.getByText(L('questionEditor', 'statuses.confirmed')));
      const detail = await (await page.request.get(`/api/admin/questions/${id}`)).json();
      expect(detail.status).toBe('confirmed');
    });
  });
}

/**
 * Answers the question on screen from the keyboard: the room's A shortcut on a choice question,
 * otherwise Tab to the answer box and type.
 */
async function answerByKeyboard(page: Page, position: number, answerLabel: string) {
  await page
    .locator('#main input[type="radio"], #main input[type="checkbox"], #main input, math-field')
    .first()
    .waitFor({ state: 'attached' });
  const choice = page
    .locator('#main')
    .getByRole('radio')
    .or(page.locator('#main').getByRole('checkbox'));
  if (await choice.count()) {
    await page.keyboard.press('a');
    await expect
      .poll(() => choice.first().isChecked(), {
        message: `question ${position}: A chose the first`,
      })
      .toBe(true);
    return;
  }
  const mathField = page.locator('math-field').first();
  if (await mathField.count()) {
    await tabTo(page, mathField);
    await expectVisibleFocus(page, `question ${position}: math field`);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await page.keyboard.type('2x');
      const value = await mathField.evaluate((el) => (el as HTMLInputElement).value);
      if (value) return;
      await page.waitForTimeout(300);
    }
    throw new Error(`question ${position}: the math field took no input`);
  }
  const box = page.locator('#main').getByRole('textbox', { name: answerLabel, exact: true });
  await tabTo(page, box);
  await expectVisibleFocus(page, `question ${position}: answer box`);
  await page.keyboard.type('2');
}

/** Shortcuts pause in an answer box: Tab out of it first (to the next control). */
async function leaveAnswerBox(page: Page) {
  for (let i = 0; i < 10; i++) {
    const typing = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return false;
      if (el.tagName === 'MATH-FIELD' || el.tagName === 'TEXTAREA' || el.isContentEditable)
        return true;
      if (el.tagName !== 'INPUT') return false;
      const type = (el as HTMLInputElement).type;
      return type !== 'radio' && type !== 'checkbox';
    });
    if (!typing) return;
    await page.keyboard.press('Tab');
  }
}
