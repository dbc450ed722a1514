import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseURL, see, settle, setupBrowser, signIn, watchPageProblems } from './fixtures';

const browser = setupBrowser();
const built = (name: string) => fileURLToPath(new URL(`../../dist/web/${name}`, import.meta.url));
/** The app shell, sent for every deep link. */
const INDEX_HTML = readFileSync(built('index.html'), 'utf8');
/** `/` gets the landing page pre-rendered at build time, with the server's public URL in it. */
const LANDING_FILE = built('pages/index.html');
const landingHtml = () =>
  existsSync(LANDING_FILE)
    ? readFileSync(LANDING_FILE, 'utf8').replaceAll('%APP_URL%', baseURL())
    : INDEX_HTML;

const get = (path: string, init?: RequestInit) => fetch(`${baseURL()}${path}`, init);

describe('what the real server answers', () => {
  it('serves /robots.txt as text pointing to the sitemap, and the sitemap lists the public pages', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('content-type') ?? '').toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body.toLowerCase()).not.toContain('<!doctype html');
    expect(body).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    const sitemap = await (await get('/sitemap.xml')).text();
    for (const path of [
      '/',
      '/terms-and-policies',
      '/help/tutorials',
      '/help/tutorials/analytics',
    ]) {
      expect(sitemap, path).toContain(`<loc>${baseURL()}${path}</loc>`);
    }
  });

  it('gives every public page its own title, description, canonical URL and social tags', async () => {
    for (const path of [
      '/',
      '/terms-and-policies',
      '/help/tutorials',
      '/help/tutorials/exam-creation',
    ]) {
      const html = await (await get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, path).toMatch(/Tafawuq/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL()}${path}" />`);
      expect(html, path).toContain('<meta property="og:image"');
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html, path).toContain('"@type":"EducationalOrganization"');
      expect(html, path).not.toContain('%APP_URL%');
    }
    expect(await (await get('/')).text()).toContain('"@type":"FAQPage"');
    const manifest = await (await get('/site.webmanifest')).json();
    expect(manifest.icons.length).toBeGreaterThan(1);
  });

  it('serves every public page in Arabic under /ar, right to left, linked both ways by hreflang', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    for (const [english, arabic] of [
      ['/', '/ar'],
      ['/terms-and-policies', '/ar/terms-and-policies'],
      ['/help/tutorials', '/ar/help/tutorials'],
      ['/help/tutorials/exam-creation', '/ar/help/tutorials/exam-creation'],
    ] as const) {
      expect(sitemap, arabic).toContain(`<loc>${baseURL()}${arabic}</loc>`);
      const page = await get(arabic);
      expect(page.status, arabic).toBe(200);
      const html = await page.text();
      expect(html, arabic).toContain('<html lang="ar" dir="rtl">');
      expect(html, arabic).toContain(`<link rel="canonical" href="${baseURL()}${arabic}" />`);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, arabic).toMatch(/[\u0600-\u06FF]/);
      const englishHtml = await (await get(english)).text();
      expect(englishHtml, english).toContain('<html lang="en" dir="ltr">');
      for (const doc of [html, englishHtml]) {
        expect(doc).toContain(
          `<link rel="alternate" hreflang="en" href="${baseURL()}${english}" />`,
        );
        expect(doc).toContain(
          `<link rel="alternate" hreflang="ar" href="${baseURL()}${arabic}" />`,
        );
      }
      // Each page links to its counterpart in the other language.
      expect(html, arabic).toContain(`href="${english === '/' ? '/' : english}"`);
      expect(englishHtml, english).toContain(`href="${arabic}"`);
    }
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
        [...`${INDEX_HTML}${landingHtml()}`.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
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
    ['/', 'the landing page', landingHtml],
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
  it.each([
    '/',
    '/terms-and-policies',
    '/help/tutorials',
    '/help/tutorials/troubleshooting',
    '/auth',
    '/auth?mode=register',
    '/no-such-page',
  ])('%s loads with no CSP violation and no script error', async (path) => {
    const page = await browser.newPage();
    const problems = await watchPageProblems(page);
    await page.goto(path);
    await settle(page);
    expect(await page.locator('#root').innerHTML(), 'the app rendered nothing').not.toBe('');
    expect(await problems.cspViolations()).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

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
