/**
 * The route sweep: every route of `src/web/paths.ts`, in one language, visited as the role that
 * may see it, must open with its heading, carry the language on <html>, pass axe-core and fit
 * the screen. A new route is swept by default; a new route parameter needs a sample below.
 */

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALE_DIR, type Locale } from '../../src/common/locales';
import { publicPathIn, TUTORIAL_SLUGS } from '../../src/common/public-pages';
import { LANGUAGE_STORAGE_KEY } from '../../src/web/i18n/language-storage';
import { paths } from '../../src/web/paths';
import {
  baseURL,
  expectNoAxeViolations,
  languageUser,
  see,
  settle,
  setupBrowser,
  signInAs,
} from './fixtures';
import type { SweepRole } from './global-setup';

type Area = 'public' | SweepRole;

/** Every router pattern of the paths table. */
function patterns(table: unknown = paths, out: string[] = []): string[] {
  if (!table || typeof table !== 'object') return out;
  const entry = table as { path?: unknown; href?: unknown };
  if (typeof entry.path === 'string' && typeof entry.href === 'function') out.push(entry.path);
  else for (const value of Object.values(table)) patterns(value, out);
  return out;
}

/** Pages the sweep leaves to journeys of their own, with the reason. */
const ELSEWHERE: Record<string, string> = {
  '/inactive': 'a deactivated account: accessibility.test.ts, in both languages',
};

const areaOf = (path: string): Area =>
  path.startsWith('/student')
    ? 'student'
    : path.startsWith('/affiliate')
      ? 'affiliate'
      : path.startsWith('/admin')
        ? 'admin'
        : 'public';

export type Samples = Record<string, string>;

/** Fills a pattern's parameters from the samples; an unknown parameter fails the sweep. */
function fill(pattern: string, samples: Samples): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const key = `${pattern}#${name}` in samples ? `${pattern}#${name}` : name;
    const value = samples[key];
    if (!value) throw new Error(`The route sweep has no sample for :${name} of ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** The addresses of an area in a language: public pages that are pre-rendered move under /ar. */
export function addressesOf(area: Area, language: Locale, samples: Samples): string[] {
  const out = patterns()
    .filter((p) => areaOf(p) === area && !(p in ELSEWHERE))
    .map((p) => fill(p, samples));
  if (area === 'public') {
    const prerendered = new Set<string>([
      '/',
      '/help',
      '/terms-and-policies',
      '/help/tutorials',
      ...TUTORIAL_SLUGS.map((s) => `/help/tutorials/${s}`),
    ]);
    return [
      ...out.map((p) => (prerendered.has(p) ? publicPathIn(p, language) : p)),
      '/auth',
      '/auth?mode=register',
      '/auth?role=affiliate&mode=register',
      '/auth?mode=reset-password',
    ];
  }
  return out;
}

/** A page whose browser and account read the product in `language`. */
export async function pageIn(
  newPage: (options: {
    bypassCSP: boolean;
    viewport: { width: number; height: number };
  }) => Promise<Page>,
  language: Locale,
  area: Area,
): Promise<Page> {
  const page = await newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [LANGUAGE_STORAGE_KEY, language],
  );
  if (area !== 'public') await signInAs(page, languageUser(language, area));
  return page;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** Pages whose heading is a name (an item model's, a subject's), not interface text. */
const CONTENT_HEADINGS = [
  /^\/admin\/item-models\/[0-9a-f-]{36}$/,
  /^\/student\/progress\/[0-9a-f-]{36}$/,
];

/** Visits every address and reports every problem found, not only the first. */
/**
 * Opens `path` the way a user moving through the app does: inside the app by its router (much
 * quicker than reloading it: the sweep visits a hundred pages per language), by loading the
 * address when the app is not on screen or the page did not change its heading in time.
 */
async function open(page: Page, path: string, inApp: boolean) {
  if (inApp) {
    await page.evaluate((to) => {
      document.querySelector('h1')?.setAttribute('data-swept', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const changed = await page
      .waitForFunction(
        () => {
          const h1 = document.querySelector('h1');
          return Boolean(h1 && !h1.hasAttribute('data-swept'));
        },
        undefined,
        { timeout: 5_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (changed) return;
  }
  await page.goto(path);
}

export async function sweep(page: Page, language: Locale, addresses: string[]) {
  const problems: string[] = [];
  let inApp = false;
  /** Where each visit landed: a root that redirects (/admin → /admin/dashboard) is seen once. */
  const seen = new Set<string>();
  for (const path of addresses) {
    if (seen.has(path)) continue;
    try {
      // Pre-rendered public pages are documents of their own, not routes of the running app.
      const prerendered = await page
        .evaluate(() => !document.querySelector('script[src*="/assets/main-"]'))
        .catch(() => true);
      await open(page, path, inApp && !prerendered && !path.startsWith('/ar'));
      inApp = true;
      seen.add(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await see(heading, `the heading of ${path}`);
      seen.add(await page.evaluate(() => window.location.pathname + window.location.search));
      await settle(page);
      const { lang, dir, overflow } = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        overflow:
          (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
      }));
      expect(`${lang} ${dir}`, `${path}: <html lang dir>`).toBe(
        `${language} ${LOCALE_DIR[language]}`,
      );
      if (language === 'ar') {
        // A heading that is content (an item model's name) stays in its language; the page not.
        const named = CONTENT_HEADINGS.some((p) => p.test(path));
        const text = named
          ? await page.locator('#main').textContent()
          : await heading.textContent();
        expect(text, `${path}: the ${named ? 'page' : 'heading'} is in Arabic`).toMatch(
          ARABIC_LETTER,
        );
      }
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${path} (${language})`);
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
    }
  }
  expect(problems.join('\n\n')).toBe('');
}

