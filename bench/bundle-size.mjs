// First-load JavaScript per route (kB = 1000 bytes, as Vite reports sizes), measured on the real
// server in Chromium: a cold browser context opens the route (signed in where the route needs
// it) and every same-origin .js it fetches until the network has been idle for 500 ms, with no
// user input, is counted: the entry, its modulepreloads and the lazy chunks the route pulls in
// before it is usable. Chunks that load on interaction (the math field, a dialog's form
// checks) are not first-load. Each file is read from dist/web and gzipped at level 9 (the
// budget's unit); the bytes the browser actually received (brotli) are printed beside it.
// Budgets: `/` 90 kB (pre-rendered landing), `/auth` and the student dashboard 120 kB
// (issue 21); the exam room is printed for information.
// Without /usr/bin/chromium only the files named by each route's HTML are counted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  fmt,
  freePort,
  isMain,
  printTable,
  requireBuild,
  startServer,
  stopProcess,
  tempDataDir,
  WEB_DIR,
  waitForOk,
} from './lib.mjs';
import { prepareStudent } from './student-fixture.mjs';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** `path` may be a function of the prepared student (the exam room's address has its id). */
const ROUTES = [
  { label: '/', path: '/', budget: 90 },
  { label: '/auth', path: '/auth', budget: 120 },
  { label: '/student/dashboard', path: '/student/dashboard', budget: 120, signedIn: true },
  { label: 'exam room', path: (s) => s.examPath, budget: null, signedIn: true },
];

const kb = (bytes) => bytes / 1000;

function sizeOf(assetPath) {
  const raw = readFileSync(join(WEB_DIR, assetPath.replace(/^\//, '')));
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

/** The same-origin files an HTML page makes the browser fetch before its code runs. */
export function referencedAssets(html) {
  const files = new Map();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if (!src?.startsWith('/') || src.startsWith('//')) continue;
    const rel = tag.match(/\brel="([^"]+)"/)?.[1] ?? '';
    let kind = null;
    if (tag.startsWith('<script')) kind = 'script';
    else if (rel === 'modulepreload') kind = 'modulepreload';
    else if (rel === 'stylesheet') kind = 'stylesheet';
    if (kind) files.set(src.split('?')[0], kind);
  }
  return [...files].map(([path, kind]) => ({ path, kind, ...sizeOf(path) }));
}

const sum = (files, key = 'gzip') => files.reduce((s, f) => s + f[key], 0);
const isJs = (f) => f.path.endsWith('.js');

/** What a cold browser fetches for `url` until the network is idle; the final pathname too. */
async function fetchedBy(browser, url, cookie) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const origin = new URL(url).origin;
    if (cookie) {
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.split('=')[1]];
      await context.addCookies([{ name, value, url: origin }]);
    }
    const page = await context.newPage();
    const pending = [];
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.origin !== origin || !/\.(js|css)$/.test(u.pathname)) return;
      pending.push(
        res
          .request()
          .sizes()
          .then((s) => s.responseBodySize)
          .catch(() => Number.NaN)
          .then((sent) => ({ path: u.pathname, sent, ...sizeOf(u.pathname) })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const landedOn = new URL(page.url()).pathname;
    const files = await Promise.all(pending);
    return { files: [...new Map(files.map((f) => [f.path, f])).values()], landedOn };
  } finally {
    await context.close();
  }
}

async function measureRoute(server, browser, route, student) {
  const path = typeof route.path === 'function' ? route.path(student) : route.path;
  const cookie = route.signedIn ? student.cookie : undefined;
  const html = await (
    await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} })
  ).text();
  const assets = referencedAssets(html);
  const staticJs = sum(assets.filter(isJs));
  let css = sum(assets.filter((a) => !isJs(a)));
  let browserJs = null;
  let sentJs = null;
  let count = assets.filter(isJs).length;

  if (browser) {
    const { files, landedOn } = await fetchedBy(browser, `${server.url}${path}`, cookie);
    if (landedOn !== path) throw new Error(`${route.label}: the browser ended on ${landedOn}`);
    const js = files.filter(isJs).sort((a, b) => b.gzip - a.gzip);
    browserJs = sum(js);
    sentJs = sum(js, 'sent');
    css = sum(files.filter((f) => !isJs(f)));
    count = js.length;
    console.log(`\n${route.label}: JavaScript Chromium fetched until the network was idle`);
    printTable(
      ['file', 'raw kB', 'gzip -9 kB', 'received kB'],
      js.map((f) => [f.path, fmt(kb(f.raw)), fmt(kb(f.gzip)), fmt(kb(f.sent))]),
    );
  } else {
    console.log(`\n${route.label}: files named by the HTML the server sends (gzip -9)`);
    printTable(
      ['file', 'kind', 'raw kB', 'gzip kB'],
      assets.map((a) => [a.path, a.kind, fmt(kb(a.raw)), fmt(kb(a.gzip))]),
    );
  }
  return { staticJs, browserJs, sentJs, css, count, js: Math.max(staticJs, browserJs ?? 0) };
}

export async function run() {
  requireBuild();
  const data = tempDataDir();
  const server = startServer({
    dataDir: data.dir,
    port: await freePort(),
    env: { LOG_LEVEL: 'warn' },
  });
  let browser = null;
  try {
    await waitForOk(server, `${server.url}/api/health`, 60_000);
    const student = await prepareStudent(server.url);
    if (existsSync(CHROMIUM)) {
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    } else {
      console.log('(no /usr/bin/chromium: browser measurement skipped, static only)');
    }

    const metrics = [];
    const rows = [];
    for (const route of ROUTES) {
      const m = await measureRoute(server, browser, route, student);
      const ok = route.budget === null || kb(m.js) <= route.budget;
      rows.push([
        route.label,
        String(m.count),
        fmt(kb(m.js)),
        m.sentJs === null ? '-' : fmt(kb(m.sentJs)),
        fmt(kb(m.css)),
        route.budget === null ? '-' : String(route.budget),
        route.budget === null ? 'info' : ok ? 'OK' : 'OVER BUDGET',
      ]);
      metrics.push({
        metric: `first-load JS ${route.label} (gzip -9)`,
        value: kb(m.js),
        unit: 'kB',
        budget: route.budget,
        ceiling: null,
        note:
          `${m.count} file(s)` +
          (m.sentJs === null ? '' : `, ${fmt(kb(m.sentJs))} kB received (brotli)`) +
          `; CSS ${fmt(kb(m.css))} kB`,
        ok,
      });
    }

    console.log('\nFirst-load JavaScript per route (cold cache, until the network is idle)');
    printTable(
      ['route', 'files', 'JS gzip -9 kB', 'JS received kB', 'CSS kB', 'budget kB', 'status'],
      rows,
    );
    return { name: 'bundle-size', metrics, ok: metrics.every((m) => m.ok) };
  } finally {
    await browser?.close();
    await stopProcess(server);
    data.remove();
  }
}

if (isMain(import.meta.url)) {
  const result = await run();
  if (!result.ok) process.exitCode = 1;
}
