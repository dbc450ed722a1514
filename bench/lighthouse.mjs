// Public-site quality budgets: Lighthouse (mobile preset: Moto G Power, slow 4G, 4x CPU
// slowdown) in Debian's Chromium on the real server: performance >= 95, accessibility,
// best practices and SEO = 100, cumulative layout shift <= 0.02, on /, /terms-and-policies
// and /help/tutorials. Ceiling for comparison: the same audit of a bare static HTML page with
// the same text, served by node:http in the same run (what a perfect page scores here).

import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import {
  fmt,
  freePort,
  isMain,
  printTable,
  requireBuild,
  startServer,
  stopProcess,
  tempDataDir,
  waitForOk,
} from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const PAGES = ['/', '/terms-and-policies', '/help/tutorials'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CLS_BUDGET = 0.02;
const CATEGORIES = Object.keys(BUDGET);

async function audit(url, port) {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${c}: ${a.id} (${a.displayValue ?? a.score})`),
  );
  return {
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    failing,
  };
}

/** A bare static page: the most a page can score on this machine and network. */
function startBarePage() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A bare page used as the ceiling of the Lighthouse benchmark."><title>Bare page</title></head><body><main><h1>Bare page</h1><p>Plain text served by node:http.</p></main></body></html>';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

export async function run() {
  requireBuild();
  if (!existsSync(CHROMIUM)) {
    return { name: 'lighthouse', ok: false, metrics: [], error: 'no /usr/bin/chromium' };
  }
  const { launch } = await import('chrome-launcher');
  const data = tempDataDir();
  const server = startServer({
    dataDir: data.dir,
    port: await freePort(),
    env: { LOG_LEVEL: 'warn' },
  });
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const bare = await startBarePage();
  try {
    await waitForOk(server, `${server.url}/api/health`, 60_000);
    const ceiling = await audit(`http://127.0.0.1:${bare.address().port}/`, chrome.port);
    const rows = [];
    const metrics = [];
    for (const path of PAGES) {
      // Warm the server's caches once, like a visitor who is not the very first.
      await fetch(`${server.url}${path}`).then((r) => r.arrayBuffer());
      const r = await audit(`${server.url}${path}`, chrome.port);
      rows.push([
        path,
        ...CATEGORIES.map((c) => String(r.scores[c])),
        fmt(r.cls, 3),
        fmt(r.lcp, 0),
      ]);
      for (const c of CATEGORIES) {
        metrics.push({
          metric: `lighthouse ${path} ${c}`,
          value: r.scores[c],
          unit: 'score',
          budget: BUDGET[c],
          ceiling: ceiling.scores[c],
          ok: r.scores[c] >= BUDGET[c],
          higherIsBetter: true,
        });
      }
      metrics.push({
        metric: `lighthouse ${path} CLS`,
        value: r.cls,
        unit: '',
        budget: CLS_BUDGET,
        ceiling: null,
        ok: r.cls <= CLS_BUDGET,
      });
      if (r.failing.length)
        console.log(`${path} audits below full marks:\n  ${r.failing.join('\n  ')}`);
    }
    rows.push([
      'bare page (ceiling)',
      ...CATEGORIES.map((c) => String(ceiling.scores[c])),
      fmt(ceiling.cls, 3),
      fmt(ceiling.lcp, 0),
    ]);
    console.log('\nLighthouse, mobile preset (Chromium, simulated slow 4G and 4x CPU slowdown)');
    printTable(['page', ...CATEGORIES, 'CLS', 'LCP ms'], rows);
    return { name: 'lighthouse', metrics, ok: metrics.every((m) => m.ok) };
  } finally {
    bare.close();
    chrome.kill();
    await stopProcess(server);
    data.remove();
  }
}

if (isMain(import.meta.url)) {
  const result = await run();
  if (!result.ok) process.exitCode = 1;
}