const json = async <T>(page: Page, path: string): Promise<T> => {
  const res = await page.request.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
};

/**
 * The language's student unlocks AP Calculus AB and takes both Free Trial exams: one submitted
 * (its report), one started (its page and its room).
 */
export async function studentSamples(page: Page): Promise<Samples> {
  const headers = { origin: baseURL() };
  const catalogue = await json<{ subjects: { id: string; slug: string; unlocked?: boolean }[] }>(
    page,
    '/api/student/subjects',
  );
  const subject = catalogue.subjects.find((s) => s.slug === 'ap-calculus-ab');
  if (!subject) throw new Error('AP Calculus AB is not in the catalogue');
  await page.request.post(`/api/student/subjects/${subject.id}/unlock`, { headers });
  const options = await json<{ subjects: { topics: { id: string; available: number }[] }[] }>(
    page,
    `/api/student/exams/options?subject=${subject.id}`,
  );
  const topicIds = (options.subjects[0]?.topics ?? [])
    .filter((t) => t.available > 0)
    .map((t) => t.id);
  const exams = await json<{ items: { id: string; status: string }[] }>(page, '/api/student/exams');
  const ids: string[] = exams.items.map((e) => e.id);
  while (ids.length < 2) {
    const created = await page.request.post('/api/student/exams', {
      headers,
      data: {
        subjectId: subject.id,
        mode: 'practice',
        custom: { topicIds, questionCount: 5, difficulty: 'mixed', timed: false },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  const [submitted = '', open = ''] = ids;
  for (const id of ids) await page.request.post(`/api/student/exams/${id}/start`, { headers });
  await page.request.post(`/api/student/exams/${submitted}/submit`, { headers });
  const { packages } = await json<{ packages: { id: string }[] }>(page, '/api/packages');
  return {
    examId: open,
    '/student/exam/:examId/report#examId': submitted,
    subjectId: subject.id,
    packageId: packages[0]?.id ?? '',
    slug: TUTORIAL_SLUGS[0],
  };
}

/** What the administrator's parameterised pages show: a question, an item model, a student. */
export async function adminSamples(page: Page, language: Locale): Promise<Samples> {
  const questions = await json<{ items: { id: string }[] }>(
    page,
    '/api/admin/questions?pageSize=1',
  );
  const models = await json<{ items: { id: string }[] }>(page, '/api/admin/item-models?pageSize=1');
  const email = languageUser(language, 'student').email;
  const students = await json<{ items: { id: string; email: string }[] }>(
    page,
    `/api/admin/students?search=${encodeURIComponent(email)}`,
  );
  const student = students.items.find((s) => s.email === email)?.id ?? '';
  return {
    '/admin/questions/manage/:id#id': questions.items[0]?.id ?? '',
    '/admin/item-models/:id#id': models.items[0]?.id ?? '',
    studentId: student,
    slug: TUTORIAL_SLUGS[0],
  };
}

/** Each area visits dozens of pages, each checked by axe. */
const AREA_TIMEOUT = 240_000;

/** The sweep of one language, as the tests of a file (one file per language: they run side by side). */
export function defineRouteSweep(language: Locale) {
  const browser = setupBrowser();
  const name = language === 'ar' ? 'Arabic' : 'English';
  describe(`every route, in ${name}, as the role that may see it`, () => {
    it('public pages', { timeout: AREA_TIMEOUT }, async () => {
      const page = await pageIn(browser.newPage, language, 'public');
      await sweep(page, language, addressesOf('public', language, { slug: TUTORIAL_SLUGS[0] }));
    });

    it('the student area', { timeout: AREA_TIMEOUT }, async () => {
      const page = await pageIn(browser.newPage, language, 'student');
      const samples = await studentSamples(page);
      await sweep(page, language, addressesOf('student', language, samples));
    });

    it('the affiliate area', { timeout: AREA_TIMEOUT }, async () => {
      const page = await pageIn(browser.newPage, language, 'affiliate');
      const samples = { slug: TUTORIAL_SLUGS[0] };
      await sweep(page, language, addressesOf('affiliate', language, samples));
    });

    it('the admin console', { timeout: 2 * AREA_TIMEOUT }, async () => {
      const page = await pageIn(browser.newPage, language, 'admin');
      const samples = await adminSamples(page, language);
      await sweep(page, language, addressesOf('admin', language, samples));
    });
  });
}
