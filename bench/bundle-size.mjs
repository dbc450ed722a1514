// Landing-route JavaScript budget: 90 kB gzip (kB = 1000 bytes, as Vite reports sizes).
// Measured on the real server, for `/` (the budgeted landing route) and, for information, `/auth`
// (the app shell every deep link gets, i.e. what a visitor loads on the next page):
//  1. static: the entry scripts, modulepreloads and stylesheets named by the HTML the server sends;
//  2. in the browser (when /usr/bin/chromium exists): every .js the page actually fetches until
//     the network is idle, which also counts lazy chunks the route pulls in.
// Each file is read from dist/web and gzipped at level 9; a route's JS is the larger of the two.
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

const JS_BUDGET_KB = 90;
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
const ROUTES = [
  { path: '/', label: 'landing route /', budgeted: true },
  { path: '/auth', label: 'app shell (/auth, deep links)', budgeted: false },
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

const sum = (files) => files.reduce((s, f) => s + f.gzip, 0);
const isJs = (f) => f.path.endsWith('.js');

async function scriptsFetchedBy(browser, url) {
  const page = await browser.newPage();
  const origin = new URL(url).origin;
  const scripts = new Set();
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.origin === origin && u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return [...scripts].map((path) => ({ path, ...sizeOf(path) }));
}

async function measureRoute(server, browser, route) {
  const html = await (await fetch(`${server.url}${route.path}`)).text();
  const assets = referencedAssets(html);
  const fetched = browser ? await scriptsFetchedBy(browser, `${server.url}${route.path}`) : null;
  const staticJs = sum(assets.filter(isJs));
  const css = sum(assets.filter((a) => a.path.endsWith('.css')));
  const browserJs = fetched ? sum(fetched) : null;

  console.log(`\n${route.label}: files named by the HTML the server sends (gzip -9)`);
  printTable(
    ['file', 'kind', 'raw kB', 'gzip kB'],
    assets.map((a) => [a.path, a.kind, fmt(kb(a.raw)), fmt(kb(a.gzip))]),
  );
  console.log(`static total: JS ${fmt(kb(staticJs))} kB gzip, CSS ${fmt(kb(css))} kB gzip`);
  if (fetched) {
    console.log(`${route.label}: JavaScript Chromium fetched until the network was idle`);
    printTable(
      ['file', 'raw kB', 'gzip kB'],
      fetched.map((f) => [f.path, fmt(kb(f.raw)), fmt(kb(f.gzip))]),
    );
    console.log(`browser total: JS ${fmt(kb(browserJs))} kB gzip in ${fetched.length} file(s)`);
  }
  return { staticJs, browserJs, css, js: Math.max(staticJs, browserJs ?? 0) };
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
    if (existsSync(CHROMIUM)) {
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    } else {
      console.log('(no /usr/bin/chromium: browser measurement skipped, static only)');
    }

    const metrics = [];
    for (const route of ROUTES) {
      const m = await measureRoute(server, browser, route);
      const ok = !route.budgeted || kb(m.js) <= JS_BUDGET_KB;
      metrics.push({
        metric: `${route.label} JS (gzip -9)`,
        value: kb(m.js),
        unit: 'kB',
        budget: route.budgeted ? JS_BUDGET_KB : null,
        ceiling: null,
        note:
          `static ${fmt(kb(m.staticJs))} kB` +
          (m.browserJs === null ? '' : `, browser ${fmt(kb(m.browserJs))} kB`) +
          `, CSS ${fmt(kb(m.css))} kB` +
          (route.budgeted
            ? ''
            : `; ${fmt((100 * kb(m.js)) / JS_BUDGET_KB)}% of the landing budget (info)`),
        ok,
      });
    }

    console.log('');
    for (const m of metrics) {
      const status = m.budget === null ? 'info' : m.ok ? 'OK' : 'OVER BUDGET';
      const budget =
        m.budget === null
          ? 'no budget'
          : `budget ${m.budget} kB, ${fmt((100 * m.value) / m.budget)}% of it`;
      console.log(`${m.metric}: ${fmt(m.value)} kB (${budget}) ${status}`);
    }
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
