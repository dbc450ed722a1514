/**
 * Shared pieces of the end-to-end journeys: one Chromium per test file, a fresh browser
 * context per page, sign-in helpers and an axe-core check.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults, Result } from 'axe-core';
import axe from 'axe-core';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Locale } from '../../src/common/locales';
import type { Role } from '../../src/common/roles';
import type { ReceivedMail } from '../helpers/smtp';
import type { LanguageRole } from './global-setup';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How long a journey waits for something a user should see. */
export const SEE_TIMEOUT = 15_000;

export function baseURL(): string {
  return inject('baseURL');
}

export function fixtureUser(role: Role) {
  return inject('users')[role];
}

export type PageOptions = {
  /** Lets axe-core's injected script run despite the app's Content-Security-Policy. */
  bypassCSP?: boolean;
  viewport?: { width: number; height: number };
};

/**
 * Registers the browser's lifecycle hooks for the calling test file and returns a page factory.
 * Every page gets its own context (own cookies); contexts close after each test.
 */
export function setupBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(opts: PageOptions = {}): Promise<Page> {
      if (!browser) throw new Error('setupBrowser(): the browser is not launched yet');
      const context = await browser.newContext({
        baseURL: baseURL(),
        bypassCSP: opts.bypassCSP ?? false,
        viewport: opts.viewport ?? { width: 1280, height: 800 },
        locale: 'en-US',
      });
      contexts.push(context);
      context.setDefaultTimeout(SEE_TIMEOUT);
      context.setDefaultNavigationTimeout(30_000);
      return context.newPage();
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** better-auth throttles sign-ins (3 per 10 s); wait as long as it asks, then try again. */
function retryAfterMs(res: { headers(): Record<string, string> }): number {
  const h = res.headers();
  const seconds = Number(h['x-retry-after'] ?? h['retry-after'] ?? 10);
  return (Number.isFinite(seconds) ? seconds : 10) * 1000 + 250;
}

/** Signs in through the API, sharing the page's cookies; the caller then opens a page. */
export async function signIn(page: Page, role: Role): Promise<void> {
  await signInAs(page, fixtureUser(role));
}

/** The route sweep's user of a role whose account reads the product in `language`. */
export function languageUser(language: Locale, role: LanguageRole) {
  return inject('languageUsers')[language][role];
}

/** Signs in as any user through the API (see signIn). */
export async function signInAs(
  page: Page,
  user: { email: string; password: string; role: string },
): Promise<void> {
  const role = user.role;
  for (let attempt = 1; ; attempt++) {
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers: { origin: baseURL() },
    });
    if (res.ok()) return;
    if (res.status() === 429 && attempt < 6) {
      await sleep(retryAfterMs(res));
      continue;
    }
    throw new Error(`Sign-in as ${role} failed: ${res.status()} ${await res.text()}`);
  }
}

/**
 * Fills the sign-in form that is on screen and submits it like a user would; if the server
 * throttles the attempt (429), waits and presses 'Sign In' again.
 */
export async function submitSignInForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  for (let attempt = 1; ; attempt++) {
    const [res] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/auth/sign-in/email') && r.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Sign In', exact: true }).click(),
    ]);
    if (res.status() !== 429 || attempt >= 6) return res;
    await sleep(retryAfterMs(res));
  }
}

/** Waits until the locator is visible; the error names what the user did not see. */
export async function see(locator: Locator, what?: string, timeout = SEE_TIMEOUT) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (err) {
    const page = locator.page();
    const body = await page
      .locator('body')
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator, not the DOM; we want the visible text
      .innerText({ timeout: 1_000 })
      .catch(() => '');
    throw new Error(
      `Expected to see ${what ?? String(locator)} on ${page.url()} within ${timeout} ms.\n` +
        `Visible text:\n${body.slice(0, 2_000)}`,
      { cause: err },
    );
  }
}

/** Waits for the address to reach `pathname` (query and hash ignored). */
export async function waitForPath(page: Page, pathname: string, timeout = SEE_TIMEOUT) {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch (err) {
    throw new Error(`Expected to end on ${pathname}, but the page is at ${page.url()}`, {
      cause: err,
    });
  }
}

/** Lets lazy routes and their data settle: network quiet and no 'Loading...' on screen. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .getByText('Loading...', { exact: true })
    .first()
    .waitFor({ state: 'hidden', timeout: SEE_TIMEOUT })
    .catch(() => undefined);
}

function describeViolation(v: Result): string {
  const nodes = v.nodes
    .slice(0, 5)
    .map((n) => {
      const summary = (n.failureSummary ?? '').replace(/\n\s*/g, ' ');
      return `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ${summary}`;
    })
    .join('\n');
  const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
  return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of violations.
 * The page must come from `newPage({ bypassCSP: true })`: the app's CSP blocks injected code.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // Once per document: pages reached inside the app keep it.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: axe.source });
  }
  const results = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run(ctx: unknown, options: unknown): Promise<AxeResults> };
    };
    // Only violations are read: axe skips the work of listing what passed.
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return { violations: r.violations };
  });
  if (results.violations.length > 0) {
    const text = results.violations.map(describeViolation).join('\n');
    throw new Error(
      `axe-core found ${results.violations.length} violation(s) on ${label}:\n${text}`,
    );
  }
}

/**
 * Records what the page reports while it loads: CSP violations (the DOM event and Chromium's
 * console message), console errors and uncaught exceptions. Call before `goto`.
 */
export async function watchPageProblems(page: Page) {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  // Init scripts come through the DevTools protocol, so the CSP does not block them.
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  return {
    consoleErrors,
    pageErrors,
    async cspViolations(): Promise<string[]> {
      const fromEvents = await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      const fromConsole = consoleErrors.filter((t) => /Content Security Policy/i.test(t));
      return [...fromEvents, ...fromConsole];
    },
  };
}

/** The first e-mail to `to` whose subject matches, as the loopback SMTP server received it. */
export async function waitForMail(to: string, subject: RegExp, timeout = SEE_TIMEOUT) {
  const dir = inject('mailDir');
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    for (const file of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail;
      if (mail.envelopeTo.includes(to) && subject.test(mail.subject)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} with a subject like ${subject} arrived within ${timeout} ms`);
}
