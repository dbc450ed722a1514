// Landing-route JavaScript budget: 90 kB gzip (kB = 1000 bytes, as Vite reports sizes).
// Two measurements of the same thing:
//  1. static: the entry script, modulepreloads and stylesheets that dist/web/index.html names;
//  2. in the browser (when /usr/bin/chromium exists): every /assets/*.js that loading `/` on the
//     real server actually fetches, which also counts lazy chunks the landing route pulls in.
// Each file is gzipped at level 9; the budget applies to the larger JS total.
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

const kb = (bytes) => bytes / 1000;

function sizeOf(assetPath) {
  const raw = readFileSync(join(WEB_DIR, assetPath.replace(/^\//, '')));
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

/** The files index.html makes the browser fetch before the app runs. */
export function referencedAssets(html) {
  const files = new Map();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if (!src?.startsWith('/') || src.startsWith('//')) continue;
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const rel = tag.match(/\brel="([^"]+)"/)?.[1] ?? '';
    const kind = isScript
      ? 'entry'
      : rel === 'modulepreload'
        ? 'modulepreload'
        : rel === 'stylesheet'
          ? 'stylesheet'
          : null;
    if (kind) files.set(src.split('?')[0], kind);
  }
  return [...files].map(([path, kind]) => ({ path, kind }));
}

async function fetchedByBrowser() {
  if (!existsSync(CHROMIUM)) return null;
  const { chromium } = await import('playwright-core');
  const data = tempDataDir();
  const port = await freePort();
  const server = startServer({ dataDir: data.dir, port, env: { LOG_LEVEL: 'warn' } });
  let browser;
  try {
    await waitForOk(server, `${server.url}/api/health`, 60_000);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === server.url && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await browser?.close();
    await stopProcess(server);
    data.remove();
  }
}

export async function run() {
  requireBuild();
  const html = readFileSync(join(WEB_DIR, 'index.html'), 'utf8');
  const assets = referencedAssets(html).map((a) => ({ ...a, ...sizeOf(a.path) }));

  console.log('\nLanding route assets named by dist/web/index.html (gzip -9)');
  printTable(
    ['file', 'kind', 'raw kB', 'gzip kB'],
    assets.map((a) => [a.path, a.kind, fmt(kb(a.raw)), fmt(kb(a.gzip))]),
  );
  const isJs = (a) => a.path.endsWith('.js');
  const staticJs = assets.filter(isJs).reduce((s, a) => s + a.gzip, 0);
  const css = assets.filter((a) => a.path.endsWith('.css')).reduce((s, a) => s + a.gzip, 0);
  console.log(`static total: JS ${fmt(kb(staticJs))} kB gzip, CSS ${fmt(kb(css))} kB gzip`);

  let browserJs = null;
  const fetched = await fetchedByBrowser();
  if (fetched) {
    const files = fetched.map((path) => ({ path, ...sizeOf(path) }));
    browserJs = files.reduce((s, f) => s + f.gzip, 0);
    console.log('\nJavaScript Chromium fetched while loading / on the real server (gzip -9)');
    printTable(
      ['file', 'raw kB', 'gzip kB'],
      files.map((f) => [f.path, fmt(kb(f.raw)), fmt(kb(f.gzip))]),
    );
    console.log(`browser total: JS ${fmt(kb(browserJs))} kB gzip in ${files.length} file(s)`);
  } else {
    console.log('(no /usr/bin/chromium: browser measurement skipped)');
  }

  const jsKb = kb(Math.max(staticJs, browserJs ?? 0));
  const metric = {
    metric: 'landing route JS (gzip -9)',
    value: jsKb,
    unit: 'kB',
    budget: JS_BUDGET_KB,
    ceiling: null,
    note: `static ${fmt(kb(staticJs))} kB${browserJs === null ? '' : `, browser ${fmt(kb(browserJs))} kB`}, CSS ${fmt(kb(css))} kB`,
    ok: jsKb <= JS_BUDGET_KB,
  };
  console.log(
    `${metric.metric}: ${fmt(jsKb)} kB (budget ${JS_BUDGET_KB} kB, ${fmt((100 * jsKb) / JS_BUDGET_KB)}% of it) ${metric.ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return { name: 'bundle-size', metrics: [metric], ok: metric.ok };
}

if (isMain(import.meta.url)) {
  const result = await run();
  if (!result.ok) process.exitCode = 1;
}
