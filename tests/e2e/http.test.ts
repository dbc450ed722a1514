import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseURL, see, settle, setupBrowser, signIn, watchPageProblems } from './fixtures';

const browser = setupBrowser();
const built = (name: string) => fileURLToPath(new URL(`../../dist/web/${name}`, import.meta.url));
/** The app shell, sent for every deep link. */
const INDEX_HTML = readFileSync(built('index.html'), 'utf8');
/** `/` gets the landing page pre-rendered at build time (the app shell when there is none). */
const LANDING_HTML = existsSync(built('landing.html'))
  ? readFileSync(built('landing.html'), 'utf8')
  : INDEX_HTML;

const get = (path: string, init?: RequestInit) => fetch(`${baseURL()}${path}`, init);

describe('what the real server answers', () => {
  it('serves /robots.txt as text, not the app page', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('content-type') ?? '').toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body.toLowerCase()).not.toContain('<!doctype html');
    expect(body).not.toContain('<div id="root"');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
    const body = (await res.json()) as { statusCode: number; message: string };
    expect(body.statusCode).toBe(404);
    expect(body.message).toContain('/api/nope');
  });

  it('caches hashed assets forever', async () => {
    const scripts = [
      ...new Set(
        [...`${INDEX_HTML}${LANDING_HTML}`.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
          (m) => m[1],
        ),
      ),
    ];
    expect(scripts.length, 'the pages reference no /assets/*.js file').toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await get(src as string);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type') ?? '', src).toMatch(/javascript/);
      expect(res.headers.get('cache-control') ?? '', src).toContain('immutable');
    }
  });

  it('a missing asset is a plain 404, not the app page', async () => {
    const res = await get('/assets/no-such-file-1234.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').not.toMatch(/html/);
  });

  it.each([
    ['/', 'the landing page', () => LANDING_HTML],
    ['/student/dashboard', 'index.html', () => INDEX_HTML],
    ['/auth?mode=register', 'index.html', () => INDEX_HTML],
    ['/no-such-page', 'index.html', () => INDEX_HTML],
  ])('answers %s with %s, revalidated on every visit', async (path, _what, expected) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type') ?? '').toMatch(/^text\/html/);
    expect(res.headers.get('cache-control') ?? '').toContain('no-cache');
    expect(await res.text()).toBe(expected());
  });

  it('serves the landing page with its text already in the HTML', async () => {
    const res = await get('/');
    const html = await res.text();
    expect(html).toMatch(/<div id="root">\s*<\S/);
  });

  it('sends a Content-Security-Policy with the page', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('reports the database as up on /api/health', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('pages load within the Content-Security-Policy', () => {
  it.each(['/', '/auth', '/auth?mode=register', '/no-such-page'])(
    '%s loads with no CSP violation and no script error',
    async (path) => {
      const page = await browser.newPage();
      const problems = await watchPageProblems(page);
      await page.goto(path);
      await settle(page);
      expect(await page.locator('#root').innerHTML(), 'the app rendered nothing').not.toBe('');
      expect(await problems.cspViolations()).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    },
  );

  it('the student dashboard loads with no CSP violation and no script error', async () => {
    const page = await browser.newPage();
    const problems = await watchPageProblems(page);
    await signIn(page, 'student');
    await page.goto('/student/dashboard');
    await see(page.getByRole('heading', { name: /Welcome back/ }), 'the student dashboard');
    await settle(page);
    expect(await problems.cspViolations()).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
