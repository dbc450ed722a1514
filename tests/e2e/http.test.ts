import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseURL, see, settle, setupBrowser, signIn, watchPageProblems } from './fixtures';

const browser = setupBrowser();
const INDEX_HTML = readFileSync(
  fileURLToPath(new URL('../../dist/web/index.html', import.meta.url)),
  'utf8',
);

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
    const scripts = [...INDEX_HTML.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length, 'index.html references no /assets/*.js entry').toBeGreaterThan(0);
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

  it.each(['/', '/student/dashboard', '/auth?mode=register'])(
    'answers %s with index.html, revalidated on every visit',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type') ?? '').toMatch(/^text\/html/);
      expect(res.headers.get('cache-control') ?? '').toContain('no-cache');
      expect(await res.text()).toBe(INDEX_HTML);
    },
  );

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
